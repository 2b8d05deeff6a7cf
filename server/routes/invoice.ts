import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  Invoice,
  InvoiceChange,
  InvoiceInput,
  InvoiceListQuery,
  InvoicePage,
} from '../schemas/invoices';
import { changeInvoice, createInvoice, readInvoice, removeInvoice } from '../services/invoices';
import { listInvoices } from '../services/invoice-list';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'invoice',
    description: 'Invoices and credit notes: drafts, issuing, sending, payments.',
  },
];

const READ = { permission: { area: 'invoices', access: 'read' } } as const;
const WRITE = { permission: { area: 'invoices', access: 'write' } } as const;

/** Invoices' drafts and reads (docs/product.md § Facturen); issuing and after: invoice-issue.ts. */
const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoice/getall',
    {
      config: READ,
      schema: {
        operationId: 'getInvoices',
        tags: ['invoice'],
        summary: 'Invoices and credit notes, a page at a time',
        description:
          'Drafts first, then by issue date, newest first. `status=vervallen` finds the open ' +
          'invoices whose due date has passed.',
        querystring: InvoiceListQuery,
        response: { 200: ref(InvoicePage), ...errors(400) },
      },
    },
    async (request) => listInvoices(app.db, request.query),
  );

  app.get(
    '/invoice/get/:id',
    {
      config: READ,
      schema: {
        operationId: 'getInvoice',
        tags: ['invoice'],
        summary: 'One invoice or credit note, with its lines, payments and reminders',
        description:
          'Amounts in cents; `status` reads `vervallen` for an open invoice past its due date. ' +
          "An issued invoice's lines and amounts are those it was issued with.",
        params: IdParams,
        response: { 200: ref(Invoice), ...errors(400, 404) },
      },
    },
    async (request) => readInvoice(app.db, request.params.id),
  );

  app.post(
    '/invoice/create',
    {
      config: WRITE,
      schema: {
        operationId: 'createInvoice',
        tags: ['invoice'],
        summary: 'Add a draft invoice',
        description:
          'A draft (`concept`) that changes freely until it is issued. Without `dueDate`: the ' +
          "issue date (today without one) plus the company's payment term. An unknown customer " +
          'or project: 400 UNKNOWN_REFERENCE.',
        body: ref(InvoiceInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createInvoice(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/invoice/update/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updateInvoice',
        tags: ['invoice'],
        summary: 'Change a draft; answers it',
        description:
          'A field left out keeps its value. Each change is a version and an activity entry. ' +
          'An issued invoice never changes: 409 INVOICE_ISSUED (correct it with a credit note).',
        params: IdParams,
        body: ref(InvoiceChange),
        response: { 200: ref(Invoice), ...errors(400, 404, 409) },
      },
    },
    async (request) => changeInvoice(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/invoice/remove/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'removeInvoice',
        tags: ['invoice'],
        summary: 'Remove a draft: to the trash for 30 days',
        description: 'An issued invoice is kept (the law): 409 INVOICE_ISSUED.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeInvoice(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default invoiceRoutes;
