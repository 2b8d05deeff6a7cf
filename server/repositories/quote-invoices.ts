import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';

/**
 * The invoices made of a quote (docs/product.md § Offertes, 'Naar factuur'): the drafts a
 * quote becomes, inserted here with the columns a draft has, and what was invoiced of it
 * before. Issuing, sending and paying them is the invoices' own business.
 */

export type QuoteInvoiceDraft = Pick<
  typeof invoices.$inferInsert,
  | 'customerId'
  | 'projectId'
  | 'quoteId'
  | 'dueDate'
  | 'deposit'
  | 'note'
  | 'lines'
  | 'netAmount'
  | 'vatAmount'
  | 'grossAmount'
  | 'prepaidAmount'
  | 'payableAmount'
>;

export async function insertInvoiceDraft(db: Db, draft: QuoteInvoiceDraft) {
  const [row] = await db
    .insert(invoices)
    .values({ ...draft, kind: 'invoice', status: 'concept' })
    .returning({ id: invoices.id });
  return row.id;
}

/** The invoices (not credit notes) made of this quote, credited ones left out. */
export async function invoicesOfQuote(db: Db, quoteId: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      deposit: invoices.deposit,
      grossAmount: invoices.grossAmount,
      netAmount: invoices.netAmount,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.quoteId, quoteId),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'gecrediteerd'),
      ),
    )
    .orderBy(invoices.id);
}
