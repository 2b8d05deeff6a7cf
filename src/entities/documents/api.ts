import type { FetchArgs } from '@reduxjs/toolkit/query';
import { objectUrlOf, revokeWhenRemoved } from '../../shared/chat-files/file-urls';
import { cursorPages } from '../../store/cursor-pages';
import { generatedDocumentsApi, type DocumentPage, type GetDocumentsApiArg } from './api.generated';

export type * from './api.generated';

// Shared: Bestanden lists, shows and edits documents; a customer's, project's and employee's
// page shows the documents linked to them and adds some. Every write reaches the activity log,
// a removal the trash, a change the document's history.
const DOCUMENTS = { type: 'Document', id: 'LIST' } as const;

/** How many documents a page of a list holds. */
export const DOCUMENT_PAGE_SIZE = 50;

/** Which documents a list shows: the server's search and filters. */
export type DocumentFilter = Omit<GetDocumentsApiArg, 'limit' | 'cursor'>;

/** The generated getDocuments request, which the lists' pages send. */
let documentsRequest: (arg: GetDocumentsApiArg) => string | FetchArgs;

const enhancedDocumentsApi = generatedDocumentsApi.enhanceEndpoints({
  endpoints: {
    getDocuments: (endpoint) => {
      documentsRequest = endpoint.query!;
      endpoint.providesTags = (page) => [
        ...(page?.documents ?? []).map(({ id }) => ({ type: 'Document' as const, id })),
        DOCUMENTS,
      ];
    },
    getDocument: {
      providesTags: (_result, _error, { id }) => [{ type: 'Document', id }],
    },
    uploadDocuments: { invalidatesTags: [DOCUMENTS, 'Activity'] },
    addDocumentVersion: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Document', id }, DOCUMENTS, 'History', 'Activity'],
    },
    updateDocument: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Document', id }, DOCUMENTS, 'History', 'Activity'],
    },
    removeDocument: {
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [{ type: 'Document', id }, DOCUMENTS, { type: 'Trash', id: 'LIST' }, 'Activity'],
    },
    createDocumentShare: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'DocumentShare', id }]),
    },
    getDocumentShares: {
      providesTags: (_result, _error, { id }) => [{ type: 'DocumentShare', id }],
    },
    removeDocumentShare: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'DocumentShare', id }]),
    },
    getDocumentTypes: { providesTags: ['DocumentType'] },
    setDocumentTypes: { invalidatesTags: ['DocumentType', DOCUMENTS] },
  },
});

/**
 * The lists' pages (the generated getDocuments call with `limit`, one page after another by the
 * server's `next`), and a document's file read with the staff session as an object URL (a
 * preview in the page, a download), as a conversation's files are (shared/chat-files).
 */
export const documentsApi = enhancedDocumentsApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentPages: build.infiniteQuery<DocumentPage, DocumentFilter, string | null>({
      ...cursorPages<DocumentFilter>(() => documentsRequest, DOCUMENT_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.documents.map(({ id }) => ({ type: 'Document' as const, id })),
        ),
        DOCUMENTS,
      ],
    }),
    getDocumentFile: build.query<string, { id: number; version?: number; preview?: boolean }>({
      query: ({ id, version, preview }) => ({
        url: preview ? `/api/document/preview/${id}` : `/api/document/download/${id}`,
        params: version === undefined ? undefined : { version },
        responseHandler: objectUrlOf,
      }),
      // A version's file never changes: a renamed document keeps its preview.
      onCacheEntryAdded: revokeWhenRemoved,
    }),
  }),
});

export const {
  useGetDocumentPagesInfiniteQuery,
  useGetDocumentQuery,
  useGetDocumentFileQuery,
  useLazyGetDocumentFileQuery,
  useGetDocumentTypesQuery,
  useSetDocumentTypesMutation,
  useUploadDocumentsMutation,
  useAddDocumentVersionMutation,
  useUpdateDocumentMutation,
  useRemoveDocumentMutation,
  useCreateDocumentShareMutation,
  useGetDocumentSharesQuery,
  useRemoveDocumentShareMutation,
  useCreateDocumentUploadLinkMutation,
} = documentsApi;
