import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { announceStaffTyping, markChatLeft, markChatShown, requireChat } from '../services/chats';
import { ChatPresence, ClientHeaders, IdParams, errors, ref } from '../schemas';

/**
 * What the staff screen and the customer's widget know of each other while a conversation is
 * open (docs/architecture.md § Live updates): which screen shows it (no notice mail to that
 * staff member meanwhile), a reply being typed, and whether the customer has it open.
 */
const chatPresenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/chat/shown/:id',
    {
      config: { permission: { area: 'chats', access: 'write', own: 'assignedChat' } },
      schema: {
        operationId: 'markChatShown',
        description:
          'The conversation screen sends it when it shows the conversation in a visible window and every 20 seconds while it does, with its X-Client-Id. Staff notice mail about the conversation skips the caller until a minute after the last one (on every instance: kept in the database).',
        tags: ['chat'],
        summary: "The caller's screen shows the conversation now",
        params: IdParams,
        headers: ClientHeaders,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await markChatShown(app.db, id, request.actor.id, request.headers['x-client-id']);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/chat/shown/:id',
    {
      config: { permission: { area: 'chats', access: 'write', own: 'assignedChat' } },
      schema: {
        operationId: 'markChatLeft',
        description:
          'The conversation screen sends it when it leaves the conversation or its window is hidden: staff notice mail reaches the caller again.',
        tags: ['chat'],
        summary: "The caller's screen no longer shows the conversation",
        params: IdParams,
        headers: ClientHeaders,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await markChatLeft(app.db, id, request.actor.id, request.headers['x-client-id']);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chat/typing/:id',
    {
      config: { permission: { area: 'chats', access: 'write', own: 'assignedChat' } },
      schema: {
        operationId: 'announceTyping',
        description:
          "The reply's editor sends it while its text changes, at most every 3 seconds. The customer's stream (getPublicChatEvents), on whichever instance it is open, gets an `event: typing` with the caller's first name (StaffTyping); the widget shows it until about 6 seconds after the last one or until the reply arrives. Nothing is stored.",
        tags: ['chat'],
        summary: "Tell the customer's widget that a reply is being typed (never its text)",
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await announceStaffTyping(app.db, request.params.id, request.actor.firstName);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/chat/presence/:id',
    {
      config: { permission: { area: 'chats', access: 'read', own: 'assignedChat' } },
      schema: {
        operationId: 'getChatPresence',
        description:
          "True while the customer's widget holds the conversation's event stream open (on any server instance).",
        tags: ['chat'],
        summary: "Whether the customer has the conversation open in the website's widget now",
        params: IdParams,
        response: { 200: ref(ChatPresence), ...errors(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [, online] = await Promise.all([
        requireChat(app.db, id),
        app.live.presence.isOnline(id),
      ]);
      return { online };
    },
  );
};

export default chatPresenceRoutes;
