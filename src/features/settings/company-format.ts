import type { CompanySettings } from './api';

/** '0403170701' as people read it: 0403.170.701. */
const enterprise = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
    : digits;

/**
 * The stored identifiers as the form shows them (docs/product.md § Facturen): the enterprise
 * number with dots, the VAT number 'BE 0403.170.701', the IBAN in groups of four.
 */
export const formatCompanyIdentifiers = (settings: CompanySettings): CompanySettings => ({
  ...settings,
  enterpriseNumber: enterprise(settings.enterpriseNumber),
  vatNumber: /^BE\d{10}$/.test(settings.vatNumber)
    ? `BE ${enterprise(settings.vatNumber.slice(2))}`
    : settings.vatNumber,
  iban: settings.iban.replace(/(.{4})(?=.)/g, '$1 '),
});
