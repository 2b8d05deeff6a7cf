import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguageEntries: build.query<GetLanguageEntriesApiResponse, GetLanguageEntriesApiArg>({
      query: () => ({ url: `/api/language/getall` }),
    }),
    createLanguageEntry: build.mutation<CreateLanguageEntryApiResponse, CreateLanguageEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/language/create`,
        method: 'POST',
        body: queryArg.languageInput,
      }),
    }),
    updateLanguageEntry: build.mutation<UpdateLanguageEntryApiResponse, UpdateLanguageEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/language/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.languageInput,
      }),
    }),
    removeLanguageEntry: build.mutation<RemoveLanguageEntryApiResponse, RemoveLanguageEntryApiArg>({
      query: (queryArg) => ({ url: `/api/language/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    confirmLanguageEntry: build.mutation<
      ConfirmLanguageEntryApiResponse,
      ConfirmLanguageEntryApiArg
    >({
      query: (queryArg) => ({ url: `/api/language/confirm/${queryArg.id}`, method: 'PUT' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedLanguageApi };
export type GetLanguageEntriesApiResponse = /** status 200 Default Response */ LanguageEntry[];
export type GetLanguageEntriesApiArg = void;
export type CreateLanguageEntryApiResponse = /** status 201 Default Response */ Created;
export type CreateLanguageEntryApiArg = {
  languageInput: LanguageInput;
};
export type UpdateLanguageEntryApiResponse = /** status 200 Default Response */ LanguageEntry;
export type UpdateLanguageEntryApiArg = {
  id: number;
  languageInput: LanguageInput;
};
export type RemoveLanguageEntryApiResponse = unknown;
export type RemoveLanguageEntryApiArg = {
  id: number;
};
export type ConfirmLanguageEntryApiResponse = /** status 200 Default Response */ LanguageEntry;
export type ConfirmLanguageEntryApiArg = {
  id: number;
};
export type LanguageEntry = {
  id: number;
  name: string;
  group: string;
  translationDutch: string;
  translationEnglish: string;
  /** The language whose translation may be out of date: the other one changed after it was written. Cleared by editing that language or by PUT /api/language/confirm/{id}. */
  staleLanguage: 'nl' | 'en' | (null | null);
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
export type Created = {
  id: number;
};
export type LanguageInput = {
  name: string;
  group: string;
  translationDutch?: string;
  translationEnglish?: string;
};
export type ContentUse = {
  kind: 'service' | 'serviceContent' | 'achievement';
  id: number;
  /** A content block's service (serviceContent only) */
  serviceId?: number;
  /** What to call it, as plain text: the Dutch title of the service's or content block's title entry (its name when that is empty), or the achievement's location */
  label: string;
};
export type InUseAnswer = {
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
  /** Services first, then content blocks, then achievements, each by id */
  usedBy: ContentUse[];
};
