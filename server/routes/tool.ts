import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiTag } from '../plugins/swagger';
import { Created, IdParams, errors, ref } from '../schemas/common';
import { Tool, ToolCheckoutInput, ToolDetail, ToolInput, ToolListQuery } from '../schemas/tools';
import {
  changeTool,
  checkOutTool,
  createTool,
  readTool,
  removeTool,
  returnTool,
  toolList,
} from '../services/tools';
import { queueDueReminders } from '../services/reminders';
import { queueDueToolReminders } from '../services/tool-reminders';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'tool',
    description:
      "Inventaris's tools and equipment: lent out to an employee, a van or a project until a date, returned, overdue, their inspection due.",
  },
];

/** Inventaris's tools (docs/product.md § Inventaris, Gereedschap). */
const toolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** An inspection date or holder just entered is reminded of at once, not at the job's next run. */
  const remindNow = (log: FastifyBaseLogger) =>
    queueDueReminders(app, log, [queueDueToolReminders]);

  app.get(
    '/tool/getall',
    {
      config: { permission: { area: 'inventory', access: 'read', own: 'heldStock' } },
      schema: {
        operationId: 'getTools',
        tags: ['tool'],
        summary: 'Every tool, by name, with who has it',
        description:
          "`overdue=true`: only those out past their expected return (Brussels today); `holder`: what one holder has (`employee:12`, `vehicle:3`, `project:5`), `me` what the caller's employee has and what the vans they drive today carry, which a Technieker may list (heldStock).",
        querystring: ToolListQuery,
        response: { 200: Type.Array(ref(Tool)), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return toolList(app.db, request.query, request.actor.id!);
    },
  );

  app.get(
    '/tool/get/:id',
    {
      config: { permission: { area: 'inventory', access: 'read' } },
      schema: {
        operationId: 'getTool',
        tags: ['tool'],
        summary: 'One tool with its checkouts, the latest first',
        description:
          'Its holder now (null: in the warehouse) and whether it is overdue, with its latest 50 checkouts and who lent and took it back.',
        params: IdParams,
        response: { 200: ref(ToolDetail), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readTool(app.db, request.params.id);
    },
  );

  app.post(
    '/tool/create',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'createTool',
        tags: ['tool'],
        summary: 'Add a tool',
        description:
          'The name is required; `nextInspection` is a Brussels date. A version and an activity entry.',
        body: ref(ToolInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createTool(app.db, request.body, request.actor.id);
      await remindNow(request.log);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/tool/update/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'updateTool',
        tags: ['tool'],
        summary: 'Change a tool; answers it',
        description:
          'A field left out keeps its value. Each change is a version and an activity entry.',
        params: IdParams,
        body: ref(ToolInput),
        response: { 200: ref(ToolDetail), ...errors(400, 404) },
      },
    },
    async (request) => {
      const tool = await changeTool(app.db, request.params.id, request.body, request.actor.id);
      await remindNow(request.log);
      return tool;
    },
  );

  app.delete(
    '/tool/remove/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'removeTool',
        tags: ['tool'],
        summary: 'Remove a tool: to the trash for 30 days, with its checkouts',
        description: 'A tool that is out answers 409 CONFLICT naming who has it.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeTool(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tool/checkout/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'checkOutTool',
        tags: ['tool'],
        summary: 'Lend a tool to an employee, a van or a project; answers the tool',
        description:
          '`expectedBack` is a Brussels date, not before today. A tool that is out answers 409 CONFLICT naming who has it; a holder that does not exist 400 UNKNOWN_REFERENCE. An activity entry (checkout).',
        params: IdParams,
        body: ref(ToolCheckoutInput),
        response: { 200: ref(ToolDetail), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const tool = await checkOutTool(app.db, request.params.id, request.body, request.actor.id);
      await remindNow(request.log);
      return tool;
    },
  );

  app.post(
    '/tool/return/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'returnTool',
        tags: ['tool'],
        summary: 'Take a tool back; answers the tool',
        description: 'A tool that is not out answers 409 CONFLICT. An activity entry (return).',
        params: IdParams,
        response: { 200: ref(ToolDetail), ...errors(400, 404, 409) },
      },
    },
    async (request) => returnTool(app.db, request.params.id, request.actor.id),
  );
};

export default toolRoutes;
