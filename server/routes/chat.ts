import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound, rateLimited } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  insertChat,
  insertStaffMessage,
  loadChat,
  loadChatSummaries,
  removeChat,
} from '../repositories/chats';
import { Throttle } from '../repositories/throttle';
import {
  Chat,
  ChatIdParams,
  ChatInput,
  Created,
  IdParams,
  MessageInput,
  errors,
  ref,
} from '../schemas';

/** Message text is rich text; customer text is hostile input shown to staff. */
const cleanContent = (content: string) => requiredRichText(content, 'content');

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { perAddress, windowSeconds } = app.config.chatCreateLimit;
  const throttle = new Throttle(app.db, 'chat', windowSeconds);

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
        tags: ['chat'],
        summary: `Public: a customer starts a conversation (${perAddress} per client address per window)`,
        body: ref(ChatInput),
        response: { 201: ref(Created), ...errors(400, 429) },
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
      let id: number;
      try {
        id = await insertChat(app.db, {
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
      return reply.status(201).send({ id });
    },
  );
};
