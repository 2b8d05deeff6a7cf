import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openingHours } from '../db/schema';

export interface OpeningHoursRecord {
  days: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  autoReplyDutch: string;
  autoReplyEnglish: string;
}

/**
 * The stored opening hours; undefined while nobody set them. `share`: locked against a change
 * until the caller's transaction ends (what is written from them stays in step with them).
 */
export async function loadOpeningHours(
  db: Db,
  { share = false } = {},
): Promise<OpeningHoursRecord | undefined> {
  const read = db.select().from(openingHours).where(eq(openingHours.id, 1));
  const [row] = await (share ? read.for('share') : read);
  return (
    row && {
      days: row.days,
      closedDates: row.closedDates,
      autoReplyDutch: row.autoReplyDutch,
      autoReplyEnglish: row.autoReplyEnglish,
    }
  );
}

/** Stores the opening hours (the one row, written or replaced). */
export async function saveOpeningHours(db: Db, record: OpeningHoursRecord) {
  await db
    .insert(openingHours)
    .values({ id: 1, ...record })
    .onConflictDoUpdate({ target: openingHours.id, set: { ...record, updatedAt: sql`now()` } });
}
