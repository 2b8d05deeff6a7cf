import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound, rateLimited } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import type { FastifyRequest } from 'fastify';
import {
  chatExists,
  chatOpensWith,
  insertChat,
  insertCustomerMessage,
  insertStaffMessage,
  loadChat,
  loadChatSummaries,
  loadPublicChat,
  removeChat,
} from '../repositories/chats';
import { Throttle } from '../repositories/throttle';
import {
  Chat,
  ChatAccess,
  ChatIdParams,
  ChatInput,
  ChatPresence,
  ChatTokenHeaders,
  Created,
  CustomerMessageInput,
  IdParams,
  MessageInput,
  PublicChat,
  errors,
  eventStreamResponse,
  ref,
} from '../schemas';

/** Streams of one conversation that one instance holds at most. */
const STREAMS_PER_CHAT = 10;

/** Message text is rich text; customer text is hostile input shown to staff. */
const cleanContent = (content: string) => requiredRichText(content, 'content');

/** The customer's access token from its header; '' (which opens nothing) when there is none. */
function accessTokenOf(request: FastifyRequest): string {
  const value = request.headers['x-chat-token'];
  return typeof value === 'string' && value.length <= 200 ? value.trim() : '';
}

/**
 * Every refusal of a public conversation call is this one answer, whether the chat does not
 * exist, was removed, or the token is missing, wrong or another chat's: the answers tell
 * nobody which conversations exist.
 */
const noSuchChat = (id: number) => notFound('Chat', id);

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { perAddress, windowSeconds } = app.config.chatCreateLimit;
  const throttle = new Throttle(app.db, 'chat', windowSeconds);
  const messageLimit = app.config.chatMessageLimit;
  const messageThrottle = new Throttle(app.db, 'chat-message', messageLimit.windowSeconds);

  app.get(
    '/chat/getall',
    {
      config: { cache: { scopes: ['chats'] } },
      schema: {
        operationId: 'getChats',
        tags: ['chat'],
        summary: 'Every conversation with its latest message, most recent activity first',
        response: { 200: Type.Array(ref(Chat)) },
      },
    },
    async () => loadChatSummaries(app.db),
  );

  app.get(
    '/chat/get/:id',
    {
      config: { cache: { scopes: ['chats'] } },
      schema: {
        operationId: 'getChat',
        tags: ['chat'],
        summary: 'One conversation with every message, oldest first',
        params: IdParams,
        response: { 200: ref(Chat), ...errors(400, 404) },
      },
    },
    async (request) => {
      const chat = await loadChat(app.db, request.params.id);
      if (!chat) throw notFound('Chat', request.params.id);
      return chat;
    },
  );

  app.post(
    '/chat/createMessage/:chatId',
    {
      schema: {
        operationId: 'createMessage',
        tags: ['chat'],
        summary: "Reply as staff; the server records sender 'staff' and its own clock",
        params: ChatIdParams,
        body: ref(MessageInput),
        response: { 201: ref(Created), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const content = cleanContent(request.body.content);
      const { chatId } = request.params;
      const id = await insertStaffMessage(app.db, chatId, request.staff!, content);
      if (id === undefined) throw notFound('Chat', chatId);
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/chat/remove/:id',
    {
      schema: {
        operationId: 'removeChat',
        tags: ['chat'],
        summary: 'Remove a conversation and its messages',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await removeChat(app.db, request.params.id))) throw notFound('Chat', request.params.id);
      return reply.status(204).send(null);
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
      const { author } = request.body;
      const subject = requiredText(request.body.subject, 'subject');
      const firstName = requiredText(author.firstName, 'author.firstName');
      const lastName = requiredText(author.lastName, 'author.lastName');
      const content = cleanContent(request.body.content);
      // Counted before the write, so parallel requests cannot slip past the limit.
      const attempt = await throttle.take([{ key: `address:${request.ip}`, limit: perAddress }]);
      if ('retryAfterSeconds' in attempt) {
        throw rateLimited(
          'Too many conversations started; try again later',
          attempt.retryAfterSeconds,
        );
      }
      let created: { id: number; accessToken: string };
      try {
        created = await insertChat(app.db, {
          subject,
          author: {
            firstName,
            lastName,
            email: author.email.trim(),
            phone: author.phone?.trim() ?? '',
            address: author.address?.trim() ?? '',
          },
          content,
        });
      } catch (error) {
        await throttle.forget(attempt.ids);
        throw error;
      }
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/chat/presence/:id',
    {
      schema: {
        operationId: 'getChatPresence',
        tags: ['chat'],
        summary: "Whether the customer has the conversation open in the website's widget now",
        params: IdParams,
        response: { 200: ref(ChatPresence), ...errors(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [exists, online] = await Promise.all([
        chatExists(app.db, id),
        app.live.presence.isOnline(id),
      ]);
      if (!exists) throw notFound('Chat', id);
      return { online };
    },
  );

  app.get(
    '/chat/public/:id',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicChat',
        tags: ['chat-public'],
        summary: "Public, with the chat's token: the conversation as its customer sees it",
        params: IdParams,
        headers: ChatTokenHeaders,
        response: { 200: ref(PublicChat), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const chat = await loadPublicChat(app.db, id, accessTokenOf(request));
      if (!chat) throw noSuchChat(id);
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
      const content = cleanContent(request.body.content);
      const token = accessTokenOf(request);
      if (!(await chatOpensWith(app.db, id, token))) throw noSuchChat(id);
      const attempt = await messageThrottle.take([
        { key: `chat:${id}`, limit: messageLimit.perChat },
        { key: `address:${request.ip}`, limit: messageLimit.perAddress },
      ]);
      if ('retryAfterSeconds' in attempt) {
        throw rateLimited('Too many messages; try again later', attempt.retryAfterSeconds);
      }
      let messageId: number | undefined;
      try {
        messageId = await insertCustomerMessage(app.db, id, token, content);
      } catch (error) {
        await messageThrottle.forget(attempt.ids);
        throw error;
      }
      if (messageId === undefined) {
        // Removed since the token was checked.
        await messageThrottle.forget(attempt.ids);
        throw noSuchChat(id);
      }
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
