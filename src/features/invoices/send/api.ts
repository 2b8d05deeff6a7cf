import { generatedPeppolApi } from '../../../entities/peppol/api.generated';
import { generatedInvoiceSendingApi } from './api.generated';

export type * from './api.generated';

// An invoice's sending: its delivery is part of the invoice (tag Invoice), so a send, and the
// staff stream's `event: invoice` (features/chats/live.ts), make the invoice screens read again.
const INVOICES = { type: 'Invoice', id: 'LIST' } as const;

const invoiceSendingApi = generatedInvoiceSendingApi.enhanceEndpoints({
  endpoints: {
    getInvoiceDelivery: {
      providesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }],
    },
    sendInvoice: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }, INVOICES, 'Activity'],
    },
  },
});

export const { useGetInvoiceDeliveryQuery, useSendInvoiceMutation } = invoiceSendingApi;

// Whether Peppol is set up, and whether the buyer receives over it (entities/peppol).
export const { useGetPeppolStatusQuery, useLookupPeppolParticipantQuery } = generatedPeppolApi;
