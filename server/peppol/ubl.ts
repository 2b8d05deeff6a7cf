import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceDocument, InvoiceLine } from '../domain/invoice-document';
import { centsToDecimal, invoiceTotals, type VatBreakdown } from '../domain/invoice-totals';
import { addAddress, addParty, optional } from './ubl-parties';
import { RENOVATION_STATEMENT } from '../domain/invoice-statements';
import { creditTermsText, EXEMPTION, paymentTermsText } from './ubl-texts';

/**
 * The invoice or credit note as Peppol BIS Billing 3.0 UBL (docs/architecture.md § Peppol UBL):
 * a pure function of the document, every amount taken from invoiceTotals so that the sums the
 * rules check (BR-CO-10..17, PEPPOL-EN16931-R120) always agree. Children follow the order of the
 * UBL 2.1 schema, which the schematron rules do not check but the XSD does.
 */

export const CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** UNCL1001: commercial invoice, prepayment (deposit) invoice, credit note. */
const TYPE_CODE = { invoice: '380', deposit: '386', creditNote: '381' };
/** UNCL4461: credit transfer. */
const CREDIT_TRANSFER = '30';
/** UNCL5189: discount. */
const DISCOUNT_REASON = '95';

/** The invoice's PDF, embedded for the receiver to read (BG-24). */
export interface UblAttachment {
  pdf: Buffer;
  filename: string;
}

function amount(parent: XMLBuilder, name: string, cents: number, currency: string) {
  parent.ele(name, { currencyID: currency }).txt(centsToDecimal(cents));
}

/** A quantity or percentage as plain decimal text: 2.5 → '2.5', never '2.5e-7'. */
function decimal(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}

function addTaxCategory(
  parent: XMLBuilder,
  name: string,
  vat: Omit<VatBreakdown, 'taxable' | 'tax'>,
) {
  const category = parent.ele(name);
  category.ele('cbc:ID').txt(vat.category);
  category.ele('cbc:Percent').txt(decimal(vat.rate, 2));
  if (name === 'cac:TaxCategory') {
    const exemption = EXEMPTION[vat.category];
    optional(category, 'cbc:TaxExemptionReasonCode', exemption?.code);
    optional(category, 'cbc:TaxExemptionReason', vat.exemptionReason || exemption?.text);
  }
  category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
}

function addLine(
  root: XMLBuilder,
  doc: InvoiceDocument,
  line: InvoiceLine,
  index: number,
  net: number,
) {
  const credit = doc.kind === 'creditNote';
  const element = root.ele(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  element.ele('cbc:ID').txt(String(index + 1));
  element
    .ele(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: line.unitCode })
    .txt(decimal(line.quantity, 3));
  amount(element, 'cbc:LineExtensionAmount', net, doc.currency);
  if (line.discountPercent > 0) {
    // The gross (quantity × price) less this discount is the net amount (PEPPOL-EN16931-R120).
    const gross = Math.round((Math.round(line.quantity * 1000) * line.unitPrice) / 1000);
    const discount = element.ele('cac:AllowanceCharge');
    discount.ele('cbc:ChargeIndicator').txt('false');
    discount.ele('cbc:AllowanceChargeReasonCode').txt(DISCOUNT_REASON);
    discount.ele('cbc:AllowanceChargeReason').txt('Korting');
    discount.ele('cbc:MultiplierFactorNumeric').txt(decimal(line.discountPercent, 2));
    amount(discount, 'cbc:Amount', gross - net, doc.currency);
    amount(discount, 'cbc:BaseAmount', gross, doc.currency);
  }
  const item = element.ele('cac:Item');
  optional(item, 'cbc:Name', line.description);
  addTaxCategory(item, 'cac:ClassifiedTaxCategory', {
    category: line.vatCategory,
    rate: line.vatRate,
  });
  amount(element.ele('cac:Price'), 'cbc:PriceAmount', line.unitPrice, doc.currency);
}

/** The one note Peppol allows (PEPPOL-EN16931-R002): the document's note and any statement. */
function noteText(doc: InvoiceDocument): string {
  return [doc.note, doc.renovationStatement ? RENOVATION_STATEMENT : '']
    .filter((text) => text)
    .join('\n\n');
}

