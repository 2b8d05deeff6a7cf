import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Deletes the row with this id (with what its foreign keys cascade to); false when there is none. */
export async function deleteById(db: Db, table: PgTable & { id: PgColumn }, id: number) {
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}
