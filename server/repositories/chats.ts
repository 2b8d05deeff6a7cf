import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorOf, openedBy, toChat, type ChatKey, type ChatStatus } from '../db/chat-rows';
import { deleteById } from '../db/delete-by-id';
import { chats, messages, users } from '../db/schema';

export type { ChatStatus } from '../db/chat-rows';

/**
 * The conversations (table chats): one chat with its messages as staff and its customer read
 * it, its state, assignee and customer, the first response's count in opening hours, and a
 * customer's conversations. The inbox's list is repositories/chat-inbox.ts, the messages'
 * writes chat-messages.ts, the mail links chat-links.ts.
 */

/** One chat with every message, oldest first; two statements, for one snapshot. */
export async function loadChat(db: Db, id: number) {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  if (!row) return undefined;
  const messageRows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, id))
    .orderBy(messages.sentAt, messages.id);
  return toChat(row, messageRows);
}

/** Assigns a conversation to a staff member (null: to nobody); answers false when it does not exist. */
export async function updateChatAssignee(db: Db, id: number, userId: number | null) {
  const rows = await db
    .update(chats)
    .set({ assignedTo: userId })
    .where(eq(chats.id, id))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** Releases every conversation assigned to `userId` (to nobody); answers their ids, in order. */
export async function releaseAssignmentsOf(db: Db, userId: number) {
  const rows = await db
    .update(chats)
    .set({ assignedTo: null })
    .where(eq(chats.assignedTo, userId))
    .returning({ id: chats.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Opens or closes a conversation; answers false when it does not exist. */
export async function updateChatStatus(db: Db, id: number, status: ChatStatus) {
  const rows = await db
    .update(chats)
    // Closing again keeps the time it was first closed since it last opened.
    .set({
      status,
      closedAt: status === 'closed' ? sql`coalesce(${chats.closedAt}, now())` : null,
    })
    .where(eq(chats.id, id))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** The company's week of opening hours and closing dates, as the opening_hours row holds them. */
export interface CountingHours {
  days: { weekday: number; open: string; close: string }[];
  closedDates: string[];
}

/** The seconds of opening hours from a chat's first customer message to its first reply (migration 0021). */
const openingSecondsOf = ({ days, closedDates }: CountingHours) =>
  sql`opening_seconds(${chats.firstCustomerAt}, ${chats.firstResponseAt},
    ${JSON.stringify(days)}::jsonb, ${JSON.stringify(closedDates)}::jsonb)`;

/**
 * Keeps a chat's first response counted in opening hours, once it has a first reply and that
 * count is not kept yet (a later reply changes nothing, so it writes nothing).
 */
export async function keepFirstResponseOpeningSeconds(
  db: Db,
  chatId: number,
  hours: CountingHours,
) {
  await db
    .update(chats)
    .set({ firstResponseOpeningSeconds: openingSecondsOf(hours) })
    .where(
      and(
        eq(chats.id, chatId),
        isNotNull(chats.firstResponseAt),
        isNull(chats.firstResponseOpeningSeconds),
      ),
    );
}

export interface ChatAuthor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export type ChatLanguage = 'nl' | 'en';

/** A conversation as stored: its customer's access token by its hash only. */
export interface ChatRecord {
  subject: string;
  author: ChatAuthor;
  language?: ChatLanguage;
  /** Dated as given (the demo content's past conversations), else by the database's clock. */
  createdAt?: Date;
  accessTokenHash: string;
  /** The website page it started on (origin and path); '' when unknown. */
  startPage?: string;
}

/** Inserts a conversation, without messages; answers its id. */
export async function insertChatRecord(
  db: Db,
  { subject, author, language, createdAt, accessTokenHash, startPage }: ChatRecord,
) {
  const [row] = await db
    .insert(chats)
    .values({
      subject,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorEmail: author.email,
      authorPhone: author.phone,
      authorAddress: author.address,
      accessTokenHash,
      language,
      createdAt,
      startPage,
      lastActivityAt: createdAt,
      search: sql`chat_search_head(${subject}, ${author.firstName}, ${author.lastName}, ${author.email}, ${author.phone})`,
    })
    .returning({ id: chats.id });
  return row.id;
}

/** What a mail about the conversation says of it; undefined when it does not exist. */
export async function chatMailFacts(db: Db, id: number) {
  const [row] = await db
    .select({
      subject: chats.subject,
      firstName: chats.authorFirstName,
      lastName: chats.authorLastName,
      email: chats.authorEmail,
      language: chats.language,
    })
    .from(chats)
    .where(eq(chats.id, id));
  return row && { ...row, language: (row.language === 'en' ? 'en' : 'nl') as ChatLanguage };
}

/**
 * The conversation as its customer may see it, when `key` opens it; otherwise undefined,
 * whatever the reason (no such chat, another chat's token, no token). Staff are named by their
 * first name only. `confirmsEmail`: the key is a mail's link and the author's address was not
 * confirmed yet (see confirmEmail). Two statements, for one snapshot.
 */
export async function loadPublicChat(db: Db, id: number, key: ChatKey) {
  const [row] = await db.select().from(chats).where(openedBy(id, key));
  if (!row) return undefined;
  const confirmsEmail = row.emailConfirmedAt === null && row.accessTokenHash !== key.tokenHash;
  const messageRows = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      senderName: messages.senderName,
      staffFirstName: users.firstName,
      content: messages.content,
      sentAt: messages.sentAt,
      automatic: messages.automatic,
      files: messages.files,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.chatId, id))
    .orderBy(messages.sentAt, messages.id);
  return {
    confirmsEmail,
    id: row.id,
    subject: row.subject,
    timeStamp: row.createdAt.toISOString(),
    author: authorOf(row),
    messages: messageRows.map((message) => ({
      id: message.id,
      sender: message.sender,
      senderFirstName:
        message.sender === 'customer'
          ? row.authorFirstName
          : // An account removed since: the first word of the name the message was signed with.
            (message.staffFirstName ?? message.senderName.split(' ')[0]),
      content: message.content,
      timeStamp: message.sentAt.toISOString(),
      automatic: message.automatic,
      files: message.files,
    })),
  };
}

/** A link from one of our mails to the author's address opened the conversation: it is theirs. */
export async function confirmEmail(db: Db, id: number) {
  await db
    .update(chats)
    .set({ emailConfirmedAt: sql`now()` })
    .where(and(eq(chats.id, id), isNull(chats.emailConfirmedAt)));
}

export async function chatExists(db: Db, id: number) {
  const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, id));
  return row !== undefined;
}

/**
 * Locks the conversation's row for the rest of the transaction; false when there is none. A
 * staff reply takes it before its message, so replies to one conversation and its removal
 * follow one another: a reply's mail joins the waiting one or starts the only new one, and a
 * removal sees the mail of every reply that came before it.
 */
export async function lockChat(db: Db, id: number) {
  const rows = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, id)).for('update');
  return rows.length > 0;
}

