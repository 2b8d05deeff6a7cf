import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, projects } from '../db/schema';
import { isCursorId, keysetCursor } from '../domain/cursor';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { orderDifferences } from '../domain/order-differences';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import {
  deletePurchaseOrder,
  findPurchaseLines,
  findPurchaseOrder,
  insertPurchaseOrder,
  insertPurchaseOrderRow,
  loadPurchaseOrderPage,
  lockPurchaseOrder,
  purchasesOfOrder,
  updatePurchaseOrder,
  type PurchaseOrderListFilter,
  type PurchaseOrderRow,
  type PurchaseOrderTrashItem,
} from '../repositories/purchase-orders';
import { putInTrash } from '../repositories/trash';
import type { PurchaseOrder, PurchaseOrderInput } from '../schemas/purchase-orders';
import { brusselsToday } from './documents';
import type { Actor } from './language';
import { amountsOf, checkedLines } from './quotes';

/**
 * Purchase orders (bestelbonnen, docs/product.md § Aankopen): a draft (`concept`) changes
 * freely; sending it (purchase-order-send.ts) gives it its number (series `purchaseOrder`) and
 * freezes its lines. A supplier's invoice that names it is compared with it line by line. The
 * kind: purchase-order-kind.ts.
 */

type Input = Static<typeof PurchaseOrderInput>;
type Answer = Static<typeof PurchaseOrder>;

/** What the activity log calls a purchase order. */
export const purchaseOrderTarget = (id: number, label: string) => ({
  kind: 'purchaseOrder' as const,
  id,
  label,
});

/** An order's label: its number once sent, else its id. */
export const purchaseOrderLabel = (row: Pick<PurchaseOrderRow, 'id' | 'number'>) =>
  row.number ? `Bestelbon ${row.number}` : `Bestelbon (concept ${row.id})`;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The order's state as a version keeps it; undefined when it does not exist. */
export async function purchaseOrderState(db: Db, id: number) {
  const found = await findPurchaseOrder(db, id);
  if (!found) return undefined;
  const { row } = found;
  return {
    data: {
      supplierId: row.supplierId,
      projectId: row.projectId,
      orderDate: row.orderDate,
      deliveryDate: row.deliveryDate,
      deliveryAddress: row.deliveryAddress,
      note: row.note,
      lines: row.lines,
    },
    imageKeys: [],
  };
}

export async function readPurchaseOrder(db: Db, id: number): Promise<Answer> {
  const found = await findPurchaseOrder(db, id);
  if (!found) throw notFound('PurchaseOrder', id);
  const { row } = found;
  const invoices = await purchasesOfOrder(db, id);
  return {
    ...summaryOf(found),
    supplierEmail: found.supplierEmail,
    deliveryAddress: row.deliveryAddress,
    note: row.note,
    lines: row.lines as Answer['lines'],
    pdfDocumentId: row.pdfDocumentId,
    purchases: invoices.map(({ id: purchaseId, kind, number, status }) => ({
      id: purchaseId,
      kind,
      number,
      status,
    })),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

const summaryOf = (found: NonNullable<Awaited<ReturnType<typeof findPurchaseOrder>>>) => ({
  id: found.row.id,
  number: found.row.number,
  status: found.shownStatus,
  supplierId: found.row.supplierId,
  supplierName: found.supplierName,
  projectId: found.row.projectId,
  projectName: found.projectName,
  orderDate: found.row.orderDate,
  deliveryDate: found.row.deliveryDate,
  netAmount: found.row.netAmount,
  sentAt: iso(found.row.sentAt),
});

const listCursor = keysetCursor<number>(
  'purchase order list',
  (id) => [id],
  ([id]) => (isCursorId(id) ? id : undefined),
);

/** A page of the purchase orders, newest first. */
export async function listPurchaseOrders(
  db: Db,
  query: PurchaseOrderListFilter & { limit?: number; cursor?: string },
) {
  const limit = query.limit ?? 50;
  const after = query.cursor ? listCursor.decode(query.cursor) : undefined;
  const page = await loadPurchaseOrderPage(db, query, { limit, after });
  return {
    purchaseOrders: page.rows.map(summaryOf),
    next: page.last ? listCursor.encode(page.last.row.id) : null,
  };
}

/** The supplier and project as given, each checked to exist (400 otherwise). */
async function heldReferences(tx: Db, supplierId: number | null, projectId: number | null) {
  if (projectId !== null) {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw unknownReference('Project', projectId);
  }
  if (supplierId !== null) {
    const [supplier] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, supplierId));
    if (!supplier) throw unknownReference('Customer', supplierId);
  }
  return { supplierId, projectId };
}

