import { enterpriseCheckOf, enterpriseDigits, formatEnterpriseNumber } from './enterprise-number';
import { validation } from './errors';

/**
 * Belgian VAT numbers (docs/product.md § Facturen): 'BE' and the ten digits of the enterprise
 * number, so the same mod-97 check. Typed with or without 'BE', dots and spaces; stored as
 * 'BE0403170701' and shown as 'BE 0403.170.701'.
 */

/** The VAT number as stored ('' for none), or 400 VALIDATION with a Dutch message. */
export function normaliseVatNumber(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  const bare = trimmed.replace(/[\s.\-/]/g, '');
  const digits = /^(BE)?\d{9,10}$/i.test(bare) ? enterpriseDigits(bare) : undefined;
  if (!digits || !/^[01]/.test(digits))
    throw validation(
      `Btw-nummer '${trimmed}' heeft niet de vorm van een Belgisch btw-nummer (BE0123.456.789).`,
    );
  if (enterpriseCheckOf(digits) !== Number(digits.slice(8)))
    throw validation(
      `Btw-nummer BE ${formatEnterpriseNumber(digits)} bestaat niet: de laatste twee cijfers kloppen niet met de controle (modulo 97).`,
    );
  return `BE${digits}`;
}

/** A stored VAT number as people read it: 'BE 0403.170.701'. */
export const formatVatNumber = (stored: string) =>
  /^BE\d{10}$/.test(stored) ? `BE ${formatEnterpriseNumber(stored.slice(2))}` : stored;

/** The enterprise number's ten digits inside a stored VAT number. */
export const enterpriseNumberOfVat = (stored: string) =>
  /^BE\d{10}$/.test(stored) ? stored.slice(2) : '';
