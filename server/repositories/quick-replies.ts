import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quickReplies } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

type QuickReplyRow = typeof quickReplies.$inferSelect;
export type QuickReplyValues = Pick<QuickReplyRow, 'title' | 'contentDutch' | 'contentEnglish'>;

const toQuickReply = (row: QuickReplyRow) => ({
  id: row.id,
  title: row.title,
  contentDutch: row.contentDutch,
  contentEnglish: row.contentEnglish,
});
export type QuickReply = ReturnType<typeof toQuickReply>;

/** Every quick reply, by title whatever its case (the order of the title's unique index). */
export async function listQuickReplies(db: Db) {
  const rows = await db
    .select()
    .from(quickReplies)
    .orderBy(sql`lower(${quickReplies.title})`, asc(quickReplies.id));
  return rows.map(toQuickReply);
}

/** Answers the new quick reply, or 'duplicate' when its title is taken in any case. */
export async function insertQuickReply(db: Db, values: QuickReplyValues) {
  try {
    const [row] = await db.insert(quickReplies).values(values).returning();
    return toQuickReply(row);
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}

/** Answers the changed quick reply, undefined when there is none, or 'duplicate'. */
export async function updateQuickReply(db: Db, id: number, values: QuickReplyValues) {
  try {
    const [row] = await db
      .update(quickReplies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(quickReplies.id, id))
      .returning();
    return row && toQuickReply(row);
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}

/** Answers whether there was one to remove. */
export async function deleteQuickReply(db: Db, id: number) {
  const removed = await db
    .delete(quickReplies)
    .where(eq(quickReplies.id, id))
    .returning({ id: quickReplies.id });
  return removed.length > 0;
}
