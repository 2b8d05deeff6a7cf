import { isCursorId, isCursorTime, keysetCursor } from '../domain/cursor';
import type { ChatUploadLimits, Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { readSnapshot } from '../db/read-snapshot';
import { addressKey } from '../domain/client-address';
import { dateFilter } from '../domain/date-filter';
import { ApiError, notFound, rateLimited, validation } from '../domain/errors';
import { isBlankRichText, requiredRichText, sanitizeRichText } from '../domain/rich-text';
import {
  MAX_CHAT_FILES,
  checkChatFile,
  type ChatFileData,
  type UploadedFile,
} from '../domain/chat-files';
import { exportFilePath } from '../domain/customer-export';
import { type DecodeClass } from '../domain/images';
import { refuseFullChat, refuseOverDay } from './chat-uploads';
import { insertChatFiles, loadChatFile, loadFilesOfChats } from '../repositories/chat-files';
import { requiredText } from '../domain/text';
import { hashToken, newToken } from '../domain/tokens';
import { announceTyping, hasWatcher, markEventOrigin } from '../repositories/chat-live';
import { markViewer, pruneViewers, removeViewer } from '../repositories/chat-viewers';
import {
  answeredAutomaticallySinceStaff,
  insertAutomaticMessage,
  chatExists,
  chatMailFacts,
  chatOpensWith as opensWith,
  confirmEmail,
  countMessagesOf,
  insertChatLink,
  insertChatRecord,
  insertCustomerMessage,
  insertCustomerMessageOfChat,
  insertPastMessage,
  insertStaffMessage,
  loadChat,
  loadChatPage,
  loadChatsOfCustomer,
  loadUnreadChatIds,
  lockChatsOfCustomer,
  pruneChatLinks,
  recordChatRead,
  updateChatStatus,
  updateChatAssignee,
  lockChat,
  setChatCustomer as writeChatCustomer,
  setMessageFiles,
  loadPublicChat,
  removeChat,
  removeChats,
  type ChatAuthor,
  type ChatCursor,
  type ChatKey,
  type ChatLanguage,
  type ChatStatus,
  type PastMessage,
} from '../repositories/chats';
import { logActivity } from '../repositories/activity';
import { findUserById } from '../repositories/users';
import { Throttle } from '../repositories/throttle';
import { customersWithEmail, lockCustomer } from '../repositories/customers';
import { eraseCustomerRecords, exportCustomerRecords } from './customer-data';
import { automaticAnswerAt, keepOpeningResponse } from './opening-hours';
import {
  joinWaitingReplyMail,
  queueCustomerReply,
  queueStaffNotices,
  removeMailOf,
  type ReplyOfMail,
} from './mail';

export { countChats } from '../repositories/chats';

/**
 * Conversations between the company's customers and staff (docs/product.md § Chats): customers
 * start them and write again through the public calls with the conversation's access token,
 * staff read, answer and remove them.
 */

/** Message text is rich text; customer text is hostile input shown to staff. */
const cleanContent = (content: string) => requiredRichText(content, 'content');

/** A message's text, which may be blank when it carries files (a photo says enough). */
function messageContent(content: string, fileCount: number) {
  if (fileCount === 0) return cleanContent(content);
  const clean = sanitizeRichText(content);
  return isBlankRichText(clean) ? '' : clean;
}

/**
 * Checks the files of one message before anything is written (docs/product.md § Files in a
 * conversation): at most MAX_CHAT_FILES, each a photo (decoded and re-encoded without its
 * metadata) or a PDF without active content; the first refusal answers for the message.
 */
export async function checkMessageFiles(
  files: UploadedFile[],
  who: DecodeClass = 'staff',
): Promise<ChatFileData[]> {
  if (files.length > MAX_CHAT_FILES)
    throw new ApiError('TOO_MANY_FILES', `A message may carry at most ${MAX_CHAT_FILES} files`);
  const checked: ChatFileData[] = [];
  for (const file of files) checked.push(await checkChatFile(file, who));
  return checked;
}

const bytesOf = (files: ChatFileData[]) => files.reduce((sum, file) => sum + file.bytes.length, 0);

/**
 * Stores a new message's files and records them on it, in the message's transaction, after the
 * conversation was locked: 413 when the conversation would hold more than its ceiling.
 */
async function attachFiles(
  tx: Db,
  limits: ChatUploadLimits,
  chatId: number,
  messageId: number,
  files: ChatFileData[],
) {
  if (files.length === 0) return;
  await refuseFullChat(tx, limits, chatId, bytesOf(files));
  await setMessageFiles(tx, messageId, await insertChatFiles(tx, chatId, messageId, files));
}

/** What a mail says of a message: its text, and the names of its files. */
const mailHtml = (content: string, files: ChatFileData[]) =>
  files.length === 0
    ? content
    : `${content}<p>📎 ${files.map((file) => escapeHtml(file.name)).join(', ')}</p>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A file of a conversation, for staff; thumbnails of photos with `size` 'thumb'. */
export async function readChatFile(db: Db, fileId: number, size: 'full' | 'thumb') {
  const file = await loadChatFile(db, fileId, size);
  if (!file) throw notFound('File', fileId);
  return file;
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

export async function readChat(db: Db, id: number) {
  const chat = await readSnapshot(db, (tx) => loadChat(tx, id));
  if (!chat) throw notFound('Chat', id);
  return chat;
}

/** A staff member has seen the conversation: it is read for them up to now (not for colleagues). */
export async function markChatRead(db: Db, id: number, userId: number) {
  let marked = false;
  try {
    marked = await recordChatRead(db, id, userId);
  } catch (error) {
    // Removed between the mark's read of it and its foreign key check.
    if (!isForeignKeyViolation(error)) throw error;
  }
  if (!marked) throw notFound('Chat', id);
}

export interface ChatListQuery {
  limit?: number;
  cursor?: string;
  status?: ChatStatus | 'all';
  q?: string;
  /** 'me': the caller's conversations; 'none': nobody's. */
  assigned?: 'me' | 'none';
  /** Brussels dates ('YYYY-MM-DD'), both or neither: the conversations started in them. */
  startedFrom?: string;
  startedTo?: string;
  startedWeekday?: number;
  startedHour?: number;
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

/** Where a page of the list continues: after this chat (its rank, latest activity, then id). */
const chatCursor = keysetCursor(
  'list',
  ({ rank, activity, id }: ChatCursor) => [rank, activity, id],
  ([rank, activity, id]) =>
    (rank === 0 || rank === 1) && isCursorTime(activity) && isCursorId(id)
      ? { rank, activity, id }
      : undefined,
);

/**
 * The chat list: with `limit`, a page for one staff member (each chat's `unread` is theirs) and
 * the cursor of the next one; without, the array of every chat that matches (the form every
 * client knows), the same for every caller, without `unread` (see unreadChatIds).
 */
export async function listChats(db: Db, userId: number, query: ChatListQuery) {
  const assigned = query.assigned === 'me' ? userId : query.assigned;
  const filter = {
    status: query.status ?? 'all',
    words: searchWords(query.q),
    assigned,
    started: dateFilter('started', query.startedFrom, query.startedTo),
    startedWeekday: query.startedWeekday,
    startedHour: query.startedHour,
  };
  if (query.limit === undefined) {
    if (query.cursor !== undefined) throw validation('cursor needs limit');
    return (await readSnapshot(db, (tx) => loadChatPage(tx, undefined, filter))).chats;
  }
  const after = query.cursor === undefined ? undefined : chatCursor.decode(query.cursor);
  const page = await readSnapshot(db, (tx) =>
    loadChatPage(tx, userId, filter, { limit: query.limit!, after }),
  );
  return { chats: page.chats, next: page.next ? chatCursor.encode(page.next) : null };
}

/** The conversations with a customer message this staff member has not read: the list's own part. */
export const unreadChatIds = async (db: Db, userId: number) => ({
  ids: await loadUnreadChatIds(db, userId),
});

/**
 * The staff screen a write is for (its X-Client-Id), which the chat events the write causes
 * carry: that screen refreshes what it wrote itself and skips their refetch. Call first in the
 * write's transaction.
 */
async function writingFor(tx: Db, origin: string | undefined) {
  if (origin) await markEventOrigin(tx, origin);
}

/** Staff close a conversation ('Afgehandeld') or open it again (for screen `origin`); answers it. */
export async function setChatStatus(db: Db, id: number, status: ChatStatus, origin?: string) {
  await db.transaction(async (tx) => {
    await writingFor(tx, origin);
    if (!(await updateChatStatus(tx, id, status))) throw notFound('Chat', id);
  });
  return readChat(db, id);
}

/**
 * Staff link a conversation to a customer of the register, or unlink it (null); answers it. An
 * unknown customer answers 400 UNKNOWN_REFERENCE.
 */
export async function setChatCustomer(
  db: Db,
  id: number,
  customerId: number | null,
  origin?: string,
) {
  await db.transaction(async (tx) => {
    await writingFor(tx, origin);
    if (customerId !== null && !(await lockCustomer(tx, customerId)))
      throw new ApiError('UNKNOWN_REFERENCE', `Customer ${customerId} does not exist`);
    if (!(await writeChatCustomer(tx, id, customerId))) throw notFound('Chat', id);
  });
  return readChat(db, id);
}

/**
 * A staff member (`by`) assigns the conversation to a colleague (`userId`, an active account) or
 * to nobody (null), with its activity entry; answers the conversation. Staff notice mail then
 * goes to the assignee alone (repositories/outbox.ts).
 */
export async function assignChat(
  db: Db,
  id: number,
  userId: number | null,
  by: number,
  origin?: string,
) {
  await db.transaction(async (tx) => {
    await writingFor(tx, origin);
    let label = `#${id}: niemand`;
    if (userId !== null) {
      const user = await findUserById(tx, userId);
      if (!user?.active) throw validation(`userId ${userId} is no active staff account`);
      label = `#${id}: ${user.lastName} ${user.firstName}`;
    }
    if (!(await updateChatAssignee(tx, id, userId))) throw notFound('Chat', id);
    await logActivity(tx, { by, kind: 'assign', target: { kind: 'chat', id, label } });
  });
  return readChat(db, id);
}

