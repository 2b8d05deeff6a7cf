import { validation } from './errors';

/**
 * Bank account numbers (ISO 13616, docs/product.md § Facturen): a country code, two check
 * digits and up to 30 letters and digits; valid when the number, its first four characters
 * moved to the end and letters read as 10..35, leaves 1 modulo 97. Stored without spaces in
 * capitals ('BE68539007547034'), shown in groups of four ('BE68 5390 0754 7034').
 */

/** The remainder modulo 97 of a string of digits of any length, a few digits at a time. */
export function mod97(digits: string): number {
  let rest = 0;
  for (let at = 0; at < digits.length; at += 7)
    rest = Number(`${rest}${digits.slice(at, at + 7)}`) % 97;
  return rest;
}

const bareIban = (typed: string) => typed.replace(/[\s.-]/g, '').toUpperCase();

/** Whether a typed IBAN has its shape and its check digits are right. */
export function isValidIban(typed: string): boolean {
  const iban = bareIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

/** The IBAN as stored ('' for none), or 400 VALIDATION with a Dutch message. */
export function normaliseIban(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  const iban = bareIban(trimmed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban))
    throw validation(
      `IBAN '${trimmed}' heeft niet de vorm van een rekeningnummer (landcode, twee cijfers en het nummer, bv. BE68 5390 0754 7034).`,
    );
  if (!isValidIban(iban))
    throw validation(
      `IBAN ${formatIban(iban)} bestaat niet: de controlecijfers kloppen niet (modulo 97).`,
    );
  return iban;
}

/** A stored IBAN in groups of four: 'BE68 5390 0754 7034'. */
export const formatIban = (stored: string) => stored.replace(/(.{4})(?=.)/g, '$1 ');
