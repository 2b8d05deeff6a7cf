import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '../domain/chat-files';
import { jsonBody, readJsonOrFiles } from '../plugins/uploads';
import { checkMessageFiles } from '../services/chat-messages';
import {
  assignChat,
  countChats,
  listChats,
  markChatRead,
  readChat,
  removeChat,
  replyAsStaff,
  setChatCustomer,
  setChatStatus,
  unreadChatIds,
} from '../services/chats';
import { eraseCustomerData, exportCustomerData } from '../services/customer-data';
import {
  Chat,
  ChatAssignInput,
  ChatCounts,
  ChatCustomerInput,
  ChatIdParams,
  ChatListQuery,
  ChatPage,
  ChatStatusInput,
  ClientHeaders,
  Created,
  CustomerData,
  CustomerErasure,
  CustomerQuery,
  IdParams,
  MessageInput,
  multipartBody,
  UnreadChats,
  errors,
  ref,
} from '../schemas';
import { FILES_DESCRIPTION } from './chat-files';

/**
 * Staff's side of the conversations (tag `chat`): the inbox, one conversation, replies, its
 * state, assignee and customer, its removal, and a customer's data. What the staff screen and
 * the widget show of each other is routes/chat-presence.ts, the customer's side
 * routes/chat-public.ts, the files of both routes/chat-files.ts.
 */
const chatStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chat/getall',
    {
      // The array (no `limit`) is the same for every caller: kept per version of the chats. The
      // pages carry each caller's own `unread` and are read each time (each still has its ETag).
      // `assigned=me` differs per caller: never kept.
      config: {
        permission: { area: 'chats', access: 'read', own: 'assignedChat' },
        cache: {
          scopes: ['chats'],
          keptFor: (query) => query.limit === undefined && query.assigned !== 'me',
        },
      },
      schema: {
        operationId: 'getChats',
        description:
          "Each conversation carries only its latest message (`messages` has one entry), `messageCount` and `status`; open one with getChat for the whole exchange. Without `limit` the array of every conversation (the same for every caller: the caller's unread ones are getUnreadChats); with `limit`, a page `{ chats, next }` continued by `cursor=<next>`, whose chats carry `unread` for the caller (docs/api.md § Chat list).",
        tags: ['chat'],
        summary: 'Conversations with their latest message, most recent activity first',
        querystring: ChatListQuery,
        response: {
          200: Type.Union([Type.Array(ref(Chat)), ref(ChatPage)]),
          ...errors(400),
        },
      },
    },
    async (request) => listChats(app.db, request.actor.id, request.query),
  );

  app.get(
    '/chat/counts',
    {
      config: { permission: { area: 'chats', access: 'read' } },
      schema: {
        operationId: 'getChatCounts',
        description: 'For the menu badge and the list: counted by the server, whatever is loaded.',
        tags: ['chat'],
        summary: 'How many conversations are open, wait for an answer, and are unread',
        response: { 200: ref(ChatCounts) },
      },
    },
    async (request) => countChats(app.db, request.actor.id),
  );

  app.get(
    '/chat/unread',
    {
      config: { permission: { area: 'chats', access: 'read' } },
      schema: {
        operationId: 'getUnreadChats',
        description:
          'The per-caller part of the array getChats answers without `limit`, which is the same for everyone.',
        tags: ['chat'],
        summary: 'Which conversations have a customer message the caller has not read',
        response: { 200: ref(UnreadChats) },
      },
    },
    async (request) => unreadChatIds(app.db, request.actor.id),
  );

  // A safe read, the same for every caller: kept per version of the chats.
  app.get(
    '/chat/get/:id',
    {
      config: {
        permission: { area: 'chats', access: 'read', own: 'assignedChat' },
        cache: { scopes: ['chats'] },
      },
      schema: {
        operationId: 'getChat',
        description:
          "Messages carry who sent them (`customer` or `staff`, with the staff member's name) and the server's time. Reading changes nothing: markChatRead marks the conversation read.",
        tags: ['chat'],
        summary: 'One conversation with every message, oldest first',
        params: IdParams,
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) => readChat(app.db, request.params.id),
  );

  app.put(
    '/chat/assign/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'assignChat',
        description:
          "Staff notice mail about it then goes to the assignee alone (everyone's, as before, while nobody is assigned). In the activity log. 400 for a user who is not an active staff account.",
        tags: ['chat'],
        summary: "Assign a conversation to a staff member ('Toegewezen aan'), or release it (null)",
        params: IdParams,
        headers: ClientHeaders,
        body: ref(ChatAssignInput),
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) =>
      assignChat(
        app.db,
        request.params.id,
        request.body.userId,
        request.actor.id,
        request.headers['x-client-id'],
      ),
  );

  app.put(
    '/chat/markRead/:id',
    {
      config: { permission: { area: 'chats', access: 'write', own: 'assignedChat' } },
      schema: {
        operationId: 'markChatRead',
        description:
          "Up to the customer's latest message, for the caller only: the conversation screen sends it when it shows the conversation, and again when new messages arrive while it is shown.",
        tags: ['chat'],
        summary: 'Mark a conversation read for the caller',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await markChatRead(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/chat/setStatus/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'setChatStatus',
        description:
          "`closed` is 'Afgehandeld': the list shows open conversations by default. A customer's new message opens it again.",
        tags: ['chat'],
        summary: 'Close a conversation, or open it again',
        params: IdParams,
        headers: ClientHeaders,
        body: ref(ChatStatusInput),
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) =>
      setChatStatus(app.db, request.params.id, request.body.status, request.headers['x-client-id']),
  );

  app.put(
    '/chat/setCustomer/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'setChatCustomer',
        description:
          "Links the conversation to a customer of the register (Klanten), or unlinks it with null: the customer's page lists it. An unknown customer answers 400 UNKNOWN_REFERENCE.",
        tags: ['chat'],
        summary: 'Link a conversation to a customer',
        params: IdParams,
        headers: ClientHeaders,
        body: ref(ChatCustomerInput),
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) =>
      setChatCustomer(
        app.db,
        request.params.id,
        request.body.customerId,
        request.headers['x-client-id'],
      ),
  );

  app.post(
    '/chat/createMessage/:chatId',
    {
      config: { permission: { area: 'chats', access: 'write', own: 'assignedChat' } },
      schema: {
        operationId: 'createMessage',
        description:
          `${FILES_DESCRIPTION} ` +
          "The text is rich text, sanitized; a blank message is 400. The customer sees the reply in the website's chat (live while it is open); when they do not have it open, it goes to them by e-mail, with the replies of the next minutes in the same mail. " +
          "Files past the conversation's ceiling answer 413 PAYLOAD_TOO_LARGE; a full image queue 503 SERVER_BUSY with `Retry-After` (staff keep a share of it that customers cannot take).",
        tags: ['chat'],
        summary: "Reply as staff; the server records sender 'staff' and its own clock",
        params: ChatIdParams,
        headers: ClientHeaders,
        body: jsonBody(ref(MessageInput)),
        multipart: multipartBody(MessageInput, MAX_CHAT_FILES, 'photos and PDF documents'),
        response: { 201: ref(Created), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { chatId } = request.params;
      const { data, files } = await readJsonOrFiles(request, MessageInput, MAX_CHAT_FILES, {
        maxFileBytes: MAX_CHAT_FILE_BYTES,
      });
      const id = await replyAsStaff(
        app.db,
        app.config,
        chatId,
        request.actor,
        data.content,
        request.headers['x-client-id'],
        await checkMessageFiles(files),
      );
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/chat/remove/:id',
    {
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'removeChat',
        description:
          "Ends the customer's access token too: their link and widget answer 404 afterwards.",
        tags: ['chat'],
        summary: 'Remove a conversation and its messages',
        params: IdParams,
        headers: ClientHeaders,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeChat(app.db, request.params.id, request.actor.id, request.headers['x-client-id']);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/chat/customerData',
    {
      config: { permission: { area: 'chats', access: 'read' } },
      schema: {
        operationId: 'getCustomerData',
        description:
          "The customer's right of access, as the back office shows it: their conversations and appointments, and their files listed by name, type, size and `path` (their place in the export's ZIP, GET /api/chat/customerData/export), never their bytes. An address without conversations answers empty lists.",
        tags: ['chat'],
        summary: 'Every conversation of one customer (by e-mail address), as JSON',
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
      config: { permission: { area: 'chats', access: 'write' } },
      schema: {
        operationId: 'eraseCustomerData',
        description:
          "The customer's right to erasure: their conversations, messages, mail and mail links go in one transaction, with their appointments still to come and their records in the register (Klanten), with what is linked to them; past appointments stay without the customer. The server's log records who erased how many, never the address or any content.",
        tags: ['chat'],
        summary: 'Erase every conversation of one customer (by e-mail address)',
        querystring: CustomerQuery,
        headers: ClientHeaders,
        response: { 200: ref(CustomerErasure), ...errors(400) },
      },
    },
    async (request) => {
      const erased = await eraseCustomerData(
        app.db,
        request.query.email,
        request.actor.id,
        request.headers['x-client-id'],
      );
      request.log.info({ staffId: request.actor.id, ...erased }, 'customer data erased');
      return erased;
    },
  );
};

export default chatStaffRoutes;
