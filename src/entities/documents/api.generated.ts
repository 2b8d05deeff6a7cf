import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadDocuments: build.mutation<UploadDocumentsApiResponse, UploadDocumentsApiArg>({
      query: (queryArg) => ({ url: `/api/document/upload`, method: 'POST', body: queryArg.body }),
    }),
    addDocumentVersion: build.mutation<AddDocumentVersionApiResponse, AddDocumentVersionApiArg>({
      query: (queryArg) => ({
        url: `/api/document/addVersion/${queryArg.id}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    downloadDocument: build.query<DownloadDocumentApiResponse, DownloadDocumentApiArg>({
      query: (queryArg) => ({
        url: `/api/document/download/${queryArg.id}`,
        params: {
          version: queryArg.version,
        },
      }),
    }),
    previewDocument: build.query<PreviewDocumentApiResponse, PreviewDocumentApiArg>({
      query: (queryArg) => ({
        url: `/api/document/preview/${queryArg.id}`,
        params: {
          version: queryArg.version,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedDocumentsApi };
export type UploadDocumentsApiResponse = /** status 201 Default Response */ DocumentUploadAnswer;
export type UploadDocumentsApiArg = {
  body: {
    data: DocumentUploadData;
    /** 1 to 20 files, each at most 100 MB: PDF, images (JPEG, PNG, WebP, HEIC, TIFF), Office documents (docx, xlsx, pptx, odt, ods, odp, and the older doc and xls) and plain text; a ZIP archive where the settings allow it. What a file is, is read from its content, never its name or the type it was sent with; anything else is 415. Photos lose their location. */
    files?: Blob[];
  };
};
export type AddDocumentVersionApiResponse =
  /** status 201 Default Response */ DocumentVersionAnswer;
export type AddDocumentVersionApiArg = {
  id: number;
  body: {
    data?: DocumentVersionData;
    /** 1 to 20 files, each at most 100 MB: PDF, images (JPEG, PNG, WebP, HEIC, TIFF), Office documents (docx, xlsx, pptx, odt, ods, odp, and the older doc and xls) and plain text; a ZIP archive where the settings allow it. What a file is, is read from its content, never its name or the type it was sent with; anything else is 415. Photos lose their location. */
    files?: Blob[];
  };
};
export type DownloadDocumentApiResponse = /** status 200 The file, as stored */ Blob;
export type DownloadDocumentApiArg = {
  /** By default the current version */
  version?: number;
  id: number;
};
export type PreviewDocumentApiResponse = /** status 200 The file, as stored */ Blob;
export type PreviewDocumentApiArg = {
  /** By default the current version */
  version?: number;
  id: number;
};
export type DocumentUploadAnswer = {
  /** The new documents, in the order of the files */
  ids: number[];
  /** Whether a virus scanner checked the files (false: none is configured) */
  scanned: boolean;
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
    | 'INTERNAL';
  message: string;
};
export type DocumentUploadData = {
  /** A document type of the settings (GET /api/document/types) */
  type: string;
  tags?: string[];
  links?: {
    /** What a document is linked to */
    kind: 'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
    id: number;
  }[];
  /** Each file's document name, in the order of the files; by default the file's name without its extension */
  names?: string[];
};
export type DocumentVersionAnswer = {
  id: number;
  /** The new current version */
  version: number;
  scanned: boolean;
};
export type DocumentVersionData = {};
