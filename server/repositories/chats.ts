import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { readSnapshot } from '../db/read-snapshot';
import { isForeignKeyViolation } from '../db/errors';
import { rowsOf } from '../db/rows-of';
import { chatLinks, chats, messages, users } from '../db/schema';
import { removeMailOf } from './outbox';

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const toMessage = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender,
  senderName: row.senderName,
  content: row.content,
  timeStamp: row.sentAt.toISOString(),
});

/** Who started the conversation, as both staff and the customer read it. */
const authorOf = (row: ChatRow) => ({
  firstName: row.authorFirstName,
  lastName: row.authorLastName,
  email: row.authorEmail,
  phone: row.authorPhone,
  address: row.authorAddress,
});

const toChat = (row: ChatRow, messageRows: MessageRow[], messageCount: number) => ({
  id: row.id,
  subject: row.subject,
  timeStamp: row.createdAt.toISOString(),
  author: authorOf(row),
  messageCount,
  messages: messageRows.map(toMessage),
});

/**
 * Every chat with only its latest message, the most recent activity first (its latest
 * message, or its creation when it has none; the higher id first at equal times). One query:
 * per chat the newest message and the count come from the index on (chat_id, sent_at), so
 * the cost follows the number of chats, not of messages. One statement needs no snapshot.
 */
export async function loadChatSummaries(db: Db) {
  const latest = db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1)
    .as('latest');
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .as('counted');
  // Milliseconds, as the answer's timestamps: equal times there fall back to the id here too.
  const activity = sql`date_trunc('milliseconds', coalesce(${latest.sentAt}, ${chats.createdAt}))`;
  const rows = await db
    .select({
      chat: chats,
      latest: {
        id: latest.id,
        chatId: latest.chatId,
        sender: latest.sender,
        senderName: latest.senderName,
        userId: latest.userId,
        content: latest.content,
        sentAt: latest.sentAt,
      },
      total: counted.total,
    })
    .from(chats)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(counted, sql`true`)
    .orderBy(desc(activity), desc(chats.id));
  return rows.map(({ chat, latest: last, total }) =>
    toChat(chat, last?.id != null ? [last] : [], Number(total ?? 0)),
  );
}

/** One chat with every message, oldest first. */
export const loadChat = (db: Db, id: number) => readSnapshot(db, (tx) => readChat(tx, id));

async function readChat(db: Db, id: number) {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  if (!row) return undefined;
  const messageRows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, id))
    .orderBy(messages.sentAt, messages.id);
  return toChat(row, messageRows, messageRows.length);
}

/** Adds a staff member's reply; answers its id, or undefined when the chat does not exist. */
export async function insertStaffMessage(
  db: Db,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  content: string,
) {
  try {
    const [row] = await db
      .insert(messages)
      .values({
        chatId,
        sender: 'staff',
        senderName: `${staff.firstName} ${staff.lastName}`,
        userId: staff.id,
        content,
      })
      .returning({ id: messages.id });
    return row.id;
  } catch (error) {
    // The chat was removed meanwhile.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

export interface ChatAuthor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export type ChatLanguage = 'nl' | 'en';

export interface NewChat {
  subject: string;
  author: ChatAuthor;
  content: string;
  language?: ChatLanguage;
}

/**
 * A conversation with its messages in order, dated as given (the demo content's past
 * conversations) or, where a date is left out, by the database's clock.
 */
export interface PastChat {
  subject: string;
  author: ChatAuthor;
  language?: ChatLanguage;
  createdAt?: Date;
  messages: { sender: 'customer' | 'staff'; senderName: string; content: string; sentAt?: Date }[];
}

/** Only a hash of a customer's access token is kept, as for staff tokens. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A conversation and its messages, in one transaction. Answers its id and the customer's access
 * token (256 random bits), which exists only in this answer: the chat keeps its hash.
 */
export async function insertPastChat(
  db: Db,
  { subject, author, language, createdAt, messages: written }: PastChat,
) {
  const accessToken = randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chats)
      .values({
        subject,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        authorEmail: author.email,
        authorPhone: author.phone,
        authorAddress: author.address,
        accessTokenHash: hashAccessToken(accessToken),
        language,
        createdAt,
      })
      .returning({ id: chats.id });
    await tx.insert(messages).values(written.map((message) => ({ chatId: row.id, ...message })));
    return row.id;
  });
  return { id, accessToken };
}

/** A customer's new conversation and its first message, both dated now. */
export const insertChat = (db: Db, { subject, author, content, language }: NewChat) =>
  insertPastChat(db, {
    subject,
    author,
    language,
    messages: [
      { sender: 'customer', senderName: `${author.firstName} ${author.lastName}`, content },
    ],
  });

