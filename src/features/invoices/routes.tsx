import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Facturen's screens, one lazy chunk each. src/app/routes.tsx mounts them under /invoices
// (area invoices) inside InvoicesLayout, beside the Offertes tab.
export const InvoicesLayout = lazy(
  () => import(/* webpackChunkName: "invoices" */ './InvoicesLayout'),
);
const InvoicesPage = lazy(() => import(/* webpackChunkName: "invoices-list" */ './InvoicesPage'));
const InvoicePage = lazy(() => import(/* webpackChunkName: "invoice" */ './InvoicePage'));
const InvoiceEditorPage = lazy(
  () => import(/* webpackChunkName: "invoice-editor" */ './InvoiceEditorPage'),
);

/** The Facturen tab's routes, relative to /invoices. */
export const invoiceRoutes: RouteObject[] = [
  { index: true, element: <InvoicesPage /> },
  { path: 'new', element: <InvoiceEditorPage /> },
  { path: ':id', element: <InvoicePage /> },
  { path: ':id/edit', element: <InvoiceEditorPage /> },
];
