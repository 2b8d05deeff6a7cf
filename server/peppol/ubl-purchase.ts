import { VAT_CATEGORIES, type InvoiceLine, type VatCategory } from '../domain/invoice-document';
import { find, findAll, parseUblTree, textAt, type XmlElement } from './ubl-read';

/**
 * A supplier's invoice or credit note read from its UBL (Peppol BIS Billing 3.0, docs/product.md
 * § Aankopen): what the intake needs, as the supplier wrote it. The XML itself stays the legal
 * original; nothing read here is ever written back into it.
 */

export interface SupplierParty {
  name: string;
  /** As written (PartyTaxScheme/CompanyID): 'BE0403170701', 'NL853746333B01'; '' for none. */
  vatNumber: string;
  /** The Belgian enterprise number, ten digits, when the UBL gives one (scheme 0208). */
  enterpriseNumber: string;
  /** `<scheme>:<id>` of its EndpointID. */
  peppolId: string;
  /** The account it asks to be paid on (PaymentMeans/PayeeFinancialAccount), bare. */
  iban: string;
  bic: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface PurchaseDocument {
  kind: 'invoice' | 'creditNote';
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  /** BT-13: our purchase order's number. */
  orderReference: string;
  /** The payment reference (PaymentMeans/PaymentID): a structured communication or text. */
  paymentReference: string;
  supplier: SupplierParty;
  /** `<scheme>:<id>` of the buyer's EndpointID: ours. */
  buyerPeppolId: string;
  lines: InvoiceLine[];
  /** Each line's net amount in cents, as the supplier computed it (BT-131). */
  lineNets: number[];
  /** Cents: without VAT (BT-109), the VAT (BT-110), with VAT (BT-112), to pay (BT-115). */
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  payableAmount: number;
  /** A line or VAT subtotal in category AE: the VAT is reverse-charged (medecontractant). */
  reverseCharge: boolean;
  /** The PDF the UBL embeds (AdditionalDocumentReference), decoded. */
  pdf?: { bytes: Buffer; fileName: string };
}

/** The largest UBL we read into memory: an invoice with a PDF of a few megabytes fits well. */
export const MAX_UBL_BYTES = 20 * 1024 * 1024;

/** An amount in the document's text ('1234.5') as cents; 0 when missing or not a number. */
export function centsOf(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * 100) : 0;
}

const numberOf = (text: string, fallback = 0) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : fallback;
};

const isVatCategory = (value: string): value is VatCategory =>
  (VAT_CATEGORIES as readonly string[]).includes(value);

/** The supplier's party, with its IBAN from the payment means. */
function supplierOf(root: XmlElement): SupplierParty {
  const party = find(root, 'AccountingSupplierParty/Party');
  const endpoint = find(party, 'EndpointID');
  const peppolId = endpoint?.text ? `${endpoint.attributes.schemeID ?? ''}:${endpoint.text}` : '';
  const taxIds = findAll(party, 'PartyTaxScheme')
    .filter((scheme) => textAt(scheme, 'TaxScheme/ID').toUpperCase() === 'VAT')
    .map((scheme) => textAt(scheme, 'CompanyID'));
  const vatNumber = (taxIds[0] ?? '').replace(/[\s.-]/g, '').toUpperCase();
  const ids = [
    find(party, 'PartyLegalEntity/CompanyID'),
    ...findAll(party, 'PartyIdentification/ID'),
    endpoint,
  ];
  const kbo = ids.find((id) => id?.attributes.schemeID === '0208' && /^[01]\d{9}$/.test(id.text));
  const fromVat = /^BE([01]\d{9})$/.exec(vatNumber)?.[1] ?? '';
  const account = find(root, 'PaymentMeans/PayeeFinancialAccount');
  const address = find(party, 'PostalAddress');
  return {
    name:
      textAt(party, 'PartyLegalEntity/RegistrationName') || textAt(party, 'PartyName/Name') || '',
    vatNumber,
    enterpriseNumber: kbo?.text ?? fromVat,
    peppolId,
    iban: textAt(account, 'ID').replace(/\s/g, '').toUpperCase(),
    bic: textAt(account, 'FinancialInstitutionBranch/ID'),
    email: textAt(party, 'Contact/ElectronicMail'),
    street: textAt(address, 'StreetName'),
    postalCode: textAt(address, 'PostalZone'),
    city: textAt(address, 'CityName'),
    country: textAt(address, 'Country/IdentificationCode').toUpperCase(),
  };
}

