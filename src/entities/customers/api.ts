import type { FetchArgs } from '@reduxjs/toolkit/query';
import { cursorPages } from '../../store/cursor-pages';
import { generatedCustomersApi, type CustomerPage, type GetCustomersApiArg } from './api.generated';

export type * from './api.generated';

// Shared: the customers' screens list and edit them, a conversation links to one, the
// appointment form picks one. Every write reaches the activity log; a removal the trash; a
// change the customer's history. A conversation linked or unlinked (chats/api.ts) invalidates
// its customer's page through the 'Customer' tag.
const CUSTOMERS = { type: 'Customer', id: 'LIST' } as const;

/** How many customers a page of the list holds. */
export const CUSTOMER_PAGE_SIZE = 50;

/** Which customers the list shows: the server's search, and customers or suppliers only. */
export type CustomerFilter = Pick<GetCustomersApiArg, 'q' | 'role'>;

/** The generated getCustomers request, which the list's pages send. */
let customersRequest: (arg: GetCustomersApiArg) => string | FetchArgs;

const enhancedCustomersApi = generatedCustomersApi.enhanceEndpoints({
  endpoints: {
    getCustomers: (endpoint) => {
      customersRequest = endpoint.query!;
      endpoint.providesTags = (page) => [
        ...(page?.customers ?? []).map(({ id }) => ({ type: 'Customer' as const, id })),
        CUSTOMERS,
      ];
    },
    getCustomersByEmail: {
      providesTags: (customers = []) => [
        ...customers.map(({ id }) => ({ type: 'Customer' as const, id })),
        CUSTOMERS,
      ],
    },
    getCustomer: {
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    },
    createCustomer: { invalidatesTags: [CUSTOMERS, 'Activity'] },
    updateCustomer: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Customer', id }, CUSTOMERS, 'History', 'Activity'],
    },
    removeCustomer: {
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Customer', id },
              CUSTOMERS,
              { type: 'Trash', id: 'LIST' },
              'Chat',
              'Appointment',
              'Activity',
            ],
    },
  },
});

/**
 * The list screen's pages: the generated getCustomers call with `limit`, one page after another
 * by the server's `next` (src/store/cursor-pages.ts).
 */
export const customersApi = enhancedCustomersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPages: build.infiniteQuery<CustomerPage, CustomerFilter, string | null>({
      ...cursorPages<CustomerFilter>(() => customersRequest, CUSTOMER_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.customers.map(({ id }) => ({ type: 'Customer' as const, id })),
        ),
        CUSTOMERS,
      ],
    }),
  }),
});

export const {
  useGetCustomersQuery,
  useGetCustomersByEmailQuery,
  useGetCustomerQuery,
  useGetCustomerPagesInfiniteQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useRemoveCustomerMutation,
} = customersApi;
