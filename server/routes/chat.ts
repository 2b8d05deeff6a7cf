import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '../domain/chat-files';
import { accessTokenOf, messageAdmission } from './chat-admission';
import { jsonBody, readJsonOrFiles } from '../plugins/uploads';
import {
  announceStaffTyping,
  assignChat,
  markChatLeft,
  markChatShown,
  chatOpensWith,
  checkMessageFiles,
  readChatFile,
  readChatFileAsCustomer,
  customerChats,
  deleteChat,
  eraseCustomerData,
  exportCustomerData,
  countChats,
  listChats,
  markChatRead,
  readAsCustomer,
  readChat,
  replyAsStaff,
  requireChat,
  setChatCustomer,
  setChatStatus,
  unreadChatIds,
} from '../services/chats';
import { availability } from '../services/opening-hours';
import { SharedChecks } from '../live/shared-checks';
import {
  Availability,
  Chat,
  ChatAccess,
  ChatCustomerInput,
  ChatAssignInput,
  ChatCounts,
  ChatFileParams,
  ChatIdParams,
  ChatInput,
  ChatListQuery,
  ChatPage,
  ChatPresence,
  ChatStatusInput,
  ChatTokenHeaders,
  ClientHeaders,
  Created,
  CustomerData,
  CustomerErasure,
  CustomerMessageInput,
  CustomerQuery,
  IdParams,
  ImageSizeQuery,
  MessageInput,
  PublicChat,
  PublicChatFileParams,
  multipartBody,
  UnreadChats,
  errors,
  eventStreamResponse,
  ref,
} from '../schemas';

const binary = { type: 'string', format: 'binary' } as const;

/** A file's answer: what the browser may show (a photo, a PDF), never run, never cached publicly. */
const fileResponse = {
  200: {
    description: 'The file',
    content: {
      'image/jpeg': { schema: binary },
      'image/png': { schema: binary },
      'application/pdf': { schema: binary },
    },
  },
};

