import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const QuotesPage = lazy(() => import(/* webpackChunkName: "quotes" */ './QuotesPage'));
const QuotePage = lazy(() => import(/* webpackChunkName: "quotes" */ './QuotePage'));
const QuotePublicPage = lazy(
  () => import(/* webpackChunkName: "quote-public" */ './public/QuotePublicPage'),
);

/** The customer's page of a quote (the server's QUOTE_PAGE): no account needed. */
export const QUOTE_PUBLIC_PAGE = '/offerte';

/**
 * Offertes' staff screens, under /invoices (area `invoices`, behind its RequireArea):
 * `quotes`, `quotes/new` (`?project=` starts one for a project), `quotes/:id`.
 */
export const quoteRoutes: RouteObject[] = [
  { path: 'quotes', element: <QuotesPage /> },
  { path: 'quotes/new', element: <QuotePage /> },
  { path: 'quotes/:id', element: <QuotePage /> },
];

/** The public page, outside the staff app (beside the documents' public pages). */
export const quotePublicRoutes: RouteObject[] = [
  { path: `${QUOTE_PUBLIC_PAGE}/:id`, element: <QuotePublicPage /> },
];
