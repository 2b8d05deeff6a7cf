import { ApiError, validation } from './errors';
import type { InvoiceLine } from './invoice-document';
import { lineNet } from './invoice-totals';

/** A line with its cost category (db/schema/purchases.ts COST_CATEGORIES). */
type PurchaseLine<C extends string> = InvoiceLine & { category: C };

/**
 * Where a supplier invoice's lines' costs land (docs/product.md § Aankopen, Kosten): each line
 * in parts, on a project, a vehicle or general costs, by percentage or by amount. A line's parts are
 * all by percent (adding up to 100) or all by amount (adding up to its net amount); a line
 * without parts lands wholly on general costs. Amounts are cents of the line's net as the line
 * shows it; the stored cost is negative for a credit note (`sign`).
 */

export interface AllocationInput<C extends string = string> {
  lineIndex: number;
  projectId: number | null;
  /** A vehicle's cost instead of a project's (absent: none). */
  vehicleId?: number | null;
  category?: C;
  percent?: number;
  amount?: number;
}

export interface Allocation<C extends string> {
  lineIndex: number;
  projectId: number | null;
  vehicleId: number | null;
  category: C;
  percent: number | null;
  /** Signed cost in cents: negative for a credit note. */
  amount: number;
}

const mismatch = (message: string) => new ApiError('ALLOCATION_MISMATCH', message);

const euro = (cents: number) =>
  (cents / 100).toLocaleString('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One line's parts, checked; amounts of percentages rounded with the last taking the rest. */
function lineParts<C extends string>(
  line: PurchaseLine<C>,
  lineIndex: number,
  parts: AllocationInput<C>[],
): Allocation<C>[] {
  const net = lineNet(line);
  if (!parts.length)
    return [
      {
        lineIndex,
        projectId: null,
        vehicleId: null,
        category: line.category,
        percent: null,
        amount: net,
      },
    ];
  if (parts.some((part) => part.projectId != null && part.vehicleId != null))
    throw validation(
      `Een deel van regel ${lineIndex + 1} is de kost van een project of van een voertuig, niet van beide.`,
    );
  const byPercent = parts.filter((part) => part.percent != null);
  const byAmount = parts.filter((part) => part.amount != null);
  if (parts.some((part) => (part.percent == null) === (part.amount == null)))
    throw validation(`Geef bij elk deel van regel ${lineIndex + 1} een percentage of een bedrag.`);
  if (byPercent.length && byAmount.length)
    throw mismatch(
      `De delen van regel ${lineIndex + 1} zijn allemaal percentages of allemaal bedragen, niet beide.`,
    );
  if (byPercent.length) {
    if (
      byPercent.some(
        (part) => Math.abs(part.percent! * 100 - Math.round(part.percent! * 100)) > 1e-6,
      )
    )
      throw validation(`Een percentage heeft hoogstens twee decimalen (regel ${lineIndex + 1}).`);
    const hundredths = byPercent.reduce((sum, part) => sum + Math.round(part.percent! * 100), 0);
    if (hundredths !== 10_000)
      throw mismatch(
        `De percentages van regel ${lineIndex + 1} tellen op tot ${hundredths / 100} %, niet tot 100 %.`,
      );
    let left = net;
    return byPercent.map((part, index) => {
      const amount =
        index === byPercent.length - 1
          ? left
          : Math.round((net * Math.round(part.percent! * 100)) / 10_000);
      left -= amount;
      return {
        lineIndex,
        projectId: part.projectId,
        vehicleId: part.vehicleId ?? null,
        category: part.category ?? line.category,
        percent: part.percent!,
        amount,
      };
    });
  }
  const total = byAmount.reduce((sum, part) => sum + part.amount!, 0);
  if (total !== net)
    throw mismatch(
      `De delen van regel ${lineIndex + 1} tellen op tot € ${euro(total)}, niet tot het nettobedrag van de regel (€ ${euro(net)}).`,
    );
  return byAmount.map((part) => ({
    lineIndex,
    projectId: part.projectId,
    vehicleId: part.vehicleId ?? null,
    category: part.category ?? line.category,
    percent: null,
    amount: part.amount!,
  }));
}

/** Every line's parts, checked, in line order; `sign` -1 stores a credit note's as negative. */
export function allocateLines<C extends string>(
  lines: PurchaseLine<C>[],
  parts: AllocationInput<C>[],
  sign: 1 | -1,
): Allocation<C>[] {
  const stray = parts.find((part) => part.lineIndex >= lines.length);
  if (stray)
    throw validation(
      `Regel ${stray.lineIndex + 1} bestaat niet: de factuur heeft ${lines.length} regel(s).`,
    );
  return lines.flatMap((line, index) =>
    lineParts(
      line,
      index,
      parts.filter((part) => part.lineIndex === index),
    ).map((part) => ({ ...part, amount: sign * part.amount })),
  );
}

/** 35 % of the net to the RSZ with social debts, 15 % to FOD Financiën with tax debts. */
export function withholdingParts(net: number, socialDebt: boolean, taxDebt: boolean) {
  return {
    socialAmount: socialDebt ? Math.round(net * 0.35) : 0,
    taxAmount: taxDebt ? Math.round(net * 0.15) : 0,
  };
}

/** What a payment of a supplier's invoice needs to know of it. */
export interface PayableFacts {
  grossAmount: number;
  netAmount: number;
  withholdingCheckedOn: string | null;
  withholdingSocialDebt: boolean;
  withholdingTaxDebt: boolean;
}

/**
 * How a purchase's payment divides once its inhoudingsplicht check found debts: the withheld
 * parts to the RSZ and FOD Financiën, the rest to the supplier. Before a check, or without
 * debts, all of it goes to the supplier.
 */
export function paymentParts(facts: PayableFacts) {
  const { socialAmount, taxAmount } = facts.withholdingCheckedOn
    ? withholdingParts(facts.netAmount, facts.withholdingSocialDebt, facts.withholdingTaxDebt)
    : { socialAmount: 0, taxAmount: 0 };
  return { socialAmount, taxAmount, supplierAmount: facts.grossAmount - socialAmount - taxAmount };
}
