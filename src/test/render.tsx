import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { routes } from '../app/routes';
import type { PreloadedState } from '../store';
import type { SessionState } from '../store/session';
import { testStore } from './stores';

export const staffUser = {
  id: 1,
  email: 'an.peeters@example.be',
  firstName: 'An',
  lastName: 'Peeters',
};

export function session(overrides: Partial<SessionState> = {}): SessionState {
  return {
    token: 'token-of-an',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: staffUser,
    check: 'confirmed',
    ...overrides,
  };
}

/** The whole SPA at `path`, on a fresh store, in a memory router. */
export function renderApp(path = '/', preloadedState?: PreloadedState) {
  const store = testStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The pointer-events check calls getComputedStyle up the tree on every click, which jsdom
  // answers slowly once antd has injected its styles; the screens here never rely on it.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  // antd's test-only mode: styles stay in its cache instead of hundreds of <style> elements,
  // which make every getComputedStyle of jsdom (and so every ByRole query) slow.
  const view = render(
    <StyleProvider mock="server">
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
  return { store, router, user, ...view };
}
