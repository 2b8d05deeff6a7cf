import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicQuote: build.query<GetPublicQuoteApiResponse, GetPublicQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/public/${queryArg.id}`,
        headers: {
          'x-quote-token': queryArg['x-quote-token'],
        },
      }),
    }),
    getPublicQuotePdf: build.query<GetPublicQuotePdfApiResponse, GetPublicQuotePdfApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/public/${queryArg.id}/pdf`,
        headers: {
          'x-quote-token': queryArg['x-quote-token'],
        },
      }),
    }),
    acceptPublicQuote: build.mutation<AcceptPublicQuoteApiResponse, AcceptPublicQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/public/${queryArg.id}/accept`,
        method: 'POST',
        body: queryArg.quoteAcceptInput,
        headers: {
          'x-quote-token': queryArg['x-quote-token'],
        },
      }),
    }),
    declinePublicQuote: build.mutation<DeclinePublicQuoteApiResponse, DeclinePublicQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/quote/public/${queryArg.id}/decline`,
        method: 'POST',
        body: queryArg.quoteDeclineInput,
        headers: {
          'x-quote-token': queryArg['x-quote-token'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPublicQuoteApi };
export type GetPublicQuoteApiResponse = /** status 200 Default Response */ PublicQuote;
export type GetPublicQuoteApiArg = {
  id: number;
  'x-quote-token'?: string;
};
export type GetPublicQuotePdfApiResponse = /** status 200 The PDF */ Blob;
export type GetPublicQuotePdfApiArg = {
  id: number;
  'x-quote-token'?: string;
};
export type AcceptPublicQuoteApiResponse = unknown;
export type AcceptPublicQuoteApiArg = {
  id: number;
  'x-quote-token'?: string;
  quoteAcceptInput: QuoteAcceptInput;
};
export type DeclinePublicQuoteApiResponse = unknown;
export type DeclinePublicQuoteApiArg = {
  id: number;
  'x-quote-token'?: string;
  quoteDeclineInput: QuoteDeclineInput;
};
export type QuoteStatus =
  'concept' | 'verzonden' | 'aanvaard' | 'geweigerd' | 'vervallen' | 'vervangen';
export type QuoteVat = {
  category: string;
  rate: number;
  taxable: number;
  tax: number;
};
export type PublicQuote = {
  id: number;
  number: string;
  version: number;
  status: QuoteStatus;
  title: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil: string | null;
  note: string;
  company: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    email: string;
    vatNumber: string;
  };
  customerName: string;
  lines: {
    description: string;
    quantity: number;
    unitCode: string;
    unitPrice: number;
    discountPercent: number;
    vatRate: number;
    net: number;
  }[];
  vat: QuoteVat[];
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  acceptedName: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
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
export type QuoteAcceptInput = {
  name: string;
};
export type QuoteDeclineInput = {
  reason: string;
};
