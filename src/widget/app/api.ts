import { generatedWidgetApi, type GetPublicChatFileApiArg } from './api.generated';
import { asObjectUrl, revokeWhenRemoved } from '../../shared/chat-files/file-urls';

export type * from './api.generated';

/**
 * A customer's follow-up changes their conversation: it is read again. A conversation is kept in
 * the cache under its id alone: the token it is read with stays out of every cache key, and so
 * out of the DevTools trace (the args themselves are masked there, see store.ts).
 */
export const widgetApi = generatedWidgetApi.enhanceEndpoints({
  endpoints: {
    getPublicChat: {
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${queryArgs.id})`,
      providesTags: (_chat, _error, { id }) => [{ type: 'PublicChat', id }],
    },
    createCustomerMessage: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PublicChat', id }],
    },
    // A file, read with the token, kept as an object URL (shared/chat-files/file-urls.ts); its
    // cache key leaves the token out.
    getPublicChatFile: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
      endpoint.serializeQueryArgs = ({ endpointName, queryArgs }) =>
        `${endpointName}(${queryArgs.id},${queryArgs.fileId},${queryArgs.size ?? 'full'})`;
    },
  },
});

/** A file's object URL (the generated type says Blob: the answer is turned into its URL). */
export const fileUrlOf = (data: unknown) => (typeof data === 'string' ? data : undefined);
export type { GetPublicChatFileApiArg };

export const {
  useCreateChatMutation,
  useGetChatAvailabilityQuery,
  useGetPublicChatQuery,
  useCreateCustomerMessageMutation,
  useGetPublicChatFileQuery,
  useLazyGetPublicChatFileQuery,
  useGetPublicAppointmentQuery,
  useCancelPublicAppointmentMutation,
  useRequestAppointmentRescheduleMutation,
} = widgetApi;
