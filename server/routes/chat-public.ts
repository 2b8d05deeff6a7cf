import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '../domain/chat-files';
import { SharedChecks } from '../live/shared-checks';
import { jsonBody, readJsonOrFiles } from '../plugins/uploads';
import { checkMessageFiles } from '../services/chat-messages';
import { chatOpensWith, customerChats, readAsCustomer } from '../services/customer-chats';
import { availability } from '../services/opening-hours';
import {
  Availability,
  ChatAccess,
  ChatInput,
  ChatTokenHeaders,
  Created,
  CustomerMessageInput,
  IdParams,
  PublicChat,
  multipartBody,
  errors,
  eventStreamResponse,
  ref,
} from '../schemas';
import { accessTokenOf, messageAdmission } from './chat-admission';
import { FILES_DESCRIPTION } from './chat-files';

/**
 * The customer's side of a conversation (tag `chat-public`, no staff session): the website's
 * widget and the conversation link start it, read it, write again and follow it live, with the
 * conversation's access token. Staff's side is routes/chat-staff.ts.
 */
const chatPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { perAddress } = app.config.chatCreateLimit;
  const messageLimit = app.config.chatMessageLimit;
  const customers = customerChats(app.db, app.config);
  const admission = messageAdmission(app, customers);

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

export default chatPublicRoutes;
