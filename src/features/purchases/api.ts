import type { FetchArgs } from '@reduxjs/toolkit/query';
import { cursorPages } from '../../store/cursor-pages';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { generatedPurchasesApi, type GetPurchasesApiArg, type PurchasePage } from './api.generated';

export type * from './api.generated';

// Aankopen's inbox and a purchase's page (docs/product.md § Aankopen). Every write changes the
// list; a purchase's own writes its page, its history and the activity log.
const PURCHASES = { type: 'Purchase', id: 'LIST' } as const;

export const PURCHASE_PAGE_SIZE = 50;

/** Which purchases the inbox shows: the server's search and filters. */
export type PurchaseFilter = Omit<GetPurchasesApiArg, 'limit' | 'cursor'>;

const changed = (id: number) => [
  { type: 'Purchase' as const, id },
  PURCHASES,
  'History' as const,
  'Activity' as const,
];

let purchasesRequest: (arg: GetPurchasesApiArg) => string | FetchArgs;

// These screens word their refusals themselves: the server's Dutch reason (a limit, a status,
// parts that do not add up, a duplicate) beside the button or in the form.
failuresShownOnScreen(
  'updatePurchase',
  'approvePurchase',
  'rejectPurchase',
  'checkPurchaseWithholding',
  'changePurchaseStatus',
);

const enhancedPurchasesApi = generatedPurchasesApi.enhanceEndpoints({
  endpoints: {
    getPurchases: (endpoint) => {
      purchasesRequest = endpoint.query!;
    },
    getPurchase: { providesTags: (_result, _error, { id }) => [{ type: 'Purchase', id }] },
    updatePurchase: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    removePurchase: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [...changed(id), { type: 'Trash', id: 'LIST' }],
    },
    approvePurchase: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    rejectPurchase: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    checkPurchaseWithholding: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)),
    },
    changePurchaseStatus: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
  },
});

/**
 * The inbox's pages (the generated getPurchases call with `limit`, page after page by the
 * server's `next`) and a project's name for the list's column.
 */
export const purchasesApi = enhancedPurchasesApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchasePages: build.infiniteQuery<PurchasePage, PurchaseFilter, string | null>({
      ...cursorPages<PurchaseFilter>(() => purchasesRequest, PURCHASE_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.purchases.map(({ id }) => ({ type: 'Purchase' as const, id })),
        ),
        PURCHASES,
      ],
    }),
    getAttestChoices: build.query<{ documents: { id: number; name: string }[] }, string>({
      query: (q) => ({ url: '/api/document/getall', params: { q: q || undefined, limit: 20 } }),
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    getProjectName: build.query<{ id: number; name: string }, number>({
      query: (id) => ({ url: `/api/project/get/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const {
  useGetPurchasePagesInfiniteQuery,
  useGetPurchaseQuery,
  useUpdatePurchaseMutation,
  useRemovePurchaseMutation,
  useApprovePurchaseMutation,
  useRejectPurchaseMutation,
  useCheckPurchaseWithholdingMutation,
  useChangePurchaseStatusMutation,
  useGetProjectNameQuery,
  useGetAttestChoicesQuery,
} = purchasesApi;
