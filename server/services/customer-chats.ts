import type { Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import type { ChatFileData, UploadedFile } from '../domain/chat-files';
import { addressKey } from '../domain/client-address';
import { notFound, rateLimited, validation } from '../domain/errors';
import { requiredText } from '../domain/text';
import { hashToken, newToken } from '../domain/tokens';
import { loadChatFile } from '../repositories/chat-files';
import {
  chatOpensWith as opensWith,
  pruneChatLinks,
  type ChatKey,
} from '../repositories/chat-links';
import {
  answeredAutomaticallySinceStaff,
  insertAutomaticMessage,
  insertCustomerMessage,
  insertCustomerMessageOfChat,
  insertPastMessage,
  type PastMessage,
} from '../repositories/chat-messages';
import {
  chatMailFacts,
  confirmEmail,
  insertChatRecord,
  loadPublicChat,
  lockChat,
  type ChatAuthor,
  type ChatLanguage,
} from '../repositories/chats';
import { Throttle } from '../repositories/throttle';
import { attachFiles, bytesOf, cleanContent, mailHtml, messageContent } from './chat-messages';
import { refuseOverDay } from './chat-uploads';
import { queueStaffNotices } from './mail';
import { automaticAnswerAt, keepOpeningResponse } from './opening-hours';

/**
 * The customer's side of a conversation (docs/product.md § Chats): customers start one and
 * write again through the public calls with the conversation's access token (or a mail's link
 * of it), under limits counted in the database; the demo content and the benchmarks write
 * conversations as customers start them. Staff's side is services/chats.ts.
 */

/** How long the link in a mail opens the conversation; the widget's own token lasts as long as the chat. */
export const LINK_DAYS = 90;

/** What a customer's token opens: the chat whose own token it is, or a mail's link of it. */
const keyOf = (token: string): ChatKey => ({ tokenHash: hashToken(token), linkDays: LINK_DAYS });

/** Whether `token` opens this conversation. */
export const chatOpensWith = (db: Db, id: number, token: string) => opensWith(db, id, keyOf(token));

/** Mail links that no longer open anything are forgotten (by every instance, now and then). */
export const forgetExpiredChatLinks = (db: Db) => pruneChatLinks(db, LINK_DAYS);

/**
 * A conversation with its messages in order, dated as given (the demo content's past
 * conversations) or, where a date is left out, by the database's clock.
 */
export interface PastChat {
  subject: string;
  author: ChatAuthor;
  language?: ChatLanguage;
  createdAt?: Date;
  startPage?: string;
  messages: PastMessage[];
}

/**
 * Writes a conversation and its messages, in the caller's transaction. Answers its id and the
 * customer's access token, which exists only in this answer: the chat keeps its hash.
 */
export async function writePastChat(tx: Db, { messages, ...chat }: PastChat) {
  const accessToken = newToken();
  const id = await insertChatRecord(tx, { ...chat, accessTokenHash: hashToken(accessToken) });
  // One by one, in order: each keeps the chat's list columns as a new message does.
  for (const message of messages) await insertPastMessage(tx, id, message);
  if (messages.some((message) => message.sender === 'staff')) await keepOpeningResponse(tx, id);
  return { id, accessToken };
}

/** A customer's new conversation as stored: checked already. */
export interface NewChat {
  subject: string;
  author: ChatAuthor;
  content: string;
  language?: ChatLanguage;
  startPage?: string;
}

/** A customer's new conversation and its first message, both dated now, in the caller's transaction. */
const writeChat = (tx: Db, { subject, author, content, language, startPage }: NewChat) =>
  writePastChat(tx, {
    subject,
    author,
    language,
    startPage,
    messages: [
      { sender: 'customer', senderName: `${author.firstName} ${author.lastName}`, content },
    ],
  });

/** writeChat in a transaction of its own, without mail (tests and benchmarks). */
export const storeChat = (db: Db, chat: NewChat) => db.transaction((tx) => writeChat(tx, chat));

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
  /** The address of the website page the widget was opened on. */
  page?: string;
}

/** The author's fields as stored: names required, the rest trimmed (empty when not given). */
const cleanAuthor = (author: ChatStart['author']) => ({
  firstName: requiredText(author.firstName, 'author.firstName'),
  lastName: requiredText(author.lastName, 'author.lastName'),
  email: author.email.trim(),
  phone: author.phone?.trim() ?? '',
  address: author.address?.trim() ?? '',
});

