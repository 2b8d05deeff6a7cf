import { generatedWidgetApi } from './api.generated';

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
  },
});

export const {
  useCreateChatMutation,
  useGetChatAvailabilityQuery,
  useGetPublicChatQuery,
  useCreateCustomerMessageMutation,
  useGetPublicAppointmentQuery,
  useCancelPublicAppointmentMutation,
  useRequestAppointmentRescheduleMutation,
} = widgetApi;
