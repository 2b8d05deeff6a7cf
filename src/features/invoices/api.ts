import type { FetchArgs } from '@reduxjs/toolkit/query';
import { objectUrlOf, revokeWhenRemoved } from '../../shared/chat-files/file-urls';
import { cursorPages } from '../../store/cursor-pages';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { generatedInvoicesApi, type GetInvoicesApiArg, type InvoicePage } from './api.generated';

export type * from './api.generated';

// Facturen's list, editor and page (docs/product.md § Facturen). Every write changes the list;
// an invoice's own writes its page, its history and the activity log.
const INVOICES = { type: 'Invoice', id: 'LIST' } as const;

/** How many invoices a page of the list holds: 10,000 invoices are read a page at a time. */
export const INVOICE_PAGE_SIZE = 50;

/** Which invoices the list shows: the server's search and filters. */
export type InvoiceFilter = Omit<GetInvoicesApiArg, 'limit' | 'cursor'>;

const changed = (id: number) => [
  { type: 'Invoice' as const, id },
  INVOICES,
  'History' as const,
  'Activity' as const,
];

let invoicesRequest: (arg: GetInvoicesApiArg) => string | FetchArgs;

// Issuing words every refusal itself: the rules of a 422, the others beside the button.
failuresShownOnScreen('issueInvoice');

const enhancedInvoicesApi = generatedInvoicesApi.enhanceEndpoints({
  endpoints: {
    getInvoices: (endpoint) => {
      invoicesRequest = endpoint.query!;
      endpoint.providesTags = (page) => [
        ...(page?.invoices ?? []).map(({ id }) => ({ type: 'Invoice' as const, id })),
        INVOICES,
      ];
    },
    getInvoice: { providesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }] },
    createInvoice: { invalidatesTags: (_result, error) => (error ? [] : [INVOICES, 'Activity']) },
    updateInvoice: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    },
    removeInvoice: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [...changed(id), { type: 'Trash', id: 'LIST' }],
    },
    // Issuing archives the UBL and PDF in Bestanden.
    issueInvoice: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [...changed(id), { type: 'Document', id: 'LIST' }],
    },
    creditInvoice: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    },
    addInvoicePayment: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    },
  },
});

/**
 * The list's pages (the generated getInvoices call with `limit`, one page after another by the
 * server's `next`), and an invoice's PDF or UBL read with the staff session as an object URL
 * (the PDF shown in the page, either downloaded), as Bestanden reads its files.
 */
export const invoicesApi = enhancedInvoicesApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoicePages: build.infiniteQuery<InvoicePage, InvoiceFilter, string | null>({
      ...cursorPages<InvoiceFilter>(() => invoicesRequest, INVOICE_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.invoices.map(({ id }) => ({ type: 'Invoice' as const, id })),
        ),
        INVOICES,
      ],
    }),
    getInvoiceFile: build.query<string, { id: number; format: 'pdf' | 'ubl'; stamp: string }>({
      // `stamp` (the invoice's updatedAt) reads a draft's PDF again after a change.
      query: ({ id, format }) => ({
        url: `/api/invoice/${format}/${id}`,
        responseHandler: objectUrlOf,
      }),
      onCacheEntryAdded: revokeWhenRemoved,
    }),
  }),
});

export const {
  useGetInvoicePagesInfiniteQuery,
  useGetInvoiceQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useRemoveInvoiceMutation,
  useIssueInvoiceMutation,
  useCreditInvoiceMutation,
  useAddInvoicePaymentMutation,
  useGetInvoiceFileQuery,
  useLazyGetInvoiceFileQuery,
} = invoicesApi;
