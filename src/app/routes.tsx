import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { invoiceRoutes, InvoicesLayout } from '../features/invoices/routes';
import { purchaseRoutes, PurchasesLayout } from '../features/purchases/routes';
import { AppLayout } from './layout/AppLayout';
import { RequireArea } from './RequireArea';
import { quotePublicRoutes, quoteRoutes } from '../features/quotes/routes';
import { SHARE_PAGE, UPLOAD_PAGE } from './public-paths';

// One lazy chunk per screen; the frame (menu, login modal) is in the entry chunk. What only the
// screens behind the sign-in use (antd's App, notifications) comes with the lazy Screens route.
const OverviewPage = lazy(
  () => import(/* webpackChunkName: "overview" */ '../features/overview/OverviewPage'),
);
const AgendaPage = lazy(
  () => import(/* webpackChunkName: "agenda" */ '../features/agenda/AgendaPage'),
);
const ProjectsLayout = lazy(
  () => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectsLayout'),
);
const ProjectPage = lazy(
  () => import(/* webpackChunkName: "project" */ '../features/projects/ProjectPage'),
);
const ProjectsPage = lazy(
  () => import(/* webpackChunkName: "projects-list" */ '../features/projects/ProjectsPage'),
);
const CustomersPage = lazy(
  () => import(/* webpackChunkName: "customers" */ '../features/customers/CustomersPage'),
);
const CustomerPage = lazy(
  () => import(/* webpackChunkName: "customer" */ '../features/customers/CustomerPage'),
);
const InventoryPage = lazy(
  () => import(/* webpackChunkName: "inventory" */ '../features/inventory/InventoryPage'),
);
const ArticlePage = lazy(
  () => import(/* webpackChunkName: "article" */ '../features/inventory/ArticlePage'),
);
const ToolPage = lazy(
  () => import(/* webpackChunkName: "tool" */ '../features/inventory/ToolPage'),
);
const FilesPage = lazy(() => import(/* webpackChunkName: "files" */ '../features/files/FilesPage'));
const DocumentPage = lazy(
  () => import(/* webpackChunkName: "document" */ '../features/files/DocumentPage'),
);
const DocumentTypesPage = lazy(
  () => import(/* webpackChunkName: "document-types" */ '../features/files/DocumentTypesPage'),
);
const EmployeesPage = lazy(
  () => import(/* webpackChunkName: "employees" */ '../features/employees/EmployeesPage'),
);
const EmployeePage = lazy(
  () => import(/* webpackChunkName: "employee" */ '../features/employees/EmployeePage'),
);
const StatisticsPage = lazy(
  () => import(/* webpackChunkName: "statistics" */ '../features/statistics/StatisticsPage'),
);
const FinancesPage = lazy(
  () => import(/* webpackChunkName: "finances" */ '../features/finances/FinancesPage'),
);
const VehiclesPage = lazy(
  () => import(/* webpackChunkName: "vehicles" */ '../features/vehicles/VehiclesPage'),
);
const VehiclePage = lazy(
  () => import(/* webpackChunkName: "vehicle" */ '../features/vehicles/VehiclePage'),
);
const MyVehiclePage = lazy(
  () => import(/* webpackChunkName: "my-vehicle" */ '../features/vehicles/MyVehiclePage'),
);
const ChatsPage = lazy(() => import(/* webpackChunkName: "chats" */ '../features/chats/ChatsPage'));
const ChatPage = lazy(() => import(/* webpackChunkName: "chat" */ '../features/chats/ChatPage'));
const CmsLayout = lazy(() => import(/* webpackChunkName: "cms" */ '../features/cms/CmsLayout'));
const AchievementsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "cms-achievements" */ '../features/cms/achievements/AchievementsPage'
    ),
);
const ServicesPage = lazy(
  () => import(/* webpackChunkName: "cms-services" */ '../features/cms/services/ServicesPage'),
);
const ServicePage = lazy(
  () => import(/* webpackChunkName: "cms-service" */ '../features/cms/services/ServicePage'),
);
const LanguagePage = lazy(
  () => import(/* webpackChunkName: "cms-language" */ '../features/cms/language/LanguagePage'),
);
const ImagesPage = lazy(
  () => import(/* webpackChunkName: "cms-images" */ '../features/cms/images/ImagesPage'),
);
const TrashPage = lazy(
  () => import(/* webpackChunkName: "cms-trash" */ '../features/history/TrashPage'),
);
const ActivityPage = lazy(
  () => import(/* webpackChunkName: "activity" */ '../features/history/ActivityPage'),
);
const SettingsPage = lazy(
  () => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'),
);
const RedirectPage = lazy(
  () => import(/* webpackChunkName: "redirect" */ '../features/auth/RedirectPage'),
);
const SharedDocumentPage = lazy(
  () =>
    import(/* webpackChunkName: "shared-document" */ '../features/files/public/SharedDocumentPage'),
);
const UploadPage = lazy(
  () => import(/* webpackChunkName: "upload-link" */ '../features/files/public/UploadPage'),
);
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));
const Screens = lazy(() => import(/* webpackChunkName: "screens" */ './Screens'));

