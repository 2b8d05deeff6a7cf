import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeeFeeds, employees, users } from '../db/schema';

/**
 * Employees' calendar feed addresses (table employee_feeds): SQL only. Tokens, rules and the
 * calendar itself are services/employee-feeds.ts's.
 */

export async function insertFeed(
  db: Db,
  values: {
    employeeId: number;
    tokenHash: string;
    createdBy: number | null;
    includeCustomerDetails: boolean;
  },
) {
  const [row] = await db.insert(employeeFeeds).values(values).returning({ id: employeeFeeds.id });
  return row.id;
}

/** An employee's feeds, the oldest first, each with the name of the account that made it. */
export async function feedsOf(db: Db, employeeId: number) {
  const rows = await db
    .select({
      feed: employeeFeeds,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(employeeFeeds)
    .leftJoin(users, eq(users.id, employeeFeeds.createdBy))
    .where(eq(employeeFeeds.employeeId, employeeId))
    .orderBy(asc(employeeFeeds.createdAt), asc(employeeFeeds.id));
  return rows.map(({ feed, firstName, lastName }) => ({
    id: feed.id,
    employeeId: feed.employeeId,
    createdBy:
      feed.createdBy === null
        ? null
        : { id: feed.createdBy, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
    createdAt: feed.createdAt.toISOString(),
    lastFetchedAt: feed.lastFetchedAt === null ? null : new Date(feed.lastFetchedAt).toISOString(),
    includeCustomerDetails: feed.includeCustomerDetails,
  }));
}
export type EmployeeFeed = Awaited<ReturnType<typeof feedsOf>>[number];

/** Removes one feed of an employee; false when that employee has no such feed. */
export async function deleteFeed(db: Db, employeeId: number, feedId: number) {
  const rows = await db
    .delete(employeeFeeds)
    .where(and(eq(employeeFeeds.id, feedId), eq(employeeFeeds.employeeId, employeeId)))
    .returning({ id: employeeFeeds.id });
  return rows.length > 0;
}

/** Ends every feed of an employee (they were deactivated). */
export async function deleteFeedsOfEmployee(db: Db, employeeId: number) {
  await db.delete(employeeFeeds).where(eq(employeeFeeds.employeeId, employeeId));
}

/** Ends every feed a staff account made (it was deactivated). */
export async function deleteFeedsMadeBy(db: Db, userId: number) {
  await db.delete(employeeFeeds).where(eq(employeeFeeds.createdBy, userId));
}

/**
 * The feed a token's hash opens, with its employee, and marks it fetched now: only while the
 * employee is active and the account that made it (if known) is active. Decided by the
 * database at each fetch, so a deactivation on any instance holds on every other.
 */
export async function openFeed(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ feed: employeeFeeds, employee: employees })
    .from(employeeFeeds)
    .innerJoin(employees, eq(employees.id, employeeFeeds.employeeId))
    .leftJoin(users, eq(users.id, employeeFeeds.createdBy))
    .where(
      and(
        eq(employeeFeeds.tokenHash, tokenHash),
        eq(employees.active, true),
        sql`(${employeeFeeds.createdBy} is null or ${users.active})`,
      ),
    );
  if (!row) return undefined;
  await db
    .update(employeeFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(eq(employeeFeeds.id, row.feed.id));
  return {
    id: row.feed.id,
    includeCustomerDetails: row.feed.includeCustomerDetails,
    employee: {
      id: row.employee.id,
      firstName: row.employee.firstName,
      lastName: row.employee.lastName,
    },
  };
}