/**
 * A staff member's reply, and in the same transaction its mail to the customer (which a
 * customer with the conversation open does not get); answers the message's id.
 */
export async function replyAsStaff(
  db: Db,
  { mail, chatUploads }: Pick<Config, 'mail' | 'chatUploads'>,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  contentGiven: string,
  origin?: string,
  files: ChatFileData[] = [],
) {
  const content = messageContent(contentGiven, files.length);
  return db.transaction(async (tx) => {
    await writingFor(tx, origin);
    // First, so replies to this conversation (and its removal) take turns: see lockChat.
    if (!(await lockChat(tx, chatId))) throw notFound('Chat', chatId);
    const id = await insertStaffMessage(tx, chatId, staff, content);
    if (id === undefined) throw notFound('Chat', chatId);
    await keepOpeningResponse(tx, chatId);
    await attachFiles(tx, chatUploads, chatId, id, files);
    await mailReply(tx, mail, chatId, { by: staff.firstName, html: mailHtml(content, files) });
    return id;
  });
}

/**
 * A staff reply's mail to the customer, in the reply's transaction: none while they have the
 * conversation open (they read it there); else the reply joins the mail still waiting out its
 * grouping window, or starts one with a link of its own. The chat's own token lives only in the
 * customer's widget, so each mail gets a new token, kept as a hash, which opens the
 * conversation for LINK_DAYS.
 */