export function invoiceToUbl(doc: InvoiceDocument, attachment?: UblAttachment): string {
  const credit = doc.kind === 'creditNote';
  const totals = invoiceTotals(doc.lines, doc.prepaidAmount);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? NS.creditNote : NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
    { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
  );
  root.ele('cbc:CustomizationID').txt(CUSTOMIZATION_ID);
  root.ele('cbc:ProfileID').txt(PROFILE_ID);
  optional(root, 'cbc:ID', doc.number);
  root.ele('cbc:IssueDate').txt(doc.issueDate);
  // A credit note has no DueDate in UBL 2.1; it pays nothing to the seller either.
  if (!credit) optional(root, 'cbc:DueDate', doc.dueDate);
  root
    .ele(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode')
    .txt(credit ? TYPE_CODE.creditNote : doc.deposit ? TYPE_CODE.deposit : TYPE_CODE.invoice);
  optional(root, 'cbc:Note', noteText(doc));
  root.ele('cbc:DocumentCurrencyCode').txt(doc.currency);
  optional(root, 'cbc:BuyerReference', doc.buyerReference || doc.number);
  if (doc.precedingInvoice) {
    const reference = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    reference.ele('cbc:ID').txt(doc.precedingInvoice.number);
    optional(reference, 'cbc:IssueDate', doc.precedingInvoice.issueDate);
  }
  if (attachment) {
    const reference = root.ele('cac:AdditionalDocumentReference');
    reference.ele('cbc:ID').txt(doc.number || attachment.filename);
    reference
      .ele('cac:Attachment')
      .ele('cbc:EmbeddedDocumentBinaryObject', {
        mimeCode: 'application/pdf',
        filename: attachment.filename,
      })
      .txt(attachment.pdf.toString('base64'));
  }
  addParty(root, 'cac:AccountingSupplierParty', doc.seller);
  addParty(root, 'cac:AccountingCustomerParty', doc.buyer);
  if (doc.deliveryDate) {
    // Where and when the goods or work were delivered: the buyer's address (BR-IC-11, BR-IC-12).
    const delivery = root.ele('cac:Delivery');
    delivery.ele('cbc:ActualDeliveryDate').txt(doc.deliveryDate);
    addAddress(delivery.ele('cac:DeliveryLocation'), 'cac:Address', doc.buyer.address);
  }
  if (!credit) {
    // Paid by credit transfer with the structured communication, to the seller's account (BG-16).
    const means = root.ele('cac:PaymentMeans');
    means.ele('cbc:PaymentMeansCode').txt(CREDIT_TRANSFER);
    optional(means, 'cbc:PaymentID', doc.structuredCommunication);
    if (doc.seller.iban) {
      const account = means.ele('cac:PayeeFinancialAccount');
      account.ele('cbc:ID').txt(doc.seller.iban.replaceAll(' ', ''));
      optional(account, 'cbc:Name', doc.seller.name);
      if (doc.seller.bic) {
        account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(doc.seller.bic);
      }
    }
  }
  const terms = credit
    ? creditTermsText(doc.precedingInvoice?.number)
    : doc.dueDate && paymentTermsText(doc.dueDate, doc.structuredCommunication);
  if (terms) root.ele('cac:PaymentTerms').ele('cbc:Note').txt(terms);
  const taxTotal = root.ele('cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', totals.tax, doc.currency);
  for (const vat of totals.vat) {
    const subtotal = taxTotal.ele('cac:TaxSubtotal');
    amount(subtotal, 'cbc:TaxableAmount', vat.taxable, doc.currency);
    amount(subtotal, 'cbc:TaxAmount', vat.tax, doc.currency);
    addTaxCategory(subtotal, 'cac:TaxCategory', vat);
  }
  const monetary = root.ele('cac:LegalMonetaryTotal');
  amount(monetary, 'cbc:LineExtensionAmount', totals.lineExtension, doc.currency);
  amount(monetary, 'cbc:TaxExclusiveAmount', totals.taxExclusive, doc.currency);
  amount(monetary, 'cbc:TaxInclusiveAmount', totals.taxInclusive, doc.currency);
  if (totals.prepaid) amount(monetary, 'cbc:PrepaidAmount', totals.prepaid, doc.currency);
  amount(monetary, 'cbc:PayableAmount', totals.payable, doc.currency);
  doc.lines.forEach((line, index) => addLine(root, doc, line, index, totals.lineNets[index]));
  return root.end({ prettyPrint: true });
}
