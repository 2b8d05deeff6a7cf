import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz as a keyset cursor holds it (domain/cursor.ts): text in UTC, to the
 * microsecond. A Date would round it to the millisecond, and the next page would then repeat
 * or skip the rows of that millisecond.
 */
export const keysetTime = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