/** The values of a draft from the input over `current` (a field left out keeps its value). */
async function draftValues(tx: Db, input: Input, current?: PurchaseOrderRow) {
  const orderDate =
    input.orderDate === undefined ? (current?.orderDate ?? brusselsToday()) : input.orderDate;
  const deliveryDate =
    input.deliveryDate === undefined ? (current?.deliveryDate ?? null) : input.deliveryDate;
  if (orderDate && deliveryDate && deliveryDate < orderDate)
    throw validation('deliveryDate: de leverdatum ligt vóór de datum van de bestelbon');
  const lines = input.lines ? checkedLines(input.lines) : (current?.lines ?? []);
  const references = await heldReferences(
    tx,
    input.supplierId === undefined ? (current?.supplierId ?? null) : input.supplierId,
    input.projectId === undefined ? (current?.projectId ?? null) : input.projectId,
  );
  return {
    ...references,
    orderDate,
    deliveryDate,
    deliveryAddress: (input.deliveryAddress ?? current?.deliveryAddress ?? '').trim(),
    note: input.note ?? current?.note ?? '',
    lines,
    netAmount: amountsOf(lines).netAmount,
  };
}

export async function createPurchaseOrder(db: Db, input: Input, by: Actor = null) {
  return db.transaction(async (tx) => {
    const values = await draftValues(tx, input);
    const id = await insertPurchaseOrder(tx, values);
    await recordCapturedVersion(tx, 'purchaseOrder', id, by, (await purchaseOrderState(tx, id))!);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: purchaseOrderTarget(id, purchaseOrderLabel({ id, number: null })),
    });
    return id;
  });
}

const sentOrder = () =>
  new ApiError(
    'CONFLICT',
    'Deze bestelbon is al verzonden en verandert niet meer; maak een nieuwe bestelbon.',
  );

/**
 * Changes a draft in the caller's transaction, as a new version of its history; answers its
 * row. A sent order does not change (409): the supplier has it.
 */
export async function writePurchaseOrder(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lockPurchaseOrder(tx, id);
  if (!current) throw notFound('PurchaseOrder', id);
  if (current.status !== 'concept') throw sentOrder();
  const values = await draftValues(tx, input, current);
  await updatePurchaseOrder(tx, id, values);
  await recordCapturedVersion(tx, 'purchaseOrder', id, by, (await purchaseOrderState(tx, id))!);
  return { ...current, ...values };
}

export async function changePurchaseOrder(db: Db, id: number, input: Input, by: Actor = null) {
  await db.transaction(async (tx) => {
    const row = await writePurchaseOrder(tx, id, input, by);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: purchaseOrderTarget(id, purchaseOrderLabel(row)),
    });
  });
  return readPurchaseOrder(db, id);
}

/** Removes a draft: to the trash for 30 days. A sent order stays (409). */
export async function removePurchaseOrder(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockPurchaseOrder(tx, id);
    if (!current) throw notFound('PurchaseOrder', id);
    if (current.status !== 'concept') throw sentOrder();
    const removed = await deletePurchaseOrder(tx, id);
    const target = purchaseOrderTarget(id, purchaseOrderLabel(removed));
    await putInTrash<PurchaseOrderTrashItem>(
      tx,
      { kind: 'purchaseOrder', purchaseOrder: removed },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts a purchase order from the trash back with its id. */
export async function putPurchaseOrderBack(tx: Db, item: PurchaseOrderTrashItem) {
  await insertPurchaseOrderRow(tx, item.purchaseOrder);
}

/**
 * The price and quantity differences between the order and one supplier invoice (or credit
 * note), line by line: shown, never written. 404 when either is missing; 400 when the invoice
 * names another order.
 */
export async function compareWithOrder(db: Db, orderId: number, purchaseId: number) {
  const found = await findPurchaseOrder(db, orderId);
  if (!found) throw notFound('PurchaseOrder', orderId);
  const purchase = await findPurchaseLines(db, purchaseId);
  if (!purchase) throw notFound('Purchase', purchaseId);
  const order = found.row;
  const names =
    purchase.purchaseOrderId === order.id ||
    (order.number !== null && purchase.orderReference.trim() === order.number);
  if (!names)
    throw validation(
      `purchase: deze aankoopfactuur verwijst niet naar ${purchaseOrderLabel(order).toLowerCase()}`,
    );
  return {
    orderId: order.id,
    orderNumber: order.number,
    purchaseId: purchase.id,
    purchaseNumber: purchase.number,
    orderedNet: order.netAmount,
    invoicedNet: amountsOf(purchase.lines).netAmount,
    differences: orderDifferences(order.lines, purchase.lines),
  };
}
