import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatViewers } from '../db/schema';
import { rowsOf } from '../db/rows-of';

/**
 * Which staff screen shows which conversation now (table chat_viewers, migration 0022): marked
 * again every 20 s while shown, so a row not marked for this long belongs to a screen that is
 * gone (a closed tab, a lost connection) and no longer counts.
 */
export const VIEWER_STALE_SECONDS = 60;

/** A row not marked for this long is removed (it stopped counting long before). */
const VIEWERS_KEPT = '10 minutes';

/** The screen shows the conversation now; answers false when there is no such conversation. */
export async function markViewer(db: Db, chatId: number, userId: number, screen: string) {
  const rows = rowsOf(
    await db.execute(sql`
      insert into chat_viewers (chat_id, user_id, screen)
      select id, ${userId}, ${screen} from chats where id = ${chatId}
      on conflict (chat_id, user_id, screen) do update set seen_at = now()
      returning chat_id`),
  );
  return rows.length > 0;
}

/** The screen no longer shows the conversation. */
export async function removeViewer(db: Db, chatId: number, userId: number, screen: string) {
  await db
    .delete(chatViewers)
    .where(
      and(
        eq(chatViewers.chatId, chatId),
        eq(chatViewers.userId, userId),
        eq(chatViewers.screen, screen),
      ),
    );
}

/** Removes the rows of screens gone for a while. */
export async function pruneViewers(db: Db) {
  await db
    .delete(chatViewers)
    .where(lt(chatViewers.seenAt, sql`now() - ${VIEWERS_KEPT}::interval`));
}
