import type { CostCategory, PurchaseLine } from '../db/schema';
import type { AllocationInput } from '../domain/purchase-allocations';
import { field } from '../domain/version-values';
import type { PurchaseTrashItem } from '../repositories/purchases';
import { Purchase, PurchaseVersionData } from '../schemas/purchases';
import { declareKind } from './content-kind';
import { keepSupplierPurchases, purchasesErased, supplierPurchases } from './purchase-privacy';
import {
  purchaseLabel,
  purchaseState,
  purchaseTarget,
  putPurchaseBack,
  readPurchase,
  writePurchase,
} from './purchases';
import { findPurchase } from '../repositories/purchases';

const nullableId = (value: unknown, current: number | null) =>
  value === null || (Number.isInteger(value) && (value as number) > 0)
    ? (value as number | null)
    : current;
const nullableDay = (value: unknown, current: string | null) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    ? (value as string | null)
    : current;

/** A version's parts as the update takes them: by percent where entered so, else by amount. */
const partsOf = (value: unknown): AllocationInput<CostCategory>[] | undefined =>
  Array.isArray(value)
    ? (value as (AllocationInput<CostCategory> & { amount: number })[]).map((part) => ({
        lineIndex: part.lineIndex,
        projectId: part.projectId,
        vehicleId: part.vehicleId ?? null,
        category: part.category,
        ...(part.percent != null ? { percent: part.percent } : { amount: part.amount }),
      }))
    : undefined;

/**
 * A supplier invoice as a content kind (docs/architecture.md § Content kinds): its corrections'
 * versions (a restore goes through the same checks, so only while `ontvangen` or `geweigerd`),
 * its trash, its activity entries. The export of a relation holds their supplier invoices; the
 * erasure keeps them (the law's records, 10 years) without the link to the register.
 */
export const purchaseKind = declareKind<'purchase', PurchaseTrashItem>({
  kind: 'purchase',
  name: 'Purchase',
  tables: ['purchases', 'purchaseAllocations'],
  version: PurchaseVersionData,
  answer: Purchase,
  state: purchaseState,
  target: async (db, id, data) => {
    const row = await findPurchase(db, id);
    return purchaseTarget(id, row ? purchaseLabel(row) : String(data.number ?? ''));
  },
  async restoreVersion(tx, id, data, current, by) {
    await writePurchase(
      tx,
      id,
      {
        supplierId: nullableId(data.supplierId, current.supplierId as number | null),
        number: field(data, 'number', current.number as string),
        issueDate: nullableDay(data.issueDate, current.issueDate as string | null),
        dueDate: nullableDay(data.dueDate, current.dueDate as string | null),
        orderReference: field(data, 'orderReference', current.orderReference as string),
        paymentReference: field(data, 'paymentReference', current.paymentReference as string),
        note: field(data, 'note', current.note as string),
        reverseCharge: field(data, 'reverseCharge', current.reverseCharge as boolean),
        lines: Array.isArray(data.lines)
          ? (data.lines as PurchaseLine[])
          : (current.lines as PurchaseLine[]),
        allocations: partsOf(data.allocations) ?? partsOf(current.allocations),
      },
      by,
    );
  },
  read: readPurchase,
  putBack: putPurchaseBack,
  customerData: {
    exportAs: 'purchases',
    export: supplierPurchases,
    erase: keepSupplierPurchases,
    erased: purchasesErased,
  },
});
