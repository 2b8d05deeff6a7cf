import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeppolStatus: build.query<GetPeppolStatusApiResponse, GetPeppolStatusApiArg>({
      query: () => ({ url: `/api/peppol/status` }),
    }),
    lookupPeppolParticipant: build.query<
      LookupPeppolParticipantApiResponse,
      LookupPeppolParticipantApiArg
    >({
      query: (queryArg) => ({
        url: `/api/peppol/lookup`,
        params: {
          id: queryArg.id,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPeppolApi };
export type GetPeppolStatusApiResponse = /** status 200 Default Response */ PeppolStatus;
export type GetPeppolStatusApiArg = void;
export type LookupPeppolParticipantApiResponse = /** status 200 Default Response */ PeppolLookup;
export type LookupPeppolParticipantApiArg = {
  /** A Peppol participant id, `<scheme>:<id>`, e.g. `0208:0403170701` */
  id: string;
};
export type PeppolStatus = {
  /** Whether invoices can go over Peppol; when not, they go by e-mail */
  configured: boolean;
  /** `off`: not set up; `local`: the local access point (nothing leaves this machine); `einvoice`: the access point e-invoice.be */
  mode: 'off' | 'local' | 'einvoice';
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
export type PeppolLookup = {
  /** Whether the Peppol directory knows the participant as one that receives */
  reachable: boolean;
  /** How an invoice to this participant goes: over Peppol, else by e-mail */
  via: 'peppol' | 'email';
};
