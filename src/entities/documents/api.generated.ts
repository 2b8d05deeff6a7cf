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
    createDocumentShare: build.mutation<CreateDocumentShareApiResponse, CreateDocumentShareApiArg>({
      query: (queryArg) => ({
        url: `/api/document/share/${queryArg.id}`,
        method: 'POST',
        body: queryArg.shareInput,
      }),
    }),
    getDocumentShares: build.query<GetDocumentSharesApiResponse, GetDocumentSharesApiArg>({
      query: (queryArg) => ({ url: `/api/document/shares/${queryArg.id}` }),
    }),
    removeDocumentShare: build.mutation<RemoveDocumentShareApiResponse, RemoveDocumentShareApiArg>({
      query: (queryArg) => ({
        url: `/api/document/share/${queryArg.id}/${queryArg.shareId}`,
        method: 'DELETE',
      }),
    }),
    createDocumentUploadLink: build.mutation<
      CreateDocumentUploadLinkApiResponse,
      CreateDocumentUploadLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/document/uploadLink`,
        method: 'POST',
        body: queryArg.uploadLinkInput,
      }),
    }),
    getDocumentUploadLinks: build.query<
      GetDocumentUploadLinksApiResponse,
      GetDocumentUploadLinksApiArg
    >({
      query: (queryArg) => ({
        url: `/api/document/uploadLinks`,
        params: {
          linkKind: queryArg.linkKind,
          linkId: queryArg.linkId,
        },
      }),
    }),
    removeDocumentUploadLink: build.mutation<
      RemoveDocumentUploadLinkApiResponse,
      RemoveDocumentUploadLinkApiArg
    >({
      query: (queryArg) => ({ url: `/api/document/uploadLink/${queryArg.id}`, method: 'DELETE' }),
    }),
    getDocuments: build.query<GetDocumentsApiResponse, GetDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/api/document/getall`,
        params: {
          q: queryArg.q,
          type: queryArg['type'],
          tag: queryArg.tag,
          linkKind: queryArg.linkKind,
          linkId: queryArg.linkId,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getDocument: build.query<GetDocumentApiResponse, GetDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/document/get/${queryArg.id}` }),
    }),
    updateDocument: build.mutation<UpdateDocumentApiResponse, UpdateDocumentApiArg>({
      query: (queryArg) => ({
        url: `/api/document/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.documentInput,
      }),
    }),
    removeDocument: build.mutation<RemoveDocumentApiResponse, RemoveDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/document/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    getDocumentTypes: build.query<GetDocumentTypesApiResponse, GetDocumentTypesApiArg>({
      query: () => ({ url: `/api/document/types` }),
    }),
    setDocumentTypes: build.mutation<SetDocumentTypesApiResponse, SetDocumentTypesApiArg>({
      query: (queryArg) => ({
        url: `/api/document/types`,
        method: 'PUT',
        body: queryArg.documentTypes,
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
    data?: DocumentNewVersionData;
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
export type CreateDocumentShareApiResponse = /** status 201 Default Response */ LinkCreated;
export type CreateDocumentShareApiArg = {
  id: number;
  shareInput: ShareInput;
};
export type GetDocumentSharesApiResponse = /** status 200 Default Response */ DocumentShares;
export type GetDocumentSharesApiArg = {
  id: number;
};
export type RemoveDocumentShareApiResponse = unknown;
export type RemoveDocumentShareApiArg = {
  id: number;
  shareId: number;
};
export type CreateDocumentUploadLinkApiResponse = /** status 201 Default Response */ LinkCreated;
export type CreateDocumentUploadLinkApiArg = {
  uploadLinkInput: UploadLinkInput;
};
export type GetDocumentUploadLinksApiResponse = /** status 200 Default Response */ UploadLinks;
export type GetDocumentUploadLinksApiArg = {
  /** Where the files land: the customer's or the project's documents */
  linkKind: 'customer' | 'project';
  linkId: number;
};
export type RemoveDocumentUploadLinkApiResponse = unknown;
export type RemoveDocumentUploadLinkApiArg = {
  id: number;
};
export type GetDocumentsApiResponse = /** status 200 Default Response */ DocumentPage;
export type GetDocumentsApiArg = {
  /** Words found in the name, type, tags or the text of the current version (PDF text or OCR): Dutch stems (`factuur` finds "facturen"), the start of a word (`keuring` finds "Keuringsattest") and small typos; the best matches first. */
  q?: string;
  /** Only this document type */
  type?: string;
  /** Only documents with this tag */
  tag?: string;
  linkKind?: DocumentLinkKind;
  /** With linkKind: only documents linked to it. A customer's documents include those of the customer's projects. */
  linkId?: number;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type GetDocumentApiResponse = /** status 200 Default Response */ DocumentDetail;
export type GetDocumentApiArg = {
  id: number;
};
export type UpdateDocumentApiResponse = /** status 200 Default Response */ DocumentDetail;
export type UpdateDocumentApiArg = {
  id: number;
  documentInput: DocumentInput;
};
export type RemoveDocumentApiResponse = unknown;
export type RemoveDocumentApiArg = {
  id: number;
};
export type GetDocumentTypesApiResponse =
  /** status 200 The document types in the order the screens show them */ DocumentTypes;
export type GetDocumentTypesApiArg = void;
export type SetDocumentTypesApiResponse =
  /** status 200 The document types in the order the screens show them */ DocumentTypes;
export type SetDocumentTypesApiArg = {
  documentTypes: DocumentTypes;
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
export type DocumentNewVersionData = {};
export type LinkCreated = {
  id: number;
  /** The address to hand out, with the token in its fragment: it exists only in this answer (the server keeps the token's hash). */
  url: string;
};
export type ShareInput = {
  /** When the link stops opening: in the future, at most a year ahead. */
  expiresAt: string;
  /** Asked before the document is shown; blank or left out: none. */
  password?: string;
};
export type DocumentShare = {
  id: number;
  expiresAt: string;
  hasPassword: boolean;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string | null;
};
export type DocumentShares = {
  shares: DocumentShare[];
};
export type UploadLinkInput = {
  /** Where the files land: the customer's or the project's documents */
  linkKind: 'customer' | 'project';
  linkId: number;
  /** When the link stops opening: in the future, at most a year ahead. */
  expiresAt: string;
  /** Shown to the customer on the upload page ("Stuur ons foto's van de situatie") */
  note?: string;
};
export type UploadLink = {
  id: number;
  /** Where the files land: the customer's or the project's documents */
  linkKind: 'customer' | 'project';
  linkId: number;
  note: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  /** Documents received through it */
  received: number;
};
export type UploadLinks = {
  uploadLinks: UploadLink[];
};
export type DocumentLinkKind =
  'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
export type DocumentLink = {
  kind: DocumentLinkKind;
  id: number;
};
export type DocumentTextStatus = 'wacht' | 'klaar' | 'geen tekst' | 'mislukt';
export type DocumentScanStatus = 'wacht' | 'schoon' | 'niet gescand';
export type Document = {
  id: number;
  name: string;
  /** A document type of the settings (getDocumentTypes) */
  type: string;
  tags: string[];
  /** The current version's media type, found in its content */
  mime: string;
  /** The current version's size in bytes */
  size: number;
  links: DocumentLink[];
  /** The number of the current version (1, 2, …) */
  version: number;
  textStatus: DocumentTextStatus;
  scanStatus: DocumentScanStatus;
  createdAt: string;
  /** The staff account that added it; null when added by a customer or removed */
  createdBy: number | null;
  /** The Brussels date before which the document cannot be removed (its type’s retention from its creation); null for none */
  retainUntil: string | null;
};
export type DocumentPage = {
  documents: Document[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
};
export type DocumentVersion = {
  version: number;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  scanStatus: DocumentScanStatus;
  textStatus: DocumentTextStatus;
  current: boolean;
  createdAt: string;
  createdBy: number | null;
};
export type DocumentDetail = Document & {
  /** Every version, latest first */
  versions: DocumentVersion[];
};
export type DocumentInput = {
  name?: string;
  type?: string;
  tags?: string[];
  links?: DocumentLink[];
};
export type DocumentType = {
  name: string;
  /** How many years a document of this type is kept (bewaartermijn); null: none */
  retentionYears: number | null;
};
export type DocumentTypes = DocumentType[];
