import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import {
  customers,
  documents,
  projects,
  purchaseOrders,
  vehicles,
  type CostCategory,
  type PurchaseLine,
} from '../db/schema';
import { ApiError, notFound, unknownReference } from '../domain/errors';
import { normaliseIban } from '../domain/iban';
import { invoiceTotals } from '../domain/invoice-totals';
import { allocateLines, paymentParts, type AllocationInput } from '../domain/purchase-allocations';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import {
  allocationsOf,
  deletePurchase,
  findPurchase,
  findSameNumber,
  insertPurchase,
  insertPurchaseRow,
  missingIds,
  replaceAllocations,
  updatePurchase,
  type AllocationRow,
  type NewPurchase,
  type PurchaseTrashItem,
  type PurchaseWithSupplier,
} from '../repositories/purchases';
import { putInTrash } from '../repositories/trash';
import type { Purchase, PurchaseChange } from '../schemas/purchases';
import type { Actor } from './language';

/**
 * Supplier invoices after their intake (docs/product.md § Aankopen): the answer, corrections of
 * fields, lines and cost allocations, removal and the trash; approval and the steps after it:
 * purchase-steps.ts; the list: purchase-list.ts; the kind: purchase-kind.ts.
 */

export type { PurchaseLine };

type Change = Static<typeof PurchaseChange>;
type PurchaseAnswer = Static<typeof Purchase>;

/** What the activity log calls a supplier invoice: its supplier's name and number. */
export const purchaseTarget = (id: number, label: string) => ({
  kind: 'purchase' as const,
  id,
  label: label || `Aankoopfactuur ${id}`,
});

export const purchaseLabel = (row: Pick<PurchaseWithSupplier, 'number' | 'supplierName'>) =>
  [row.supplierName, row.number].filter(Boolean).join(' ');

/** A credit note's costs are stored negative. */
export const signOf = (kind: 'invoice' | 'creditNote') => (kind === 'creditNote' ? -1 : 1);

/**
 * The inhoudingsplicht applies to a subcontractor's invoice: reverse charge (AE) or a supplier
 * marked subcontractor.
 */
export const withholdingRequired = (row: PurchaseWithSupplier) =>
  row.reverseCharge || row.supplierSubcontractor === true;

const timestamp = (value: Date | null) => (value ? value.toISOString() : null);

