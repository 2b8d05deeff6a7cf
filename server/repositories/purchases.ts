import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  documents,
  projects,
  purchaseAllocations,
  purchaseOrders,
  purchases,
  vehicles,
} from '../db/schema';
import type { TrashItem } from '../domain/history';
import { customerNameSql as supplierNameSql } from '../db/customer-name';

/** The SQL of Aankopen's supplier invoices (docs/adding-an-area.md § 2): queries only, no rules. */

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type AllocationRow = typeof purchaseAllocations.$inferSelect;
export type NewAllocation = Omit<typeof purchaseAllocations.$inferInsert, 'id' | 'purchaseId'>;

/** A purchase in the trash: its row and its allocations as they were (repositories/trash.ts). */
export interface PurchaseTrashItem extends TrashItem<'purchase'> {
  purchase: PurchaseRow;
  allocations: AllocationRow[];
}

export { supplierNameSql };

/** A purchase's columns with its supplier's name, VAT number, IBAN and subcontractor mark. */
export const withSupplier = {
  ...getTableColumns(purchases),
  supplierName: supplierNameSql,
  supplierVatNumber: customers.vatNumber,
  supplierAccount: customers.iban,
  supplierSubcontractor: customers.subcontractor,
};
export type PurchaseWithSupplier = PurchaseRow & {
  supplierName: string | null;
  supplierVatNumber: string | null;
  supplierAccount: string | null;
  supplierSubcontractor: boolean | null;
};

export async function findPurchase(
  db: Db,
  id: number,
  lock = false,
): Promise<PurchaseWithSupplier | undefined> {
  const query = db
    .select(withSupplier)
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(eq(purchases.id, id));
  const [row] = lock ? await query.for('update', { of: purchases }) : await query;
  return row;
}

/** The purchase's parts, by line then as entered. */
export async function allocationsOf(db: Db, purchaseId: number) {
  return db
    .select()
    .from(purchaseAllocations)
    .where(eq(purchaseAllocations.purchaseId, purchaseId))
    .orderBy(asc(purchaseAllocations.lineIndex), asc(purchaseAllocations.id));
}

/** The projects each purchase's parts land on. */
export async function projectsOfPurchases(db: Db, purchaseIds: number[]) {
  if (!purchaseIds.length) return new Map<number, number[]>();
  const rows = await db
    .selectDistinct({
      purchaseId: purchaseAllocations.purchaseId,
      projectId: purchaseAllocations.projectId,
    })
    .from(purchaseAllocations)
    .where(
      and(
        inArray(purchaseAllocations.purchaseId, purchaseIds),
        sql`${purchaseAllocations.projectId} is not null`,
      ),
    )
    .orderBy(asc(purchaseAllocations.projectId));
  const map = new Map<number, number[]>();
  for (const row of rows)
    map.set(row.purchaseId, [...(map.get(row.purchaseId) ?? []), row.projectId!]);
  return map;
}

/** Inserts a purchase (the intake's, or a test's); answers its id. */
export async function insertPurchase(db: Db, values: NewPurchase) {
  const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
  return row.id;
}

export async function updatePurchase(db: Db, id: number, values: Partial<NewPurchase>) {
  await db
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(purchases.id, id));
}

/** Replaces a purchase's parts by these. */
export async function replaceAllocations(db: Db, purchaseId: number, parts: NewAllocation[]) {
  await db.delete(purchaseAllocations).where(eq(purchaseAllocations.purchaseId, purchaseId));
  if (parts.length)
    await db.insert(purchaseAllocations).values(parts.map((part) => ({ ...part, purchaseId })));
}

/** Removes the purchase (its parts with it); answers its row as it was, for the trash. */
export async function deletePurchase(db: Db, id: number) {
  const [row] = await db.delete(purchases).where(eq(purchases.id, id)).returning();
  return row;
}

/** Inserts a purchase and its parts as they were, with their ids (a restore from the trash). */
export async function insertPurchaseRow(db: Db, row: PurchaseRow, parts: AllocationRow[]) {
  await db.insert(purchases).values(row);
  if (parts.length) await db.insert(purchaseAllocations).values(parts);
}

/** Another purchase of the supplier with this kind and number (the duplicate refusal). */
export async function findSameNumber(
  db: Db,
  { id, supplierId, kind, number }: Pick<PurchaseRow, 'id' | 'supplierId' | 'kind' | 'number'>,
) {
  if (supplierId === null || !number) return undefined;
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.supplierId, supplierId),
        eq(purchases.kind, kind),
        eq(purchases.number, number),
        sql`${purchases.id} <> ${id}`,
      ),
    );
  return row?.id;
}

