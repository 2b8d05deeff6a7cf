import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { chats, messages } from '../db/schema';
import { deleteById } from '../db/delete-by-id';
import { notFound } from '../domain/errors';
import { chatExists, loadChat, loadChatSummaries } from '../domain/chats';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { Throttle } from '../domain/throttle';
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
  const security = [{ bearer: [] }];
  const staffOnly = { onRequest: app.requireStaff };
  const { perAddress, windowSeconds } = app.config.chatCreateLimit;
  const throttle = new Throttle(app.db, 'chat', windowSeconds);

  app.get(
    '/chat/getall',
    {
      ...staffOnly,
      schema: {
        operationId: 'getChats',
        tags: ['chat'],
        summary: 'Every conversation with its latest message, most recent activity first',
        security,
        response: { 200: Type.Array(ref(Chat)), ...errors(401) },
      },
    },
    async () => loadChatSummaries(app.db),
  );

  app.get(
    '/chat/get/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'getChat',
        tags: ['chat'],
        summary: 'One conversation with every message, oldest first',
        security,
        params: IdParams,
        response: { 200: ref(Chat), ...errors(400, 401, 404) },
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
      ...staffOnly,
      schema: {
        operationId: 'createMessage',
        tags: ['chat'],
        summary: "Reply as staff; the server records sender 'staff' and its own clock",
        security,
        params: ChatIdParams,
        body: ref(MessageInput),
        response: { 201: ref(Created), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const content = cleanContent(request.body.content);
      const { chatId } = request.params;
      if (!(await chatExists(app.db, chatId))) throw notFound('Chat', chatId);
      const staff = request.staff!;
      const [row] = await app.db
        .insert(messages)
        .values({
          chatId,
          sender: 'staff',
          senderName: `${staff.firstName} ${staff.lastName}`,
          userId: staff.id,
          content,
        })
        .returning({ id: messages.id });
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/chat/remove/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'removeChat',
        tags: ['chat'],
        summary: 'Remove a conversation and its messages',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteById(app.db, chats, request.params.id, 'Chat');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chat/create',
    {
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
      const addressKey = `address:${request.ip}`;
      // Counted before the write, so parallel requests cannot slip past the limit.
      const attempt = await throttle.take(
        [{ key: addressKey, limit: perAddress }],
        'Too many conversations started; try again later',
      );
      const id = await app.db
        .transaction(async (tx) => {
          const [chat] = await tx
            .insert(chats)
            .values({
              subject,
              authorFirstName: firstName,
              authorLastName: lastName,
              authorEmail: author.email.trim(),
              authorPhone: author.phone?.trim() ?? '',
              authorAddress: author.address?.trim() ?? '',
            })
            .returning({ id: chats.id });
          await tx.insert(messages).values({
            chatId: chat.id,
            sender: 'customer',
            senderName: `${firstName} ${lastName}`,
            content,
          });
          return chat.id;
        })
        .catch(async (error: unknown) => {
          await throttle.forget(attempt);
          throw error;
        });
      return reply.status(201).send({ id });
    },
  );
};
