import type { InvoiceLine } from './invoice-document';
import { lineNet } from './invoice-totals';

/**
 * The differences between a purchase order's lines and a supplier invoice's (docs/product.md
 * § Aankopen, Bestelbonnen): shown to staff, never written into the supplier's data. Lines pair
 * by their description (case, spacing and punctuation aside); the lines left over pair in their
 * order; what is left after that was not ordered, or not invoiced. A pair differs in `price` when
 * its net unit price (after the line's discount) differs by a cent or more, in `quantity` when
 * its quantities differ.
 */

type Line = Pick<InvoiceLine, 'description' | 'quantity' | 'unitPrice' | 'discountPercent'>;
export type DifferenceKind = 'price' | 'quantity' | 'notOrdered' | 'notInvoiced';

export interface OrderDifference {
  description: string;
  orderLine: number | null;
  invoiceLine: number | null;
  orderedQuantity: number | null;
  invoicedQuantity: number | null;
  orderedUnitPrice: number | null;
  invoicedUnitPrice: number | null;
  orderedNet: number;
  invoicedNet: number;
  kinds: DifferenceKind[];
}

const key = (description: string) =>
  description
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The unit price after the line's discount, in cents (not rounded). */
const netUnitPrice = (line: Line) => line.unitPrice * (1 - line.discountPercent / 100);

function differenceOf(
  ordered: { line: Line; index: number } | undefined,
  invoiced: { line: Line; index: number } | undefined,
): OrderDifference | undefined {
  const kinds: DifferenceKind[] = [];
  if (!ordered) kinds.push('notOrdered');
  else if (!invoiced) kinds.push('notInvoiced');
  else {
    if (Math.abs(netUnitPrice(ordered.line) - netUnitPrice(invoiced.line)) >= 1)
      kinds.push('price');
    if (Math.abs(ordered.line.quantity - invoiced.line.quantity) > 1e-9) kinds.push('quantity');
  }
  if (kinds.length === 0) return undefined;
  return {
    description: (ordered ?? invoiced)!.line.description,
    orderLine: ordered?.index ?? null,
    invoiceLine: invoiced?.index ?? null,
    orderedQuantity: ordered?.line.quantity ?? null,
    invoicedQuantity: invoiced?.line.quantity ?? null,
    orderedUnitPrice: ordered?.line.unitPrice ?? null,
    invoicedUnitPrice: invoiced?.line.unitPrice ?? null,
    orderedNet: ordered ? lineNet(ordered.line) : 0,
    invoicedNet: invoiced ? lineNet(invoiced.line) : 0,
    kinds,
  };
}

/** The lines of an order and an invoice that differ, in the order's line order, then the rest. */
export function orderDifferences(orderLines: Line[], invoiceLines: Line[]): OrderDifference[] {
  const ordered = orderLines.map((line, index) => ({ line, index }));
  const invoiced = invoiceLines.map((line, index) => ({ line, index }));
  const pairs: [(typeof ordered)[number] | undefined, (typeof invoiced)[number] | undefined][] = [];
  const unmatched = new Set(invoiced);
  const leftOrdered: typeof ordered = [];
  for (const order of ordered) {
    const match = [...unmatched].find(
      (one) => key(one.line.description) === key(order.line.description),
    );
    if (match) {
      unmatched.delete(match);
      pairs.push([order, match]);
    } else leftOrdered.push(order);
  }
  const leftInvoiced = [...unmatched];
  for (let i = 0; i < Math.max(leftOrdered.length, leftInvoiced.length); i++)
    pairs.push([leftOrdered[i], leftInvoiced[i]]);
  pairs.sort(
    ([a, b], [c, d]) =>
      (a?.index ?? Number.MAX_SAFE_INTEGER) - (c?.index ?? Number.MAX_SAFE_INTEGER) ||
      (b?.index ?? 0) - (d?.index ?? 0),
  );
  return pairs.flatMap(([order, invoice]) => differenceOf(order, invoice) ?? []);
}
