import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  addAbsence,
  changeEmployee,
  createEmployee,
  listAccountChoices,
  listEmployees,
  readAbsences,
  readEmployee,
  removeAbsence,
  removeEmployee,
} from '../services/employees';
import { createFeed, listFeeds, removeFeed } from '../services/employee-feeds';
import {
  Absence,
  AbsenceInput,
  AbsenceParams,
  AbsenceQuery,
  Created,
  Employee,
  EmployeeDetail,
  EmployeeInput,
  EmployeeInUseAnswer,
  EmployeeFeed,
  EmployeeParams,
  FeedAddress,
  FeedInput,
  FeedRemoveParams,
  StaffAccountChoice,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';
import { hasArea } from '../domain/roles';
import type { FastifyRequest } from 'fastify';

/**
 * An employee as the caller may read them: the hourly cost (what their work costs the company)
 * only for the roles that change employees; the answer cache keeps answers per role.
 */
function shownTo<T extends { hourlyCost?: number | null }>(request: FastifyRequest, employee: T) {
  const role = request.staff?.role;
  if (role && hasArea(role, 'employees', 'write')) return employee;
  const { hourlyCost: _hidden, ...rest } = employee;
  return rest;
}

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'employee',
    description: "The company's people: usual hours, absences, staff account, calendar feed.",
  },
];

