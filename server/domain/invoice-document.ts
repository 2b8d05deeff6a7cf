/**
 * The invoice or credit note as the law and Peppol BIS Billing 3.0 read it (docs/product.md §
 * Facturen): what the UBL, the PDF and the totals are made from, whatever the database holds.
 * Amounts are integer euro cents; a quantity has at most three decimals; dates are Brussels
 * calendar days (YYYY-MM-DD).
 */

/** The VAT categories of EN 16931 (UNCL5305) that a Belgian contractor uses. */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** The Belgian rates of category S. */
export const STANDARD_VAT_RATES = [21, 12, 6] as const;

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'BE' for Belgium. */
  country: string;
}

export interface InvoiceParty {
  name: string;
  address: PostalAddress;
  /** The ten digits of a Belgian enterprise number (KBO), '' for a private person. */
  enterpriseNumber: string;
  /** 'BE0403170701'; '' when not VAT-registered. */
  vatNumber: string;
  /** 'scheme:identifier', e.g. '0208:0403170701'; '' when the party has none. */
  peppolId: string;
  email: string;
}

export interface InvoiceSeller extends InvoiceParty {
  iban: string;
  bic: string;
}

export interface InvoiceLine {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²); never negative on a credit note either. */
  quantity: number;
  /** UN/ECE recommendation 20: C62 (piece), HUR (hour), MTK (m²), MTR (m), … */
  unitCode: string;
  /** Cents per unit, without VAT. */
  unitPrice: number;
  /** 0–100, at most two decimals. */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for S; 0 for the others. */
  vatRate: number;
  /** Required for E (and given for AE, K): the text the invoice shows for the exemption. */
  exemptionReason?: string;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'creditNote';
  /** '2026-0001', or 'CN-2026-0001' for a credit note: given at issue. */
  number: string;
  issueDate: string;
  /** Required when an amount is due. */
  dueDate?: string;
  /** The customer's reference (BT-10); the invoice number when the customer gave none. */
  buyerReference?: string;
  note?: string;
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** '+++123/4567/89002+++': the structured communication (OGM) the payment carries. */
  structuredCommunication: string;
  /** A deposit invoice already paid, deducted by this final invoice (cents, PrepaidAmount). */
  prepaidAmount: number;
  /** For a credit note: the invoice it corrects (BT-25, BT-26). */
  precedingInvoice?: { number: string; issueDate: string };
  /** For intra-community supplies (K): the date of delivery (BT-72). */
  deliveryDate?: string;
  /** A private customer's renovation at 6 %: the statement the law requires is printed. */
  renovationStatement: boolean;
  /** A deposit (prepayment) invoice asked before the work: UBL type 386 instead of 380. */
  deposit?: boolean;
}
