import { ApiError } from './errors';

/**
 * Belgian enterprise numbers (KBO/BCE, docs/product.md § Klanten): ten digits, the first 0 or 1,
 * the last two a check on the first eight: 97 − (those eight mod 97). People type them with or
 * without 'BE', dots and spaces ('BE0403.170.701', '0403 170 701', '403170701'); they are
 * stored as the ten digits and shown as 0403.170.701.
 */

/** The ten digits of a number as typed; undefined when it is no enterprise number's shape. */
export function enterpriseDigits(typed: string): string | undefined {
  const bare = typed.replace(/[\s.\-/]/g, '').replace(/^BE/i, '');
  if (!/^\d{9,10}$/.test(bare)) return undefined;
  return bare.padStart(10, '0');
}

export const enterpriseCheckOf = (digits: string) => 97 - (Number(digits.slice(0, 8)) % 97);

/** A stored number as people read it: 0403.170.701. */
export const formatEnterpriseNumber = (digits: string) =>
  digits ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}` : '';

/**
 * The number as stored ('' for none), or 400 ENTERPRISE_NUMBER with a Dutch message when it
 * has not the shape of one or its check digits are wrong.
 */
export function normaliseEnterpriseNumber(typed: string): string {
  if (!typed.trim()) return '';
  const digits = enterpriseDigits(typed);
  if (!digits || !/^[01]/.test(digits))
    throw new ApiError(
      'ENTERPRISE_NUMBER',
      `Ondernemingsnummer '${typed.trim()}' heeft niet de vorm van een Belgisch ondernemingsnummer (BE0123.456.789 of 0123456789).`,
    );
  if (enterpriseCheckOf(digits) !== Number(digits.slice(8)))
    throw new ApiError(
      'ENTERPRISE_NUMBER',
      `Ondernemingsnummer ${formatEnterpriseNumber(digits)} bestaat niet: de laatste twee cijfers kloppen niet met de controle (modulo 97).`,
    );
  return digits;
}