/** How long the link in a mail opens the conversation; the widget's own token lasts as long as the chat. */
export const LINK_DAYS = 90;

/**
 * The chat whose id and access token these are, as a condition: its own token, or the token of
 * a mail's link younger than LINK_DAYS.
 */
function openedBy(id: number, accessToken: string) {
  const hash = hashAccessToken(accessToken);
  return and(
    eq(chats.id, id),
    or(
      eq(chats.accessTokenHash, hash),
      sql`exists (select 1 from ${chatLinks} where ${chatLinks.chatId} = ${chats.id}
        and ${chatLinks.tokenHash} = ${hash}
        and ${chatLinks.createdAt} > now() - make_interval(days => ${LINK_DAYS}))`,
    ),
  );
}

/** Mail links that no longer open anything are forgotten. */
export async function pruneChatLinks(db: Db) {
  await db.execute(
    sql`delete from ${chatLinks} where ${chatLinks.createdAt} < now() - make_interval(days => ${LINK_DAYS})`,
  );
}

/**
 * A new token that opens the conversation, for the link in a mail; answers it (only its hash is
 * kept). The chat's own token lives only in the customer's widget.
 */
export async function insertChatLink(db: Db, chatId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(chatLinks).values({ chatId, tokenHash: hashAccessToken(token) });
  return token;
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
 * The conversation as its customer may see it, when `accessToken` opens it; otherwise
 * undefined, whatever the reason (no such chat, another chat's token, no token).
 * Staff are named by their first name only.
 */
export function loadPublicChat(db: Db, id: number, accessToken: string) {
  return readSnapshot(db, async (tx) => {
    const [row] = await tx.select().from(chats).where(openedBy(id, accessToken));
    if (!row) return undefined;
    const messageRows = await tx
      .select({
        id: messages.id,
        sender: messages.sender,
        senderName: messages.senderName,
        staffFirstName: users.firstName,
        content: messages.content,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.userId))
      .where(eq(messages.chatId, id))
      .orderBy(messages.sentAt, messages.id);
    return {
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
      })),
    };
  });
}

export async function chatExists(db: Db, id: number) {
  const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, id));
  return row !== undefined;
}

/** Whether `accessToken` opens this conversation. */
export async function chatOpensWith(db: Db, id: number, accessToken: string) {
  const [row] = await db.select({ id: chats.id }).from(chats).where(openedBy(id, accessToken));
  return row !== undefined;
}

/**
 * Adds a customer's follow-up to the conversation `accessToken` opens, in one statement (so a
 * chat removed meanwhile takes nothing); answers its id, or undefined when the token opens none.
 */
export async function insertCustomerMessage(
  db: Db,
  id: number,
  accessToken: string,
  content: string,
) {
  const rows = rowsOf(
    await db.execute(sql`
      insert into ${messages} (chat_id, sender, sender_name, content)
      select ${chats.id}, 'customer', ${chats.authorFirstName} || ' ' || ${chats.authorLastName}, ${content}
      from ${chats}
      where ${openedBy(id, accessToken)}
      returning id`),
  );
  return rows.length ? Number(rows[0].id) : undefined;
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

/** Removes a conversation, its messages, its mail and its mail links; false when there is none. */
export const removeChat = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    if (!(await lockChat(tx, id))) return false;
    await removeMailOf(tx, id);
    return deleteById(tx, chats, id);
  });

/** The conversations started with this e-mail address, in any letter case. */
const writtenBy = (email: string) => sql`lower(${chats.authorEmail}) = lower(${email})`;

/** Every conversation of one customer (by e-mail address), with every message, oldest first. */
export function loadChatsOfCustomer(db: Db, email: string) {
  return readSnapshot(db, async (tx) => {
    const rows = await tx
      .select()
      .from(chats)
      .where(writtenBy(email))
      .orderBy(asc(chats.createdAt), asc(chats.id));
    if (rows.length === 0) return [];
    const messageRows = await tx
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
      return toChat(row, own, own.length);
    });
  });
}

/**
 * Removes every conversation of one customer with their messages, mail and mail links, in one
 * transaction; answers how many conversations and messages went. The rows are locked first, as
 * a single removal does (see lockChat).
 */
export function removeChatsOfCustomer(db: Db, email: string) {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(writtenBy(email))
      .orderBy(asc(chats.id))
      .for('update');
    const ids = locked.map((row) => row.id);
    if (ids.length === 0) return { chats: 0, messages: 0 };
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.chatId, ids));
    for (const id of ids) await removeMailOf(tx, id);
    await tx.delete(chats).where(inArray(chats.id, ids));
    return { chats: ids.length, messages: Number(total) };
  });
}
