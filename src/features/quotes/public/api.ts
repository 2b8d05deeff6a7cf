import { asObjectUrl, revokeWhenRemoved } from '../../../shared/chat-files/file-urls';
import { generatedPublicQuoteApi } from './api.generated';

export type * from './api.generated';

/**
 * The customer's calls on a quote's page, each with the token of the link's fragment in the
 * X-Quote-Token header (never in the address). The PDF answers as an object URL to save.
 */
export const publicQuoteApi = generatedPublicQuoteApi.enhanceEndpoints({
  addTagTypes: ['PublicQuote'],
  endpoints: {
    getPublicQuote: (endpoint) => {
      endpoint.providesTags = (_q, _e, { id }) => [{ type: 'PublicQuote', id }];
    },
    getPublicQuotePdf: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
      endpoint.keepUnusedDataFor = 0;
    },
    acceptPublicQuote: (endpoint) => {
      endpoint.invalidatesTags = (_r, _e, { id }) => [{ type: 'PublicQuote', id }];
    },
    declinePublicQuote: (endpoint) => {
      endpoint.invalidatesTags = (_r, _e, { id }) => [{ type: 'PublicQuote', id }];
    },
  },
});

export const {
  useGetPublicQuoteQuery,
  useLazyGetPublicQuotePdfQuery,
  useAcceptPublicQuoteMutation,
  useDeclinePublicQuoteMutation,
} = publicQuoteApi;
