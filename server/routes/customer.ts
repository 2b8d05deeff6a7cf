import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  changeCustomer,
  createCustomer,
  findCustomersByEmail,
  listCustomers,
  readCustomer,
  removeCustomer,
} from '../services/customers';
import {
  Created,
  Customer,
  CustomerDetail,
  CustomerInput,
  CustomerListQuery,
  CustomerPage,
  CustomerQuery,
  IdParams,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'customer',
    description:
      'The register of customers (Klanten): persons and companies that chats, appointments and projects share.',
  },
];

/** The register of customers (docs/product.md § Klanten). */
const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer/getall',
    {
      config: { permission: { area: 'customers', access: 'read' } },
      schema: {
        operationId: 'getCustomers',
        tags: ['customer'],
        summary: 'A page of the customers, by name, searched',
        description:
          '`q` searches names, e-mail, phone, enterprise number and addresses, ignoring letter case and accents; `next` continues the list (null after the last page).',
        querystring: CustomerListQuery,
        response: { 200: ref(CustomerPage), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listCustomers(app.db, request.query);
    },
  );

  app.get(
    '/customer/byEmail',
    {
      config: { permission: { area: 'customers', access: 'read' } },
      schema: {
        operationId: 'getCustomersByEmail',
        tags: ['customer'],
        summary: 'The customers with this e-mail address, the oldest first',
        description:
          'Without regard to letter case: what a conversation offers to link to (Koppelen aan klant).',
        querystring: CustomerQuery,
        response: { 200: Type.Array(ref(Customer)), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return findCustomersByEmail(app.db, request.query.email);
    },
  );

  app.get(
    '/customer/get/:id',
    {
      config: { permission: { area: 'customers', access: 'read' } },
      schema: {
        operationId: 'getCustomer',
        tags: ['customer'],
        summary: 'One customer with their conversations, appointments and projects',
        description:
          'Each linked item as `{ id, title, at }`: conversations and appointments latest first; projects stay empty until projects exist.',
        params: IdParams,
        response: { 200: ref(CustomerDetail), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readCustomer(app.db, request.params.id);
    },
  );

  app.post(
    '/customer/create',
    {
      config: { permission: { area: 'customers', access: 'write' } },
      schema: {
        operationId: 'createCustomer',
        tags: ['customer'],
        summary: 'Add a customer',
        description:
          'A person needs a first or last name, a company its name. A Belgian enterprise number that fails the mod-97 check answers 400 ENTERPRISE_NUMBER.',
        body: ref(CustomerInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createCustomer(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/customer/update/:id',
    {
      config: { permission: { area: 'customers', access: 'write' } },
      schema: {
        operationId: 'updateCustomer',
        tags: ['customer'],
        summary: 'Change a customer; answers them with what is linked to them',
        description:
          'A field left out keeps its value. Each change is a version (history) and an activity entry.',
        params: IdParams,
        body: ref(CustomerInput),
        response: { 200: ref(CustomerDetail), ...errors(400, 404) },
      },
    },
    async (request) => changeCustomer(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/customer/remove/:id',
    {
      config: { permission: { area: 'customers', access: 'write' } },
      schema: {
        operationId: 'removeCustomer',
        tags: ['customer'],
        summary: 'Remove a customer: to the trash for 30 days',
        description:
          'Their conversations and appointments stay, unlinked; a restore from the trash links them again. A supplier with supplier invoices stays (409 CONFLICT): those are the books.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeCustomer(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default customerRoutes;
