import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, numberSeries, projects, quotes, trash } from '../db/schema';
import { pageOf } from '../domain/cursor';
import type { TrashItem } from '../domain/history';
import { customerNameSql } from '../db/customer-name';

/** The SQL of Quotes (docs/product.md § Offertes): queries only, no rules. */

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type QuoteValues = Pick<
  QuoteRow,
  | 'customerId'
  | 'projectId'
  | 'title'
  | 'issueDate'
  | 'validUntil'
  | 'note'
  | 'lines'
  | 'netAmount'
  | 'vatAmount'
  | 'grossAmount'
>;

/** A quote in the trash (only drafts are removed): its row as it was. */
export interface QuoteTrashItem extends TrashItem<'quote'> {
  quote: QuoteRow;
}

/** The stored status, or `vervallen` for a sent quote past its validity date (Brussels). */
const shownStatusSql = sql<string>`case when ${quotes.status} = 'verzonden'
  and ${quotes.validUntil} < (now() at time zone 'Europe/Brussels')::date
  then 'vervallen' else ${quotes.status} end`;

const withNames = {
  row: quotes,
  customerName: customerNameSql,
  customerEmail: customers.email,
  projectName: projects.name,
  shownStatus: shownStatusSql,
};

export async function findQuote(db: Db, id: number) {
  const [found] = await db
    .select(withNames)
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(projects, eq(projects.id, quotes.projectId))
    .where(eq(quotes.id, id));
  return found;
}

export interface QuoteListFilter {
  q?: string;
  status?: string;
  customerId?: number;
  projectId?: number;
}

/** A page of quotes, newest first (by id); `after` is the last id of the page before. */
export async function loadQuotePage(
  db: Db,
  filter: QuoteListFilter,
  page: { limit: number; after?: number },
) {
  const where: (SQL | undefined)[] = [];
  if (filter.customerId) where.push(eq(quotes.customerId, filter.customerId));
  if (filter.projectId) where.push(eq(quotes.projectId, filter.projectId));
  if (filter.status) where.push(sql`${shownStatusSql} = ${filter.status}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(quotes.title, like),
        ilike(quotes.number, like),
        sql`${customerNameSql} ilike ${like}`,
        ilike(projects.name, like),
      ),
    );
  }
  if (page.after) where.push(lt(quotes.id, page.after));
  const rows = await db
    .select(withNames)
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(projects, eq(projects.id, quotes.projectId))
    .where(and(...where))
    .orderBy(desc(quotes.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit);
}

/** The quote's row, locked until the transaction ends; undefined when there is none. */
export async function lockQuote(db: Db, id: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

/** The newer version made of this quote, if any. */
export async function findNextVersion(db: Db, id: number) {
  const [row] = await db
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.previousId, id));
  return row;
}

/** The other versions of a numbered quote, oldest first. */
export async function listVersionsOfNumber(db: Db, number: string) {
  return db
    .select({ id: quotes.id, version: quotes.version, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.number, number))
    .orderBy(quotes.version);
}

export async function insertQuote(db: Db, values: NewQuoteRow) {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id });
  return row.id;
}

export async function updateQuote(db: Db, id: number, values: Partial<NewQuoteRow>) {
  await db
    .update(quotes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quotes.id, id));
}

/** Removes the quote; answers its row as it was, for the trash. */
export async function deleteQuote(db: Db, id: number) {
  const [row] = await db.delete(quotes).where(eq(quotes.id, id)).returning();
  return row;
}

/** Inserts a quote as it was, with its id (a restore from the trash). */
export async function insertQuoteRow(db: Db, row: QuoteRow) {
  await db.insert(quotes).values(row);
}

/**
 * The next number of `series` in `year`, in the caller's transaction: the upsert locks the
 * series' row until the transaction ends, so two senders are ordered and a rollback gives the
 * number back (gap-free).
 */
export async function takeNumber(db: Db, series: 'quote' | 'purchaseOrder', year: number) {
  const [row] = await db
    .insert(numberSeries)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberSeries.series, numberSeries.year],
      set: { last: sql`${numberSeries.last} + 1` },
    })
    .returning({ last: numberSeries.last });
  return row.last;
}

/** The quotes of these customers (the customer's export and erasure). */
export async function quotesOfCustomers(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db.select().from(quotes).where(inArray(quotes.customerId, customerIds)).orderBy(quotes.id);
}

/** Deletes these quotes; answers their ids. */
export async function deleteQuotes(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.delete(quotes).where(inArray(quotes.id, ids)).returning({ id: quotes.id });
  return rows.map((row) => row.id);
}

/** Removes the trashed quotes of these customers (their erasure); answers their ids. */
export async function removeTrashedQuotesOf(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const rows = await db
    .delete(trash)
    .where(
      and(
        eq(trash.kind, 'quote'),
        sql`(${trash.data} -> 'quote' ->> 'customerId')::int = any(${`{${customerIds.join(',')}}`}::int[])`,
      ),
    )
    .returning({ id: trash.entityId });
  return rows.map((row) => row.id);
}
