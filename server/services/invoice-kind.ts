import type { Static } from '@sinclair/typebox';
import type { DocumentLine } from '../domain/document-lines';
import { field } from '../domain/version-values';
import { numberOf, type InvoiceTrashItem } from '../repositories/invoices';
import { Invoice, InvoiceVersionData, type InvoiceChange } from '../schemas/invoices';
import { declareKind } from './content-kind';
import { customerInvoices, eraseCustomerInvoices, invoicesErased } from './invoice-privacy';
import { invoiceState, invoiceTarget, putInvoiceBack, readInvoice, writeInvoice } from './invoices';

const nullableId = (value: unknown, current: number | null) =>
  value === null || (Number.isInteger(value) && (value as number) > 0)
    ? (value as number | null)
    : current;
const nullableDay = (value: unknown, current: string | null) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    ? (value as string | null)
    : current;

/**
 * An invoice as a content kind (docs/architecture.md § Content kinds): a draft's versions and
 * its trash; an issued invoice has no new versions (it never changes) and never reaches the
 * trash. The customer's export holds their invoices; the erasure removes their drafts and keeps
 * the issued ones, as the law asks (10 years).
 */
export const invoiceKind = declareKind<'invoice', InvoiceTrashItem>({
  kind: 'invoice',
  name: 'Invoice',
  tables: ['invoices', 'invoicePayments', 'invoiceReminders'],
  version: InvoiceVersionData,
  answer: Invoice,
  state: invoiceState,
  target: async (db, id) => invoiceTarget(id, (await numberOf(db, id)) ?? {}),
  async restoreVersion(tx, id, data, current, by) {
    const change: Static<typeof InvoiceChange> = {
      projectId: nullableId(data.projectId, current.projectId as number | null),
      issueDate: nullableDay(data.issueDate, current.issueDate as string | null),
      dueDate: nullableDay(data.dueDate, current.dueDate as string | null),
      deliveryDate: nullableDay(data.deliveryDate, current.deliveryDate as string | null),
      buyerReference: field(data, 'buyerReference', current.buyerReference as string),
      note: field(data, 'note', current.note as string),
      lines: Array.isArray(data.lines)
        ? (data.lines as DocumentLine[])
        : (current.lines as DocumentLine[]),
    };
    const customerId = nullableId(data.customerId, current.customerId as number | null);
    if (customerId !== null) change.customerId = customerId;
    await writeInvoice(tx, id, change, by);
  },
  read: readInvoice,
  async putBack(tx, item) {
    await putInvoiceBack(tx, item);
    return undefined;
  },
  customerData: {
    exportAs: 'invoices',
    export: customerInvoices,
    erase: eraseCustomerInvoices,
    erased: invoicesErased,
  },
});
