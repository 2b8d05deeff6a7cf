import type { InvoiceLine } from './invoice-document';
import { invoiceTotals, lineNet } from './invoice-totals';

/**
 * The grids of the Belgian periodic VAT return (docs/product.md § Financiën: the VAT return)
 * from a period's issued invoices and credit notes and its suppliers' invoices. Pre-accounting,
 * not the filing: the accountant checks and files it. Amounts in integer cents.
 *
 * Sales (by each document's VAT breakdown): 00 at 0 % (Z), 01/02/03 at 6/12/21 %, 45 the
 * construction work whose VAT the customer owes (AE, btw verlegd), 44 intra-community services
 * (K: a contractor supplies services), 47 other exempt operations (E); credit notes issued: 48
 * for what was in 44 or 46, 49 for the rest, their VAT in 64. VAT due: 54 on 01–03.
 * Purchases (by each line's cost category): 81 trade goods and materials (`materiaal`), 82
 * services and other goods (every other category); 83 (investment goods) is the accountant's
 * call and stays 0. A subcontractor's reverse charge (AE) also goes into 87 with its VAT due in
 * 56 (at 21 %), an intra-community service (K) into 88 with its VAT in 55; both VATs are
 * deductible (59) with the VAT the suppliers invoiced. Credit notes received: 85 (84 for
 * 86/88), their VAT in 63. 71 is what is to pay, 72 what is to recover.
 */

export const VAT_GRIDS = [
  '00', '01', '02', '03', '44', '45', '46', '47', '48', '49',
  '54', '55', '56', '57', '59', '61', '62', '63', '64',
  '71', '72', '81', '82', '83', '84', '85', '86', '87', '88',
] as const; // prettier-ignore
export type VatGrid = (typeof VAT_GRIDS)[number];

/** The VAT a reverse-charged or intra-community purchase owes, when its lines say 0 %. */
export const SELF_ASSESSED_RATE = 21;

export interface SaleForVat {
  id: number;
  kind: 'invoice' | 'creditNote';
  lines: InvoiceLine[];
  /**
   * A final invoice's deposits (their lines): their VAT was due when they were issued, so the
   * final invoice adds only the rest to the grids.
   */
  deposits?: InvoiceLine[];
}

export interface PurchaseForVat {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** The VAT the supplier invoiced (positive, also on a credit note). */
  vatAmount: number;
  lines: (InvoiceLine & { category: string })[];
}

/** Which documents make a grid's figure: what the screen opens behind it. */
export interface GridSource {
  kind: 'sale' | 'purchase';
  id: number;
  amount: number;
}

const SALE_BASE: Record<string, VatGrid> = { 'S:6': '01', 'S:12': '02', 'S:21': '03' };

function saleBaseGrid(category: string, rate: number): VatGrid {
  if (category === 'S') return SALE_BASE[`S:${rate}`] ?? '03';
  if (category === 'AE') return '45';
  if (category === 'K') return '44';
  if (category === 'E') return '47';
  return '00';
}

const selfAssessed = (base: number) => Math.round((base * SELF_ASSESSED_RATE) / 100);

export function vatGrids(sales: SaleForVat[], purchases: PurchaseForVat[]) {
  const grids = Object.fromEntries(VAT_GRIDS.map((grid) => [grid, 0])) as Record<VatGrid, number>;
  const sources = new Map<VatGrid, GridSource[]>();
  const add = (grid: VatGrid, amount: number, source: Omit<GridSource, 'amount'>) => {
    if (amount === 0) return;
    grids[grid] += amount;
    const list = sources.get(grid) ?? [];
    const same = list.find((entry) => entry.kind === source.kind && entry.id === source.id);
    if (same) same.amount += amount;
    else list.push({ ...source, amount });
    sources.set(grid, list);
  };

  for (const sale of sales) {
    const source = { kind: 'sale' as const, id: sale.id };
    const groups = [
      ...invoiceTotals(sale.lines).vat.map((group) => ({ ...group, sign: 1 })),
      ...invoiceTotals(sale.deposits ?? []).vat.map((group) => ({ ...group, sign: -1 })),
    ];
    for (const { category, rate, taxable, tax, sign } of groups) {
      const base = saleBaseGrid(category, rate);
      if (sale.kind === 'invoice') {
        add(base, sign * taxable, source);
        add('54', sign * tax, source);
      } else {
        add(base === '44' || base === '46' ? '48' : '49', sign * taxable, source);
        add('64', sign * tax, source);
      }
    }
  }

  for (const purchase of purchases) {
    const source = { kind: 'purchase' as const, id: purchase.id };
    const credit = purchase.kind === 'creditNote';
    let reverse = 0;
    let intraCommunity = 0;
    for (const line of purchase.lines) {
      const net = lineNet(line);
      if (line.vatCategory === 'AE') reverse += net;
      if (line.vatCategory === 'K') intraCommunity += net;
      if (credit) add(line.vatCategory === 'K' ? '84' : '85', net, source);
      else add(line.category === 'materiaal' ? '81' : '82', net, source);
    }
    if (credit) {
      add('63', purchase.vatAmount, source);
      continue;
    }
    add('59', purchase.vatAmount, source);
    if (reverse) {
      add('87', reverse, source);
      add('56', selfAssessed(reverse), source);
      add('59', selfAssessed(reverse), source);
    }
    if (intraCommunity) {
      add('88', intraCommunity, source);
      add('55', selfAssessed(intraCommunity), source);
      add('59', selfAssessed(intraCommunity), source);
    }
  }

  const due = grids['54'] + grids['55'] + grids['56'] + grids['57'] + grids['61'] + grids['63'];
  const deductible = grids['59'] + grids['62'] + grids['64'];
  grids['71'] = Math.max(0, due - deductible);
  grids['72'] = Math.max(0, deductible - due);
  return { grids, sources: Object.fromEntries(sources) as Partial<Record<VatGrid, GridSource[]>> };
}

/**
 * When the return of a period is due: the 20th of the month after the period's last day
 * (monthly and quarterly filers alike). `to` is the period's last day, YYYY-MM-DD.
 */
export function vatReturnDue(to: string): string {
  const [year, month] = to.split('-').map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-20`;
}
