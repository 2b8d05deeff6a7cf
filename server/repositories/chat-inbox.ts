import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withinBrusselsDates } from '../db/brussels-dates';
import { toChat, type ChatStatus, type ListedChat, type MessageRow } from '../db/chat-rows';
import { keysetTime } from '../db/keyset';
import { rowsOf } from '../db/rows-of';
import { chatReads, chats, messages } from '../db/schema';
import { pageOf } from '../domain/cursor';

/**
 * The staff's inbox: the chat list's pages and search, its counts, and what each staff member
 * has read (table chat_reads).
 */

/** Which conversations a list shows. */
export interface ChatFilter {
  status?: ChatStatus | 'all';
  /** Words that must each begin a word of the chat (docs/architecture.md § Chat search). */
  words?: string[];
  /** Only the chats assigned to this staff member, or ('none') to nobody. */
  assigned?: number | 'none';
  /** Only the chats started in these Brussels dates ('YYYY-MM-DD', both included). */
  started?: { from: string; to: string };
  /** Only the chats started on this weekday (Monday 1) and in this hour, Brussels time. */
  startedWeekday?: number;
  startedHour?: number;
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
 * A page of the chat list, with each chat's latest message (one row of the messages table, by
 * the id the chat keeps) and, for a `reader` (a staff member's id), whether they have read its
 * customer's latest message; without one the chats carry no `unread` (the same answer for
 * everyone). Most recent activity first, the higher id first at equal times; a search puts the
 * chats whose subject or customer match first. Without a limit, every chat. The order's key is
 * unique, so a page that starts after a cursor neither repeats nor skips a row whatever was
 * written between the two pages (chats with new activity move before the cursor).
 * Two statements: run it in one snapshot, so a chat removed in between is in neither.
 */
export async function loadChatPage(
  db: Db,
  reader: number | undefined,
  { status = 'all', words = [], assigned, started, startedWeekday, startedHour }: ChatFilter,
  page?: { limit: number; after?: ChatCursor },
) {
  const conditions: SQL[] = [];
  if (started) conditions.push(withinBrusselsDates(sql`c.created_at`, started));
  if (startedWeekday !== undefined)
    conditions.push(
      sql`extract(isodow from c.created_at at time zone 'Europe/Brussels') = ${startedWeekday}`,
    );
  if (startedHour !== undefined)
    conditions.push(
      sql`extract(hour from c.created_at at time zone 'Europe/Brussels') = ${startedHour}`,
    );
  if (status !== 'all') conditions.push(sql`c.status = ${status}`);
  if (assigned === 'none') conditions.push(sql`c.assigned_to is null`);
  else if (assigned !== undefined) conditions.push(sql`c.assigned_to = ${assigned}`);
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
  const rows = rowsOf(
    await db.execute(sql`
      select c.id, ${rank} as rank,
        ${keysetTime(sql`c.last_activity_at`)} as activity
        ${reader === undefined ? sql`` : sql`, c.last_customer_message_id > coalesce(r.last_read_message_id, 0) as unread`}
      from ${chats} c
      ${reader === undefined ? sql`` : sql`left join ${chatReads} r on r.chat_id = c.id and r.user_id = ${reader}`}
      ${where}
      order by ${searching ? sql`${rank}, ` : sql``}c.last_activity_at desc nulls last, c.id desc nulls last
      ${limit}`),
  );
  const { rows: shown, last } = page ? pageOf(rows, page.limit) : { rows, last: undefined };
  const chatsById = await loadListRows(
    db,
    shown.map((row) => Number(row.id)),
  );
  return {
    chats: shown.map((row) => {
      const { chat, latest } = chatsById.get(Number(row.id))!;
      const unread = reader === undefined ? undefined : Boolean(row.unread);
      return toChat(chat, latest ? [latest] : [], unread);
    }),
    next: last && { rank: Number(last.rank), activity: String(last.activity), id: Number(last.id) },
  };
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

/** The ids of the conversations with a customer message this staff member has not read, ascending. */
export async function loadUnreadChatIds(db: Db, userId: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select c.id from ${chats} c
      left join ${chatReads} r on r.chat_id = c.id and r.user_id = ${userId}
      where c.last_customer_message_id > coalesce(r.last_read_message_id, 0)
      order by c.id`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Marks the conversation read for one staff member, up to its customer's latest message;
 * answers false when it does not exist. A chat removed between the insert's read of it and its
 * foreign key check fails the statement.
 */
export async function recordChatRead(db: Db, id: number, userId: number) {
  const marked = rowsOf(
    await db.execute(sql`
      insert into ${chatReads} (user_id, chat_id, last_read_message_id)
      select ${userId}, c.id, c.last_customer_message_id from ${chats} c where c.id = ${id}
      on conflict (user_id, chat_id) do update
        set last_read_message_id = greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id),
            read_at = now()
      returning 1`),
  );
  return marked.length > 0;
}
