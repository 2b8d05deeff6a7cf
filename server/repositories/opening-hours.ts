import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openingHours } from '../db/schema';

export interface OpeningHoursRecord {
  days: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  autoReplyDutch: string;
  autoReplyEnglish: string;
}

/** The stored opening hours; undefined while nobody set them. */
export async function loadOpeningHours(db: Db): Promise<OpeningHoursRecord | undefined> {
  const [row] = await db.select().from(openingHours).where(eq(openingHours.id, 1));
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
