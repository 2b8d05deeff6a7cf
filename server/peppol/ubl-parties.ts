import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceParty, PostalAddress } from '../domain/invoice-document';

/**
 * The seller's and the buyer's cac:Party (BG-4, BG-7), children in the order of the UBL 2.1
 * schema. Peppol refuses empty elements (PEPPOL-EN16931-R008), so absent values leave their
 * element out and the rules then name what is missing.
 */

/** The ICD scheme of a Belgian enterprise number (KBO/BCE), checked by PEPPOL-COMMON-R043. */
export const KBO_SCHEME = '0208';

/** Adds `name` with `text` only when there is text. */
export function optional(parent: XMLBuilder, name: string, text: string | undefined) {
  if (text) parent.ele(name).txt(text);
}

/**
 * 'scheme:identifier' → its parts. A private customer has none, and BIS 3.0 knows no scheme for
 * a person (e-mail left its code list): their UBL then fails PEPPOL-EN16931-R020, which is right,
 * as a private customer is invoiced by e-mail with the PDF.
 */
function endpoint(party: InvoiceParty): { scheme: string; id: string } | undefined {
  const separator = party.peppolId.indexOf(':');
  if (separator <= 0) return undefined;
  return { scheme: party.peppolId.slice(0, separator), id: party.peppolId.slice(separator + 1) };
}

export function addAddress(parent: XMLBuilder, name: string, address: PostalAddress) {
  const element = parent.ele(name);
  optional(element, 'cbc:StreetName', address.street);
  optional(element, 'cbc:CityName', address.city);
  optional(element, 'cbc:PostalZone', address.postalCode);
  const country = element.ele('cac:Country');
  optional(country, 'cbc:IdentificationCode', address.country);
  return element;
}

/** The party as cac:AccountingSupplierParty/cac:Party or cac:AccountingCustomerParty/cac:Party. */
export function addParty(parent: XMLBuilder, wrapper: string, party: InvoiceParty) {
  const element = parent.ele(wrapper).ele('cac:Party');
  const address = endpoint(party);
  if (address) element.ele('cbc:EndpointID', { schemeID: address.scheme }).txt(address.id);
  if (party.enterpriseNumber) {
    element
      .ele('cac:PartyIdentification')
      .ele('cbc:ID', { schemeID: KBO_SCHEME })
      .txt(party.enterpriseNumber);
  }
  if (party.name) element.ele('cac:PartyName').ele('cbc:Name').txt(party.name);
  addAddress(element, 'cac:PostalAddress', party.address);
  if (party.vatNumber) {
    const tax = element.ele('cac:PartyTaxScheme');
    tax.ele('cbc:CompanyID').txt(party.vatNumber);
    tax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  const legal = element.ele('cac:PartyLegalEntity');
  optional(legal, 'cbc:RegistrationName', party.name);
  if (party.enterpriseNumber) {
    legal.ele('cbc:CompanyID', { schemeID: KBO_SCHEME }).txt(party.enterpriseNumber);
  }
  if (party.email) element.ele('cac:Contact').ele('cbc:ElectronicMail').txt(party.email);
}
