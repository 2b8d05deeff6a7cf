import { cursorValues, encodeCursor } from '../domain/cursor';
import type { Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import { notFound, rateLimited, validation } from '../domain/errors';
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
  loadChatPage,
  loadChatsOfCustomer,
  readChatAs,
  updateChatStatus,
  lockChat,
  removeChatsOfCustomer,
  loadPublicChat,
  removeChat,
  type ChatCursor,
  type ChatLanguage,
  type ChatStatus,
  type PastChat,
} from '../repositories/chats';
import { Throttle } from '../repositories/throttle';
import { customerAppointments, eraseCustomerAppointments } from './appointment-customers';
import { queueCustomerReply, queueStaffNotices } from './mail';

export { chatOpensWith, countChats } from '../repositories/chats';

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
  /** The widget's language: the customer's mails speak it. Dutch when not given. */
  language?: ChatLanguage;
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

/** A staff member opens a conversation: it is read for them from now on. */
export async function openChat(db: Db, id: number, userId: number) {
  const chat = await readChatAs(db, id, userId);
  if (!chat) throw notFound('Chat', id);
  return chat;
}

export interface ChatListQuery {
  limit?: number;
  cursor?: string;
  status?: ChatStatus | 'all';
  q?: string;
}

/** The most words a search takes; more add nothing a person types. */
const MAX_WORDS = 8;

/**
 * The search's words: runs of letters and digits (so an e-mail address or a phone number is
 * several words, as the chat's own are), at most MAX_WORDS of at most 60 characters each.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((word) => word.slice(0, 60));
}

const chatCursor = ({ rank, activity, id }: ChatCursor) => encodeCursor([rank, activity, id]);

function decodeChatCursor(cursor: string): ChatCursor {
  const [rank, activity, id] = cursorValues(cursor);
  if (
    (rank === 0 || rank === 1) &&
    typeof activity === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(activity) &&
    Number.isSafeInteger(id) &&
    (id as number) > 0
  ) {
    return { rank, activity, id: id as number };
  }
  throw validation('cursor is not a `next` this list answered');
}

/**
 * The chat list for one staff member: with `limit`, a page and the cursor of the next one;
 * without, the array of every chat that matches (the form every client knows).
 */
export async function listChats(db: Db, userId: number, query: ChatListQuery) {
  const filter = { status: query.status ?? 'all', words: searchWords(query.q) };
  if (query.limit === undefined) {
    if (query.cursor !== undefined) throw validation('cursor needs limit');
    return (await loadChatPage(db, userId, filter)).chats;
  }
  const after = query.cursor === undefined ? undefined : decodeChatCursor(query.cursor);
  const page = await loadChatPage(db, userId, filter, { limit: query.limit, after });
  return { chats: page.chats, next: page.next ? chatCursor(page.next) : null };
}

/** Staff close a conversation ('Afgehandeld') or open it again; answers it. */
export async function setChatStatus(db: Db, id: number, status: ChatStatus) {
  if (!(await updateChatStatus(db, id, status))) throw notFound('Chat', id);
  return readChat(db, id);
}

/**
 * A staff member's reply, and in the same transaction its mail to the customer (which a
 * customer with the conversation open does not get); answers the message's id.
 */
export async function replyAsStaff(
  db: Db,
  mail: MailConfig,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  contentGiven: string,
) {
  const content = cleanContent(contentGiven);
  return db.transaction(async (tx) => {
    // First, so replies to this conversation (and its removal) take turns: see lockChat.
    if (!(await lockChat(tx, chatId))) throw notFound('Chat', chatId);
    const id = await insertStaffMessage(tx, chatId, staff, content);
    if (id === undefined) throw notFound('Chat', chatId);
    await queueCustomerReply(tx, mail, chatId, { by: staff.firstName, html: content });
    return id;
  });
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
  config: Pick<Config, 'chatCreateLimit' | 'chatMessageLimit' | 'mail'>,
) {
  const { chatCreateLimit, chatMessageLimit, mail } = config;
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

  /**
   * A customer starts a conversation, and staff are told by mail in the same transaction;
   * answers its id and the token that opens it.
   */
  async function start(input: ChatStart, address: string) {
    const chat = {
      subject: requiredText(input.subject, 'subject'),
      author: cleanAuthor(input.author),
      content: cleanContent(input.content),
      language: input.language === 'en' ? ('en' as const) : ('nl' as const),
    };
    const created = await limited(
      starts,
      [{ key: `address:${address}`, limit: chatCreateLimit.perAddress }],
      'Too many conversations started; try again later',
      () =>
        db.transaction(async (tx) => {
          const written = await insertChat(tx, chat);
          await queueStaffNotices(tx, mail, written.id, 'created', chat.content);
          return written;
        }),
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
      () =>
        db.transaction(async (tx) => {
          const written = await insertCustomerMessage(tx, id, token, content);
          if (written !== undefined) await queueStaffNotices(tx, mail, id, 'message', content);
          return written;
        }),
    );
    if (messageId === undefined) throw noSuchChat(id);
    return messageId;
  }

  return { start, writeAgain };
}

/**
 * Everything stored of one customer, by e-mail address (any letter case): every conversation
 * with every message and every appointment, as a JSON document they may ask for (GDPR access).
 */
export async function exportCustomerData(db: Db, email: string) {
  const address = email.trim();
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    chats: await loadChatsOfCustomer(db, address),
    appointments: await customerAppointments(db, address),
  };
}

/**
 * Erases every conversation of one customer with their messages and mail, and their
 * appointments (those to come go, past ones lose the customer), in one transaction (GDPR erasure).
 */
export const eraseCustomerData = (db: Db, email: string) =>
  db.transaction(async (tx) => {
    const chats = await removeChatsOfCustomer(tx, email.trim());
    const appointments = await eraseCustomerAppointments(tx, email);
    return {
      ...chats,
      appointmentsRemoved: appointments.removed,
      appointmentsKept: appointments.kept,
    };
  });
