import type { Db } from '../db/client';
import type { DocumentLine } from '../domain/document-lines';
import { validation } from '../domain/errors';
import { daysBetween } from '../domain/invoice-status';
import { vatGrids, vatReturnDue } from '../domain/vat-grids';
import { issuedDepositsOfQuotes, issuedInvoicesBetween } from '../repositories/invoices';
import { purchasesBetween } from '../repositories/purchases';

/**
 * The VAT overview of a period (docs/product.md § Financiën: the VAT return): the grids of the
 * periodic return from the period's issued invoices and credit notes and its suppliers'
 * invoices (by issue day, Brussels calendar days), each grid with the documents behind it, and
 * the day the return is due.
 */

/** The longest period one overview covers: a year of monthly returns read at once. */
const MAX_PERIOD_DAYS = 366;

/** A period of at most a year, its first day not after its last; else 400 in Dutch. */
export function checkPeriod(from: string, to: string) {
  if (from > to) throw validation('from: het begin van de periode ligt na het einde.');
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS)
    throw validation('to: een periode beslaat hoogstens een jaar.');
}

/** The period's documents: what the overview is computed from, and the export hands over. */
export async function documentsOfPeriod(db: Db, from: string, to: string) {
  checkPeriod(from, to);
  const [sales, purchases] = await Promise.all([
    issuedInvoicesBetween(db, from, to),
    purchasesBetween(db, from, to),
  ]);
  return { sales, purchases };
}

export async function vatOverview(db: Db, from: string, to: string) {
  return overviewOf(from, to, await documentsOfPeriod(db, from, to), db);
}

/** The overview of documents read by documentsOfPeriod. */
export async function overviewOf(
  from: string,
  to: string,
  { sales, purchases }: Awaited<ReturnType<typeof documentsOfPeriod>>,
  db: Db,
) {
  const finals = sales.filter((sale) => !sale.deposit && sale.prepaidAmount > 0 && sale.quoteId);
  const depositsByQuote = new Map<number | null, { id: number; lines: DocumentLine[] }[]>();
  for (const deposit of await issuedDepositsOfQuotes(
    db,
    finals.map((sale) => sale.quoteId!),
  ))
    depositsByQuote.set(deposit.quoteId, [
      ...(depositsByQuote.get(deposit.quoteId) ?? []),
      deposit,
    ]);
  const isFinal = new Set(finals);
  const { grids, sources } = vatGrids(
    sales.map((sale) => ({
      id: sale.id,
      kind: sale.kind,
      lines: sale.lines,
      // The deposits made before this final invoice, which deducts them.
      deposits: isFinal.has(sale)
        ? (depositsByQuote.get(sale.quoteId) ?? [])
            .filter((deposit) => deposit.id < sale.id)
            .flatMap((deposit) => deposit.lines)
        : undefined,
    })),
    purchases,
  );
  const numbers = new Map([
    ...sales.map((sale) => [`sale:${sale.id}`, sale.number ?? ''] as const),
    ...purchases.map((purchase) => [`purchase:${purchase.id}`, purchase.number] as const),
  ]);
  return {
    from,
    to,
    due: vatReturnDue(to),
    grids,
    sources: Object.fromEntries(
      Object.entries(sources).map(([grid, list]) => [
        grid,
        list!.map((source) => ({
          ...source,
          number: numbers.get(`${source.kind}:${source.id}`) ?? '',
        })),
      ]),
    ),
  };
}
