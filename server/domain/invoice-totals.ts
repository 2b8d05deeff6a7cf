import type { InvoiceLine, VatCategory } from './invoice-document';

/**
 * The amounts of an invoice as EN 16931 computes and checks them (BR-CO-10..17, PEPPOL-R120):
 * each line's net amount rounded to the cent, the VAT per category and rate on the sum of its
 * lines, then the totals from those. Everything in integer cents, so the UBL, the PDF and the
 * database always agree.
 */

export interface VatBreakdown {
  category: VatCategory;
  rate: number;
  /** The sum of the net amounts of the lines in this category and rate (BT-116). */
  taxable: number;
  /** taxable × rate, rounded half away from zero (BT-117). */
  tax: number;
  exemptionReason?: string;
}

export interface InvoiceTotals {
  /** Each line's net amount, in the lines' order (BT-131). */
  lineNets: number[];
  /** The sum of the lines' net amounts (BT-106). */
  lineExtension: number;
  /** Without VAT (BT-109): equal to lineExtension, as no document-level charges are used. */
  taxExclusive: number;
  /** The VAT of all categories (BT-110). */
  tax: number;
  /** With VAT (BT-112). */
  taxInclusive: number;
  /** Paid before: a deposit (BT-113). */
  prepaid: number;
  /** What is still to pay (BT-115). */
  payable: number;
  /** One entry per category and rate, ordered by category then by rate, highest first. */
  vat: VatBreakdown[];
}

/** Rounds half away from zero, the rounding EN 16931 expects of amounts. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * A line's net amount in cents: quantity × unit price less the discount. The quantity is taken
 * in thousandths and the discount in hundredths of a percent, so the product is an exact
 * integer and only the final division rounds.
 */
export function lineNet(line: Pick<InvoiceLine, 'quantity' | 'unitPrice' | 'discountPercent'>) {
  const milli = Math.round(line.quantity * 1000);
  const keptBasisPoints = 10_000 - Math.round(line.discountPercent * 100);
  return roundHalfAway((milli * line.unitPrice * keptBasisPoints) / 10_000_000);
}

const CATEGORY_ORDER: VatCategory[] = ['S', 'Z', 'E', 'AE', 'K'];

export function invoiceTotals(lines: InvoiceLine[], prepaid = 0): InvoiceTotals {
  const lineNets = lines.map(lineNet);
  const groups = new Map<string, VatBreakdown>();
  lines.forEach((line, index) => {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const group = groups.get(key) ?? {
      category: line.vatCategory,
      rate: line.vatRate,
      taxable: 0,
      tax: 0,
      ...(line.exemptionReason ? { exemptionReason: line.exemptionReason } : {}),
    };
    group.taxable += lineNets[index];
    groups.set(key, group);
  });
  const vat = [...groups.values()]
    .map((group) => ({ ...group, tax: roundHalfAway((group.taxable * group.rate) / 100) }))
    .sort(
      (a, b) =>
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || b.rate - a.rate,
    );
  const lineExtension = lineNets.reduce((sum, net) => sum + net, 0);
  const tax = vat.reduce((sum, group) => sum + group.tax, 0);
  const taxInclusive = lineExtension + tax;
  return {
    lineNets,
    lineExtension,
    taxExclusive: lineExtension,
    tax,
    taxInclusive,
    prepaid,
    payable: taxInclusive - prepaid,
    vat,
  };
}

/** Cents as the decimal text UBL and people read: 12345 → '123.45'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
