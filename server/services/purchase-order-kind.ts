import { field } from '../domain/version-values';
import { findPurchaseOrder, type PurchaseOrderTrashItem } from '../repositories/purchase-orders';
import { PurchaseOrder, PurchaseOrderVersionData } from '../schemas/purchase-orders';
import { declareKind } from './content-kind';
import {
  putPurchaseOrderBack,
  purchaseOrderLabel,
  purchaseOrderState,
  purchaseOrderTarget,
  readPurchaseOrder,
  writePurchaseOrder,
} from './purchase-orders';

type OrderLines = Parameters<typeof writePurchaseOrder>[2]['lines'];

const nullableId = (value: unknown, current: unknown) =>
  value === null || (Number.isSafeInteger(value) && (value as number) > 0)
    ? (value as number | null)
    : (current as number | null);

const nullableDay = (value: unknown, current: unknown) =>
  value === null || typeof value === 'string' ? value : (current as string | null);

/**
 * A purchase order as a content kind (docs/architecture.md § Content kinds). Only a draft's
 * versions are restored (a sent order is frozen: 409) and only drafts go to the trash.
 */
export const purchaseOrderKind = declareKind<'purchaseOrder', PurchaseOrderTrashItem>({
  kind: 'purchaseOrder',
  name: 'PurchaseOrder',
  tables: ['purchaseOrders'],
  version: PurchaseOrderVersionData,
  answer: PurchaseOrder,
  state: purchaseOrderState,
  async target(db, id) {
    const found = await findPurchaseOrder(db, id);
    return purchaseOrderTarget(id, purchaseOrderLabel(found?.row ?? { id, number: null }));
  },
  async restoreVersion(tx, id, data, current, by) {
    await writePurchaseOrder(
      tx,
      id,
      {
        supplierId: nullableId(data.supplierId, current.supplierId),
        projectId: nullableId(data.projectId, current.projectId),
        orderDate: nullableDay(data.orderDate, current.orderDate),
        deliveryDate: nullableDay(data.deliveryDate, current.deliveryDate),
        deliveryAddress: field(data, 'deliveryAddress', current.deliveryAddress as string),
        note: field(data, 'note', current.note as string),
        lines: (Array.isArray(data.lines) ? data.lines : current.lines) as OrderLines,
      },
      by,
    );
  },
  read: readPurchaseOrder,
  async putBack(tx, item) {
    await putPurchaseOrderBack(tx, item);
    return undefined;
  },
  customerData: {
    holdsNothing:
      "An order goes to a supplier (a company's relation): it names no private customer's data; a supplier in the register keeps its orders",
  },
});
