import { SESSION_STORAGE_KEY } from './persistence';
import { loggedIn, loggedOut, selectRoleUser, selectUser, sessionExpired } from './session';
import { testStore } from '../test/stores';

const signIn = {
  token: 'secret-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: {
    id: 7,
    email: 'jan@example.be',
    firstName: 'Jan',
    lastName: 'Janssens',
    role: 'kantoor' as const,
    permissions: { agenda: 'write' as const },
    ownGrants: [],
    employeeId: null,
  },
};

/** A store as a page load makes it: the stored session read at once. */
const readyStore = () => testStore();

describe('session persistence', () => {
  it('keeps only the session, under one key', () => {
    const store = readyStore();
    store.dispatch(loggedIn(signIn));

    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'expiresAt', 'token', 'user']);
    expect(JSON.parse(stored.token)).toBe('secret-token');
  });

  it('restores the session after a reload, still to be checked', () => {
    const first = readyStore();
    first.dispatch(loggedIn(signIn));

    const reloaded = readyStore();
    expect(reloaded.getState().auth).toMatchObject({ ...signIn, check: 'unchecked' });
  });

  it('reads a session stored by an earlier release (redux-persist), and nothing from one it cannot read', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      '{"token":"\\"old-token\\"","expiresAt":"\\"2099-01-01T00:00:00.000Z\\"",' +
        `"user":${JSON.stringify(JSON.stringify(signIn.user))},"_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}`,
    );
    expect(readyStore().getState().auth).toMatchObject({
      token: 'old-token',
      user: signIn.user,
      check: 'unchecked',
    });
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readyStore().getState().auth.token).toBeNull();
  });

  it.each([
    ['logout', loggedOut()],
    ['an expired session', sessionExpired()],
  ])('purges the stored session on %s', (_case, action) => {
    const store = readyStore();
    store.dispatch(loggedIn(signIn));

    store.dispatch(action);
    // At once: a page left right after signing out keeps no token.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth.token).toBeNull();

    const reloaded = readyStore();
    expect(reloaded.getState().auth.token).toBeNull();
  });

  it('signs in again after a logout and keeps that session', () => {
    const store = readyStore();
    store.dispatch(loggedIn(signIn));
    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    store.dispatch(loggedIn({ ...signIn, token: 'second-token' }));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('second-token');
  });
});

describe('the role the screens follow', () => {
  it('stays the expired session’s until someone signs in again; a logout ends it', () => {
    const store = readyStore();
    const roleUser = () => selectRoleUser(store.getState());
    store.dispatch(loggedIn(signIn));
    store.dispatch(sessionExpired());
    // Under the login modal the screens keep their menu and routes, and what was typed.
    expect(selectUser(store.getState())).toBeNull();
    expect(roleUser()).toEqual(signIn.user);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    const website = { ...signIn.user, id: 8, role: 'website' as const, permissions: {} };
    store.dispatch(loggedIn({ ...signIn, user: website }));
    expect(roleUser()).toEqual(website);

    store.dispatch(sessionExpired());
    store.dispatch(loggedOut());
    expect(roleUser()).toBeNull();
  });
});