/** The company's people (docs/product.md § Werknemers). */
const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = { scopes: ['agenda' as const] };

  app.get(
    '/employee/getall',
    {
      config: { permission: { area: 'agenda', access: 'read' }, cache },
      schema: {
        operationId: 'getEmployees',
        tags: ['employee'],
        summary: 'Every employee, by last name',
        description: 'Active and inactive ones; their absences are in getEmployee and getAbsences.',
        response: { 200: Type.Array(ref(Employee)) },
      },
    },
    async (request) => (await listEmployees(app.db)).map((employee) => shownTo(request, employee)),
  );

  app.get(
    '/employee/get/:id',
    {
      config: { permission: { area: 'employees', access: 'read', own: 'ownEmployee' }, cache },
      schema: {
        operationId: 'getEmployee',
        tags: ['employee'],
        summary: 'One employee with their absences, the latest first',
        description: 'Their calendar feeds are listed by getEmployeeFeeds.',
        params: EmployeeParams,
        response: { 200: ref(EmployeeDetail), ...errors(400, 404) },
      },
    },
    async (request) => shownTo(request, await readEmployee(app.db, request.params.id)),
  );

  app.post(
    '/employee/create',
    {
      config: { permission: { area: 'employees', access: 'write' } },
      schema: {
        operationId: 'createEmployee',
        tags: ['employee'],
        summary: 'Add an employee',
        description:
          'Only the names are required; the usual week defaults to Monday to Friday 08:00–16:30. A staff account that does not exist answers 400 UNKNOWN_REFERENCE, one linked to another employee 409 DUPLICATE.',
        body: ref(EmployeeInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const id = await createEmployee(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/employee/update/:id',
    {
      config: { permission: { area: 'employees', access: 'write' } },
      schema: {
        operationId: 'updateEmployee',
        tags: ['employee'],
        summary: 'Change an employee; answers them with their absences',
        description:
          'A field left out keeps its value. Each change is a version (history) and an activity entry.',
        params: EmployeeParams,
        body: ref(EmployeeInput),
        response: { 200: ref(EmployeeDetail), ...errors(400, 404, 409) },
      },
    },
    async (request) => changeEmployee(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/employee/remove/:id',
    {
      config: { permission: { area: 'employees', access: 'write' } },
      schema: {
        operationId: 'removeEmployee',
        tags: ['employee'],
        summary: 'Remove an employee: to the trash for 30 days',
        description:
          'Refused with 409 IN_USE and the list of their appointments still to come: give those to someone else first. Their past appointments keep them after a restore.',
        params: EmployeeParams,
        response: { 204: Type.Null(), ...errors(400, 404), 409: ref(EmployeeInUseAnswer) },
      },
    },
    async (request, reply) => {
      await removeEmployee(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/employee/:id/absence/create',
    {
      config: { permission: { area: 'agenda', access: 'write' } },
      schema: {
        operationId: 'createAbsence',
        tags: ['employee'],
        summary: 'Add an absence: whole days from … to, both included (Brussels dates)',
        description:
          'Kind verlof, ziekte, opleiding or andere. An appointment on those days answers 409 APPOINTMENT_CONFLICT.',
        params: EmployeeParams,
        body: ref(AbsenceInput),
        response: { 201: ref(Created), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const id = await addAbsence(app.db, request.params.id, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/employee/:id/absence/remove/:absenceId',
    {
      config: { permission: { area: 'agenda', access: 'write' } },
      schema: {
        operationId: 'removeAbsence',
        tags: ['employee'],
        summary: 'Remove an absence of employee {id}',
        description: "Another employee's absence answers 404, as an unknown one does.",
        params: AbsenceParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, absenceId } = request.params;
      await removeAbsence(app.db, id, absenceId, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/employee/absences',
    {
      config: { permission: { area: 'agenda', access: 'read' }, cache },
      schema: {
        operationId: 'getAbsences',
        tags: ['employee'],
        summary: "Every employee's absences that touch the dates from … to (both included)",
        description: 'For the agenda: absences show in every view.',
        querystring: AbsenceQuery,
        response: { 200: Type.Array(ref(Absence)), ...errors(400) },
      },
    },
    async (request) => readAbsences(app.db, request.query.from, request.query.to),
  );

  app.get(
    '/employee/accounts',
    {
      config: {
        permission: { area: 'employees', access: 'write' },
        cache: { scopes: ['agenda', 'staff'] },
      },
      schema: {
        operationId: 'getEmployeeAccounts',
        tags: ['employee'],
        summary: 'The staff accounts an employee may be linked to, each with its employee',
        description: 'Active accounts, and inactive ones still linked to an employee.',
        response: { 200: Type.Array(ref(StaffAccountChoice)) },
      },
    },
    async () => listAccountChoices(app.db),
  );

  app.get(
    '/employee/feeds/:id',
    {
      config: { permission: { area: 'employees', access: 'read', own: 'ownEmployee' } },
      schema: {
        operationId: 'getEmployeeFeeds',
        tags: ['employee'],
        summary: "The employee's calendar feeds, the oldest first (never their addresses)",
        description:
          "Each with the staff account that made it (null: unknown, made before this was kept), when it was made and last fetched, and whether it carries the customer's contact details and notes.",
        params: EmployeeParams,
        response: { 200: Type.Array(ref(EmployeeFeed)), ...errors(400, 404) },
      },
    },
    async (request) => listFeeds(app.db, request.params.id),
  );

  app.post(
    '/employee/feed/:id',
    {
      config: { permission: { area: 'employees', access: 'write', own: 'ownEmployee' } },
      schema: {
        operationId: 'createEmployeeFeed',
        tags: ['employee'],
        summary: 'A new calendar feed address of the employee, shown once',
        description:
          "Calendar apps (Google Calendar, Apple Calendar, Outlook) subscribe to it; the employee's other feeds stay. Only a hash of its token is kept. It holds title, time, address and the customer's name; `includeCustomerDetails` adds the customer's phone, e-mail and the notes. It opens while the employee and the staff account that made it are active. Every staff account may make one (there are no roles). An inactive employee answers 409 CONFLICT.",
        params: EmployeeParams,
        body: ref(FeedInput),
        response: { 200: ref(FeedAddress), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      createFeed(app.db, request.params.id, request.body, app.config.mail.appUrl, request.actor.id),
  );

  app.delete(
    '/employee/:id/feed/remove/:feedId',
    {
      config: { permission: { area: 'employees', access: 'write', own: 'ownEmployee' } },
      schema: {
        operationId: 'removeEmployeeFeed',
        tags: ['employee'],
        summary: 'End one calendar feed of employee {id}',
        description:
          "Calendar apps subscribed to it get 404 from now on; the employee's other feeds stay. Another employee's feed answers 404, as an unknown one does.",
        params: FeedRemoveParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, feedId } = request.params;
      await removeFeed(app.db, id, feedId, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default employeeRoutes;
