import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, projects, purchaseOrders, purchases } from '../db/schema';
import { pageOf } from '../domain/cursor';
import type { TrashItem } from '../domain/history';
import { customerNameSql as supplierNameSql } from '../db/customer-name';

/** The SQL of purchase orders (docs/product.md § Aankopen, Bestelbonnen): queries only, no rules. */

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type NewPurchaseOrderRow = typeof purchaseOrders.$inferInsert;
export type PurchaseOrderValues = Pick<
  PurchaseOrderRow,
  | 'supplierId'
  | 'projectId'
  | 'orderDate'
  | 'deliveryDate'
  | 'deliveryAddress'
  | 'note'
  | 'lines'
  | 'netAmount'
>;

/** A purchase order in the trash (only drafts are removed): its row as it was. */
export interface PurchaseOrderTrashItem extends TrashItem<'purchaseOrder'> {
  purchaseOrder: PurchaseOrderRow;
}

/** The stored status, or `gefactureerd` once a supplier invoice names the order. */
const shownStatusSql = sql<PurchaseOrderRow['status']>`case when exists (select 1 from ${purchases}
    where ${purchases.purchaseOrderId} = ${purchaseOrders.id}) then 'gefactureerd'
  else ${purchaseOrders.status} end`;

const withNames = {
  row: purchaseOrders,
  shownStatus: shownStatusSql,
  supplierName: supplierNameSql,
  supplierEmail: customers.email,
  projectName: projects.name,
};

export async function findPurchaseOrder(db: Db, id: number) {
  const [found] = await db
    .select(withNames)
    .from(purchaseOrders)
    .leftJoin(customers, eq(customers.id, purchaseOrders.supplierId))
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(eq(purchaseOrders.id, id));
  return found;
}

export interface PurchaseOrderListFilter {
  q?: string;
  status?: string;
  supplierId?: number;
  projectId?: number;
}

/** A page of purchase orders, newest first (by id); `after` is the last id of the page before. */
export async function loadPurchaseOrderPage(
  db: Db,
  filter: PurchaseOrderListFilter,
  page: { limit: number; after?: number },
) {
  const where: (SQL | undefined)[] = [];
  if (filter.supplierId) where.push(eq(purchaseOrders.supplierId, filter.supplierId));
  if (filter.projectId) where.push(eq(purchaseOrders.projectId, filter.projectId));
  if (filter.status) where.push(sql`${shownStatusSql} = ${filter.status}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(purchaseOrders.number, like),
        ilike(purchaseOrders.note, like),
        sql`${supplierNameSql} ilike ${like}`,
        ilike(projects.name, like),
      ),
    );
  }
  if (page.after) where.push(lt(purchaseOrders.id, page.after));
  const rows = await db
    .select(withNames)
    .from(purchaseOrders)
    .leftJoin(customers, eq(customers.id, purchaseOrders.supplierId))
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(and(...where))
    .orderBy(desc(purchaseOrders.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit);
}

/** The order's row, locked until the transaction ends; undefined when there is none. */
export async function lockPurchaseOrder(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  return row;
}

export async function insertPurchaseOrder(db: Db, values: NewPurchaseOrderRow) {
  const [row] = await db.insert(purchaseOrders).values(values).returning({ id: purchaseOrders.id });
  return row.id;
}

export async function updatePurchaseOrder(
  db: Db,
  id: number,
  values: Partial<NewPurchaseOrderRow>,
) {
  await db
    .update(purchaseOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, id));
}

/** Removes the order; answers its row as it was, for the trash. */
export async function deletePurchaseOrder(db: Db, id: number) {
  const [row] = await db.delete(purchaseOrders).where(eq(purchaseOrders.id, id)).returning();
  return row;
}

/** Inserts an order as it was, with its id (a restore from the trash). */
export async function insertPurchaseOrderRow(db: Db, row: PurchaseOrderRow) {
  await db.insert(purchaseOrders).values(row);
}

/** The supplier invoices that name this order, oldest first. */
export async function purchasesOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: purchases.id,
      kind: purchases.kind,
      number: purchases.number,
      status: purchases.status,
      lines: purchases.lines,
    })
    .from(purchases)
    .where(eq(purchases.purchaseOrderId, orderId))
    .orderBy(purchases.id);
}

/** One supplier invoice's order link and lines, for the comparison; undefined if none. */
export async function findPurchaseLines(db: Db, purchaseId: number) {
  const [row] = await db
    .select({
      id: purchases.id,
      number: purchases.number,
      purchaseOrderId: purchases.purchaseOrderId,
      orderReference: purchases.orderReference,
      lines: purchases.lines,
    })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row;
}
