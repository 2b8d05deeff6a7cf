import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, projects, quotes } from '../db/schema';
import type { DocumentLine } from '../domain/document-lines';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { STANDARD_VAT_RATES } from '../domain/invoice-document';
import { invoiceTotals } from '../domain/invoice-totals';
import { addDays } from '../domain/invoice-status';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import {
  deleteDraft,
  findInvoice,
  insertInvoice,
  insertInvoiceRow,
  lockInvoice,
  updateInvoice,
  type InvoiceInsert,
  type InvoiceRow,
  type InvoiceTrashItem,
} from '../repositories/invoices';
import type { InvoiceChange, InvoiceInput } from '../schemas/invoices';
import { readInvoice } from './invoice-answer';
import { readCompanySettings } from './company-settings';
import { brusselsToday } from './documents';
import type { Actor } from './language';

/**
 * Invoices' drafts (docs/product.md § Facturen): a draft (`concept`) changes freely, each change
 * a version; issuing (invoice-issue.ts) freezes it for good. Its content kind: invoice-kind.ts.
 */

type Input = Static<typeof InvoiceInput>;
type Change = Static<typeof InvoiceChange>;

export { readInvoice };

/** What the activity log calls an invoice: its number, or what the draft is. */
export const invoiceTarget = (
  id: number,
  row: { number?: string | null; kind?: string | null } = {},
) => ({
  kind: 'invoice' as const,
  id,
  label:
    row.number ?? (row.kind === 'creditNote' ? `Conceptcreditnota ${id}` : `Conceptfactuur ${id}`),
});

/** 409 INVOICE_ISSUED: an issued invoice never changes. */
export const issuedAlready = (number: string | null) =>
  new ApiError(
    'INVOICE_ISSUED',
    `Factuur ${number} is uitgereikt en verandert niet meer; corrigeer ze met een creditnota.`,
  );

/** The draft's fields as a version keeps them. */
const versionOf = (row: InvoiceRow) => ({
  customerId: row.customerId,
  projectId: row.projectId,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  deliveryDate: row.deliveryDate,
  buyerReference: row.buyerReference,
  note: row.note,
  lines: row.lines,
});

/** The invoice's state as a version keeps it; undefined when it does not exist. */
export async function invoiceState(db: Db, id: number) {
  const found = await findInvoice(db, id);
  return found && { data: versionOf(found), imageKeys: [] };
}

const decimals = (value: number, places: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** A line as stored, or 400 naming what is wrong with it (1-based, as people count). */
export function checkedLine(line: DocumentLine, index: number): DocumentLine {
  const where = `lines[${index}]`;
  if (!decimals(line.quantity, 3))
    throw validation(`${where}.quantity: hoogstens drie cijfers na de komma`);
  if (!decimals(line.discountPercent, 2))
    throw validation(`${where}.discountPercent: hoogstens twee cijfers na de komma`);
  if (line.vatCategory === 'S' && !(STANDARD_VAT_RATES as readonly number[]).includes(line.vatRate))
    throw validation(`${where}.vatRate: categorie S heeft 21, 12 of 6 %`);
  if (line.vatCategory !== 'S' && line.vatRate !== 0)
    throw validation(`${where}.vatRate: categorie ${line.vatCategory} heeft 0 %`);
  const description = line.description.trim();
  if (!description) throw validation(`${where}.description: vul een omschrijving in`);
  const reason = line.exemptionReason?.trim();
  return {
    description,
    quantity: line.quantity,
    unitCode: line.unitCode,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    vatCategory: line.vatCategory,
    vatRate: line.vatRate,
    ...(reason ? { exemptionReason: reason } : {}),
    ...(line.serviceId ? { serviceId: line.serviceId } : {}),
    ...(line.projectId ? { projectId: line.projectId } : {}),
  };
}

/** The amounts a draft keeps with its lines (the list shows them without reading the lines). */
export function amountsOf(lines: DocumentLine[], prepaid: number) {
  const totals = invoiceTotals(lines, prepaid);
  return {
    netAmount: totals.taxExclusive,
    vatAmount: totals.tax,
    grossAmount: totals.taxInclusive,
    payableAmount: totals.payable,
  };
}

async function checkReferences(db: Db, customerId: number | null, projectId: number | null) {
  if (customerId !== null) {
    const [found] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!found) throw unknownReference('customerId: customer', customerId);
  }
  if (projectId !== null) {
    const [found] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!found) throw unknownReference('projectId: project', projectId);
  }
}

