import type { FetchArgs } from '@reduxjs/toolkit/query';
import { cursorPages } from '../../../store/cursor-pages';
import { failuresShownOnScreen } from '../../../store/quiet-endpoints';
import {
  generatedPurchaseOrdersApi,
  type GetPurchaseOrdersApiArg,
  type PurchaseOrderPage,
} from './api.generated';

export type * from './api.generated';

// Bestelbonnen: purchase orders to suppliers. Every write reaches the activity log and the
// order's history; sending archives its PDF in Bestanden.
const ORDERS = { type: 'PurchaseOrder', id: 'LIST' } as const;

export const ORDER_PAGE_SIZE = 50;

/** Which orders the list shows: the server's search and filters. */
export type PurchaseOrderFilter = Omit<GetPurchaseOrdersApiArg, 'limit' | 'cursor'>;

const changed = (id: number) => [
  { type: 'PurchaseOrder' as const, id },
  ORDERS,
  'History' as const,
  'Activity' as const,
];

let ordersRequest: (arg: GetPurchaseOrdersApiArg) => string | FetchArgs;

// The order's page words its refusals itself: the server's Dutch reason (no lines, no supplier
// e-mail address, already sent) beside the buttons.
failuresShownOnScreen(
  'createPurchaseOrder',
  'updatePurchaseOrder',
  'removePurchaseOrder',
  'sendPurchaseOrder',
);

const enhancedPurchaseOrdersApi = generatedPurchaseOrdersApi.enhanceEndpoints({
  endpoints: {
    getPurchaseOrders: (endpoint) => {
      ordersRequest = endpoint.query!;
      endpoint.providesTags = (page) => [
        ...(page?.purchaseOrders ?? []).map(({ id }) => ({ type: 'PurchaseOrder' as const, id })),
        ORDERS,
      ];
    },
    getPurchaseOrder: (endpoint) => {
      endpoint.providesTags = (_order, _error, { id }) => [{ type: 'PurchaseOrder', id }];
    },
    // The differences move with the order's and the invoice's lines.
    comparePurchaseOrder: (endpoint) => {
      endpoint.providesTags = (_r, _e, { id }) => [{ type: 'PurchaseOrder', id }, 'Purchase'];
    },
    createPurchaseOrder: (endpoint) => {
      endpoint.invalidatesTags = (_r, error) => (error ? [] : [ORDERS, 'Activity']);
    },
    updatePurchaseOrder: (endpoint) => {
      endpoint.invalidatesTags = (_order, error, { id }) => (error ? [] : changed(id));
    },
    removePurchaseOrder: (endpoint) => {
      endpoint.invalidatesTags = (_r, error, { id }) => (error ? [] : [...changed(id), 'Trash']);
    },
    sendPurchaseOrder: (endpoint) => {
      endpoint.invalidatesTags = (_r, error, { id }) => (error ? [] : [...changed(id), 'Document']);
    },
  },
});

/** The list's pages: the generated getPurchaseOrders call with `limit`, page after page. */
export const purchaseOrdersApi = enhancedPurchaseOrdersApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrderPages: build.infiniteQuery<
      PurchaseOrderPage,
      PurchaseOrderFilter,
      string | null
    >({
      ...cursorPages<PurchaseOrderFilter>(() => ordersRequest, ORDER_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.purchaseOrders.map(({ id }) => ({ type: 'PurchaseOrder' as const, id })),
        ),
        ORDERS,
      ],
    }),
  }),
});

export const {
  useGetPurchaseOrderPagesInfiniteQuery,
  useGetPurchaseOrderQuery,
  useComparePurchaseOrderQuery,
  useCreatePurchaseOrderMutation,
  useUpdatePurchaseOrderMutation,
  useRemovePurchaseOrderMutation,
  useSendPurchaseOrderMutation,
} = purchaseOrdersApi;