/** The answer of one purchase, from its row and parts. */
export function purchaseAnswer(row: PurchaseWithSupplier, parts: AllocationRow[]): PurchaseAnswer {
  const sign = signOf(row.kind);
  const { socialAmount, taxAmount, supplierAmount } = paymentParts(row);
  return {
    ...listFields(row, [...new Set(parts.flatMap((p) => (p.projectId ? [p.projectId] : [])))]),
    currency: row.currency,
    orderReference: row.orderReference,
    purchaseOrderId: row.purchaseOrderId,
    paymentReference: row.paymentReference,
    supplierIban: row.supplierIban,
    note: row.note,
    lines: row.lines,
    allocations: parts.map((part) => ({
      lineIndex: part.lineIndex,
      projectId: part.projectId,
      vehicleId: part.vehicleId,
      category: part.category,
      percent: part.percent,
      amount: sign * (part.amount ?? 0),
    })),
    originalDocumentId: row.originalDocumentId,
    pdfDocumentId: row.pdfDocumentId,
    approvedBy: row.approvedBy,
    approvedAt: timestamp(row.approvedAt),
    rejectedBy: row.rejectedBy,
    rejectedAt: timestamp(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    withholding: {
      required: withholdingRequired(row),
      checkedOn: row.withholdingCheckedOn,
      socialDebt: row.withholdingSocialDebt,
      taxDebt: row.withholdingTaxDebt,
      documentId: row.withholdingDocumentId,
      socialAmount,
      taxAmount,
      supplierAmount,
    },
    paidAt: timestamp(row.paidAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields the list shows. */
export const listFields = (row: PurchaseWithSupplier, projectIds: number[]) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  source: row.source,
  supplier:
    row.supplierId === null
      ? null
      : {
          id: row.supplierId,
          name: row.supplierName ?? '',
          vatNumber: row.supplierVatNumber ?? '',
          iban: row.supplierAccount ?? '',
          subcontractor: row.supplierSubcontractor ?? false,
        },
  number: row.number,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  netAmount: row.netAmount,
  vatAmount: row.vatAmount,
  grossAmount: row.grossAmount,
  reverseCharge: row.reverseCharge,
  projectIds,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function readPurchase(db: Db, id: number) {
  const row = await findPurchase(db, id);
  if (!row) throw notFound('Purchase', id);
  return purchaseAnswer(row, await allocationsOf(db, id));
}

/** The purchase's state as a version keeps it; undefined when it does not exist. */
export async function purchaseState(db: Db, id: number) {
  const row = await findPurchase(db, id);
  if (!row) return undefined;
  const answer = purchaseAnswer(row, await allocationsOf(db, id));
  return {
    data: {
      kind: row.kind,
      status: row.status,
      supplierId: row.supplierId,
      number: row.number,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      orderReference: row.orderReference,
      paymentReference: row.paymentReference,
      supplierIban: row.supplierIban,
      note: row.note,
      reverseCharge: row.reverseCharge,
      lines: row.lines,
      allocations: answer.allocations,
    },
    imageKeys: [],
  };
}

/** The purchase, locked until the transaction ends, or 404. */
export async function lockedPurchase(tx: Db, id: number) {
  const row = await findPurchase(tx, id, true);
  if (!row) throw notFound('Purchase', id);
  return row;
}

/** A step this status does not allow: 409 PURCHASE_STATUS. */
export const statusRefusal = (message: string) => new ApiError('PURCHASE_STATUS', message);

/** Only a received or refused invoice is corrected; an approved one is what was approved. */
const CHANGEABLE = ['ontvangen', 'geweigerd'];

/** The stored parts as inputs: kept as entered (percentages of the new lines). */
const storedParts = (
  parts: AllocationRow[],
  sign: 1 | -1,
  lineCount: number,
  linesChanged: boolean,
): AllocationInput<CostCategory>[] =>
  parts
    .filter((part) => part.lineIndex < lineCount)
    .map((part) => ({
      lineIndex: part.lineIndex,
      projectId: part.projectId,
      vehicleId: part.vehicleId,
      category: part.category,
      // A line's only part stays the whole line, whatever its new amount.
      ...(linesChanged && parts.filter((other) => other.lineIndex === part.lineIndex).length === 1
        ? { percent: 100 }
        : part.percent != null
          ? { percent: part.percent }
          : { amount: sign * (part.amount ?? 0) }),
    }));

/**
 * Changes a purchase in the caller's transaction, as a new version: the fields given, the lines
 * with their amounts, the parts checked against the lines. Nothing is written before every
 * check passed. A refused purchase is `ontvangen` again once corrected.
 */
export async function writePurchase(tx: Db, id: number, change: Change, by: Actor) {
  const current = await lockedPurchase(tx, id);
  if (!CHANGEABLE.includes(current.status))
    throw statusRefusal(
      `Aankoopfactuur ${current.number || id} is ${current.status} en verandert niet meer; weiger ze eerst om ze te verbeteren.`,
    );
  const kind = change.kind ?? current.kind;
  const supplierId = change.supplierId === undefined ? current.supplierId : change.supplierId;
  const number = change.number === undefined ? current.number : change.number.trim();
  const lines = (change.lines ?? current.lines) as PurchaseLine[];
  const sign = signOf(kind);
  const parts =
    change.allocations ??
    storedParts(await allocationsOf(tx, id), signOf(current.kind), lines.length, !!change.lines);
  const allocations = allocateLines(lines, parts, sign);

  if (supplierId !== null && (await missingIds(tx, customers, [supplierId])).length)
    throw unknownReference('Supplier', supplierId);
  const projectIds = allocations.flatMap((part) => (part.projectId ? [part.projectId] : []));
  const missingProjects = await missingIds(tx, projects, projectIds);
  if (missingProjects.length) throw unknownReference('Project', missingProjects);
  const vehicleIds = allocations.flatMap((part) => (part.vehicleId ? [part.vehicleId] : []));
  const missingVehicles = await missingIds(tx, vehicles, vehicleIds);
  if (missingVehicles.length) throw unknownReference('Vehicle', missingVehicles);
  const first = await findSameNumber(tx, { id, supplierId, kind, number });
  if (first !== undefined)
    throw new ApiError(
      'DUPLICATE',
      `Deze leverancier heeft al een ${kind === 'creditNote' ? 'creditnota' : 'factuur'} met nummer ${number} (aankoopfactuur ${first}).`,
      {},
      { duplicateOf: first },
    );

  const totals = change.lines ? invoiceTotals(change.lines) : undefined;
  const issueDate = change.issueDate === undefined ? current.issueDate : change.issueDate;
  await updatePurchase(tx, id, {
    kind,
    supplierId,
    number,
    issueDate,
    dueDate: change.dueDate === undefined ? current.dueDate : change.dueDate,
    orderReference: change.orderReference?.trim() ?? current.orderReference,
    paymentReference: change.paymentReference?.trim() ?? current.paymentReference,
    supplierIban:
      change.supplierIban === undefined ? current.supplierIban : normaliseIban(change.supplierIban),
    note: change.note ?? current.note,
    reverseCharge: change.reverseCharge ?? current.reverseCharge,
    lines,
    ...(totals && {
      netAmount: totals.taxExclusive,
      vatAmount: totals.tax,
      grossAmount: totals.taxInclusive,
    }),
    ...(current.status === 'geweigerd' && { status: 'ontvangen' as const }),
  });
  await replaceAllocations(
    tx,
    id,
    allocations.map((part) => ({ ...part, costDate: issueDate })),
  );
  await recordCapturedVersion(tx, 'purchase', id, by, (await purchaseState(tx, id))!);
  return (await findPurchase(tx, id))!;
}

export async function changePurchase(db: Db, id: number, change: Change, by: Actor = null) {
  await db.transaction(async (tx) => {
    const row = await writePurchase(tx, id, change, by);
    await logActivity(tx, { by, kind: 'update', target: purchaseTarget(id, purchaseLabel(row)) });
  });
  return readPurchase(db, id);
}

/**
 * Removes a supplier invoice that is not approved: to the trash for 30 days (its original stays
 * in Bestanden). An approved, payable or paid one is part of the books: 409.
 */
export async function removePurchase(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockedPurchase(tx, id);
    if (!CHANGEABLE.includes(current.status))
      throw statusRefusal(
        `Aankoopfactuur ${current.number || id} is ${current.status}: ze blijft bewaard.`,
      );
    const allocations = await allocationsOf(tx, id);
    const removed = await deletePurchase(tx, id);
    const target = purchaseTarget(id, purchaseLabel(current));
    await putInTrash<PurchaseTrashItem>(
      tx,
      { kind: 'purchase', purchase: removed, allocations },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/**
 * Puts a purchase from the trash back with its id; 'duplicate' when another of the supplier now
 * has its number. Links to what no longer exists are dropped (a project, a document).
 */
export async function putPurchaseBack(tx: Db, item: PurchaseTrashItem) {
  // The trash keeps the row as JSON: its times come back as text.
  const time = (value: Date | string | null) => (value === null ? null : new Date(value));
  const stored = item.purchase;
  const row = {
    ...stored,
    approvedAt: time(stored.approvedAt),
    rejectedAt: time(stored.rejectedAt),
    paidAt: time(stored.paidAt),
    updatedAt: new Date(stored.updatedAt),
  };
  if (await findSameNumber(tx, row)) return 'duplicate' as const;
  if (row.supplierId !== null && (await missingIds(tx, customers, [row.supplierId])).length)
    row.supplierId = null;
  if (
    row.purchaseOrderId !== null &&
    (await missingIds(tx, purchaseOrders, [row.purchaseOrderId])).length
  )
    row.purchaseOrderId = null;
  for (const key of ['originalDocumentId', 'pdfDocumentId', 'withholdingDocumentId'] as const) {
    const documentId = row[key];
    if (documentId !== null && (await missingIds(tx, documents, [documentId])).length)
      row[key] = null;
  }
  const parts = item.allocations ?? [];
  const gone = new Set(
    await missingIds(
      tx,
      projects,
      parts.flatMap((part) => (part.projectId ? [part.projectId] : [])),
    ),
  );
  // An item put in the trash before parts had vehicles has none.
  const goneVehicles = new Set(
    await missingIds(
      tx,
      vehicles,
      parts.flatMap((part) => (part.vehicleId ? [part.vehicleId] : [])),
    ),
  );
  await insertPurchaseRow(
    tx,
    row,
    parts.map((part) => ({
      ...part,
      projectId: part.projectId !== null && gone.has(part.projectId) ? null : part.projectId,
      vehicleId:
        part.vehicleId != null && !goneVehicles.has(part.vehicleId) ? part.vehicleId : null,
    })),
  );
  return undefined;
}

/**
 * Adds a supplier invoice as received (`ontvangen` unless `values` say otherwise) with its
 * lines' parts, checked; its first version and activity entry. The demo's, a test's, or an
 * intake's that has its fields ready; answers the id.
 */
export async function addPurchase(
  tx: Db,
  values: Omit<NewPurchase, 'lines'> & { lines: PurchaseLine[] },
  parts: AllocationInput<CostCategory>[],
  by: Actor = null,
) {
  const totals = invoiceTotals(values.lines);
  const allocations = allocateLines(values.lines, parts, signOf(values.kind ?? 'invoice'));
  const id = await insertPurchase(tx, {
    netAmount: totals.taxExclusive,
    vatAmount: totals.tax,
    grossAmount: totals.taxInclusive,
    ...values,
  });
  await replaceAllocations(
    tx,
    id,
    allocations.map((part) => ({ ...part, costDate: values.issueDate ?? null })),
  );
  await recordCapturedVersion(tx, 'purchase', id, by, (await purchaseState(tx, id))!);
  const row = (await findPurchase(tx, id))!;
  await logActivity(tx, { by, kind: 'create', target: purchaseTarget(id, purchaseLabel(row)) });
  return id;
}
