import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { logActivity } from '../repositories/activity';
import { lockInvoice } from '../repositories/invoices';
import { insertDraft, invoiceTarget } from './invoices';
import type { Actor } from './language';

/**
 * A credit note for an issued invoice (docs/product.md § Facturen): a draft of its own series
 * copying the invoice's lines, customer and project, `creditedInvoiceId` naming the invoice.
 * Staff adjust it (a partial credit: fewer lines or quantities) and issue it; one that, with
 * the earlier ones, credits the whole marks the invoice `gecrediteerd` (invoice-issue.ts).
 */
export async function creditInvoice(db: Db, id: number, by: Actor = null) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw notFound('Invoice', id);
    if (invoice.status === 'concept')
      throw new ApiError(
        'CONFLICT',
        'Een concept wordt niet gecrediteerd: pas het aan of verwijder het.',
      );
    if (invoice.kind === 'creditNote')
      throw new ApiError('CONFLICT', `${invoice.number} is zelf een creditnota.`);
    const lines = (invoice.document?.lines ?? invoice.lines).map((line) => ({ ...line }));
    const creditId = await insertDraft(
      tx,
      {
        kind: 'creditNote',
        customerId: invoice.customerId,
        projectId: invoice.projectId,
        quoteId: invoice.quoteId,
        creditedInvoiceId: id,
        issueDate: null,
        dueDate: null,
        buyerReference: invoice.buyerReference,
        note: `Creditnota voor factuur ${invoice.number} van ${invoice.issueDate}.`,
        lines,
      },
      by,
    );
    await logActivity(tx, { by, kind: 'credit', target: invoiceTarget(id, invoice) });
    return creditId;
  });
}