/** Removes a conversation with its messages and mail links; false when there is none. */
export const deleteChat = (db: Db, id: number) => deleteById(db, chats, id);

/**
 * The conversations started with this e-mail address, in any letter case, or linked to one of
 * these customers of the register.
 */
const writtenBy = (email: string, customerIds: number[] = []) =>
  customerIds.length
    ? sql`(lower(${chats.authorEmail}) = lower(${email}) or ${inArray(chats.customerId, customerIds)})`
    : sql`lower(${chats.authorEmail}) = lower(${email})`;

/**
 * Every conversation of one customer (by e-mail address), with every message, oldest first.
 * Two statements, for one snapshot.
 */
export async function loadChatsOfCustomer(db: Db, email: string, customerIds: number[] = []) {
  const rows = await db
    .select()
    .from(chats)
    .where(writtenBy(email, customerIds))
    .orderBy(asc(chats.createdAt), asc(chats.id));
  if (rows.length === 0) return [];
  const messageRows = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.chatId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(messages.sentAt, messages.id);
  return rows.map((row) => {
    const own = messageRows.filter((message) => message.chatId === row.id);
    return toChat(row, own);
  });
}

/**
 * Locks every conversation of one customer, in id order as single removals lock them (see
 * lockChat); answers their ids.
 */
export async function lockChatsOfCustomer(db: Db, email: string, customerIds: number[] = []) {
  const locked = await db
    .select({ id: chats.id })
    .from(chats)
    .where(writtenBy(email, customerIds))
    .orderBy(asc(chats.id))
    .for('update');
  return locked.map((row) => row.id);
}

/** Removes these conversations with their messages and mail links. */
export async function deleteChats(db: Db, ids: number[]) {
  await db.delete(chats).where(inArray(chats.id, ids));
}

/** Links a conversation to a customer of the register, or unlinks it; false when there is no such chat. */
export async function setChatCustomer(db: Db, id: number, customerId: number | null) {
  const rows = await db
    .update(chats)
    .set({ customerId })
    .where(eq(chats.id, id))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** A customer's conversations (of the register), latest first, as their page lists them. */
export async function chatsOfCustomerId(db: Db, customerId: number) {
  const rows = await db
    .select({ id: chats.id, title: chats.subject, at: chats.createdAt })
    .from(chats)
    .where(eq(chats.customerId, customerId))
    .orderBy(sql`${chats.createdAt} desc`, sql`${chats.id} desc`);
  return rows.map((row) => ({ id: row.id, title: row.title, at: row.at.toISOString() }));
}

/** Links again to a restored customer the conversations of theirs that still exist, unlinked. */
export async function linkChatsAgain(db: Db, customerId: number, ids: number[]) {
  if (ids.length)
    await db
      .update(chats)
      .set({ customerId })
      .where(and(inArray(chats.id, ids), isNull(chats.customerId)));
}
