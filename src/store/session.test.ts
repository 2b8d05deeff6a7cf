import { waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from './persistence';
import { loggedIn, loggedOut, sessionExpired } from './session';
import { testStore } from '../test/stores';

const signIn = {
  token: 'secret-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 7, email: 'jan@example.be', firstName: 'Jan', lastName: 'Janssens' },
};

/** The store is ready once redux-persist has read storage. */
async function readyStore() {
  const store = testStore();
  await waitFor(() => expect(store.persistor.getState().bootstrapped).toBe(true));
  return store;
}

describe('session persistence', () => {
  it('keeps only the session, under one key', async () => {
    const store = await readyStore();
    store.dispatch(loggedIn(signIn));
    await store.persistor.flush();

    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'expiresAt', 'token', 'user']);
    expect(JSON.parse(stored.token)).toBe('secret-token');
  });

  it('restores the session after a reload, still to be checked', async () => {
    const first = await readyStore();
    first.dispatch(loggedIn(signIn));
    await first.persistor.flush();

    const reloaded = await readyStore();
    expect(reloaded.getState().auth).toMatchObject({ ...signIn, check: 'unchecked' });
  });

  it.each([
    ['logout', loggedOut()],
    ['an expired session', sessionExpired()],
  ])('purges the stored session on %s', async (_case, action) => {
    const store = await readyStore();
    store.dispatch(loggedIn(signIn));
    await store.persistor.flush();

    store.dispatch(action);
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(store.getState().auth.token).toBeNull();
    // Nothing writes the emptied session back afterwards, not even what was still queued.
    await store.persistor.flush();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    const reloaded = await readyStore();
    expect(reloaded.getState().auth.token).toBeNull();
  });

  it('signs in again after a logout and keeps that session', async () => {
    const store = await readyStore();
    store.dispatch(loggedIn(signIn));
    store.dispatch(loggedOut());
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());

    store.dispatch(loggedIn({ ...signIn, token: 'second-token' }));
    await store.persistor.flush();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('second-token');
  });
});
