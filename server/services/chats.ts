import type { Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { readSnapshot } from '../db/read-snapshot';
import type { ChatFileData } from '../domain/chat-files';
import { isCursorId, isCursorTime, keysetCursor } from '../domain/cursor';
import { dateFilter } from '../domain/date-filter';
import { ApiError, notFound, validation } from '../domain/errors';
import { hashToken, newToken } from '../domain/tokens';
import { logActivity } from '../repositories/activity';
import { loadChatFile } from '../repositories/chat-files';
import {
  loadChatPage,
  loadUnreadChatIds,
  recordChatRead,
  type ChatCursor,
} from '../repositories/chat-inbox';
import { insertChatLink } from '../repositories/chat-links';
import { announceTyping, hasWatcher, markEventOrigin } from '../repositories/chat-live';
import { insertStaffMessage } from '../repositories/chat-messages';
import { markViewer, pruneViewers, removeViewer } from '../repositories/chat-viewers';
import {
  chatExists,
  chatMailFacts,
  deleteChat,
  loadChat,
  lockChat,
  setChatCustomer as writeChatCustomer,
  updateChatAssignee,
  updateChatStatus,
  type ChatStatus,
} from '../repositories/chats';
import { lockCustomer } from '../repositories/customers';
import { findUserById } from '../repositories/users';
import { attachFiles, mailHtml, messageContent } from './chat-messages';
import { joinWaitingReplyMail, queueCustomerReply, removeMailOf, type ReplyOfMail } from './mail';
import { keepOpeningResponse } from './opening-hours';

export { countChats } from '../repositories/chat-inbox';

/**
 * Staff's side of the conversations with the company's customers (docs/product.md § Chats):
 * staff list, read, answer, assign, close and remove them. The customer's side is
 * services/customer-chats.ts; a customer's export and erasure, services/customer-data.ts.
 */

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

/**
 * A staff member (`by`) removes a conversation, its messages, its mail and its mail links, in
 * one transaction with its activity entry. The chat's row is locked first, as every staff reply
 * locks it (see lockChat), so a reply's mail is either removed with it or was never written.
 */
export async function removeChat(db: Db, id: number, by: number, origin?: string) {
  await db.transaction(async (tx) => {
    await writingFor(tx, origin);
    if (!(await lockChat(tx, id))) throw notFound('Chat', id);
    await removeMailOf(tx, id);
    await deleteChat(tx, id);
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

/** A file of a conversation, for staff; thumbnails of photos with `size` 'thumb'. */
export async function readChatFile(db: Db, fileId: number, size: 'full' | 'thumb') {
  const file = await loadChatFile(db, fileId, size);
  if (!file) throw notFound('File', fileId);
  return file;
}
