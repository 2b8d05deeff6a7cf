import type { LabelKey } from '../../i18n';

/**
 * A quote's or invoice's lines as Facturen's and Offertes' screens show and type them
 * (docs/product.md § Facturen). Amounts travel in integer cents; people read and type euros.
 */

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** Cents as a Belgian reader writes euros: 123456 → '€ 1.234,56'. */
export const formatEuro = (cents: number) => euro.format(cents / 100);

/** Euros typed (a number, at most two decimals taken) as integer cents. */
export const toCents = (euros: number) => Math.round(euros * 100);

/** The UN/ECE recommendation 20 units a contractor's lines use, in the order offered. */
export const UNIT_CODES = [
  'C62',
  'HUR',
  'DAY',
  'MTR',
  'MTK',
  'MTQ',
  'KGM',
  'TNE',
  'LTR',
  'LS',
] as const;

export const unitLabel = (code: string) =>
  (UNIT_CODES as readonly string[]).includes(code) ? (`invoice.unit.${code}` as LabelKey) : null;

export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';

/** The VAT choices of a line: a category with its rate (S 21/12/6, the others 0). */
export const VAT_CHOICES: readonly { category: VatCategory; rate: number }[] = [
  { category: 'S', rate: 21 },
  { category: 'S', rate: 12 },
  { category: 'S', rate: 6 },
  { category: 'Z', rate: 0 },
  { category: 'E', rate: 0 },
  { category: 'AE', rate: 0 },
  { category: 'K', rate: 0 },
];

/** The key of a VAT choice, as the editor's select holds it: 'S21', 'AE0'. */
export const vatKey = (choice: { category: string; rate: number }) =>
  `${choice.category}${choice.rate}`;

export const vatLabel = (choice: { category: string; rate: number }) =>
  `invoice.vat.${vatKey(choice)}` as LabelKey;

/** E needs its reason; AE and K print the law's text, which the server adds. */
export const needsReason = (category: string) => category === 'E';

/** Rounds half away from zero, as the server rounds amounts (EN 16931). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

interface PricedLine {
  quantity: number;
  unitPrice: number;
  discountPercent: number;
  vatCategory: string;
  vatRate: number;
}

/**
 * A line's net amount in cents, computed as the server does (server/domain/invoice-totals.ts):
 * quantity in thousandths, discount in hundredths of a percent, one rounding at the end.
 */
export function lineNet(line: Pick<PricedLine, 'quantity' | 'unitPrice' | 'discountPercent'>) {
  const milli = Math.round((line.quantity || 0) * 1000);
  const kept = 10_000 - Math.round((line.discountPercent || 0) * 100);
  return roundHalfAway((milli * (line.unitPrice || 0) * kept) / 10_000_000);
}

/**
 * The editor's preview of the totals by the server's rules: VAT per category and rate on the
 * sum of its lines' nets, not per line. After saving the page shows the server's own figures.
 */
export function previewTotals(lines: PricedLine[]) {
  const groups = new Map<string, { category: string; rate: number; taxable: number }>();
  for (const line of lines) {
    const key = vatKey({ category: line.vatCategory, rate: line.vatRate });
    const group = groups.get(key) ?? { category: line.vatCategory, rate: line.vatRate, taxable: 0 };
    group.taxable += lineNet(line);
    groups.set(key, group);
  }
  const vat = [...groups.values()].map((group) => ({
    ...group,
    tax: roundHalfAway((group.taxable * group.rate) / 100),
  }));
  const net = vat.reduce((sum, group) => sum + group.taxable, 0);
  const tax = vat.reduce((sum, group) => sum + group.tax, 0);
  return { net, tax, gross: net + tax, vat };
}
