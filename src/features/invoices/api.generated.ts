import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    issueInvoice: build.mutation<IssueInvoiceApiResponse, IssueInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/issue/${queryArg.id}`, method: 'POST' }),
    }),
    creditInvoice: build.mutation<CreditInvoiceApiResponse, CreditInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/credit/${queryArg.id}`, method: 'POST' }),
    }),
    getInvoicePdf: build.query<GetInvoicePdfApiResponse, GetInvoicePdfApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/pdf/${queryArg.id}` }),
    }),
    getInvoiceUbl: build.query<GetInvoiceUblApiResponse, GetInvoiceUblApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/ubl/${queryArg.id}` }),
    }),
    addInvoicePayment: build.mutation<AddInvoicePaymentApiResponse, AddInvoicePaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/payment/${queryArg.id}`,
        method: 'POST',
        body: queryArg.paymentInput,
      }),
    }),
    getInvoices: build.query<GetInvoicesApiResponse, GetInvoicesApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/getall`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          customer: queryArg.customer,
          project: queryArg.project,
          from: queryArg['from'],
          to: queryArg.to,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getInvoice: build.query<GetInvoiceApiResponse, GetInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/get/${queryArg.id}` }),
    }),
    createInvoice: build.mutation<CreateInvoiceApiResponse, CreateInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/create`,
        method: 'POST',
        body: queryArg.invoiceInput,
      }),
    }),
    updateInvoice: build.mutation<UpdateInvoiceApiResponse, UpdateInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.invoiceChange,
      }),
    }),
    removeInvoice: build.mutation<RemoveInvoiceApiResponse, RemoveInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedInvoicesApi };
export type IssueInvoiceApiResponse = /** status 200 Default Response */ IssuedNumber;
export type IssueInvoiceApiArg = {
  id: number;
};
export type CreditInvoiceApiResponse = /** status 201 Default Response */ Created;
export type CreditInvoiceApiArg = {
  id: number;
};
export type GetInvoicePdfApiResponse = /** status 200 The PDF */ Blob;
export type GetInvoicePdfApiArg = {
  id: number;
};
export type GetInvoiceUblApiResponse = /** status 200 The UBL */ Blob;
export type GetInvoiceUblApiArg = {
  id: number;
};
export type AddInvoicePaymentApiResponse = /** status 200 Default Response */ Invoice;
export type AddInvoicePaymentApiArg = {
  id: number;
  paymentInput: PaymentInput;
};
export type GetInvoicesApiResponse = /** status 200 Default Response */ InvoicePage;
export type GetInvoicesApiArg = {
  /** Part of the number or the customer's name */
  q?: string;
  status?: InvoiceStatus;
  customer?: number;
  project?: number;
  /** Issued on or after this Brussels day */
  from?: string;
  /** Issued on or before this Brussels day */
  to?: string;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type GetInvoiceApiResponse = /** status 200 Default Response */ Invoice;
export type GetInvoiceApiArg = {
  id: number;
};
export type CreateInvoiceApiResponse = /** status 201 Default Response */ Created;
export type CreateInvoiceApiArg = {
  invoiceInput: InvoiceInput;
};
export type UpdateInvoiceApiResponse = /** status 200 Default Response */ Invoice;
export type UpdateInvoiceApiArg = {
  id: number;
  invoiceChange: InvoiceChange;
};
export type RemoveInvoiceApiResponse = unknown;
export type RemoveInvoiceApiArg = {
  id: number;
};
export type IssuedNumber = {
  /** The number given: '2026-0001' */
  number: string;
};
export type ErrorAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
    | 'INTERNAL';
  message: string;
};
export type InvoiceRule = {
  /** The rule's ID: 'BR-CO-25', 'PEPPOL-EN16931-R010', 'UBL-XSD', or one of ours ('FACTUUR-KLANT', 'FACTUUR-ADRES', 'FACTUUR-BTWNUMMER', 'FACTUUR-VRIJSTELLING', 'FACTUUR-REGELS', 'FACTUUR-VERVALDAG') */
  rule: string;
  /** What is wrong, in Dutch */
  message: string;
};
export type InvoiceRulesAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
    | 'INTERNAL';
  message: string;
  rules: InvoiceRule[];
};
export type Created = {
  id: number;
};
export type InvoiceKind = 'invoice' | 'creditNote';
export type InvoiceStatus =
  | 'concept'
  | 'uitgereikt'
  | 'verzonden'
  | 'deels betaald'
  | 'betaald'
  | 'vervallen'
  | 'gecrediteerd';
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';
export type InvoiceLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
};
export type InvoiceVat = {
  category: VatCategory;
  rate: number;
  /** The net amount of the lines in this category and rate */
  taxable: number;
  /** Its VAT, rounded half away from zero */
  tax: number;
  exemptionReason?: string;
};
export type InvoicePayment = {
  id: number;
  /** Cents */
  amount: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  date: string;
  note: string;
  source: 'hand' | 'bank';
  createdAt: string;
};
export type InvoiceReminder = {
  /** 1 and 2 the reminders, 3 the formal notice (ingebrekestelling) */
  level: number;
  sentAt: string;
};
export type Invoice = {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** '2026-0001' (with the series' prefix); null for a draft */
  number: string | null;
  /** The customer invoiced; null when none is chosen (or it was erased) */
  customer: {
    id: number;
    /** The company's or person's name */
    name: string;
  } | null;
  projectId: number | null;
  quoteId: number | null;
  /** A deposit asked before the work (UBL type 386) */
  deposit: boolean;
  /** For a credit note: the issued invoice it corrects */
  creditedInvoiceId: number | null;
  /** The day it is (or was) issued; a draft without one takes today */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** The VAT, cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** Deposits this final invoice deducts, cents */
  prepaidAmount: number;
  /** What the customer owes: gross − prepaid, cents */
  payableAmount: number;
  /** The sum of its payments, cents */
  paidAmount: number;
  /** payable − paid (0 for a draft), cents */
  openAmount: number;
  sentVia: 'peppol' | 'email' | (null | null);
  deliveryState: 'verzonden' | 'afgeleverd' | 'geweigerd' | (null | null);
  /** The credited invoice's number */
  creditedInvoiceNumber: string | null;
  /** The day of delivery (required for `K`) */
  deliveryDate: string | (null | null);
  /** The customer's reference (BT-10) */
  buyerReference: string;
  note: string;
  lines: InvoiceLine[];
  /** A private customer's renovation at 6 %: the legal statement is printed */
  renovationStatement: boolean;
  /** '+++123/4567/89002+++', given at issue; '' for a draft */
  structuredCommunication: string;
  /** The VAT per category and rate */
  vat: InvoiceVat[];
  /** Why it was refused, or what the access point said */
  deliveryDetail: string | null;
  sentAt: string | null;
  issuedAt: string | null;
  payments: InvoicePayment[];
  reminders: InvoiceReminder[];
  /** The archived UBL in Bestanden (type Factuur) */
  ublDocumentId: number | null;
  /** The archived PDF in Bestanden (type Factuur) */
  pdfDocumentId: number | null;
  createdAt: string;
  updatedAt: string;
};
export type PaymentInput = {
  /** Cents */
  amount: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  date: string;
  note?: string;
};
export type InvoiceListItem = {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** '2026-0001' (with the series' prefix); null for a draft */
  number: string | null;
  /** The customer invoiced; null when none is chosen (or it was erased) */
  customer: {
    id: number;
    /** The company's or person's name */
    name: string;
  } | null;
  projectId: number | null;
  quoteId: number | null;
  /** A deposit asked before the work (UBL type 386) */
  deposit: boolean;
  /** For a credit note: the issued invoice it corrects */
  creditedInvoiceId: number | null;
  /** The day it is (or was) issued; a draft without one takes today */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** The VAT, cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** Deposits this final invoice deducts, cents */
  prepaidAmount: number;
  /** What the customer owes: gross − prepaid, cents */
  payableAmount: number;
  /** The sum of its payments, cents */
  paidAmount: number;
  /** payable − paid (0 for a draft), cents */
  openAmount: number;
  sentVia: 'peppol' | 'email' | (null | null);
  deliveryState: 'verzonden' | 'afgeleverd' | 'geweigerd' | (null | null);
};
export type InvoicePage = {
  /** Drafts first, then the newest issue date first */
  invoices: InvoiceListItem[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
};
export type InvoiceInput = {
  customerId: number;
  projectId?: number | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  issueDate?: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  dueDate?: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  deliveryDate?: string | null;
  buyerReference?: string;
  note?: string;
  lines: InvoiceLine[];
};
export type InvoiceChange = {
  customerId?: number;
  projectId?: number | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  issueDate?: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  dueDate?: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  deliveryDate?: string | null;
  buyerReference?: string;
  note?: string;
  lines?: InvoiceLine[];
};