async function mailReply(tx: Db, mail: MailConfig, chatId: number, reply: ReplyOfMail) {
  if (await hasWatcher(tx, chatId)) return;
  if (await joinWaitingReplyMail(tx, chatId, reply)) return;
  const chat = await chatMailFacts(tx, chatId);
  if (!chat?.email) return;
  const linkToken = newToken();
  await insertChatLink(tx, chatId, hashToken(linkToken));
  await queueCustomerReply(tx, mail, { id: chatId, ...chat }, linkToken, reply);
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
 * A staff member (`by`) removes a conversation, its messages, its mail and its mail links, in
 * one transaction with its activity entry. The chat's row is locked first, as every staff reply
 * locks it (see lockChat), so a reply's mail is either removed with it or was never written.
 */
export async function deleteChat(db: Db, id: number, by: number, origin?: string) {
  await db.transaction(async (tx) => {
    await writingFor(tx, origin);
    if (!(await lockChat(tx, id))) throw notFound('Chat', id);
    await removeMailOf(tx, id);
    await removeChat(tx, id);
    await logActivity(tx, { by, kind: 'delete', target: { kind: 'chat', id, label: `#${id}` } });
  });
}

/** Whether the chat exists; for reads that answer something else about it. */
export async function requireChat(db: Db, id: number) {
  if (!(await chatExists(db, id))) throw notFound('Chat', id);
}

/**
 * A staff screen (its X-Client-Id, '' without one) shows the conversation now: no staff notice
 * mail about it goes to that staff member until a minute after the screen last said so
 * (docs/architecture.md § Live updates). Screens gone for a while are forgotten on the way.
 */
export async function markChatShown(db: Db, chatId: number, userId: number, screen = '') {
  if (!(await markViewer(db, chatId, userId, screen))) throw notFound('Chat', chatId);
  await pruneViewers(db);
}

/** The screen left the conversation (or its window was hidden): notices reach them again. */
export async function markChatLeft(db: Db, chatId: number, userId: number, screen = '') {
  await requireChat(db, chatId);
  await removeViewer(db, chatId, userId, screen);
}

/**
 * A staff member is typing a reply: the customer's widget says so for a few seconds (docs/
 * architecture.md § Live updates). Announced to every instance; nothing is stored, no text sent.
 */
export async function announceStaffTyping(db: Db, chatId: number, firstName: string) {
  await requireChat(db, chatId);
  await announceTyping(db, chatId, firstName);
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

/**
 * Everything stored of one customer, by e-mail address (any letter case): every conversation
 * with every message and every appointment (GDPR access), and the list of their conversations'
 * files, each with its place (`path`) in the export's ZIP (services/customer-export.ts), which
 * holds their bytes: this document never does.
 */
export async function exportCustomerData(db: Db, email: string) {
  const address = email.trim();
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    ...(await readSnapshot(db, async (tx) => {
      const ids = (await customersWithEmail(tx, address)).map((customer) => customer.id);
      const chats = await loadChatsOfCustomer(tx, address, ids);
      const files = await loadFilesOfChats(
        tx,
        chats.map((chat) => chat.id),
      );
      return {
        ...(await exportCustomerRecords(tx, { email: address, customerIds: ids })),
        chats,
        files: files.map((file) => ({ ...file, path: exportFilePath(file) })),
      };
    })),
  };
}

/**
 * A staff member (`by`) erases every conversation of one customer with their messages, mail and
 * mail links, and what the content kinds hold of them (services/customer-data.ts: appointments
 * to come go, past ones lose the customer; the register's records go) (GDPR erasure), in one transaction with its activity entry, which holds counts only. The rows are
 * locked first, as a single removal does.
 */
export function eraseCustomerData(db: Db, email: string, by: number, origin?: string) {
  return db.transaction(async (tx) => {
    await writingFor(tx, origin);
    const customerIds = (await customersWithEmail(tx, email.trim())).map((row) => row.id);
    const ids = await lockChatsOfCustomer(tx, email.trim(), customerIds);
    const messages = ids.length ? await countMessagesOf(tx, ids) : 0;
    for (const id of ids) await removeMailOf(tx, id);
    if (ids.length) await removeChats(tx, ids);
    const records = await eraseCustomerRecords(tx, { email, customerIds });
    const erased = { chats: ids.length, messages, ...records };
    const { customers } = records;
    const appointmentCount = records.appointmentsRemoved + records.appointmentsKept;
    if (ids.length || appointmentCount || customers)
      await logActivity(tx, {
        by,
        kind: 'customerErasure',
        target: {
          kind: 'chat',
          id: null,
          label:
            `${ids.length} gesprek(ken), ${messages} bericht(en)` +
            (appointmentCount ? `, ${appointmentCount} afspraak/afspraken` : '') +
            (customers ? `, ${customers} klant(en)` : ''),
        },
      });
    return erased;
  });
}
