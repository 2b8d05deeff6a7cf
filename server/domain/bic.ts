import { validation } from './errors';

/**
 * A bank's BIC (ISO 9362): four letters for the bank, two for the country, two letters or
 * digits for the place, optionally three for the branch: 8 or 11 characters, stored in capitals.
 */
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const isValidBic = (typed: string) => BIC_SHAPE.test(typed.replace(/\s/g, '').toUpperCase());

/** The BIC as stored ('' for none), or 400 VALIDATION with a Dutch message. */
export function normaliseBic(typed: string): string {
  const bic = typed.replace(/\s/g, '').toUpperCase();
  if (!bic) return '';
  if (!BIC_SHAPE.test(bic))
    throw validation(
      `BIC '${typed.trim()}' heeft niet de vorm van een BIC: 8 of 11 letters en cijfers (bv. GEBABEBB).`,
    );
  return bic;
}
