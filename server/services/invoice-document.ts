import type { CompanySettingsRecord } from '../repositories/company-settings';
import type { CustomerRow } from '../repositories/customers';
import { customerName } from '../repositories/customers';
import type { InvoiceRow } from '../repositories/invoices';
import type { InvoiceDocument, InvoiceParty } from '../domain/invoice-document';
import { invoiceTotals } from '../domain/invoice-totals';
import { peppolIdOrDefault } from '../domain/peppol-id';
import { sellerOf } from './company-settings';

/**
 * A draft as the InvoiceDocument its UBL and PDF are made of (domain/invoice-document.ts): the
 * seller from the company settings, the buyer from the register, as they are at issue; then
 * frozen in the invoice's `document`.
 */

type Customer = Pick<
  CustomerRow,
  | 'kind'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'enterpriseNumber'
  | 'vatNumber'
  | 'peppolId'
  | 'email'
>;

export function buyerOf(customer: Customer | undefined): InvoiceParty {
  if (!customer)
    return {
      name: '',
      address: { street: '', postalCode: '', city: '', country: 'BE' },
      enterpriseNumber: '',
      vatNumber: '',
      peppolId: '',
      email: '',
    };
  const company = customer.kind === 'company';
  return {
    name: customerName(customer),
    address: {
      street: customer.street,
      postalCode: customer.postalCode,
      city: customer.city,
      country: customer.country,
    },
    enterpriseNumber: company ? customer.enterpriseNumber : '',
    vatNumber: customer.vatNumber,
    // A company with an enterprise number is reachable at 0208:<KBO> unless it says otherwise.
    peppolId: company
      ? peppolIdOrDefault(customer.peppolId, customer.enterpriseNumber)
      : customer.peppolId,
    email: customer.email,
  };
}

/** A private customer's renovation at 6 %: the invoice carries the statement the law asks. */
export const needsRenovationStatement = (
  customer: Customer | undefined,
  lines: InvoiceRow['lines'],
) =>
  customer?.kind === 'person' &&
  lines.some((line) => line.vatCategory === 'S' && line.vatRate === 6);

export interface DocumentParts {
  row: InvoiceRow;
  customer: Customer | undefined;
  settings: CompanySettingsRecord;
  issueDate: string;
  number: string;
  structuredCommunication: string;
  /** For a credit note: the invoice it corrects. */
  credited?: { number: string; issueDate: string };
}

export function documentOf(parts: DocumentParts): InvoiceDocument {
  const { row, customer, settings, issueDate } = parts;
  const credit = row.kind === 'creditNote';
  const intraCommunity = row.lines.some((line) => line.vatCategory === 'K');
  const lines = row.lines.map(({ serviceId: _service, projectId: _project, ...line }) => line);
  return {
    kind: row.kind,
    number: parts.number,
    issueDate,
    ...(!credit && row.dueDate ? { dueDate: row.dueDate } : {}),
    ...(row.buyerReference ? { buyerReference: row.buyerReference } : {}),
    ...(row.note ? { note: row.note } : {}),
    currency: 'EUR',
    seller: sellerOf(settings),
    buyer: buyerOf(customer),
    lines,
    structuredCommunication: parts.structuredCommunication,
    prepaidAmount: row.prepaidAmount,
    ...(parts.credited ? { precedingInvoice: parts.credited } : {}),
    // An intra-community supply states its delivery (BR-IC-11): the issue date unless given.
    ...(row.deliveryDate || intraCommunity ? { deliveryDate: row.deliveryDate ?? issueDate } : {}),
    renovationStatement: needsRenovationStatement(customer, row.lines),
    ...(row.deposit ? { deposit: true } : {}),
  };
}

/** What the document owes, as the totals compute it. */
export const payableOf = (document: InvoiceDocument) =>
  invoiceTotals(document.lines, document.prepaidAmount).payable;
