import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuotes: build.query<GetQuotesApiResponse, GetQuotesApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/getall`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          customer: queryArg.customer,
          project: queryArg.project,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getQuote: build.query<GetQuoteApiResponse, GetQuoteApiArg>({
      query: (queryArg) => ({ url: `/api/quote/get/${queryArg.id}` }),
    }),
    createQuote: build.mutation<CreateQuoteApiResponse, CreateQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/create`,
        method: 'POST',
        body: queryArg.quoteInput,
      }),
    }),
    updateQuote: build.mutation<UpdateQuoteApiResponse, UpdateQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.quoteInput,
      }),
    }),
    removeQuote: build.mutation<RemoveQuoteApiResponse, RemoveQuoteApiArg>({
      query: (queryArg) => ({ url: `/api/quote/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    sendQuote: build.mutation<SendQuoteApiResponse, SendQuoteApiArg>({
      query: (queryArg) => ({ url: `/api/quote/send/${queryArg.id}`, method: 'POST' }),
    }),
    getQuotePdf: build.query<GetQuotePdfApiResponse, GetQuotePdfApiArg>({
      query: (queryArg) => ({ url: `/api/quote/pdf/${queryArg.id}` }),
    }),
    quoteToInvoice: build.mutation<QuoteToInvoiceApiResponse, QuoteToInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/toInvoice/${queryArg.id}`,
        method: 'POST',
        body: queryArg.quoteToInvoiceInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedQuotesApi };
export type GetQuotesApiResponse = /** status 200 Default Response */ QuotePage;
export type GetQuotesApiArg = {
  /** Words of the number, title, customer, project */
  q?: string;
  status?: QuoteStatus;
  customer?: number;
  project?: number;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next` */
  cursor?: string;
};
export type GetQuoteApiResponse = /** status 200 Default Response */ Quote;
export type GetQuoteApiArg = {
  id: number;
};
export type CreateQuoteApiResponse = /** status 201 Default Response */ Created;
export type CreateQuoteApiArg = {
  quoteInput: QuoteInput;
};
export type UpdateQuoteApiResponse = /** status 200 Default Response */ Quote;
export type UpdateQuoteApiArg = {
  id: number;
  quoteInput: QuoteInput;
};
export type RemoveQuoteApiResponse = unknown;
export type RemoveQuoteApiArg = {
  id: number;
};
export type SendQuoteApiResponse = /** status 200 Default Response */ QuoteSent;
export type SendQuoteApiArg = {
  id: number;
};
export type GetQuotePdfApiResponse = /** status 200 The PDF */ Blob;
export type GetQuotePdfApiArg = {
  id: number;
};
export type QuoteToInvoiceApiResponse = /** status 201 Default Response */ Created;
export type QuoteToInvoiceApiArg = {
  id: number;
  quoteToInvoiceInput: QuoteToInvoiceInput;
};
export type QuoteStatus =
  'concept' | 'verzonden' | 'aanvaard' | 'geweigerd' | 'vervallen' | 'vervangen';
export type QuoteSummary = {
  id: number;
  number: string | null;
  version: number;
  status: QuoteStatus;
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  title: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil: string | null;
  grossAmount: number;
};
export type QuotePage = {
  quotes: QuoteSummary[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
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
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';
export type QuoteLine = {
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
export type QuoteVat = {
  category: string;
  rate: number;
  taxable: number;
  tax: number;
};
export type QuoteInvoiceRef = {
  id: number;
  number: string | null;
  status: string;
  deposit: boolean;
  grossAmount: number;
};
export type Quote = {
  id: number;
  number: string | null;
  version: number;
  status: QuoteStatus;
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  title: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil: string | null;
  grossAmount: number;
  previousId: number | null;
  nextId: number | null;
  customerEmail: string | null;
  note: string;
  lines: QuoteLine[];
  netAmount: number;
  vatAmount: number;
  vat: QuoteVat[];
  sentAt: string | null;
  acceptedName: string | null;
  acceptedAt: string | null;
  declinedReason: string | null;
  declinedAt: string | null;
  pdfDocumentId: number | null;
  invoices: QuoteInvoiceRef[];
  createdAt: string;
  updatedAt: string;
};
export type Created = {
  id: number;
};
export type QuoteInput = {
  customerId?: number | null;
  projectId?: number | null;
  title?: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate?: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil?: string;
  note?: string;
  lines?: QuoteLine[];
};
export type QuoteSent = {
  number: string;
  version: number;
  url: string;
};
export type QuoteToInvoiceInput = {
  kind: 'full' | 'deposit';
  percent?: number;
  /** Cents without VAT, spread over the VAT rates */
  amount?: number;
};