function sendFile(
  reply: FastifyReply,
  file: { name: string; mediaType: string; bytes: Buffer },
  download: boolean,
) {
  const disposition = download ? 'attachment' : 'inline';
  return reply
    .type(file.mediaType)
    .header('content-length', file.bytes.length)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `${disposition}; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.bytes);
}

const FILES_DESCRIPTION =
  `Also takes multipart/form-data: \`data\` the JSON as above, \`files\` up to ${MAX_CHAT_FILES} ` +
  'photos (JPEG, PNG, WebP, HEIC: decoded, stripped of their metadata and scaled as uploads are) ' +
  'or PDF documents (without scripts or actions), each at most 10 MB; anything else is 415. ' +
  'With files, the text may be blank.';

/** `size` as images take it, and whether the browser should save the file. */
const FileQuery = Type.Object({
  size: ImageSizeQuery.properties.size,
  download: Type.Optional(Type.Boolean({ description: 'Ask the browser to save the file' })),
});

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { perAddress } = app.config.chatCreateLimit;
  const messageLimit = app.config.chatMessageLimit;
  const customers = customerChats(app.db, app.config);
  const admission = messageAdmission(app, customers);

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
    async (request) => listChats(app.db, request.staff!.id, request.query),
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
    async (request) => countChats(app.db, request.staff!.id),
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
    async (request) => unreadChatIds(app.db, request.staff!.id),
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
        request.staff!.id,
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
      await markChatRead(app.db, request.params.id, request.staff!.id);
      return reply.status(204).send(null);
    },
  );

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
      await markChatShown(app.db, id, request.staff!.id, request.headers['x-client-id']);
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
      await markChatLeft(app.db, id, request.staff!.id, request.headers['x-client-id']);
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
      await announceStaffTyping(app.db, request.params.id, request.staff!.firstName);
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
        request.staff!,
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
      await deleteChat(
        app.db,
        request.params.id,
        request.staff!.id,
        request.headers['x-client-id'],
      );
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
        request.staff!.id,
        request.headers['x-client-id'],
      );
      request.log.info({ staffId: request.staff!.id, ...erased }, 'customer data erased');
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

  app.get(
    '/chat/file/:fileId',
    {
      config: { permission: { area: 'chats', access: 'read', own: 'assignedChat' } },
      schema: {
        operationId: 'getChatFile',
        description:
          "A photo or PDF of a message (`files` of a message names it). `size=thumb`: a photo's thumbnail (a document answers itself); `download=true` asks the browser to save it. Never cached by a shared cache.",
        tags: ['chat'],
        summary: 'A file sent in a conversation',
        params: ChatFileParams,
        querystring: FileQuery,
        response: { ...fileResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { size = 'full', download } = request.query;
      const file = await readChatFile(app.db, request.params.fileId, size);
      return sendFile(reply, file, download === true);
    },
  );

  app.get(
    '/chat/public/availability',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getChatAvailability',
        description:
          "For the widget's status line, and for the loader: a site outside WIDGET_ORIGINS cannot read it (CORS), so the loader shows no button there.",
        tags: ['chat-public'],
        summary: 'Public: whether staff are in now (opening hours) and when they are next',
        response: { 200: ref(Availability), ...errors(400) },
      },
    },
    async (_request, reply) => {
      // Any site may reach it without reading it (a `no-cors` request): the loader tells a site
      // outside WIDGET_ORIGINS from a server that does not answer (src/widget/loader/loader.ts).
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      return availability(app.db);
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
      // Before a byte of the body is read: the token, the limits and what an upload may cost.
      onRequest: admission.onRequest,
      onError: admission.onError,
      schema: {
        operationId: 'createCustomerMessage',
        description:
          `${FILES_DESCRIPTION} Each file counts against the limits as a message does. ` +
          'The text is rich text, sanitized as every message is; blank is 400. ' +
          'Checked from the headers before the body is read: the token (a missing, wrong or ' +
          'ended one and an unknown id answer 404 at once, whatever the body), the limits ' +
          '(429 RATE_LIMITED with `Retry-After`), and with files: uploads in progress from the ' +
          'client address (429), room in the image queue (503 SERVER_BUSY with `Retry-After`), ' +
          "the conversation's ceiling of files (413 PAYLOAD_TOO_LARGE) and the day's ceiling of " +
          "customers' files (429 with `Retry-After`). A file over 10 MB answers 413 FILE_TOO_LARGE " +
          'as soon as the parser reaches that limit (docs/api.md § Customer messages with files).',
        tags: ['chat-public'],
        summary:
          `Public, with the chat's token: the customer writes again (${messageLimit.perChat} ` +
          `per chat and ${messageLimit.perAddress} per client address per window)`,
        params: IdParams,
        headers: ChatTokenHeaders,
        body: jsonBody(ref(CustomerMessageInput)),
        multipart: multipartBody(CustomerMessageInput, MAX_CHAT_FILES, 'photos and PDF documents'),
        response: { 201: ref(Created), ...errors(400, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const admitted = admission.admissionOf(request);
      const { data, files } = await readJsonOrFiles(request, CustomerMessageInput, MAX_CHAT_FILES, {
        maxFileBytes: MAX_CHAT_FILE_BYTES,
      });
      await customers.countFiles(admitted, files);
      const checked = await checkMessageFiles(files, 'visitor');
      const messageId = await customers.writeAgain(admitted, data.content, checked);
      return reply.status(201).send({ id: messageId });
    },
  );

  app.get(
    '/chat/public/:id/file/:fileId',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicChatFile',
        description:
          "A photo or PDF of one of the conversation's messages, ours or the customer's, with the chat's token (never by a public address): a missing or wrong token, another chat's file and an unknown id all answer the same 404. `size=thumb`: a photo's thumbnail.",
        tags: ['chat-public'],
        summary: "Public, with the chat's token: a file sent in the conversation",
        params: PublicChatFileParams,
        headers: ChatTokenHeaders,
        querystring: FileQuery,
        response: { ...fileResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { size = 'full', download } = request.query;
      const file = await readChatFileAsCustomer(app.db, id, accessTokenOf(request), fileId, size);
      void reply.header('vary', 'X-Chat-Token');
      return sendFile(reply, file, download === true);
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
          'Server-Sent Events: `event: chat` whose data is a ChatEvent of kind `message` or ' +
          '`removed` (components.schemas.ChatEvent) with an increasing `id` (send it back as ' +
          '`Last-Event-ID` to receive what was missed); `event: typing` without an id while a ' +
          'staff member types a reply (components.schemas.StaffTyping; never caught up on); ' +
          'a comment every few seconds. While it ' +
          'is open, staff see that the customer has the conversation open (not with ' +
          '`presence=false`). It ends when the ' +
          'conversation is removed. At most a few streams per conversation (429) and per client ' +
          'address, and a ceiling per server (503 SERVER_BUSY), each with `Retry-After`.',
        params: IdParams,
        headers: ChatTokenHeaders,
        querystring: Type.Object({
          presence: Type.Optional(
            Type.Boolean({
              description:
                "false: the customer cannot see the conversation now (the widget's panel is closed; it counts our replies for its button's badge), so staff are not told that the customer is there. Default true.",
            }),
          ),
        }),
        response: {
          ...eventStreamResponse('The stream of events (text/event-stream)'),
          ...errors(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = accessTokenOf(request);
      await app.live.serveCustomer(request, reply, {
        chatId: id,
        present: request.query.presence !== false,
        access: {
          key: SharedChecks.keyOf('chat', id, token),
          check: () => chatOpensWith(app.db, id, token),
        },
      });
    },
  );
};
export default chatRoutes;
