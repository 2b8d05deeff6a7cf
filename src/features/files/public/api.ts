import { asObjectUrl, revokeWhenRemoved } from '../../../shared/chat-files/file-urls';
import { generatedFileLinksApi } from './api.generated';

export type * from './api.generated';

/**
 * The public calls of the documents' links. The shared file is read with the link's token (a
 * header, never the address) and answered as an object URL that the page shows or saves.
 */
export const fileLinksApi = generatedFileLinksApi.enhanceEndpoints({
  endpoints: {
    getSharedDocumentFile: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
      // A file is read once per page: no refetch on focus.
      endpoint.keepUnusedDataFor = 0;
    },
  },
});

export const {
  useGetSharedDocumentQuery,
  useGetSharedDocumentFileQuery,
  useLazyGetSharedDocumentFileQuery,
  useGetPublicUploadLinkQuery,
  useUploadPublicDocumentsMutation,
} = fileLinksApi;
