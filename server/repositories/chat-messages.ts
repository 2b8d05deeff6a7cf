import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openedBy, type ChatKey, type MessageRow } from '../db/chat-rows';
import { rowsOf } from '../db/rows-of';
import { chats, messages } from '../db/schema';
import { richTextToPlain } from '../domain/rich-text';

/**
 * The messages of conversations (table chat_messages): each written in one statement with its
 * chat's list columns, the company's automatic answers, a message's files, counts.
 */

/** A conversation's words beyond this many lexemes are not searched: a tsvector holds at most 1 MB. */
const SEARCH_LEXEMES = 50_000;

/**
 * Inserts a message (`insert`: an INSERT … RETURNING id, chat_id, sender, sent_at) and, in the
 * same statement, keeps its chat's list columns: the latest message (by time, then id), the
 * count, the customer's latest message (which also opens the chat again) and its words.
 * Answers the message's id, or undefined when `insert` wrote nothing.
 */
async function insertMessageOfChat(db: Db, insert: SQL, html: string) {
  const latest = sql`(${chats.lastMessageId} is null or w.sent_at >= ${chats.lastActivityAt})`;
  const rows = rowsOf(
    await db.execute(sql`
      with written as (${insert})
      update ${chats} set
        last_activity_at = case when ${latest} then w.sent_at else ${chats.lastActivityAt} end,
        last_message_id = case when ${latest} then w.id else ${chats.lastMessageId} end,
        last_sender = case when ${latest} then w.sender else ${chats.lastSender} end,
        message_count = ${chats.messageCount} + 1,
        last_customer_message_id = case when w.sender = 'customer' then greatest(${chats.lastCustomerMessageId}, w.id) else ${chats.lastCustomerMessageId} end,
        status = case when w.sender = 'customer' then 'open' else ${chats.status} end,
        closed_at = case when w.sender = 'customer' then null else ${chats.closedAt} end,
        first_customer_at = case when w.sender = 'customer'
          then least(coalesce(${chats.firstCustomerAt}, w.sent_at), w.sent_at)
          else ${chats.firstCustomerAt} end,
        first_response_at = case when w.sender = 'staff' and w.sent_at >= ${chats.firstCustomerAt}
          then least(coalesce(${chats.firstResponseAt}, w.sent_at), w.sent_at)
          else ${chats.firstResponseAt} end,
        search = case when length(${chats.search}) < ${SEARCH_LEXEMES}
          then ${chats.search} || chat_search_body(${richTextToPlain(html)}) else ${chats.search} end
      from written w
      where ${chats.id} = w.chat_id
      returning w.id`),
  );
  return rows.length ? Number(rows[0].id) : undefined;
}

/** Adds a staff member's reply; answers its id, or undefined when the chat does not exist. */
export function insertStaffMessage(
  db: Db,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  content: string,
) {
  return insertMessageOfChat(
    db,
    sql`insert into ${messages} (chat_id, sender, sender_name, user_id, content)
      select c.id, 'staff', ${`${staff.firstName} ${staff.lastName}`}, ${staff.id}, ${content}
      from ${chats} c where c.id = ${chatId}
      returning id, chat_id, sender, sent_at`,
    content,
  );
}

/**
 * Adds the company's automatic answer: a staff-side message that counts as a message of the
 * conversation but is not its latest for the list's state (the bar follows the last human
 * message, docs/product.md § Opening hours), nor its words. Answers its id, or undefined when
 * the chat does not exist.
 */
export async function insertAutomaticMessage(
  db: Db,
  chatId: number,
  senderName: string,
  content: string,
) {
  const rows = rowsOf(
    await db.execute(sql`
      with written as (
        insert into ${messages} (chat_id, sender, sender_name, content, automatic)
        select c.id, 'staff', ${senderName}, ${content}, true from ${chats} c where c.id = ${chatId}
        returning id, chat_id)
      update ${chats} set message_count = ${chats.messageCount} + 1
      from written w where ${chats.id} = w.chat_id
      returning w.id`),
  );
  return rows.length ? Number(rows[0].id) : undefined;
}

/** Records on a message what its files are (see messages.files). */
export async function setMessageFiles(db: Db, id: number, files: MessageRow['files']) {
  await db.update(messages).set({ files }).where(eq(messages.id, id));
}

/** Whether the conversation had an automatic answer since staff last answered in person. */
export async function answeredAutomaticallySinceStaff(db: Db, chatId: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from ${messages} a
      where a.chat_id = ${chatId} and a.automatic
        and a.id > coalesce((select max(s.id) from ${messages} s
          where s.chat_id = ${chatId} and s.sender = 'staff' and not s.automatic), 0)
      limit 1`),
  );
  return rows.length > 0;
}

/** A message of a conversation written at once with it; dated now when `sentAt` is left out. */
export interface PastMessage {
  sender: 'customer' | 'staff';
  senderName: string;
  content: string;
  sentAt?: Date;
}

/**
 * Adds a message, dated as given, to a conversation just inserted: write them one by one, in
 * order, so each keeps the chat's list columns as a new message does.
 */
export function insertPastMessage(db: Db, chatId: number, message: PastMessage) {
  return insertMessageOfChat(
    db,
    sql`insert into ${messages} (chat_id, sender, sender_name, content, sent_at)
      values (${chatId}, ${message.sender}, ${message.senderName}, ${message.content},
        coalesce(${message.sentAt?.toISOString() ?? null}::timestamptz, now()))
      returning id, chat_id, sender, sent_at`,
    message.content,
  );
}

/**
 * Adds a customer's follow-up to the conversation `key` opens, in one statement (so a chat
 * removed meanwhile takes nothing); answers its id, or undefined when the key opens none.
 */
export function insertCustomerMessage(db: Db, id: number, key: ChatKey, content: string) {
  return insertMessageOfChat(
    db,
    sql`insert into ${messages} (chat_id, sender, sender_name, content)
      select ${chats.id}, 'customer', ${chats.authorFirstName} || ' ' || ${chats.authorLastName}, ${content}
      from ${chats}
      where ${openedBy(id, key)}
      returning id, chat_id, sender, sent_at`,
    content,
  );
}

/**
 * Adds a customer's message to a conversation without its token: the customer proved who they
 * are otherwise (the link to their appointment). Answers its id, or undefined when there is no
 * such conversation.
 */
export function insertCustomerMessageOfChat(db: Db, chatId: number, content: string) {
  return insertMessageOfChat(
    db,
    sql`insert into ${messages} (chat_id, sender, sender_name, content)
      select ${chats.id}, 'customer', ${chats.authorFirstName} || ' ' || ${chats.authorLastName}, ${content}
      from ${chats}
      where ${chats.id} = ${chatId}
      returning id, chat_id, sender, sent_at`,
    content,
  );
}

/** How many messages these conversations hold. */
export async function countMessagesOf(db: Db, ids: number[]) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .where(inArray(messages.chatId, ids));
  return Number(total);
}