/**
 * The page a conversation starts on, as kept: an http(s) address's origin and path (its query
 * and fragment may carry someone's token); '' when none is given. Anything else is refused.
 */
export function startPageOf(page: string | undefined) {
  if (page === undefined || page.trim() === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(page.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw validation('page must be an http or https address');
  return `${url.origin}${url.pathname}`;
}

/** A conversation of the past with its dates (the demo content), checked as a new one is. */
export async function recordPastChat(
  db: Db,
  chat: Omit<ChatStart, 'content'> & Required<Pick<PastChat, 'createdAt' | 'messages'>>,
) {
  const past = {
    subject: requiredText(chat.subject, 'subject'),
    author: cleanAuthor(chat.author),
    createdAt: chat.createdAt,
    startPage: startPageOf(chat.page),
    messages: chat.messages.map((message) => ({
      ...message,
      senderName: requiredText(message.senderName, 'senderName'),
      content: cleanContent(message.content),
    })),
  };
  const { id } = await db.transaction((tx) => writePastChat(tx, past));
  return id;
}

/** A file of the conversation `token` opens, for its customer; 404 alike for every refusal. */
export async function readChatFileAsCustomer(
  db: Db,
  chatId: number,
  token: string,
  fileId: number,
  size: 'full' | 'thumb',
) {
  if (!(await chatOpensWith(db, chatId, token))) throw notFound('File', fileId);
  const file = await loadChatFile(db, fileId, size, chatId);
  if (!file) throw notFound('File', fileId);
  return file;
}

/**
 * The conversation as its customer may see it, for the right token only. A link from one of our
 * mails confirms the author's address: whoever opened it reads that mailbox.
 */
export async function readAsCustomer(db: Db, id: number, token: string) {
  const loaded = await readSnapshot(db, (tx) => loadPublicChat(tx, id, keyOf(token)));
  if (!loaded) throw noSuchChat(id);
  const { confirmsEmail, ...chat } = loaded;
  if (confirmsEmail) await confirmEmail(db, id);
  return chat;
}

/** A customer's new message: staff are told by mail, in the message's transaction. */
async function noticeStaff(
  tx: Db,
  mail: MailConfig,
  chatId: number,
  event: 'created' | 'message',
  html: string,
  braking = false,
) {
  const chat = await chatMailFacts(tx, chatId);
  if (chat) await queueStaffNotices(tx, mail, { id: chatId, ...chat }, event, html, braking);
}

/** How the automatic answer is signed in the conversation (the widget says 'automatic' itself). */
export const AUTOMATIC_SENDER = 'Automatisch antwoord';

/**
 * A customer wrote outside opening hours: the company's automatic first answer, once until staff
 * answer in person, in the message's transaction.
 */
async function answerOutsideHours(tx: Db, chatId: number, language: ChatLanguage) {
  const content = await automaticAnswerAt(tx, new Date(), language);
  if (content === undefined || (await answeredAutomaticallySinceStaff(tx, chatId))) return;
  await insertAutomaticMessage(tx, chatId, AUTOMATIC_SENDER, content);
}

/**
 * A customer who proved who they are otherwise (the link to their appointment) writes, in the
 * caller's transaction: into conversation `chatId` while it exists, else into a new one (`chat`,
 * its content the message). Staff are told by mail. Answers the conversation's id and whether it
 * is new.
 */
export async function writeForCustomer(
  tx: Db,
  mail: MailConfig,
  chatId: number | null,
  chat: NewChat,
) {
  if (chatId !== null && (await lockChat(tx, chatId))) {
    const written = await insertCustomerMessageOfChat(tx, chatId, chat.content);
    if (written !== undefined) {
      await noticeStaff(tx, mail, chatId, 'message', chat.content);
      return { id: chatId, created: false };
    }
  }
  const { id } = await writeChat(tx, chat);
  await noticeStaff(tx, mail, id, 'created', chat.content);
  return { id, created: true };
}

/**
 * Counts calls within a sliding period on this instance: answers, for each call, whether more
 * than `limit` were made within `periodMs` (this one included). Keeps `limit + 1` times at most.
 */
function recentCounter(periodMs: number, limit: number) {
  const times: number[] = [];
  return () => {
    const now = Date.now();
    times.push(now);
    if (times.length > limit + 1) times.shift();
    return times.length > limit && times[0] > now - periodMs;
  };
}

/** A customer's message admitted before its body was read (customerChats' admitMessage). */
export interface MessageAdmission {
  chatId: number;
  token: string;
  keys: { key: string; limit: number }[];
  /** The throttle's events counted for it, until the message is written or withdrawn. */
  ids: number[];
}

/** Customers' writes under their limits, counted in the database (several instances). */
export function customerChats(
  db: Db,
  config: Pick<Config, 'chatCreateLimit' | 'chatMessageLimit' | 'chatUploads' | 'mail'>,
) {
  const { chatCreateLimit, chatMessageLimit, chatUploads, mail } = config;
  const starts = new Throttle(db, 'chat', chatCreateLimit.windowSeconds);
  const followUps = new Throttle(db, 'chat-message', chatMessageLimit.windowSeconds);
  const startsThisMinute = recentCounter(60_000, mail.noticeBrakes.conversationsPerMinute);

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
      startPage: startPageOf(input.page),
    };
    const created = await limited(
      starts,
      [{ key: `address:${addressKey(address)}`, limit: chatCreateLimit.perAddress }],
      'Too many conversations started; try again later',
      () =>
        db.transaction(async (tx) => {
          const written = await writeChat(tx, chat);
          // A flood (from many addresses at once): accepted all the same, in one summary mail.
          const flood = startsThisMinute();
          await noticeStaff(tx, mail, written.id, 'created', chat.content, flood);
          await answerOutsideHours(tx, written.id, chat.language);
          return written;
        }),
    );
    return created!;
  }

  /**
   * Before a byte of the customer's message is read: its token must open the conversation (404
   * alike for every refusal), and the message counts against the limits per chat and per client
   * address (429). Answers the admission that `countFiles` and `writeAgain` take, and that
   * `withdraw` takes back when the message is refused afterwards.
   */
  async function admitMessage(id: number, token: string, address: string) {
    if (!(await chatOpensWith(db, id, token))) throw noSuchChat(id);
    const admission: MessageAdmission = {
      chatId: id,
      token,
      keys: messageKeys(id, address),
      ids: [],
    };
    await take(admission, 1);
    return admission;
  }

  const messageKeys = (id: number, address: string) => [
    { key: `chat:${id}`, limit: chatMessageLimit.perChat },
    { key: `address:${addressKey(address)}`, limit: chatMessageLimit.perAddress },
  ];

  /** Counts `times` more against the admission's limits; 429 (nothing counted) past them. */
  async function take(admission: MessageAdmission, times: number) {
    if (times === 0) return;
    const attempt = await followUps.take(
      Array.from({ length: times }, () => admission.keys).flat(),
    );
    if ('retryAfterSeconds' in attempt)
      throw rateLimited('Too many messages; try again later', attempt.retryAfterSeconds);
    admission.ids.push(...attempt.ids);
  }

  /** An admitted message refused after all (a bad body, a refused file) does not count. */
  async function withdraw(admission: MessageAdmission) {
    const ids = admission.ids.splice(0);
    await followUps.forget(ids);
  }

  /** Once the parts are read, before any file is checked: each counts as a message does. */
  const countFiles = (admission: MessageAdmission, files: UploadedFile[]) =>
    take(admission, files.length);

  /**
   * The customer writes again, as admitted, with `files` checked already; answers the message's
   * id. The files are checked once more against the ceilings with their stored sizes.
   */
  async function writeAgain(
    admission: MessageAdmission,
    contentGiven: string,
    files: ChatFileData[] = [],
  ) {
    const { chatId: id, token } = admission;
    const content = messageContent(contentGiven, files.length);
    if (files.length) await refuseOverDay(db, config, bytesOf(files));
    const messageId = await db.transaction(async (tx) => {
      // First, so that messages with files take turns on the conversation's ceiling.
      if (files.length && !(await lockChat(tx, id))) return undefined;
      const written = await insertCustomerMessage(tx, id, keyOf(token), content);
      // Undefined when the chat was removed since the token was checked.
      if (written === undefined) return undefined;
      await attachFiles(tx, chatUploads, id, written, files);
      await noticeStaff(tx, mail, id, 'message', mailHtml(content, files));
      const facts = await chatMailFacts(tx, id);
      if (facts) await answerOutsideHours(tx, id, facts.language);
      return written;
    });
    if (messageId === undefined) throw noSuchChat(id);
    admission.ids = [];
    return messageId;
  }

  return { start, admitMessage, countFiles, withdraw, writeAgain };
}
