import type { Static } from '@sinclair/typebox';
import { eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, purchases } from '../db/schema';
import { isCursorId, keysetCursor, pageOf } from '../domain/cursor';
import {
  loadPurchasePage,
  onProjectSql,
  projectsOfPurchases,
  supplierNameSql,
} from '../repositories/purchases';
import type { PurchaseListQuery } from '../schemas/purchases';
import { listFields } from './purchases';

/**
 * The list of supplier invoices (docs/api.md § Paging): undated ones first, then by invoice
 * date, newest first, then by id; a page at a time with a keyset cursor.
 */

type Query = Static<typeof PurchaseListQuery>;

const DEFAULT_LIMIT = 50;

const cursor = keysetCursor<{ sortDate: string; id: number }>(
  'purchase list',
  (place) => [place.sortDate, place.id],
  ([sortDate, id]) =>
    typeof sortDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sortDate) && isCursorId(id)
      ? { sortDate, id }
      : undefined,
);

/** Part of the number or of the supplier's name, case and accents aside. */
function searchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${purchases.number} ilike ${pattern}`,
    // The register's names are folded once per relation, not once per invoice.
    sql`${purchases.supplierId} in (select ${customers.id} from ${customers}
      where strpos(fold_search(${supplierNameSql}), fold_search(${text})) > 0)`,
  );
}

export async function listPurchases(db: Db, query: Query = {}) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: (SQL | undefined)[] = [
    query.status && eq(purchases.status, query.status),
    query.supplier === undefined ? undefined : eq(purchases.supplierId, query.supplier),
    query.project === undefined ? undefined : onProjectSql(query.project),
    query.from === undefined ? undefined : gte(purchases.issueDate, query.from),
    query.to === undefined ? undefined : lte(purchases.issueDate, query.to),
    query.q === undefined ? undefined : searchWhere(query.q),
  ];
  const rows = await loadPurchasePage(db, {
    where: where.filter((one): one is SQL => one !== undefined),
    after: query.cursor === undefined ? undefined : cursor.decode(query.cursor),
    limit,
  });
  const page = pageOf(rows, limit);
  const projects = await projectsOfPurchases(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    purchases: page.rows.map((row) => listFields(row, projects.get(row.id) ?? [])),
    next: page.last ? cursor.encode({ sortDate: page.last.sortDate, id: page.last.id }) : null,
  };
}