function lineOf(element: XmlElement, credit: boolean): { line: InvoiceLine; net: number } {
  const quantity = find(element, credit ? 'CreditedQuantity' : 'InvoicedQuantity');
  const category = find(element, 'Item/ClassifiedTaxCategory');
  const code = textAt(category, 'ID').toUpperCase();
  const net = centsOf(textAt(element, 'LineExtensionAmount'));
  const priceElement = find(element, 'Price');
  const baseQuantity = numberOf(textAt(priceElement, 'BaseQuantity'), 1) || 1;
  const amount = numberOf(quantity?.text ?? '', 1);
  const unitPrice = Math.round(
    (numberOf(textAt(priceElement, 'PriceAmount')) * 100) / baseQuantity,
  );
  // A line allowance (a discount) shows as the gap between quantity × price and the net.
  const gross = Math.round(amount * unitPrice);
  const discountPercent =
    gross > 0 && net < gross ? Math.round(((gross - net) / gross) * 10_000) / 100 : 0;
  const description = [textAt(element, 'Item/Name'), textAt(element, 'Item/Description')]
    .filter(Boolean)
    .filter((text, index, all) => all.indexOf(text) === index)
    .join(' — ');
  const line: InvoiceLine = {
    description,
    quantity: amount,
    unitCode: quantity?.attributes.unitCode || 'C62',
    unitPrice,
    discountPercent,
    vatCategory: isVatCategory(code) ? code : 'S',
    vatRate: numberOf(textAt(category, 'Percent')),
  };
  const exemption = textAt(category, 'TaxExemptionReason');
  if (exemption) line.exemptionReason = exemption;
  return { line, net };
}

/** The first embedded PDF (BG-24), decoded; undefined when there is none. */
function embeddedPdf(root: XmlElement): PurchaseDocument['pdf'] {
  for (const reference of findAll(root, 'AdditionalDocumentReference')) {
    const object = find(reference, 'Attachment/EmbeddedDocumentBinaryObject');
    if (!object || object.attributes.mimeCode !== 'application/pdf' || !object.text) continue;
    const bytes = Buffer.from(object.text.replace(/\s/g, ''), 'base64');
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') continue;
    const name = object.attributes.filename || `${textAt(reference, 'ID') || 'factuur'}.pdf`;
    return { bytes, fileName: /\.pdf$/i.test(name) ? name : `${name}.pdf` };
  }
  return undefined;
}

/** Reads a supplier's UBL Invoice or CreditNote; UblRefused when it is none. */
export function readPurchaseUbl(xml: string): PurchaseDocument {
  const { kind, root } = parseUblTree(xml);
  const credit = kind === 'creditNote';
  const read = findAll(root, credit ? 'CreditNoteLine' : 'InvoiceLine').map((element) =>
    lineOf(element, credit),
  );
  const totals = find(root, 'LegalMonetaryTotal');
  const taxTotal = findAll(root, 'TaxTotal').find((total) => find(total, 'TaxSubtotal'));
  const subtotalCategories = findAll(taxTotal, 'TaxSubtotal/TaxCategory/ID').map((id) =>
    id.text.toUpperCase(),
  );
  const lines = read.map((each) => each.line);
  const lineNets = read.map((each) => each.net);
  const netAmount =
    centsOf(textAt(totals, 'TaxExclusiveAmount')) || lineNets.reduce((sum, net) => sum + net, 0);
  const vatAmount = centsOf(textAt(taxTotal ?? find(root, 'TaxTotal'), 'TaxAmount'));
  const grossAmount = centsOf(textAt(totals, 'TaxInclusiveAmount')) || netAmount + vatAmount;
  const buyer = find(root, 'AccountingCustomerParty/Party/EndpointID');
  return {
    kind,
    number: textAt(root, 'ID'),
    issueDate: textAt(root, 'IssueDate'),
    dueDate: textAt(root, 'DueDate') || textAt(root, 'PaymentMeans/PaymentDueDate'),
    currency: (textAt(root, 'DocumentCurrencyCode') || 'EUR').toUpperCase(),
    orderReference: textAt(root, 'OrderReference/ID'),
    paymentReference: textAt(root, 'PaymentMeans/PaymentID'),
    supplier: supplierOf(root),
    buyerPeppolId: buyer?.text ? `${buyer.attributes.schemeID ?? ''}:${buyer.text}` : '',
    lines,
    lineNets,
    netAmount,
    vatAmount,
    grossAmount,
    payableAmount: centsOf(textAt(totals, 'PayableAmount')) || grossAmount,
    reverseCharge:
      lines.some((line) => line.vatCategory === 'AE') || subtotalCategories.includes('AE'),
    pdf: embeddedPdf(root),
  };
}
