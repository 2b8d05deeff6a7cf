import { act, screen, waitFor } from '@testing-library/react';
import { apiError, json, mockApi } from '../test/api-mock';
import { renderApp, session, staffUser } from '../test/render';
import { loggedIn } from './session';
import { testStore } from '../test/stores';
import { baseApi } from './api';

// Any call through the base query will do; a feature's endpoints would make the store depend on it.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/chat/getall' }),
    taggedProbe: build.query<unknown, void>({
      query: () => '/api/language/getall',
      providesTags: ['LanguageEntry'],
    }),
  }),
});

describe('401 handling', () => {
  it('a refused token ends the session and opens the login modal', async () => {
    mockApi({ 'GET /api/chat/getall': () => apiError(401, 'UNAUTHORIZED') });
    const { store } = renderApp('/', { auth: session() });
    expect(await screen.findByRole('heading', { name: 'Overzicht' })).toBeInTheDocument();

    await act(() => store.dispatch(probeApi.endpoints.probe.initiate()));

    expect(store.getState().auth.token).toBeNull();
    const login = await screen.findByRole('dialog', { name: 'Aanmelden' });
    // The login modal says why; no notification repeats it.
    expect(login).toHaveTextContent('Uw sessie is verlopen. Meld u opnieuw aan');
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
  });

  it('sends the bearer token', async () => {
    const { requests } = mockApi({ 'GET /api/chat/getall': () => json([]) });
    const store = testStore({ auth: session() });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(requests[0].headers.get('authorization')).toBe('Bearer token-of-an');
  });

  it('other failures keep the session', async () => {
    mockApi({ 'GET /api/chat/getall': () => apiError(404, 'NOT_FOUND') });
    const store = testStore({ auth: session() });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth.token).toBe('token-of-an');
  });

  it('a late 401 for an older token leaves a newer session alone', async () => {
    const store = testStore({ auth: session({ token: 'old-token' }) });
    mockApi({
      'GET /api/chat/getall': () => {
        store.dispatch(
          loggedIn({ token: 'new-token', expiresAt: '2099-01-01T00:00:00Z', user: staffUser }),
        );
        return apiError(401, 'UNAUTHORIZED');
      },
    });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth.token).toBe('new-token');
  });

  it('a restored session the server no longer knows is dropped quietly', async () => {
    mockApi({ 'GET /api/user/me': () => apiError(401, 'UNAUTHORIZED') });
    const { store } = renderApp('/agenda', { auth: session({ check: 'unchecked' }) });

    expect(await screen.findByRole('dialog', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Agenda' })).not.toBeInTheDocument();
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
  });

  it('a restored session the server accepts shows the screen', async () => {
    const { requests } = mockApi({ 'GET /api/user/me': () => json(staffUser) });
    const { store } = renderApp('/agenda', { auth: session({ check: 'unchecked' }) });

    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    // The check comes first and once; after it only the menu's badge reads (the chat list).
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths[0]).toBe('/api/user/me');
    expect(paths.slice(1).filter((path) => path !== '/api/chat/getall')).toEqual([]);
    expect(store.getState().auth.check).toBe('confirmed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let up = false;
    mockApi({
      'GET /api/user/me': () =>
        up ? json(staffUser) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/agenda', { auth: session({ check: 'unchecked' }) });
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    up = true;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument(),
    );
  });

  it('the same user signing in again reads what failed while the session was gone', async () => {
    let expired = true;
    mockApi({
      'GET /api/language/getall': () =>
        expired ? apiError(401, 'UNAUTHORIZED') : json([{ id: 1, name: 'menu.home' }]),
    });
    const store = testStore({ auth: session() });
    const subscription = store.dispatch(probeApi.endpoints.taggedProbe.initiate());
    await subscription;
    expect(store.getState().auth.token).toBeNull();
    const read = probeApi.endpoints.taggedProbe.select();
    expect(read(store.getState()).isError).toBe(true);

    expired = false;
    store.dispatch(
      loggedIn({ token: 'new-token', expiresAt: '2099-01-01T00:00:00Z', user: staffUser }),
    );
    await waitFor(() =>
      expect(read(store.getState()).data).toEqual([{ id: 1, name: 'menu.home' }]),
    );
    subscription.unsubscribe();
  });
});
