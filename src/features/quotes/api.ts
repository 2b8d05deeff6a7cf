import { asObjectUrl, revokeWhenRemoved } from '../../shared/chat-files/file-urls';
import { generatedQuotesApi } from './api.generated';

export type * from './api.generated';

// Offertes' list, editor and detail. Every write reaches the activity log and the quote's
// history; sending archives its PDF in Bestanden; 'Naar factuur' makes an invoice draft.
const QUOTES = { type: 'Quote', id: 'LIST' } as const;

const changed = (id: number) => [
  { type: 'Quote' as const, id },
  QUOTES,
  'History' as const,
  'Activity' as const,
];

export const quotesApi = generatedQuotesApi.enhanceEndpoints({
  endpoints: {
    getQuotes: (endpoint) => {
      endpoint.providesTags = (page) => [
        ...(page?.quotes ?? []).map(({ id }) => ({ type: 'Quote' as const, id })),
        QUOTES,
      ];
    },
    getQuote: (endpoint) => {
      endpoint.providesTags = (_quote, _error, { id }) => [{ type: 'Quote', id }];
    },
    createQuote: (endpoint) => {
      endpoint.invalidatesTags = [QUOTES, 'Activity'];
    },
    updateQuote: (endpoint) => {
      endpoint.invalidatesTags = (_quote, _error, { id }) => changed(id);
    },
    removeQuote: (endpoint) => {
      endpoint.invalidatesTags = (_r, _e, { id }) => [...changed(id), 'Trash'];
    },
    sendQuote: (endpoint) => {
      endpoint.invalidatesTags = (_r, _e, { id }) => [...changed(id), 'Document'];
    },
    quoteToInvoice: (endpoint) => {
      endpoint.invalidatesTags = (_r, _e, { id }) => [...changed(id), 'Invoice'];
    },
    getQuotePdf: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
      endpoint.keepUnusedDataFor = 0;
    },
  },
});

export const {
  useGetQuotesQuery,
  useGetQuoteQuery,
  useCreateQuoteMutation,
  useUpdateQuoteMutation,
  useRemoveQuoteMutation,
  useSendQuoteMutation,
  useQuoteToInvoiceMutation,
  useLazyGetQuotePdfQuery,
} = quotesApi;
