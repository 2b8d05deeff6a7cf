import type { Static } from '@sinclair/typebox';
import { and, eq, gte, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { isCursorId, keysetCursor, pageOf } from '../domain/cursor';
import { OPEN_STATUSES } from '../domain/invoice-status';
import { customerNameSql, loadInvoicePage } from '../repositories/invoices';
import type { InvoiceListQuery } from '../schemas/invoices';
import { invoiceListItem } from './invoice-answer';
import { brusselsToday } from './documents';

/**
 * The list of invoices and credit notes (docs/api.md § Paging): drafts without an issue date
 * first, then by issue date, newest first, then by id; a page at a time with a keyset cursor.
 */

type Query = Static<typeof InvoiceListQuery>;

const DEFAULT_LIMIT = 50;

const cursor = keysetCursor<{ sortDate: string; id: number }>(
  'invoice list',
  (place) => [place.sortDate, place.id],
  ([sortDate, id]) =>
    typeof sortDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sortDate) && isCursorId(id)
      ? { sortDate, id }
      : undefined,
);

/** The open invoices whose due date (a Brussels day) has passed. */
const overdue = (today: string) =>
  and(
    sql`${invoices.status} in ${[...OPEN_STATUSES]}`,
    eq(invoices.kind, 'invoice'),
    sql`${invoices.dueDate} < ${today}::date`,
  )!;

/** `status` as people read it: `vervallen` is derived, and a stored status less the overdue. */
function statusWhere(status: NonNullable<Query['status']>, today: string): SQL {
  if (status === 'vervallen') return overdue(today);
  const stored = eq(invoices.status, status);
  return (OPEN_STATUSES as readonly string[]).includes(status)
    ? and(stored, not(overdue(today)))!
    : stored;
}

/** Words of the number or of the customer's name, case and accents aside. */
function searchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${invoices.number} ilike ${pattern}`,
    sql`strpos(fold_search(coalesce(${customerNameSql}, '')), fold_search(${text})) > 0`,
  );
}

export async function listInvoices(db: Db, query: Query = {}) {
  const today = brusselsToday();
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: (SQL | undefined)[] = [
    query.status && statusWhere(query.status, today),
    query.customer === undefined ? undefined : eq(invoices.customerId, query.customer),
    query.project === undefined ? undefined : eq(invoices.projectId, query.project),
    query.from === undefined ? undefined : gte(invoices.issueDate, query.from),
    query.to === undefined ? undefined : lte(invoices.issueDate, query.to),
    query.q === undefined ? undefined : searchWhere(query.q),
  ];
  const rows = await loadInvoicePage(db, {
    where: where.filter((one): one is SQL => one !== undefined),
    after: query.cursor === undefined ? undefined : cursor.decode(query.cursor),
    limit,
  });
  const page = pageOf(rows, limit);
  return {
    invoices: page.rows.map((row) => invoiceListItem(row, today)),
    next: page.last ? cursor.encode({ sortDate: page.last.sortDate, id: page.last.id }) : null,
  };
}
