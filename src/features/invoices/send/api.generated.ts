import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendInvoice: build.mutation<SendInvoiceApiResponse, SendInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/send/${queryArg.id}`,
        method: 'POST',
        body: queryArg.sendInvoiceInput,
      }),
    }),
    getInvoiceDelivery: build.query<GetInvoiceDeliveryApiResponse, GetInvoiceDeliveryApiArg>({
      query: (queryArg) => ({ url: `/api/invoice/delivery/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedInvoiceSendingApi };
export type SendInvoiceApiResponse = /** status 200 Default Response */ InvoiceDelivery;
export type SendInvoiceApiArg = {
  id: number;
  sendInvoiceInput: SendInvoiceInput;
};
export type GetInvoiceDeliveryApiResponse = /** status 200 Default Response */ InvoiceDelivery;
export type GetInvoiceDeliveryApiArg = {
  id: number;
};
export type InvoiceReminderSent = {
  /** 1 and 2: a reminder; 3: the formal notice (ingebrekestelling) */
  level: 1 | 2 | 3;
  sentAt: string;
};
export type InvoiceDelivery = {
  id: number;
  /** The stored status: 'uitgereikt', 'verzonden', 'deels betaald', 'betaald', 'gecrediteerd' ('concept' before issuing) */
  status: string;
  /** How it was last sent; null while it was not */
  sentVia: 'peppol' | 'email' | (null | null);
  /** `verzonden` once sent; over Peppol then `afgeleverd` or `geweigerd` as the access point reports */
  deliveryState: 'verzonden' | 'afgeleverd' | 'geweigerd' | (null | null);
  /** The access point's reason of a refusal */
  deliveryDetail: string | null;
  sentAt: string | null;
  /** The buyer's Peppol ID as the issued invoice holds it ('scheme:id'); '' for a private customer, who is sent the invoice by e-mail */
  buyerPeppolId: string;
  /** Where an e-mail goes: the customer's address now, else the one on the invoice; '' for none */
  recipient: string;
  /** The reminders and formal notice sent, in order */
  reminders: InvoiceReminderSent[];
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
export type SendInvoiceInput = {
  /** `peppol`: the UBL (PDF embedded) through the access point to the buyer's Peppol ID; `email`: the PDF and the UBL attached, to the customer's e-mail address */
  via: 'peppol' | 'email';
};
