import { act, render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  createContext,
  useContext,
  useLayoutEffect,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  MemoryRouter,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { AntdTheme } from '../app/AntdTheme';
import { Providers } from '../app/Providers';
import Screens from '../app/Screens';
import type { AppStore, PreloadedState } from '../store';
import type { SessionState, SessionUser } from '../store/session';
import type { Permissions } from '../../contract/types.generated';
import { testStore } from './stores';

/** Every area with write: a Beheerder (docs/product.md § Roles). */
export const ALL_PERMISSIONS: Required<Permissions> = {
  accounts: 'write',
  settings: 'write',
  agenda: 'write',
  employees: 'write',
  customers: 'write',
  projects: 'write',
  cms: 'write',
  chats: 'write',
  statistics: 'write',
  webStatistics: 'write',
  history: 'write',
  files: 'write',
  invoices: 'write',
  purchases: 'write',
  finances: 'write',
  vehicles: 'write',
  inventory: 'write',
};

export const staffUser: SessionUser = {
  id: 1,
  email: 'an.peeters@example.be',
  firstName: 'An',
  lastName: 'Peeters',
  role: 'beheerder',
  permissions: ALL_PERMISSIONS,
  ownGrants: [],
  employeeId: null,
};

/** A Technieker who is employee 9, as GET /api/user/me answers one (server/domain/roles.ts). */
export const techniekerUser: SessionUser = {
  ...staffUser,
  id: 5,
  role: 'technieker',
  permissions: { agenda: 'read', customers: 'read', projects: 'read' },
  ownGrants: ['ownEmployee', 'projectTeam', 'assignedChat', 'assignedVehicle', 'heldStock'],
  employeeId: 9,
};

export function session(overrides: Partial<SessionState> = {}): SessionState {
  return {
    token: 'token-of-an',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: staffUser,
    check: 'confirmed',
    expiredUser: null,
    ...overrides,
  };
}

/** Where the memory router is, and a way to move it, as the tests see it. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Reports where the memory router it is rendered in is, and how to move it. */
function RouterProbe({
  report,
}: {
  report: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => report(location, navigate), [report, location, navigate]);
  return null;
}

/**
 * The pointer-events check calls getComputedStyle up the tree on every click, which jsdom
 * answers slowly once antd has injected its styles; the screens here never rely on it.
 */
const testUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * The app's providers on `store`, in antd's test-only style mode: styles stay in its cache instead
 * of hundreds of <style> elements, which make every getComputedStyle of jsdom (and so every
 * ByRole query) slow.
 */
function TestProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <Providers store={store}>
        <AntdTheme>{children}</AntdTheme>
      </Providers>
    </StyleProvider>
  );
}

/**
 * The whole SPA at `path`, on a fresh store: the production route tree (App's AppRoutes, with its
 * error boundary) in a memory router instead of the browser's.
 */
export function renderApp(path = '/', preloadedState?: PreloadedState) {
  const store = testStore(preloadedState);
  const router = { state: {} } as TestRouter;
  const report = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = navigate;
  };
  const user = testUser();
  const view = render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe report={report} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { store, router, user, ...view };
}

const Ui = createContext<ReactNode>(null);
function CurrentUi() {
  return useContext(Ui);
}

/**
 * One component on the app's real providers (store, restored session, antd locale and theme)
 * and what every screen has (antd's App, notifications of failed calls), inside a data router
 * at `route`, so links, navigation and blockers work. Resolves when the component is rendered;
 * `rerender` keeps providers, store and router.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/' }: { preloadedState?: PreloadedState; route?: string } = {},
) {
  const store = testStore(preloadedState);
  // The router renders whatever `ui` currently is, so a rerender does not rebuild the router.
  const router = createMemoryRouter(
    [{ element: <Screens />, children: [{ path: '*', element: <CurrentUi /> }] }],
    { initialEntries: [route] },
  );
  const user = testUser();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store}>
      <Ui.Provider value={children}>
        <RouterProvider router={router} />
      </Ui.Provider>
    </TestProviders>
  );
  const view = render(ui, { wrapper });
  // The first screen's effects, inside act.
  await act(() => Promise.resolve());
  return { store, router, user, ...view };
}