/** The route table (docs/product.md § Layout and menu). */
export const routes: RouteObject[] = [
  // Outside the frame: signing out must not flash the login modal on its way out.
  { path: '/redirect/:path', element: <RedirectPage /> },
  // The documents' links, for people without an account (docs/product.md § Bestanden).
  { path: SHARE_PAGE, element: <SharedDocumentPage /> },
  { path: UPLOAD_PAGE, element: <UploadPage /> },
  // A quote's page for its customer (docs/product.md § Offertes).
  ...quotePublicRoutes,
  {
    element: <AppLayout />,
    children: [
      {
        element: <Screens />,
        children: [
          { index: true, element: <OverviewPage /> },
          {
            path: 'agenda',
            element: (
              <RequireArea areas={['agenda']}>
                <AgendaPage />
              </RequireArea>
            ),
          },
          {
            path: 'projects',
            element: (
              <RequireArea areas={['projects']}>
                <ProjectsLayout />
              </RequireArea>
            ),
            children: [
              { index: true, element: <ProjectsPage /> },
              {
                path: 'customers',
                element: (
                  <RequireArea areas={['customers']}>
                    <CustomersPage />
                  </RequireArea>
                ),
              },
              {
                path: 'customers/:id',
                element: (
                  <RequireArea areas={['customers']}>
                    <CustomerPage />
                  </RequireArea>
                ),
              },
              { path: ':id', element: <ProjectPage /> },
            ],
          },
          {
            path: 'inventory',
            element: (
              <RequireArea areas={['inventory']}>
                <InventoryPage />
              </RequireArea>
            ),
          },
          {
            path: 'inventory/articles/:id',
            element: (
              <RequireArea areas={['inventory']}>
                <ArticlePage />
              </RequireArea>
            ),
          },
          {
            path: 'inventory/tools/:id',
            element: (
              <RequireArea areas={['inventory']}>
                <ToolPage />
              </RequireArea>
            ),
          },
          {
            path: 'invoices',
            element: (
              <RequireArea areas={['invoices']}>
                <InvoicesLayout />
              </RequireArea>
            ),
            // Facturen's own routes, and the Offertes tab (docs/product.md § Offertes).
            children: [...invoiceRoutes, ...quoteRoutes],
          },
          {
            path: 'files',
            element: (
              <RequireArea areas={['files']}>
                <FilesPage />
              </RequireArea>
            ),
          },
          {
            path: 'files/types',
            element: (
              <RequireArea areas={['files']}>
                <DocumentTypesPage />
              </RequireArea>
            ),
          },
          {
            path: 'files/:id',
            element: (
              <RequireArea areas={['files']} projectTeam>
                <DocumentPage />
              </RequireArea>
            ),
          },
          {
            path: 'employees',
            element: (
              <RequireArea areas={['employees']}>
                <EmployeesPage />
              </RequireArea>
            ),
          },
          {
            path: 'employees/:id',
            element: (
              <RequireArea areas={['employees']} ownEmployee>
                <EmployeePage />
              </RequireArea>
            ),
          },
          {
            path: 'statistics',
            element: (
              <RequireArea areas={['statistics', 'webStatistics']}>
                <StatisticsPage />
              </RequireArea>
            ),
          },
          {
            path: 'finances',
            element: (
              <RequireArea areas={['finances']}>
                <FinancesPage />
              </RequireArea>
            ),
          },
          {
            path: 'vehicles',
            element: (
              <RequireArea areas={['vehicles']}>
                <VehiclesPage />
              </RequireArea>
            ),
          },
          {
            path: 'vehicles/:id',
            element: (
              <RequireArea areas={['vehicles']}>
                <VehiclePage />
              </RequireArea>
            ),
          },
          {
            path: 'my-vehicle',
            element: (
              <RequireArea areas={['vehicles']} assignedVehicle>
                <MyVehiclePage />
              </RequireArea>
            ),
          },
          {
            path: 'chats',
            element: (
              <RequireArea areas={['chats']}>
                <ChatsPage />
              </RequireArea>
            ),
          },
          {
            path: 'chats/:id',
            element: (
              <RequireArea areas={['chats']} assignedChat>
                <ChatPage />
              </RequireArea>
            ),
          },
          {
            path: 'cms',
            element: (
              <RequireArea areas={['cms']}>
                <CmsLayout />
              </RequireArea>
            ),
            children: [
              { index: true, element: <Navigate to="achievements" replace /> },
              { path: 'achievements', element: <AchievementsPage /> },
              { path: 'services', element: <ServicesPage /> },
              { path: 'services/:id', element: <ServicePage /> },
              { path: 'language', element: <LanguagePage /> },
              { path: 'images', element: <ImagesPage /> },
              {
                path: 'trash',
                element: (
                  <RequireArea areas={['history']}>
                    <TrashPage />
                  </RequireArea>
                ),
              },
            ],
          },
          {
            path: 'activity',
            element: (
              <RequireArea areas={['history']}>
                <ActivityPage />
              </RequireArea>
            ),
          },
          { path: 'settings', element: <SettingsPage /> },
          {
            path: 'shopping',
            element: (
              <RequireArea areas={['purchases']}>
                <PurchasesLayout />
              </RequireArea>
            ),
            children: purchaseRoutes,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
