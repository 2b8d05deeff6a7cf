import type { Config } from '../config';
import type { Db } from '../db/client';
import { notFound, rateLimited } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  chatExists,
  chatOpensWith,
  insertChat,
  insertCustomerMessage,
  insertPastChat,
  insertStaffMessage,
  loadChat,
  loadPublicChat,
  removeChat,
  type PastChat,
} from '../repositories/chats';
import { Throttle } from '../repositories/throttle';

export { chatOpensWith, loadChatSummaries } from '../repositories/chats';

/**
 * Conversations between the company's customers and staff (docs/product.md § Chats): customers
 * start them and write again through the public calls with the conversation's access token,
 * staff read, answer and remove them.
 */

/** Message text is rich text; customer text is hostile input shown to staff. */
const cleanContent = (content: string) => requiredRichText(content, 'content');

/**
 * Every refusal of a public conversation call is this one answer, whether the chat does not
 * exist, was removed, or the token is missing, wrong or another chat's: the answers tell
 * nobody which conversations exist.
 */
export const noSuchChat = (id: number) => notFound('Chat', id);

/** A customer's conversation as they write it. */
export interface ChatStart {
  subject: string;
  author: { firstName: string; lastName: string; email: string; phone?: string; address?: string };
  content: string;
}

/** The author's fields as stored: names required, the rest trimmed (empty when not given). */
const cleanAuthor = (author: ChatStart['author']) => ({
  firstName: requiredText(author.firstName, 'author.firstName'),
  lastName: requiredText(author.lastName, 'author.lastName'),
  email: author.email.trim(),
  phone: author.phone?.trim() ?? '',
  address: author.address?.trim() ?? '',
});

/** A conversation of the past with its dates (the demo content), checked as a new one is. */
export async function recordPastChat(
  db: Db,
  chat: Omit<ChatStart, 'content'> & Required<Pick<PastChat, 'createdAt' | 'messages'>>,
) {
  const { id } = await insertPastChat(db, {
    subject: requiredText(chat.subject, 'subject'),
    author: cleanAuthor(chat.author),
    createdAt: chat.createdAt,
    messages: chat.messages.map((message) => ({
      ...message,
      senderName: requiredText(message.senderName, 'senderName'),
      content: cleanContent(message.content),
    })),
  });
  return id;
}

export async function readChat(db: Db, id: number) {
  const chat = await loadChat(db, id);
  if (!chat) throw notFound('Chat', id);
  return chat;
}

/** A staff member's reply; answers the message's id. */
export async function replyAsStaff(
  db: Db,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  content: string,
) {
  const id = await insertStaffMessage(db, chatId, staff, cleanContent(content));
  if (id === undefined) throw notFound('Chat', chatId);
  return id;
}

export async function deleteChat(db: Db, id: number) {
  if (!(await removeChat(db, id))) throw notFound('Chat', id);
}

/** Whether the chat exists; for reads that answer something else about it. */
export async function requireChat(db: Db, id: number) {
  if (!(await chatExists(db, id))) throw notFound('Chat', id);
}

/** The conversation as its customer may see it, for the right token only. */
export async function readAsCustomer(db: Db, id: number, token: string) {
  const chat = await loadPublicChat(db, id, token);
  if (!chat) throw noSuchChat(id);
  return chat;
}

/** Customers' writes under their limits, counted in the database (several instances). */
export function customerChats(
  db: Db,
  limits: Pick<Config, 'chatCreateLimit' | 'chatMessageLimit'>,
) {
  const { chatCreateLimit, chatMessageLimit } = limits;
  const starts = new Throttle(db, 'chat', chatCreateLimit.windowSeconds);
  const followUps = new Throttle(db, 'chat-message', chatMessageLimit.windowSeconds);

  /**
   * Runs `write` under `limits`, counted before the write so parallel requests cannot slip
   * past them; a write that fails (or answers undefined) does not count.
   */
  async function limited<T>(
    throttle: Throttle,
    keys: { key: string; limit: number }[],
    refusal: string,
    write: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const attempt = await throttle.take(keys);
    if ('retryAfterSeconds' in attempt) throw rateLimited(refusal, attempt.retryAfterSeconds);
    let written: T | undefined;
    try {
      written = await write();
    } catch (error) {
      await throttle.forget(attempt.ids);
      throw error;
    }
    if (written === undefined) await throttle.forget(attempt.ids);
    return written;
  }

  /** A customer starts a conversation; answers its id and the token that opens it. */
  async function start(input: ChatStart, address: string) {
    const chat = {
      subject: requiredText(input.subject, 'subject'),
      author: cleanAuthor(input.author),
      content: cleanContent(input.content),
    };
    const created = await limited(
      starts,
      [{ key: `address:${address}`, limit: chatCreateLimit.perAddress }],
      'Too many conversations started; try again later',
      () => insertChat(db, chat),
    );
    return created!;
  }

  /** The customer writes again, with the conversation's token; answers the message's id. */
  async function writeAgain(id: number, token: string, contentGiven: string, address: string) {
    const content = cleanContent(contentGiven);
    if (!(await chatOpensWith(db, id, token))) throw noSuchChat(id);
    const messageId = await limited(
      followUps,
      [
        { key: `chat:${id}`, limit: chatMessageLimit.perChat },
        { key: `address:${address}`, limit: chatMessageLimit.perAddress },
      ],
      'Too many messages; try again later',
      // Undefined when the chat was removed since the token was checked.
      () => insertCustomerMessage(db, id, token, content),
    );
    if (messageId === undefined) throw noSuchChat(id);
    return messageId;
  }

  return { start, writeAgain };
}
