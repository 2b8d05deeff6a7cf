import { generatedWidgetApi } from './api.generated';

export type * from './api.generated';

/** A customer's follow-up changes their conversation: it is read again. */
export const widgetApi = generatedWidgetApi.enhanceEndpoints({
  endpoints: {
    getPublicChat: {
      providesTags: (_chat, _error, { id }) => [{ type: 'PublicChat', id }],
    },
    createCustomerMessage: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PublicChat', id }],
    },
  },
});

export const {
  useCreateChatMutation,
  useGetPublicChatQuery,
  useCreateCustomerMessageMutation,
  useGetPublicAppointmentQuery,
  useCancelPublicAppointmentMutation,
  useRequestAppointmentRescheduleMutation,
} = widgetApi;
