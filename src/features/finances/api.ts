import type { FetchArgs } from '@reduxjs/toolkit/query';
import { asObjectUrl, revokeWhenRemoved } from '../../shared/chat-files/file-urls';
import { cursorPages } from '../../store/cursor-pages';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { generatedFinancesApi, type BankLinePage, type GetBankLinesApiArg } from './api.generated';

export type * from './api.generated';

// Financiën (docs/product.md § Financiën). A match, its undoing and an import change the
// movements and the invoices they pay (their status, payments and activity).
const ACCOUNTS = { type: 'BankAccount', id: 'LIST' } as const;
const LINES = { type: 'BankLine', id: 'LIST' } as const;
const RUNS = { type: 'PaymentRun', id: 'LIST' } as const;
const PAID = [
  LINES,
  RUNS,
  { type: 'Invoice', id: 'LIST' },
  'Invoice',
  { type: 'Purchase', id: 'LIST' },
  'Purchase',
  'Activity',
] as const;

export const BANK_LINE_PAGE_SIZE = 50;

/** Which movements the list shows: the server's filters. */
export type BankLineFilter = Omit<GetBankLinesApiArg, 'limit' | 'cursor'>;

/** An issued invoice as the match modal's search lists it. */
export interface InvoiceChoice {
  id: number;
  number: string | null;
  kind: 'invoice' | 'creditNote';
  customer: { name: string } | null;
  openAmount: number;
  dueDate: string | null;
}

/** A supplier's invoice as the match modal's search lists it. */
export interface PurchaseChoice {
  id: number;
  number: string;
  kind: 'invoice' | 'creditNote';
  status: string;
  supplier: { name: string } | null;
  grossAmount: number;
  dueDate: string | null;
}

let linesRequest: (arg: GetBankLinesApiArg) => string | FetchArgs;

// The screen words its refusals itself: the server's Dutch reason (a file that cannot be read,
// an account that is not known, an amount that is more than is open) beside the form.
failuresShownOnScreen(
  'createBankAccount',
  'importBankStatements',
  'matchBankLine',
  'undoBankLineMatches',
  'parkBankLine',
  'updateBankAccount',
  'removeBankAccount',
  'createPaymentRun',
);

const enhancedFinancesApi = generatedFinancesApi.enhanceEndpoints({
  endpoints: {
    getBankAccounts: { providesTags: [ACCOUNTS] },
    createBankAccount: { invalidatesTags: (_r, error) => (error ? [] : [ACCOUNTS]) },
    updateBankAccount: { invalidatesTags: (_r, error) => (error ? [] : [ACCOUNTS]) },
    removeBankAccount: { invalidatesTags: (_r, error) => (error ? [] : [ACCOUNTS]) },
    getBankLines: (endpoint) => {
      linesRequest = endpoint.query!;
    },
    getBankLineSuggestions: {
      providesTags: (_r, _e, { id }) => [
        { type: 'BankLine', id },
        { type: 'Invoice', id: 'LIST' },
      ],
    },
    importBankStatements: { invalidatesTags: (_r, error) => (error ? [] : [...PAID]) },
    matchBankLine: { invalidatesTags: (_r, error) => (error ? [] : [...PAID]) },
    undoBankLineMatches: { invalidatesTags: (_r, error) => (error ? [] : [...PAID]) },
    parkBankLine: { invalidatesTags: (_r, error) => (error ? [] : [LINES]) },
    getPaymentCandidates: { providesTags: [RUNS, { type: 'Purchase', id: 'LIST' }] },
    getPaymentRuns: { providesTags: [RUNS] },
    getVatOverview: {
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Purchase', id: 'LIST' },
      ],
    },
    getCashOutlook: {
      providesTags: [
        LINES,
        { type: 'Invoice', id: 'LIST' },
        { type: 'Purchase', id: 'LIST' },
        // The settings say whether the VAT is due by quarter or by month.
        { type: 'Settings', id: 'COMPANY' },
      ],
    },
    createPaymentRun: { invalidatesTags: (_r, error) => (error ? [] : [...PAID]) },
    // The files, read with the session, kept as object URLs (shared/chat-files/file-urls.ts).
    getPaymentRunFile: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
    },
    getAccountantExport: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
    },
  },
});

/** The movements' pages (the generated getBankLines call, page after page by `next`). */
export const financesApi = enhancedFinancesApi.injectEndpoints({
  endpoints: (build) => ({
    getBankLinePages: build.infiniteQuery<BankLinePage, BankLineFilter, string | null>({
      ...cursorPages<BankLineFilter>(() => linesRequest, BANK_LINE_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.lines.map(({ id }) => ({ type: 'BankLine' as const, id })),
        ),
        LINES,
      ],
    }),
    getInvoiceChoices: build.query<{ invoices: InvoiceChoice[] }, string>({
      query: (q) => ({ url: '/api/invoice/getall', params: { q: q || undefined, limit: 20 } }),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    getPurchaseChoices: build.query<{ purchases: PurchaseChoice[] }, string>({
      query: (q) => ({ url: '/api/purchase/getall', params: { q: q || undefined, limit: 20 } }),
      providesTags: [{ type: 'Purchase', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetBankAccountsQuery,
  useCreateBankAccountMutation,
  useImportBankStatementsMutation,
  useGetBankLineSuggestionsQuery,
  useMatchBankLineMutation,
  useUndoBankLineMatchesMutation,
  useParkBankLineMutation,
  useUpdateBankAccountMutation,
  useRemoveBankAccountMutation,
  useGetBankLinePagesInfiniteQuery,
  useGetInvoiceChoicesQuery,
  useGetPurchaseChoicesQuery,
  useGetPaymentCandidatesQuery,
  useGetPaymentRunsQuery,
  useCreatePaymentRunMutation,
  useLazyGetPaymentRunFileQuery,
  useGetVatOverviewQuery,
  useLazyGetAccountantExportQuery,
  useGetCashOutlookQuery,
} = financesApi;
