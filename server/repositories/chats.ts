import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { readSnapshot } from '../db/read-snapshot';
import { isForeignKeyViolation } from '../db/errors';
import { rowsOf } from '../db/rows-of';
import { chatLinks, chatReads, chats, messages, users } from '../db/schema';
import { richTextToPlain } from '../domain/rich-text';
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
const authorOf = (
  row: Pick<
    ChatRow,
    'authorFirstName' | 'authorLastName' | 'authorEmail' | 'authorPhone' | 'authorAddress'
  >,
) => ({
  firstName: row.authorFirstName,
  lastName: row.authorLastName,
  email: row.authorEmail,
  phone: row.authorPhone,
  address: row.authorAddress,
});

/** A chat as the answers show it: not its words nor its token's hash. */
type ListedChat = Omit<ChatRow, 'search' | 'searchHead' | 'accessTokenHash'>;

const toChat = (row: ListedChat, messageRows: MessageRow[], unread?: boolean) => ({
  id: row.id,
  subject: row.subject,
  timeStamp: row.createdAt.toISOString(),
  author: authorOf(row),
  messageCount: row.messageCount,
  messages: messageRows.map(toMessage),
  status: row.status,
  language: row.language === 'en' ? ('en' as const) : ('nl' as const),
  ...(unread === undefined ? {} : { unread }),
});

export type ChatStatus = ChatRow['status'];

/** Which conversations a list shows. */
export interface ChatFilter {
  status?: ChatStatus | 'all';
  /** Words that must each begin a word of the chat (docs/architecture.md § Chat search). */
  words?: string[];
}

/** Where a page of the list continues: after this row of the order. */
export interface ChatCursor {
  /** 0 for a chat whose subject or customer holds every word, 1 for the others (searches only). */
  rank: number;
  /** The row's last_activity_at, exactly (PostgreSQL's text in UTC, microseconds). */
  activity: string;
  id: number;
}

/** The search's words as a tsquery: each the beginning of a word. */
function searchQuery(words: string[]) {
  const text = words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsquery('simple', fold_search(${text}))`;
}

/**
 * A page of the chat list for one staff member, with each chat's latest message (one row of the
 * messages table, by the id the chat keeps) and whether they have read its customer's latest
 * message. Most recent activity first, the higher id first at equal times; a search puts the
 * chats whose subject or customer match first. Without a limit, every chat. The order's key is
 * unique, so a page that starts after a cursor neither repeats nor skips a row whatever was
 * written between the two pages (chats with new activity move before the cursor).
 */
export async function loadChatPage(
  db: Db,
  userId: number,
  { status = 'all', words = [] }: ChatFilter,
  page?: { limit: number; after?: ChatCursor },
) {
  const conditions: SQL[] = [];
  if (status !== 'all') conditions.push(sql`c.status = ${status}`);
  const searching = words.length > 0;
  if (searching) conditions.push(sql`c.search @@ ${searchQuery(words)}`);
  // search_head holds the subject's and customer's words: the 'A' part of search, small.
  const rank = searching
    ? sql`(case when c.search_head @@ ${searchQuery(words)} then 0 else 1 end)`
    : sql`0`;
  const after = page?.after;
  if (after) {
    const older = sql`(c.last_activity_at, c.id) < (${after.activity}::timestamptz, ${after.id})`;
    conditions.push(
      searching ? sql`(${rank} > ${after.rank} or (${rank} = ${after.rank} and ${older}))` : older,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const limit = page ? sql`limit ${page.limit + 1}` : sql``;
  // The indexes on (last_activity_at desc, id desc) serve the order without a search: their
  // NULLS LAST, said here too (the columns hold no null), or PostgreSQL sorts every chat instead.
  // One snapshot for the page's ids and their rows: a chat removed in between is in neither.
  return readSnapshot(db, async (tx) => {
    const rows = rowsOf(
      await tx.execute(sql`
      select c.id, ${rank} as rank,
        to_char(c.last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as activity,
        c.last_customer_message_id > coalesce(r.last_read_message_id, 0) as unread
      from ${chats} c
      left join ${chatReads} r on r.chat_id = c.id and r.user_id = ${userId}
      ${where}
      order by ${searching ? sql`${rank}, ` : sql``}c.last_activity_at desc nulls last, c.id desc nulls last
      ${limit}`),
    );
    const more = page !== undefined && rows.length > page.limit;
    const shown = more ? rows.slice(0, page.limit) : rows;
    const chatsById = await loadListRows(
      tx,
      shown.map((row) => Number(row.id)),
    );
    const last = shown[shown.length - 1];
    return {
      chats: shown.map((row) => {
        const { chat, latest } = chatsById.get(Number(row.id))!;
        return toChat(chat, latest ? [latest] : [], Boolean(row.unread));
      }),
      next: more
        ? { rank: Number(last.rank), activity: String(last.activity), id: Number(last.id) }
        : undefined,
    };
  });
}

/** What a list shows of a chat: not its words nor its token's hash. */
const {
  search: _search,
  searchHead: _searchHead,
  accessTokenHash: _token,
  ...listed
} = getTableColumns(chats);

/**
 * The rows a list page shows, with each chat's latest message, by chat id; the ids as one array
 * parameter, so the whole list (thousands of chats) is one statement too.
 */
async function loadListRows(db: Db, ids: number[]) {
  const found = new Map<number, { chat: ListedChat; latest: MessageRow | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ chat: listed, latest: messages })
    .from(chats)
    .leftJoin(messages, eq(messages.id, chats.lastMessageId))
    .where(sql`${chats.id} = any(${`{${ids.join(',')}}`}::int[])`);
  for (const row of rows) found.set(row.chat.id, row);
  return found;
}

/** How many chats are open, wait for an answer (open, the customer wrote last), and unread. */
export async function countChats(db: Db, userId: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        count(*) filter (where c.status = 'open')::int as open,
        count(*) filter (where c.status = 'open' and c.last_sender = 'customer')::int as waiting,
        count(*) filter (where c.last_customer_message_id > coalesce(r.last_read_message_id, 0))::int as unread
      from ${chats} c
      left join ${chatReads} r on r.chat_id = c.id and r.user_id = ${userId}`),
  );
  return { open: Number(row.open), waiting: Number(row.waiting), unread: Number(row.unread) };
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
  return toChat(row, messageRows);
}

