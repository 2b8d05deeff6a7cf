import { enterpriseCheckOf } from './enterprise-number';
import { validation } from './errors';

/**
 * Peppol participant IDs (docs/product.md § Facturen): `scheme:id`, the scheme four digits of
 * the ISO 6523 code list. Belgian companies are reached at `0208:` and their ten KBO digits
 * (PEPPOL-COMMON-R043 checks those with the enterprise number's mod 97); other schemes (9925
 * for a Belgian VAT number, 0088 GLN, …) are only checked for their shape.
 */

export const BELGIAN_ENTERPRISE_SCHEME = '0208';

/** The default participant ID of a company with an enterprise number ('' without one). */
export const defaultPeppolId = (enterpriseNumber: string) =>
  enterpriseNumber ? `${BELGIAN_ENTERPRISE_SCHEME}:${enterpriseNumber}` : '';

/** The ID as stored ('' for none), or 400 VALIDATION with a Dutch message. */
export function normalisePeppolId(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  const [scheme, ...rest] = trimmed.replace(/^iso6523-actorid-upis::/i, '').split(':');
  const id = rest.join(':').trim();
  if (!/^\d{4}$/.test(scheme.trim()) || !/^[A-Za-z0-9][A-Za-z0-9.\-_]{0,49}$/.test(id))
    throw validation(
      `Peppol-ID '${trimmed}' heeft niet de vorm schema:nummer (bv. 0208:0403170701).`,
    );
  if (scheme.trim() === BELGIAN_ENTERPRISE_SCHEME) {
    const digits = id.replace(/\./g, '');
    if (!/^[01]\d{9}$/.test(digits) || enterpriseCheckOf(digits) !== Number(digits.slice(8)))
      throw validation(
        `Peppol-ID '${trimmed}': na 0208 hoort een geldig Belgisch ondernemingsnummer van tien cijfers (modulo 97).`,
      );
    return `${BELGIAN_ENTERPRISE_SCHEME}:${digits}`;
  }
  return `${scheme.trim()}:${id.toLowerCase()}`;
}

/**
 * The participant ID to store: the typed one, checked, or — left empty — `0208:<KBO>` when the
 * party has an enterprise number.
 */
export const peppolIdOrDefault = (typed: string, enterpriseNumber: string) =>
  normalisePeppolId(typed) || defaultPeppolId(enterpriseNumber);
