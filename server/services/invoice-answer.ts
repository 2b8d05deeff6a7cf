import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { notFound } from '../domain/errors';
import { invoiceTotals } from '../domain/invoice-totals';
import { shownStatus } from '../domain/invoice-status';
import {
  findInvoice,
  numberOf,
  paymentsOf,
  remindersOf,
  type InvoiceWithCustomer,
} from '../repositories/invoices';
import type { Invoice, InvoiceListItem } from '../schemas/invoices';
import { brusselsToday } from './documents';

/** An invoice's answers (server/schemas/invoices.ts), from its row. */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A row of the list. */
export function invoiceListItem(
  row: InvoiceWithCustomer,
  today = brusselsToday(),
): Static<typeof InvoiceListItem> {
  const draft = row.status === 'concept';
  return {
    id: row.id,
    kind: row.kind,
    status: shownStatus(row, today),
    number: row.number,
    customer: row.customerId === null ? null : { id: row.customerId, name: row.customerName ?? '' },
    projectId: row.projectId,
    quoteId: row.quoteId,
    deposit: row.deposit,
    creditedInvoiceId: row.creditedInvoiceId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    netAmount: row.netAmount,
    vatAmount: row.vatAmount,
    grossAmount: row.grossAmount,
    prepaidAmount: row.prepaidAmount,
    payableAmount: row.payableAmount,
    paidAmount: row.paidAmount,
    // What the customer still owes: nothing on a draft, a credit note or a credited invoice.
    openAmount:
      draft || row.kind === 'creditNote' || row.status === 'gecrediteerd'
        ? 0
        : row.payableAmount - row.paidAmount,
    sentVia: row.sentVia,
    deliveryState: row.deliveryState,
  };
}

export async function readInvoice(db: Db, id: number): Promise<Static<typeof Invoice>> {
  const row = await findInvoice(db, id);
  if (!row) throw notFound('Invoice', id);
  const [payments, reminders, credited] = await Promise.all([
    paymentsOf(db, id),
    remindersOf(db, id),
    row.creditedInvoiceId === null ? undefined : numberOf(db, row.creditedInvoiceId),
  ]);
  const lines = row.document?.lines ?? row.lines;
  return {
    ...invoiceListItem(row),
    creditedInvoiceNumber: credited?.number ?? null,
    deliveryDate: row.deliveryDate,
    buyerReference: row.buyerReference,
    note: row.note,
    lines: row.lines,
    renovationStatement: row.renovationStatement,
    structuredCommunication: row.structuredCommunication,
    vat: invoiceTotals(lines, row.prepaidAmount).vat,
    deliveryDetail: row.deliveryDetail,
    sentAt: iso(row.sentAt),
    issuedAt: iso(row.issuedAt),
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      date: payment.date,
      note: payment.note,
      source: payment.source,
      createdAt: new Date(payment.createdAt).toISOString(),
    })),
    reminders: reminders.map((reminder) => ({
      level: reminder.level,
      sentAt: new Date(reminder.sentAt).toISOString(),
    })),
    ublDocumentId: row.ublDocumentId,
    pdfDocumentId: row.pdfDocumentId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