/**
 * Makes a draft in the caller's transaction, with its version and activity entry: the API's
 * drafts, a credit note's (invoice-credit.ts) and a quote's invoice. Answers its id.
 */
export async function insertDraft(
  tx: Db,
  values: Omit<InvoiceInsert, 'status' | 'number'> & { lines: DocumentLine[] },
  by: Actor,
) {
  const lines = values.lines.map(checkedLine);
  await checkReferences(tx, values.customerId ?? null, values.projectId ?? null);
  const id = await insertInvoice(tx, {
    ...values,
    lines,
    ...amountsOf(lines, values.prepaidAmount ?? 0),
  });
  await recordCapturedVersion(tx, 'invoice', id, by, (await invoiceState(tx, id))!);
  await logActivity(tx, { by, kind: 'create', target: invoiceTarget(id, values) });
  return id;
}

export async function createInvoice(db: Db, input: Input, by: Actor = null) {
  const settings = await readCompanySettings(db);
  const issueDate = input.issueDate ?? null;
  return db.transaction((tx) =>
    insertDraft(
      tx,
      {
        customerId: input.customerId,
        projectId: input.projectId ?? null,
        issueDate,
        // The company's payment term, unless the draft says otherwise (null: none yet).
        dueDate:
          input.dueDate === undefined
            ? addDays(issueDate ?? brusselsToday(), settings.paymentTermDays)
            : input.dueDate,
        deliveryDate: input.deliveryDate ?? null,
        buyerReference: input.buyerReference?.trim() ?? '',
        note: input.note ?? '',
        lines: input.lines,
      },
      by,
    ),
  );
}

/**
 * Changes a draft in the caller's transaction, as a new version; answers its row. An edit and a
 * restored version both go through it (each writes its own activity entry). A field left out
 * keeps its value; an issued invoice is 409 INVOICE_ISSUED.
 */
export async function writeInvoice(tx: Db, id: number, input: Change, by: Actor) {
  const current = await lockInvoice(tx, id);
  if (!current) throw notFound('Invoice', id);
  if (current.status !== 'concept') throw issuedAlready(current.number);
  const lines = input.lines === undefined ? current.lines : input.lines.map(checkedLine);
  const values = {
    customerId: input.customerId ?? current.customerId,
    projectId: input.projectId === undefined ? current.projectId : input.projectId,
    issueDate: input.issueDate === undefined ? current.issueDate : input.issueDate,
    dueDate: input.dueDate === undefined ? current.dueDate : input.dueDate,
    deliveryDate: input.deliveryDate === undefined ? current.deliveryDate : input.deliveryDate,
    buyerReference: input.buyerReference?.trim() ?? current.buyerReference,
    note: input.note ?? current.note,
    lines,
    ...amountsOf(lines, current.prepaidAmount),
  };
  await checkReferences(
    tx,
    input.customerId === undefined ? null : values.customerId,
    input.projectId === undefined ? null : values.projectId,
  );
  await updateInvoice(tx, id, values);
  await recordCapturedVersion(tx, 'invoice', id, by, (await invoiceState(tx, id))!);
  return current;
}

export async function changeInvoice(db: Db, id: number, input: Change, by: Actor = null) {
  await db.transaction(async (tx) => {
    const row = await writeInvoice(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: invoiceTarget(id, row) });
  });
  return readInvoice(db, id);
}

/** Removes a draft: to the trash for 30 days. An issued invoice stays (the law). */
export async function removeInvoice(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    if (!current) throw notFound('Invoice', id);
    if (current.status !== 'concept') throw issuedAlready(current.number);
    const removed = (await deleteDraft(tx, id))!;
    const target = invoiceTarget(id, removed);
    await putInTrash<InvoiceTrashItem>(tx, { kind: 'invoice', invoice: removed }, target, by);
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts a draft from the trash back with its id, without what has gone since. */
export async function putInvoiceBack(tx: Db, item: InvoiceTrashItem) {
  const row = item.invoice;
  const [customer] = row.customerId
    ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, row.customerId))
    : [];
  const [project] = row.projectId
    ? await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, row.projectId))
    : [];
  const [quote] = row.quoteId
    ? await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, row.quoteId))
    : [];
  await insertInvoiceRow(tx, {
    ...row,
    customerId: customer ? row.customerId : null,
    projectId: project ? row.projectId : null,
    quoteId: quote ? row.quoteId : null,
    createdAt: row.createdAt,
    updatedAt: new Date(row.updatedAt),
  });
}
