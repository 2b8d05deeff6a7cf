import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  changeQuickReply,
  createQuickReply,
  removeQuickReply,
  listQuickReplies,
} from '../services/quick-replies';
import { IdParams, QuickReply, QuickReplyInput, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'quickReply',
    description: "Quick replies: staff's shared answers in Dutch and English for chat replies.",
  },
];

const quickReplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/quickReply/getall',
    {
      config: { permission: { area: 'chats', access: 'read' } },
      schema: {
        operationId: 'getQuickReplies',
        description:
          "Staff's shared answers with their Dutch and English text (sanitized rich text), for /settings and the chat reply's 'Snelantwoord' menu.",
        tags: ['quickReply'],
        summary: 'Every quick reply, by title (case-insensitive)',
        response: { 200: Type.Array(ref(QuickReply)) },
      },
    },
    async () => listQuickReplies(app.db),
  );

  app.post(
    '/quickReply/create',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'createQuickReply',
        description:
          'A title is unique whatever its case (409 DUPLICATE). The Dutch text must hold text, the English one may be empty; markup outside the allowed rich text is removed.',
        tags: ['quickReply'],
        summary: 'Add a quick reply',
        body: ref(QuickReplyInput),
        response: { 201: ref(QuickReply), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const created = await createQuickReply(app.db, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/quickReply/update/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'updateQuickReply',
        description:
          'Changes title and both texts, under the same rules as a new one; answers the quick reply as stored.',
        tags: ['quickReply'],
        summary: 'Change a quick reply',
        params: IdParams,
        body: ref(QuickReplyInput),
        response: { 200: ref(QuickReply), ...errors(400, 404, 409) },
      },
    },
    async (request) => changeQuickReply(app.db, request.params.id, request.body),
  );

  app.delete(
    '/quickReply/remove/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'removeQuickReply',
        description: 'Replies already sent with its text keep that text.',
        tags: ['quickReply'],
        summary: 'Remove a quick reply',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeQuickReply(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default quickReplyRoutes;
