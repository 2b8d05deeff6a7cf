import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedDocument: build.query<GetSharedDocumentApiResponse, GetSharedDocumentApiArg>({
      query: (queryArg) => ({
        url: `/api/document/public/shared`,
        headers: {
          'x-document-token': queryArg['x-document-token'],
          'x-document-password': queryArg['x-document-password'],
        },
      }),
    }),
    getPublicUploadLink: build.query<GetPublicUploadLinkApiResponse, GetPublicUploadLinkApiArg>({
      query: (queryArg) => ({
        url: `/api/document/public/uploadLink`,
        headers: {
          'x-upload-token': queryArg['x-upload-token'],
        },
      }),
    }),
    getSharedDocumentFile: build.query<
      GetSharedDocumentFileApiResponse,
      GetSharedDocumentFileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/document/public/shared/file`,
        headers: {
          'x-document-token': queryArg['x-document-token'],
          'x-document-password': queryArg['x-document-password'],
        },
        params: {
          download: queryArg.download,
        },
      }),
    }),
    uploadPublicDocuments: build.mutation<
      UploadPublicDocumentsApiResponse,
      UploadPublicDocumentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/document/public/upload`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'x-upload-token': queryArg['x-upload-token'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedFileLinksApi };
export type GetSharedDocumentApiResponse = /** status 200 Default Response */ SharedDocument;
export type GetSharedDocumentApiArg = {
  /** The token from the share link's fragment. Missing, unknown, expired, revoked or with a wrong password: the same 404. */
  'x-document-token'?: string;
  /** The share's password, when it has one (UTF-8, URI-encoded). */
  'x-document-password'?: string;
};
export type GetPublicUploadLinkApiResponse = /** status 200 Default Response */ PublicUploadLink;
export type GetPublicUploadLinkApiArg = {
  /** The token from the upload link's fragment. Missing, unknown, expired or revoked: the same 404. */
  'x-upload-token'?: string;
};
export type GetSharedDocumentFileApiResponse = /** status 200 The file */ Blob;
export type GetSharedDocumentFileApiArg = {
  /** Ask the browser to save the file */
  download?: boolean;
  /** The token from the share link's fragment. Missing, unknown, expired, revoked or with a wrong password: the same 404. */
  'x-document-token'?: string;
  /** The share's password, when it has one (UTF-8, URI-encoded). */
  'x-document-password'?: string;
};
export type UploadPublicDocumentsApiResponse = /** status 201 Default Response */ PublicUploadDone;
export type UploadPublicDocumentsApiArg = {
  /** The token from the upload link's fragment. Missing, unknown, expired or revoked: the same 404. */
  'x-upload-token'?: string;
  body: {
    data?: PublicUploadInput;
    /** photos and documents */
    files?: Blob[];
  };
};
export type SharedDocument = {
  name: string;
  fileName: string;
  /** The media type found in the content */
  mime: string;
  size: number;
  expiresAt: string;
  /** Whether the browser can show it (a PDF or an image); else it is downloaded. */
  preview: boolean;
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
export type PublicUploadLink = {
  note: string;
  expiresAt: string;
  companyName: string;
  maxFiles: number;
  maxFileBytes: number;
};
export type PublicUploadDone = {
  received: number;
};
export type PublicUploadInput = {
  /** The customer's words with the files, in the mail that tells staff */
  message?: string;
};
