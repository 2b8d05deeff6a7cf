import type { VatCategory } from '../domain/invoice-document';

/**
 * The texts an invoice carries because the law or the Peppol rules ask for them
 * (docs/product.md § Facturen). Legal wording: to be checked with the accountant before use.
 */

/**
 * Reverse charge for construction work (art. 51, § 2, 1st para., 5° of the VAT Code and art. 20
 * of Royal Decree no. 1): the invoice states that the customer owes the VAT.
 */
export const REVERSE_CHARGE_TEXT =
  'Btw verlegd – verlegging van heffing: art. 51, § 2, eerste lid, 5° W.btw en art. 20 KB nr. 1';

/** An intra-community supply of goods (art. 39bis of the VAT Code), exempt in Belgium. */
export const INTRA_COMMUNITY_TEXT = 'Vrijgestelde intracommunautaire levering – art. 39bis W.btw';

/**
 * The exemption reason code (VATEX, BT-121) and default text (BT-120) per category; E has no
 * single code (the reason on the line says which exemption applies), S and Z need none.
 */
export const EXEMPTION: Partial<Record<VatCategory, { code?: string; text: string }>> = {
  AE: { code: 'VATEX-EU-AE', text: REVERSE_CHARGE_TEXT },
  K: { code: 'VATEX-EU-IC', text: INTRA_COMMUNITY_TEXT },
};

/** '2026-03-31' → '31/03/2026', the Belgian way. */
export function belgianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The payment terms (BT-20): when and how to pay. */
export function paymentTermsText(dueDate: string, structuredCommunication: string): string {
  const reference = structuredCommunication
    ? ` met de gestructureerde mededeling ${structuredCommunication}`
    : '';
  return `Te betalen uiterlijk op ${belgianDate(dueDate)}${reference}.`;
}

/** A credit note's terms: the amount is paid back or set off against what is still owed. */
export function creditTermsText(invoiceNumber: string | undefined): string {
  const which = invoiceNumber ? ` van factuur ${invoiceNumber}` : '';
  return `Dit bedrag wordt terugbetaald of verrekend met het openstaande saldo${which}.`;
}
