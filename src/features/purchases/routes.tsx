import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Aankopen's screens, one lazy chunk each. src/app/routes.tsx mounts them under /shopping
// (area purchases) inside PurchasesLayout, whose tabs are the invoices and the orders.
export const PurchasesLayout = lazy(
  () => import(/* webpackChunkName: "purchases" */ './PurchasesLayout'),
);
const PurchasesPage = lazy(
  () => import(/* webpackChunkName: "purchases-list" */ './PurchasesPage'),
);
const PurchasePage = lazy(() => import(/* webpackChunkName: "purchase" */ './PurchasePage'));
const PurchaseOrdersPage = lazy(
  () => import(/* webpackChunkName: "purchase-orders" */ './orders/PurchaseOrdersPage'),
);
const PurchaseOrderPage = lazy(
  () => import(/* webpackChunkName: "purchase-order" */ './orders/PurchaseOrderPage'),
);

/** Aankopen's routes, relative to /shopping. */
export const purchaseRoutes: RouteObject[] = [
  { index: true, element: <PurchasesPage /> },
  { path: 'orders', element: <PurchaseOrdersPage /> },
  { path: 'orders/new', element: <PurchaseOrderPage /> },
  { path: 'orders/:id', element: <PurchaseOrderPage /> },
  { path: ':id', element: <PurchasePage /> },
];
