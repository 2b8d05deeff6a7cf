import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import { logActivity } from '../repositories/activity';
import { insertPayment, lockInvoice, updateInvoice } from '../repositories/invoices';
import type { PaymentInput } from '../schemas/invoices';
import { readInvoice } from './invoice-answer';
import { invoiceTarget } from './invoices';
import type { Actor } from './language';
import { centsToDecimal } from '../domain/invoice-totals';

/**
 * Payments of an issued invoice (docs/product.md § Facturen), registered by hand: partial or
 * whole, never more than is open. The payment and the invoice's paid amount and status are
 * written in one transaction, the invoice locked meanwhile, so two at once add up.
 */

const euro = (cents: number) => `€ ${centsToDecimal(cents).replace('.', ',')}`;

export async function addInvoicePayment(
  db: Db,
  id: number,
  input: Static<typeof PaymentInput>,
  by: Actor = null,
) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw notFound('Invoice', id);
    if (invoice.status === 'concept')
      throw new ApiError('CONFLICT', 'Een concept wordt niet betaald: reik de factuur eerst uit.');
    if (invoice.kind === 'creditNote')
      throw new ApiError('CONFLICT', 'Een creditnota krijgt geen betalingen.');
    if (invoice.status === 'gecrediteerd')
      throw new ApiError('CONFLICT', `Factuur ${invoice.number} is gecrediteerd.`);
    const open = invoice.payableAmount - invoice.paidAmount;
    if (input.amount > open)
      throw validation(
        open > 0
          ? `amount: er staat nog ${euro(open)} open op factuur ${invoice.number}, niet ${euro(input.amount)}.`
          : `amount: factuur ${invoice.number} is volledig betaald.`,
      );
    await insertPayment(tx, {
      invoiceId: id,
      amount: input.amount,
      date: input.date,
      note: input.note?.trim() ?? '',
      source: 'hand',
      createdBy: by,
    });
    const paidAmount = invoice.paidAmount + input.amount;
    await updateInvoice(tx, id, {
      paidAmount,
      status: paidAmount >= invoice.payableAmount ? 'betaald' : 'deels betaald',
    });
    await logActivity(tx, { by, kind: 'payment', target: invoiceTarget(id, invoice) });
  });
  return readInvoice(db, id);
}
