import { logActivity } from '../services/history';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { rateLimited } from '../domain/errors';
import type { FastifyRequest } from 'fastify';
import {
  chatOpensWith,
  customerChats,
  deleteChat,
  eraseCustomerData,
  exportCustomerData,
  countChats,
  listChats,
  noSuchChat,
  openChat,
  readAsCustomer,
  replyAsStaff,
  requireChat,
  setChatStatus,
} from '../services/chats';
import {
  Chat,
  ChatAccess,
  ChatCounts,
  ChatIdParams,
  ChatInput,
  ChatListQuery,
  ChatPage,
  ChatPresence,
  ChatStatusInput,
  ChatTokenHeaders,
  Created,
  CustomerData,
  CustomerErasure,
  CustomerMessageInput,
  CustomerQuery,
  IdParams,
  MessageInput,
  PublicChat,
  errors,
  eventStreamResponse,
  ref,
} from '../schemas';

/** Streams of one conversation that one instance holds at most. */
const STREAMS_PER_CHAT = 10;

/** The customer's access token from its header; '' (which opens nothing) when there is none. */
function accessTokenOf(request: FastifyRequest): string {
  const value = request.headers['x-chat-token'];
  return typeof value === 'string' && value.length <= 200 ? value.trim() : '';
}

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { perAddress } = app.config.chatCreateLimit;
  const messageLimit = app.config.chatMessageLimit;
  const customers = customerChats(app.db, app.config);

  // Not kept by the answer cache: each staff member has their own `unread`, and opening a chat
  // changes it. Each answer still has its ETag.
  app.get(
    '/chat/getall',
    {
      schema: {
        operationId: 'getChats',
        description:
          'Each conversation carries only its latest message (`messages` has one entry), `messageCount`, `status` and `unread` (for the caller); open one with getChat for the whole exchange. Without parameters the array of every conversation; with `limit`, a page `{ chats, next }` continued by `cursor=<next>` (docs/api.md § Chat list).',
        tags: ['chat'],
        summary: 'Conversations with their latest message, most recent activity first',
        querystring: ChatListQuery,
        response: {
          200: Type.Union([Type.Array(ref(Chat)), ref(ChatPage)]),
          ...errors(400),
        },
      },
    },
    async (request) => listChats(app.db, request.staff!.id, request.query),
  );

  app.get(
    '/chat/counts',
    {
      schema: {
        operationId: 'getChatCounts',
        description: 'For the menu badge and the list: counted by the server, whatever is loaded.',
        tags: ['chat'],
        summary: 'How many conversations are open, wait for an answer, and are unread',
        response: { 200: ref(ChatCounts) },
      },
    },
    async (request) => countChats(app.db, request.staff!.id),
  );

  app.get(
    '/chat/get/:id',
    {
      schema: {
        operationId: 'getChat',
        description:
          "Messages carry who sent them (`customer` or `staff`, with the staff member's name) and the server's time. Marks the conversation read for the caller.",
        tags: ['chat'],
        summary: 'One conversation with every message, oldest first',
        params: IdParams,
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) => openChat(app.db, request.params.id, request.staff!.id),
  );

  app.put(
    '/chat/setStatus/:id',
    {
      schema: {
        operationId: 'setChatStatus',
        description:
          "`closed` is 'Afgehandeld': the list shows open conversations by default. A customer's new message opens it again.",
        tags: ['chat'],
        summary: 'Close a conversation, or open it again',
        params: IdParams,
        body: ref(ChatStatusInput),
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) => setChatStatus(app.db, request.params.id, request.body.status),
  );

  app.post(
    '/chat/createMessage/:chatId',
    {
      schema: {
        operationId: 'createMessage',
        description:
          "The text is rich text, sanitized; a blank message is 400. The customer sees the reply in the website's chat (live while it is open); when they do not have it open, it goes to them by e-mail, with the replies of the next minutes in the same mail.",
        tags: ['chat'],
        summary: "Reply as staff; the server records sender 'staff' and its own clock",
        params: ChatIdParams,
        body: ref(MessageInput),
        response: { 201: ref(Created), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { chatId } = request.params;
      const id = await replyAsStaff(
        app.db,
        app.config.mail,
        chatId,
        request.staff!,
        request.body.content,
      );
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/chat/remove/:id',
    {
      schema: {
        operationId: 'removeChat',
        description:
          "Ends the customer's access token too: their link and widget answer 404 afterwards.",
        tags: ['chat'],
        summary: 'Remove a conversation and its messages',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await deleteChat(app.db, request.params.id);
      await logActivity(app.db, {
        by: request.staff!.id,
        kind: 'delete',
        target: { kind: 'chat', id: request.params.id, label: `#${request.params.id}` },
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/chat/customerData',
    {
      schema: {
        operationId: 'getCustomerData',
        description:
          "The customer's right of access: the answer is the document to hand over, their appointments included. An address without conversations answers empty lists.",
        tags: ['chat'],
        summary: 'Every conversation of one customer (by e-mail address), as a JSON export',
        querystring: CustomerQuery,
        response: { 200: ref(CustomerData), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return exportCustomerData(app.db, request.query.email);
    },
  );

  app.delete(
    '/chat/customerData',
    {
      schema: {
        operationId: 'eraseCustomerData',
        description:
          "The customer's right to erasure: their conversations, messages, mail and mail links go in one transaction, with their appointments still to come; past appointments stay without the customer. The server's log records who erased how many, never the address or any content.",
        tags: ['chat'],
        summary: 'Erase every conversation of one customer (by e-mail address)',
        querystring: CustomerQuery,
        response: { 200: ref(CustomerErasure), ...errors(400) },
      },
    },
    async (request) => {
      const erased = await eraseCustomerData(app.db, request.query.email);
      request.log.info({ staffId: request.staff!.id, ...erased }, 'customer data erased');
      if (erased.chats > 0 || erased.appointmentsRemoved > 0 || erased.appointmentsKept > 0)
        await logActivity(app.db, {
          by: request.staff!.id,
          kind: 'customerErasure',
          target: {
            kind: 'chat',
            id: null,
            label:
              `${erased.chats} gesprek(ken), ${erased.messages} bericht(en)` +
              (erased.appointmentsRemoved || erased.appointmentsKept
                ? `, ${erased.appointmentsRemoved + erased.appointmentsKept} afspraak/afspraken`
                : ''),
          },
        });
      return erased;
    },
  );

  app.post(
    '/chat/create',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'createChat',
        tags: ['chat-public'],
        summary: `Public: a customer starts a conversation (${perAddress} per client address per window)`,
        description:
          'Answers the access token that opens this conversation in the other public chat calls.',
        body: ref(ChatInput),
        response: { 201: ref(ChatAccess), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const created = await customers.start(request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/chat/presence/:id',
    {
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

  app.get(
    '/chat/public/:id',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicChat',
        description:
          "The subject, the customer's own details and every message, oldest first; staff are named by first name only. A missing, wrong or ended token and an unknown id all answer the same 404.",
        tags: ['chat-public'],
        summary: "Public, with the chat's token: the conversation as its customer sees it",
        params: IdParams,
        headers: ChatTokenHeaders,
        response: { 200: ref(PublicChat), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const chat = await readAsCustomer(app.db, id, accessTokenOf(request));
      // The customer's own details: no shared cache keeps them, and each token has its answer.
      void reply.header('cache-control', 'private, no-cache').header('vary', 'X-Chat-Token');
      return chat;
    },
  );

  app.post(
    '/chat/public/:id/message',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'createCustomerMessage',
        description:
          'The text is rich text, sanitized as every message is; blank is 400. Over the limits: 429 RATE_LIMITED with `Retry-After`.',
        tags: ['chat-public'],
        summary:
          `Public, with the chat's token: the customer writes again (${messageLimit.perChat} ` +
          `per chat and ${messageLimit.perAddress} per client address per window)`,
        params: IdParams,
        headers: ChatTokenHeaders,
        body: ref(CustomerMessageInput),
        response: { 201: ref(Created), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const messageId = await customers.writeAgain(
        id,
        accessTokenOf(request),
        request.body.content,
        request.ip,
      );
      return reply.status(201).send({ id: messageId });
    },
  );

  app.get(
    '/chat/public/:id/events',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicChatEvents',
        tags: ['events'],
        summary: "Public, with the chat's token: a stream of this conversation's changes",
        description:
          'Server-Sent Events: `event: chat` with `{ chatId, kind: "message" | "removed", ' +
          'sender? }` and an increasing `id` (send it back as `Last-Event-ID` to receive what ' +
          'was missed); a comment every few seconds. While it is open, staff see that the ' +
          'customer has the conversation open. It ends when the conversation is removed.',
        params: IdParams,
        headers: ChatTokenHeaders,
        response: {
          ...eventStreamResponse('The stream of events (text/event-stream)'),
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = accessTokenOf(request);
      if (!(await chatOpensWith(app.db, id, token))) throw noSuchChat(id);
      // A few tabs of one customer are expected; hundreds are someone holding connections.
      if (app.live.openStreamsOf(id) >= STREAMS_PER_CHAT) {
        throw rateLimited('Too many open streams of this conversation', 30);
      }
      const streamId = await app.live.presence.opened(id);
      try {
        const stream = await app.live.serve(request, reply, {
          chatId: id,
          accepts: (event) => event.kind === 'message' || event.kind === 'removed',
          endsAfter: (event) => event.kind === 'removed',
          stillAllowed: () => chatOpensWith(app.db, id, token),
        });
        stream.onClose(() => void app.live.presence.closed(streamId));
      } catch (error) {
        await app.live.presence.closed(streamId);
        throw error;
      }
    },
  );
};