/**
 * Marks the conversation read for one staff member, up to its customer's latest message, and
 * answers it with every message; undefined when it does not exist.
 */
export async function readChatAs(db: Db, id: number, userId: number) {
  try {
    return await db.transaction(async (tx) => {
      const marked = rowsOf(
        await tx.execute(sql`
        insert into ${chatReads} (user_id, chat_id, last_read_message_id)
        select ${userId}, c.id, c.last_customer_message_id from ${chats} c where c.id = ${id}
        on conflict (user_id, chat_id) do update
          set last_read_message_id = greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id),
              read_at = now()
        returning 1`),
      );
      if (marked.length === 0) return undefined;
      const chat = await readChat(tx, id);
      return chat && { ...chat, unread: false };
    });
  } catch (error) {
    // Removed between the insert's read of it and its foreign key check.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/** Opens or closes a conversation; answers false when it does not exist. */
export async function updateChatStatus(db: Db, id: number, status: ChatStatus) {
  const rows = await db
    .update(chats)
    .set({ status })
    .where(eq(chats.id, id))
    .returning({ id: chats.id });
  return rows.length > 0;
}

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
        lastActivityAt: createdAt,
        search: sql`chat_search_head(${subject}, ${author.firstName}, ${author.lastName}, ${author.email}, ${author.phone})`,
      })
      .returning({ id: chats.id });
    // One by one, in order: each keeps the chat's list columns as a new message does.
    for (const message of written) {
      await insertMessageOfChat(
        tx,
        sql`insert into ${messages} (chat_id, sender, sender_name, content, sent_at)
          values (${row.id}, ${message.sender}, ${message.senderName}, ${message.content},
            coalesce(${message.sentAt?.toISOString() ?? null}::timestamptz, now()))
          returning id, chat_id, sender, sent_at`,
        message.content,
      );
    }
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
export function insertCustomerMessage(db: Db, id: number, accessToken: string, content: string) {
  return insertMessageOfChat(
    db,
    sql`insert into ${messages} (chat_id, sender, sender_name, content)
      select ${chats.id}, 'customer', ${chats.authorFirstName} || ' ' || ${chats.authorLastName}, ${content}
      from ${chats}
      where ${openedBy(id, accessToken)}
      returning id, chat_id, sender, sent_at`,
    content,
  );
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
      return toChat(row, own);
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
