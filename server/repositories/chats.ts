import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { withinBrusselsDates } from '../db/brussels-dates';
import { deleteById } from '../db/delete-by-id';
import { keysetTime } from '../db/keyset';
import { rowsOf } from '../db/rows-of';
import { chatLinks, chatReads, chats, messages, users } from '../db/schema';
import { pageOf } from '../domain/cursor';
import { richTextToPlain } from '../domain/rich-text';

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const toMessage = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender,
  senderName: row.senderName,
  content: row.content,
  timeStamp: row.sentAt.toISOString(),
  automatic: row.automatic,
  files: row.files,
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
  emailConfirmed: row.emailConfirmedAt !== null,
  customerId: row.customerId,
  assignedTo: row.assignedTo,
  ...(unread === undefined ? {} : { unread }),
});

export type ChatStatus = ChatRow['status'];

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

/** A message of a conversation written at once with it; dated now when `sentAt` is left out. */
export interface PastMessage {
  sender: 'customer' | 'staff';
  senderName: string;
  content: string;
  sentAt?: Date;
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
 * What opens a conversation for its customer: the hash of the token they hold, which is the
 * chat's own or that of a mail's link at most `linkDays` old.
 */
export interface ChatKey {
  tokenHash: string;
  linkDays: number;
}

/** The chat whose id and key these are, as a condition. */
function openedBy(id: number, { tokenHash, linkDays }: ChatKey) {
  return and(
    eq(chats.id, id),
    or(
      eq(chats.accessTokenHash, tokenHash),
      sql`exists (select 1 from ${chatLinks} where ${chatLinks.chatId} = ${chats.id}
        and ${chatLinks.tokenHash} = ${tokenHash}
        and ${chatLinks.createdAt} > now() - make_interval(days => ${linkDays}))`,
    ),
  );
}

/** Removes the mail links older than `days`. */
export async function pruneChatLinks(db: Db, days: number) {
  await db.execute(
    sql`delete from ${chatLinks} where ${chatLinks.createdAt} < now() - make_interval(days => ${days})`,
  );
}

/** Keeps the hash of a new token that opens the conversation (a mail's link). */
export async function insertChatLink(db: Db, chatId: number, tokenHash: string) {
  await db.insert(chatLinks).values({ chatId, tokenHash });
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

/** Whether `key` opens this conversation. */
export async function chatOpensWith(db: Db, id: number, key: ChatKey) {
  const [row] = await db.select({ id: chats.id }).from(chats).where(openedBy(id, key));
  return row !== undefined;
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
export const removeChat = (db: Db, id: number) => deleteById(db, chats, id);

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

/** How many messages these conversations hold. */
export async function countMessagesOf(db: Db, ids: number[]) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .where(inArray(messages.chatId, ids));
  return Number(total);
}

/** Removes these conversations with their messages and mail links. */
export async function removeChats(db: Db, ids: number[]) {
  await db.delete(chats).where(inArray(chats.id, ids));
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
