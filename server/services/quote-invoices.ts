import type { Db } from '../db/client';
import type { DocumentLine } from '../domain/document-lines';
import { ApiError, notFound, validation } from '../domain/errors';
import { addDays } from '../domain/invoice-status';
import { invoiceTotals } from '../domain/invoice-totals';
import { logActivity } from '../repositories/activity';
import { insertInvoiceDraft, invoicesOfQuote } from '../repositories/quote-invoices';
import { lockQuote, type QuoteRow } from '../repositories/quotes';
import { readCompanySettings } from './company-settings';
import { brusselsToday } from './documents';
import { quoteLabel } from './quotes';

/**
 * An accepted quote becomes an invoice draft in one step (docs/product.md § Offertes, 'Naar
 * factuur'):
 * - `full`: the quote's lines. Deposits made of it before and issued are deducted as the final
 *   invoice's PrepaidAmount (their gross); a deposit still a draft is not.
 * - `deposit`: a percent of the quote, or an amount without VAT, as one line per VAT category
 *   and rate of the quote ("Voorschot offerte OF-…"), each that share of the category's
 *   taxable amount, so the VAT splits as the quote's does. The deposits together never pass the
 *   quote's total.
 * The draft is due after the company's payment term, as a new invoice draft is (an amount to
 * pay needs a due date to be issued). The invoice's own rules (issuing, numbering) are the
 * invoices'.
 */

export interface ToInvoiceInput {
  kind: 'full' | 'deposit';
  percent?: number;
  amount?: number;
}

const depositLines = (row: QuoteRow, label: string, net: number): DocumentLine[] => {
  const groups = invoiceTotals(row.lines).vat.filter((group) => group.taxable > 0);
  const taxable = groups.reduce((sum, group) => sum + group.taxable, 0);
  let left = net;
  return groups.map((group, index) => {
    // The last group takes what rounding left over, so the lines add up to `net` exactly.
    const share = index === groups.length - 1 ? left : Math.round((net * group.taxable) / taxable);
    left -= share;
    return {
      description: label,
      quantity: 1,
      unitCode: 'C62',
      unitPrice: share,
      discountPercent: 0,
      vatCategory: group.category,
      vatRate: group.rate,
      ...(group.exemptionReason ? { exemptionReason: group.exemptionReason } : {}),
    };
  });
};

export async function quoteToInvoice(db: Db, id: number, input: ToInvoiceInput, by: number | null) {
  const settings = await readCompanySettings(db);
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    if (!row) throw notFound('Quote', id);
    if (row.status !== 'aanvaard')
      throw new ApiError('CONFLICT', 'Alleen een aanvaarde offerte wordt een factuur.');
    const made = await invoicesOfQuote(tx, id);
    if (made.some((invoice) => !invoice.deposit))
      throw new ApiError('CONFLICT', 'Van deze offerte bestaat al een eindfactuur.');
    const number = `${row.number ?? ''}${row.version > 1 ? ` v${row.version}` : ''}`;
    const common = {
      customerId: row.customerId,
      projectId: row.projectId,
      quoteId: id,
      note: `Volgens offerte ${number}`,
      dueDate: addDays(brusselsToday(), settings.paymentTermDays),
    };

    let invoiceId: number;
    if (input.kind === 'full') {
      const prepaid = made
        .filter((invoice) => invoice.deposit && invoice.status !== 'concept')
        .reduce((sum, invoice) => sum + invoice.grossAmount, 0);
      const totals = invoiceTotals(row.lines, prepaid);
      invoiceId = await insertInvoiceDraft(tx, {
        ...common,
        deposit: false,
        lines: row.lines,
        netAmount: totals.taxExclusive,
        vatAmount: totals.tax,
        grossAmount: totals.taxInclusive,
        prepaidAmount: prepaid,
        payableAmount: totals.payable,
      });
    } else {
      if ((input.percent === undefined) === (input.amount === undefined))
        throw validation('Geef een percentage of een bedrag voor het voorschot, niet beide.');
      const net = input.amount ?? Math.round((row.netAmount * (input.percent as number)) / 100);
      const depositsBefore = made.reduce((sum, invoice) => sum + invoice.netAmount, 0);
      if (net < 1 || depositsBefore + net > row.netAmount)
        throw validation(
          'Het voorschot ligt tussen 0 en wat van de offerte nog niet als voorschot gevraagd is.',
        );
      const label = `Voorschot offerte ${number}${input.percent ? ` (${input.percent} %)` : ''}`;
      const lines = depositLines(row, label, net);
      const totals = invoiceTotals(lines);
      invoiceId = await insertInvoiceDraft(tx, {
        ...common,
        deposit: true,
        lines,
        netAmount: totals.taxExclusive,
        vatAmount: totals.tax,
        grossAmount: totals.taxInclusive,
        prepaidAmount: 0,
        payableAmount: totals.payable,
      });
    }
    await logActivity(tx, {
      by,
      kind: 'create',
      target: {
        kind: 'invoice',
        id: invoiceId,
        label: `${input.kind === 'deposit' ? 'Voorschotfactuur' : 'Factuur'} van ${quoteLabel(row)}`,
      },
    });
    return invoiceId;
  });
}
