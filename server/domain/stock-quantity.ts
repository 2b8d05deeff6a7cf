import { validation } from './errors';

/**
 * Stock quantities (docs/product.md § Inventaris) are stored as whole thousandths of the
 * article's unit, so a level is an exact sum of its movements: 2.5 m is 2500.
 */

/** A quantity as sent (at most three decimals) in thousandths; 400 VALIDATION otherwise. */
export function toThousandths(quantity: number, field = 'quantity') {
  const thousandths = Math.round(quantity * 1000);
  if (!Number.isFinite(quantity) || Math.abs(thousandths - quantity * 1000) > 1e-6)
    throw validation(`${field}: ten hoogste drie cijfers na de komma.`);
  return thousandths;
}

/** Thousandths as the number a person reads. */
export const fromThousandths = (thousandths: number) => thousandths / 1000;

/** A nullable quantity as sent, in thousandths. */
export const toThousandthsOrNull = (quantity: number | null, field?: string) =>
  quantity === null ? null : toThousandths(quantity, field);

/** The quantity in Dutch with its unit code as the screens write it: `2,5 MTR`. */
export const quantityText = (thousandths: number, unitCode: string) =>
  `${fromThousandths(thousandths).toLocaleString('nl-BE', { maximumFractionDigits: 3 })} ${unitCode}`;

/** What a quantity in thousandths costs at a price per unit, in whole cents. */
export const costOf = (thousandths: number, unitPrice: number) =>
  Math.round((thousandths * unitPrice) / 1000);
