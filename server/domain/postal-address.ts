import type { PostalAddress } from './invoice-document';

/**
 * An address on one line, as lists and the agenda show it: 'Kerkstraat 14, 9050 Gentbrugge',
 * the country added when it is not Belgium ('Rue X 1, 59000 Lille, FR'); '' when empty.
 */
export function addressLine(address: PostalAddress): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const country = address.country && address.country !== 'BE' ? address.country : '';
  return [address.street, place, country].filter(Boolean).join(', ');
}
