import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import { logActivities, logActivity } from '../repositories/activity';
import {
  deletePayment,
  insertPayments,
  lockInvoice,
  setPaidAmounts,
  updateInvoice,
} from '../repositories/invoices';
import type { PaymentInput } from '../schemas/invoices';
import { readInvoice } from './invoice-answer';
import { invoiceTarget } from './invoices';
import type { Actor } from './language';
import { euro } from '../invoicing/pdf-text';

/**
 * Payments of an issued invoice (docs/product.md § Facturen), registered by hand: partial or
 * whole, never more than is open. The payment and the invoice's paid amount and status are
 * written in one transaction, the invoice locked meanwhile, so two at once add up.
 */

export async function addInvoicePayment(
  db: Db,
  id: number,
  input: Static<typeof PaymentInput>,
  by: Actor = null,
) {
  await db.transaction(async (tx) => {
    const invoice = await lockedPayableInvoice(tx, id, input.amount, 'amount: ');
    await recordPayment(tx, invoice, { ...input, source: 'hand' }, by);
  });
  return readInvoice(db, id);
}

export type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

/**
 * An issued invoice, locked, that may take a payment of this amount: not a draft, a credit note
 * or credited (409), and not more than is open on it (400, the message after `field`).
 */
export async function lockedPayableInvoice(tx: Db, id: number, amount: number, field = '') {
  const invoice = await lockInvoice(tx, id);
  if (!invoice) throw notFound('Invoice', id);
  if (invoice.status === 'concept')
    throw new ApiError('CONFLICT', 'Een concept wordt niet betaald: reik de factuur eerst uit.');
  if (invoice.kind === 'creditNote')
    throw new ApiError('CONFLICT', 'Een creditnota krijgt geen betalingen.');
  if (invoice.status === 'gecrediteerd')
    throw new ApiError('CONFLICT', `Factuur ${invoice.number} is gecrediteerd.`);
  const open = invoice.payableAmount - invoice.paidAmount;
  if (amount > open)
    throw validation(
      open > 0
        ? `${field}er staat nog ${euro(open)} open op factuur ${invoice.number}, niet ${euro(amount)}.`
        : `${field}factuur ${invoice.number} is volledig betaald.`,
    );
  return invoice;
}

/** A payment to record: of a locked, issued invoice, within what is open on it. */
export interface NewPayment {
  invoice: LockedInvoice;
  amount: number;
  date: string;
  note?: string;
  source: 'hand' | 'bank';
}

/**
 * A payment of a locked, issued invoice, within what is open: its row, the invoice's paid
 * amount and status, and the activity entry. Answers the payment's id.
 */
export async function recordPayment(
  tx: Db,
  invoice: LockedInvoice,
  payment: Omit<NewPayment, 'invoice'>,
  by: Actor,
) {
  const [id] = await recordPayments(tx, [{ ...payment, invoice }], by);
  return id;
}

/**
 * Several payments at once, as recordPayment makes each (a bank file paying hundreds of
 * invoices): their rows, each invoice's paid amount and status after all of its payments, and an
 * activity entry per payment, in a few statements. Answers the payments' ids in order.
 */
export async function recordPayments(tx: Db, payments: NewPayment[], by: Actor) {
  const ids = await insertPayments(
    tx,
    payments.map(({ invoice, amount, date, note, source }) => ({
      invoiceId: invoice.id,
      amount,
      date,
      note: note?.trim() ?? '',
      source,
      createdBy: by,
    })),
  );
  const paid = new Map<number, { invoice: LockedInvoice; paidAmount: number }>();
  for (const { invoice, amount } of payments) {
    const before = paid.get(invoice.id)?.paidAmount ?? invoice.paidAmount;
    paid.set(invoice.id, { invoice, paidAmount: before + amount });
  }
  await setPaidAmounts(
    tx,
    [...paid.values()].map(({ invoice, paidAmount }) => ({
      id: invoice.id,
      paidAmount,
      status: paidAmount >= invoice.payableAmount ? 'betaald' : 'deels betaald',
    })),
  );
  await logActivities(
    tx,
    payments.map(({ invoice }) => ({
      by,
      kind: 'payment',
      target: invoiceTarget(invoice.id, invoice),
    })),
  );
  return ids;
}

/**
 * Takes back a payment of a locked invoice (a bank match undone): its row goes, the paid
 * amount drops and the status is again what it was before any payment when nothing is left.
 */
export async function withdrawPayment(
  tx: Db,
  invoice: LockedInvoice,
  payment: { id: number; amount: number },
  by: Actor,
) {
  await deletePayment(tx, payment.id);
  const paidAmount = invoice.paidAmount - payment.amount;
  const unpaid = invoice.sentAt ? 'verzonden' : 'uitgereikt';
  await updateInvoice(tx, invoice.id, {
    paidAmount,
    // A credit note settled it meanwhile: it stays credited.
    status:
      invoice.status === 'gecrediteerd'
        ? 'gecrediteerd'
        : paidAmount > 0
          ? 'deels betaald'
          : unpaid,
  });
  await logActivity(tx, { by, kind: 'payment', target: invoiceTarget(invoice.id, invoice) });
}
