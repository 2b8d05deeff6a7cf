import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The live side of conversations (tables chat_events and chat_watchers, migration 0005): what
 * changed, for streams that reconnect, and which customers have their conversation open now.
 */

/** A row of chat_events: one change of a conversation, ids and kinds, never text. */
export interface ChatEventRow {
  /** Increasing (a bigint, as text): the stream's event id. */
  id: string;
  chatId: number;
  kind: string;
  sender: string | null;
  /** The staff screen whose write caused it (markEventOrigin), or null. */
  origin: string | null;
}

const toEvent = (row: Record<string, unknown>): ChatEventRow => ({
  id: String(row.id),
  chatId: Number(row.chat_id),
  kind: String(row.kind),
  sender: (row.sender as string | null) ?? null,
  origin: (row.origin as string | null) ?? null,
});

/**
 * The staff screen (its X-Client-Id) that the rest of the transaction writes for: the chat
 * events it causes carry it (migration 0011).
 */
export async function markEventOrigin(tx: Db, origin: string) {
  await tx.execute(sql`select set_config('backoffice.event_origin', ${origin}, true)`);
}

/**
 * A customer's stream not marked alive for this long belongs to an instance that stopped: it
 * does not count as 'the customer has the conversation open' (server/live/presence.ts).
 */
export const WATCHER_STALE_SECONDS = 60;

/** How long events are kept for streams that reconnect. */
const EVENTS_KEPT = '1 day';

/** Events after `afterId` (oldest first), of one chat or of all; at most `limit`. */
export async function eventsAfter(db: Db, afterId: string, chatId?: number, limit = 1000) {
  const result = await db.execute(sql`
    select id, chat_id, kind, sender, origin from chat_events
    where id > ${afterId}::bigint ${chatId === undefined ? sql`` : sql`and chat_id = ${chatId}`}
    order by id limit ${limit}`);
  return rowsOf(result).map(toEvent);
}

/** Removes events older than a day: a stream away that long reloads everything anyway. */
export async function pruneEvents(db: Db) {
  await db.execute(sql`delete from chat_events where at < now() - ${EVENTS_KEPT}::interval`);
}

/** A customer's stream opened: the conversation is open now (announced as a 'presence' event). */
export async function addWatcher(db: Db, streamId: string, chatId: number) {
  // The chat may have been removed since its token was checked: then there is nothing to watch.
  await db.execute(sql`
    insert into chat_watchers (stream_id, chat_id)
    select ${streamId}, id from chats where id = ${chatId}
    on conflict (stream_id) do nothing`);
}

export async function removeWatchers(db: Db, streamIds: string[]) {
  if (streamIds.length === 0) return;
  await db.execute(sql`
    delete from chat_watchers where stream_id in (${sql.join(
      streamIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** The streams an instance still holds are alive: one statement for all of them. */
export async function touchWatchers(db: Db, streamIds: string[]) {
  if (streamIds.length === 0) return;
  await db.execute(sql`
    update chat_watchers set seen_at = now() where stream_id in (${sql.join(
      streamIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** Rows of streams whose instance stopped touching them (it died): removed, and so announced. */
export async function removeStaleWatchers(db: Db) {
  await db.execute(sql`
    delete from chat_watchers where seen_at < now() - make_interval(secs => ${WATCHER_STALE_SECONDS})`);
}

/** Whether the customer has this conversation open now: a stream touched recently enough. */
export async function hasWatcher(db: Db, chatId: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select exists (
        select 1 from chat_watchers
        where chat_id = ${chatId} and seen_at > now() - make_interval(secs => ${WATCHER_STALE_SECONDS})
      ) as online`),
  );
  return row.online === true;
}

/**
 * The channel a staff member's typing in a conversation is announced on (JSON `{ chatId,
 * name }`): a notice without a row, since nothing of it is kept or caught up on.
 */
export const TYPING_CHANNEL = 'chat_typing';

/** Announces to every instance that `name` is typing a reply in the chat. */
export async function announceTyping(db: Db, chatId: number, name: string) {
  await db.execute(sql`select pg_notify(${TYPING_CHANNEL}, ${JSON.stringify({ chatId, name })})`);
}

/** The ids of the conversations assigned to a staff member now. */
export async function assignedChatIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from chats where assigned_to = ${userId}`);
  return rowsOf(result).map((row) => Number(row.id));
}
