import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The incoming Peppol documents' events (table peppol_events) as work for the purchases'
 * intake: one instance claims each (its `handled_at` set at once, the row skipped by the
 * others while it is being set), and gives it back when the work has to wait.
 */

/** Claims the oldest incoming event nobody handled yet (of one document when `ref` is given). */
export async function claimIncomingEvent(db: Db, ref?: string) {
  const [row] = rowsOf(
    await db.execute(sql`
      update peppol_events set handled_at = now()
      where id = (
        select id from peppol_events
        where handled_at is null and direction = 'incoming'
          ${ref === undefined ? sql`` : sql`and ref = ${ref}`}
        order by occurred_at, id
        limit 1
        for update skip locked)
      returning id, ref`),
  );
  return row && { id: Number(row.id), ref: String(row.ref) };
}

/** Gives a claimed event back, for a later run. */
export async function releaseIncomingEvent(db: Db, id: number) {
  await db.execute(sql`update peppol_events set handled_at = null where id = ${id}`);
}
