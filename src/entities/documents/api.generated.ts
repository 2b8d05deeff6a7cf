import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      query: (queryArg) => ({ url: `/api/document/types`, method: 'PUT', body: queryArg.body }),
    }),
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
        params: { version: queryArg.version },
      }),
    }),
    previewDocument: build.query<PreviewDocumentApiResponse, PreviewDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/document/preview/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedDocumentsApi };
export type GetDocumentsApiResponse = /** status 200 Default Response */ DocumentPage;
export type GetDocumentsApiArg = {
  q?: string;
  type?: string;
  tag?: string;
  linkKind?: DocumentLinkKind;
  linkId?: number;
  limit?: number;
  cursor?: string;
};
export type GetDocumentApiResponse = /** status 200 Default Response */ DocumentDetail;
export type GetDocumentApiArg = { id: number };
export type UpdateDocumentApiResponse = unknown;
export type UpdateDocumentApiArg = { id: number; documentInput: DocumentInput };
export type RemoveDocumentApiResponse = unknown;
export type RemoveDocumentApiArg = { id: number };
export type GetDocumentTypesApiResponse = /** status 200 Default Response */ DocumentType[];
export type GetDocumentTypesApiArg = void;
export type SetDocumentTypesApiResponse = unknown;
export type SetDocumentTypesApiArg = { body: DocumentType[] };
export type UploadDocumentsApiResponse = /** status 201 Default Response */ { ids: number[] };
export type UploadDocumentsApiArg = { body: { data: DocumentUploadData; files: Blob[] } };
export type AddDocumentVersionApiResponse = unknown;
export type AddDocumentVersionApiArg = { id: number; body: { files: Blob[] } };
export type DownloadDocumentApiResponse = unknown;
export type DownloadDocumentApiArg = { id: number; version?: number };
export type PreviewDocumentApiResponse = unknown;
export type PreviewDocumentApiArg = { id: number };
export type DocumentLinkKind = 'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
export type DocumentLink = { kind: DocumentLinkKind; id: number; label?: string };
export type TextStatus = 'wacht' | 'klaar' | 'geen tekst' | 'mislukt';
export type Document = {
  id: number;
  name: string;
  type: string;
  tags: string[];
  mime: string;
  size: number;
  links: DocumentLink[];
  version: number;
  textStatus: TextStatus;
  createdAt: string;
  createdBy: string | null;
  retainUntil: string | null;
};
export type DocumentVersion = {
  version: number;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  scanStatus: 'wacht' | 'schoon' | 'niet gescand';
  textStatus: TextStatus;
  createdAt: string;
  createdBy: string | null;
};
export type DocumentDetail = Document & { versions: DocumentVersion[] };
export type DocumentPage = { documents: Document[]; next: string | null };
export type DocumentInput = { name: string; type: string; tags: string[]; links: DocumentLink[] };
export type DocumentType = { name: string; retentionYears: number };
export type DocumentUploadData = { links: DocumentLink[]; type: string; tags: string[] };