export const purchaseSortDateSql = sql<string>`coalesce(${purchases.issueDate}, date '9999-12-31')::text`;

/** A page of the list, `limit + 1` rows: undated first, then newest date, then id. */
export async function loadPurchasePage(
  db: Db,
  {
    where,
    after,
    limit,
  }: { where: SQL[]; after?: { sortDate: string; id: number }; limit: number },
) {
  const conditions = [...where];
  if (after)
    conditions.push(
      sql`(coalesce(${purchases.issueDate}, date '9999-12-31'), ${purchases.id}) < (${after.sortDate}::date, ${after.id})`,
    );
  return db
    .select({ ...withSupplier, sortDate: purchaseSortDateSql })
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`coalesce(${purchases.issueDate}, date '9999-12-31') desc`,
      sql`${purchases.id} desc`,
    )
    .limit(limit + 1);
}

/** Purchases with a part on this project (the list's filter). */
export const onProjectSql = (projectId: number) =>
  sql`exists (select 1 from ${purchaseAllocations} where ${purchaseAllocations.purchaseId} = ${purchases.id} and ${purchaseAllocations.projectId} = ${projectId})`;

/** The supplier's purchases (their export), by id. */
export async function purchasesOfSuppliers(db: Db, supplierIds: number[]) {
  if (!supplierIds.length) return [];
  return db
    .select({ id: purchases.id })
    .from(purchases)
    .where(inArray(purchases.supplierId, supplierIds))
    .orderBy(asc(purchases.id));
}

/** Of these ids, those that name no row of the table (projects, documents, the register). */
export async function missingIds(
  db: Db,
  table:
    typeof projects | typeof documents | typeof customers | typeof purchaseOrders | typeof vehicles,
  ids: number[],
) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}

/** Takes these relations from their purchases (an erasure); answers how many there were. */
export async function unlinkSuppliers(db: Db, supplierIds: number[]) {
  if (!supplierIds.length) return 0;
  const rows = await db
    .update(purchases)
    .set({ supplierId: null })
    .where(inArray(purchases.supplierId, supplierIds))
    .returning({ id: purchases.id });
  return rows.length;
}

/** The most invoices one run offers to choose from: a month of a busy company's suppliers. */
const CANDIDATE_LIMIT = 500;

/**
 * Suppliers' approved invoices due by a day (or without a due date), the earliest first: at most
 * CANDIDATE_LIMIT, and whether there are more.
 */
export async function approvedPurchasesDueBy(db: Db, dueBy: string) {
  const rows = await approvedPurchasesUpTo(db, dueBy);
  return { rows: rows.slice(0, CANDIDATE_LIMIT), more: rows.length > CANDIDATE_LIMIT };
}

function approvedPurchasesUpTo(db: Db, dueBy: string) {
  return db
    .select(withSupplier)
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(
      and(
        eq(purchases.kind, 'invoice'),
        eq(purchases.status, 'goedgekeurd'),
        or(isNull(purchases.dueDate), lte(purchases.dueDate, dueBy)),
      ),
    )
    .orderBy(sql`${purchases.dueDate} asc nulls first`, asc(purchases.id))
    .limit(CANDIDATE_LIMIT + 1);
}

/**
 * Suppliers' invoices and credit notes of a period (issue days, inclusive), refused ones aside,
 * with their supplier, amounts and legal original in Bestanden.
 */
export function purchasesBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: purchases.id,
      kind: purchases.kind,
      number: purchases.number,
      status: purchases.status,
      issueDate: purchases.issueDate,
      dueDate: purchases.dueDate,
      netAmount: purchases.netAmount,
      vatAmount: purchases.vatAmount,
      grossAmount: purchases.grossAmount,
      reverseCharge: purchases.reverseCharge,
      lines: purchases.lines,
      supplierName: supplierNameSql,
      supplierVatNumber: customers.vatNumber,
      originalDocumentId: purchases.originalDocumentId,
    })
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(
      and(
        ne(purchases.status, 'geweigerd'),
        gte(purchases.issueDate, from),
        lte(purchases.issueDate, to),
      ),
    )
    .orderBy(asc(purchases.issueDate), asc(purchases.id));
}

/** Suppliers' invoices not yet paid nor refused, their gross summed per due day. */
export async function openPayablesByDay(db: Db) {
  const day = sql<string>`coalesce(${purchases.dueDate}, ${purchases.issueDate}, (${purchases.createdAt} at time zone 'Europe/Brussels')::date)::text`;
  return db
    .select({
      day,
      amount: sql<number>`sum(${purchases.grossAmount})::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.kind, 'invoice'),
        inArray(purchases.status, ['ontvangen', 'goedgekeurd', 'te betalen']),
      ),
    )
    .groupBy(day);
}
