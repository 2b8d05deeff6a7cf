import { field } from '../domain/version-values';
import { removeVersionsOf } from '../repositories/history';
import {
  deleteQuotes,
  quotesOfCustomers,
  removeTrashedQuotesOf,
  type QuoteTrashItem,
} from '../repositories/quotes';
import { Quote, QuoteVersionData } from '../schemas/quotes';
import { declareKind } from './content-kind';
import { putQuoteBack, quoteState, quoteTarget, readQuote, writeQuote } from './quotes';

type QuoteLines = Parameters<typeof writeQuote>[2]['lines'];

const nullableId = (value: unknown, current: unknown) =>
  value === null || (Number.isSafeInteger(value) && (value as number) > 0)
    ? (value as number | null)
    : (current as number | null);

/**
 * A quote as a content kind (docs/architecture.md § Content kinds). Only a draft's versions
 * are restored (a sent quote is frozen: 409) and only drafts go to the trash. The customer's
 * erasure removes their quotes with their history: the law keeps invoices, not quotes (an
 * invoice made of one keeps its own lines; its `quote_id` becomes null).
 */
export const quoteKind = declareKind<'quote', QuoteTrashItem>({
  kind: 'quote',
  name: 'Quote',
  tables: ['quotes'],
  version: QuoteVersionData,
  answer: Quote,
  state: quoteState,
  target: (_db, id, data) => quoteTarget(id, `Offerte ${String(data.title ?? '')}`),
  async restoreVersion(tx, id, data, current, by) {
    await writeQuote(
      tx,
      id,
      {
        title: field(data, 'title', current.title as string),
        note: field(data, 'note', current.note as string),
        customerId: nullableId(data.customerId, current.customerId),
        projectId: nullableId(data.projectId, current.projectId),
        ...(typeof data.issueDate === 'string' && { issueDate: data.issueDate }),
        ...(typeof data.validUntil === 'string' && { validUntil: data.validUntil }),
        lines: (Array.isArray(data.lines) ? data.lines : current.lines) as QuoteLines,
      },
      by,
    );
  },
  read: readQuote,
  async putBack(tx, item) {
    await putQuoteBack(tx, item);
    return undefined;
  },
  customerData: {
    exportAs: 'quotes',
    export: async (db, { customerIds }) => {
      const rows = await quotesOfCustomers(db, customerIds);
      return Promise.all(rows.map((row) => readQuote(db, row.id)));
    },
    async erase(tx, { customerIds }) {
      const ids = [
        ...(await deleteQuotes(
          tx,
          (await quotesOfCustomers(tx, customerIds)).map((row) => row.id),
        )),
        ...(await removeTrashedQuotesOf(tx, customerIds)),
      ];
      await removeVersionsOf(
        tx,
        ids.map((id) => ({ kind: 'quote' as const, id })),
      );
      return { quotes: ids.length };
    },
    erased: ({ quotes }) => (quotes ? `${quotes} offerte(s)` : ''),
  },
});
