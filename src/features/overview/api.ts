import { generatedOverviewApi } from './api.generated';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from './api.generated';

/**
 * The overview counts what these lists hold, so any write that changes one of them (a chat
 * answered or removed, a service switched off, an entry added, an achievement or an image
 * stored with a service or achievement, an item restored or the trash emptied) reads it again.
 * The page also asks again on every visit: edits such as a filled-in translation only
 * invalidate their own entry.
 */
export const overviewApi = generatedOverviewApi.enhanceEndpoints({
  endpoints: {
    getOverview: {
      providesTags: [
        { type: 'Chat', id: 'LIST' },
        { type: 'Service', id: 'LIST' },
        { type: 'LanguageEntry', id: 'LIST' },
        { type: 'Achievement', id: 'LIST' },
        { type: 'Trash', id: 'LIST' },
      ],
    },
    // The money cards: an invoice, a payment or a quote written changes them.
    getInvoiceOverview: {
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Quote', id: 'LIST' },
      ],
    },
  },
});

export const { useGetOverviewQuery, useGetOwnWorkQuery, useGetInvoiceOverviewQuery } = overviewApi;

// The overview shows its own failure state with a retry.
failuresShownOnScreen('getOverview', 'getOwnWork', 'getInvoiceOverview');
