import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keysetTime } from '../db/keyset';
import { activity, users } from '../db/schema';
import { pageOf } from '../domain/cursor';
import { personOf, type ActivityKind, type ActivityTargetKind } from '../domain/history';

export type { ActivityKind };

/** How long the activity log keeps an entry. */
export const ACTIVITY_YEARS = 2;

/** One thing a staff member did: ids and labels, never a password, token or message text. */
export interface ActivityRecord {
  by: number | null;
  kind: ActivityKind;
  target?: { kind: ActivityTargetKind; id: number | null; label: string };
}

/** Records an entry; run in the transaction of what it records, so both happen or neither. */
export async function logActivity(db: Db, record: ActivityRecord) {
  await logActivities(db, [record]);
}

/** Records several entries in one statement (a bank file paying hundreds of invoices). */
export async function logActivities(db: Db, records: ActivityRecord[]) {
  if (records.length === 0) return;
  await db.insert(activity).values(
    records.map((record) => ({
      userId: record.by,
      kind: record.kind,
      targetKind: record.target?.kind ?? null,
      targetId: record.target?.id ?? null,
      label: record.target?.label.slice(0, 300) ?? null,
    })),
  );
}

/** Where a page of the log continues: after this entry (time to the microsecond, then id). */
export interface ActivityCursor {
  at: string;
  id: number;
}

/** A page of the log, newest first, optionally of one person and one kind. */
export async function loadActivityPage(
  db: Db,
  {
    limit,
    after,
    person,
    kind,
  }: { limit: number; after?: ActivityCursor; person?: number; kind?: ActivityKind },
) {
  const filters: (SQL | undefined)[] = [
    person === undefined ? undefined : eq(activity.userId, person),
    kind === undefined ? undefined : eq(activity.kind, kind),
    // A row comparison, which the indexes on (…, at, id) answer directly (an OR of the two
    // conditions would read every older entry).
    after
      ? sql`(${activity.at}, ${activity.id}) < (${after.at}::timestamptz, ${after.id})`
      : undefined,
  ];
  const rows = await db
    .select({
      id: activity.id,
      at: keysetTime(activity.at),
      userId: activity.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      kind: activity.kind,
      targetKind: activity.targetKind,
      targetId: activity.targetId,
      label: activity.label,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(and(...filters))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  return {
    entries: page.rows.map((row) => ({
      id: row.id,
      at: row.at,
      person: personOf({ id: row.userId, firstName: row.firstName, lastName: row.lastName }),
      kind: row.kind,
      target:
        row.targetKind === null
          ? null
          : // Written by logActivity, which takes only the kinds of ActivityTargetKind.
            {
              kind: row.targetKind as ActivityTargetKind,
              id: row.targetId,
              label: row.label ?? '',
            },
    })),
    after: page.last && { at: page.last.at, id: page.last.id },
  };
}

/** Removes entries older than the log keeps; answers how many. */
export async function purgeActivity(db: Db, now = new Date()) {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - ACTIVITY_YEARS);
  const removed = await db
    .delete(activity)
    .where(lt(activity.at, before))
    .returning({ id: activity.id });
  return removed.length;
}
