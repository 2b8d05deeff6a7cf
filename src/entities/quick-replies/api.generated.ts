import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuickReplies: build.query<GetQuickRepliesApiResponse, GetQuickRepliesApiArg>({
      query: () => ({ url: `/api/quickReply/getall` }),
    }),
    createQuickReply: build.mutation<CreateQuickReplyApiResponse, CreateQuickReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/quickReply/create`,
        method: 'POST',
        body: queryArg.quickReplyInput,
      }),
    }),
    updateQuickReply: build.mutation<UpdateQuickReplyApiResponse, UpdateQuickReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/quickReply/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.quickReplyInput,
      }),
    }),
    removeQuickReply: build.mutation<RemoveQuickReplyApiResponse, RemoveQuickReplyApiArg>({
      query: (queryArg) => ({ url: `/api/quickReply/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedQuickRepliesApi };
export type GetQuickRepliesApiResponse = /** status 200 Default Response */ QuickReply[];
export type GetQuickRepliesApiArg = void;
export type CreateQuickReplyApiResponse = /** status 201 Default Response */ QuickReply;
export type CreateQuickReplyApiArg = {
  quickReplyInput: QuickReplyInput;
};
export type UpdateQuickReplyApiResponse = /** status 200 Default Response */ QuickReply;
export type UpdateQuickReplyApiArg = {
  id: number;
  quickReplyInput: QuickReplyInput;
};
export type RemoveQuickReplyApiResponse = unknown;
export type RemoveQuickReplyApiArg = {
  id: number;
};
export type QuickReply = {
  id: number;
  title: string;
  /** Rich text, sanitized; never blank */
  contentDutch: string;
  /** Rich text, sanitized; '' when there is none */
  contentEnglish: string;
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
export type QuickReplyInput = {
  title: string;
  contentDutch: string;
  contentEnglish: string;
};
