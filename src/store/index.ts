import { addListener, isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { TAG_TYPES, baseApi } from './api';
import { makeSessionStore, type PreloadedState, type SessionStore } from './session-store';
import { loggedIn, loggedOut, sessionExpired } from './session';

export type { PreloadedState, SessionStore } from './session-store';

/** The whole state once the API slice is in: the session and RTK Query's cache. */
export type RootState = Required<ReturnType<SessionStore['getState']>>;

/** The session store's dispatch, and RTK Query's thunks, which read the API slice's state. */
export type AppDispatch = SessionStore['dispatch'] &
  ThunkDispatch<RootState, undefined, UnknownAction>;

/** The store of the signed-in app (and of the tests): the session store with the API slice. */
export type AppStore = Omit<SessionStore, 'getState' | 'dispatch'> & {
  getState: () => RootState;
  dispatch: AppDispatch;
};

const withApiStores = new WeakSet<SessionStore>();

/**
 * Plugs RTK Query into the session store, once: the API slice's reducer and middleware, and what
 * a session's end does to its cache. Signing out forgets every cached answer. An expired session
 * keeps them for its screens, which stay under the login modal: the same user carries on after
 * signing in again, another user starts from nothing.
 */
export function withApi(store: SessionStore): AppStore {
  if (withApiStores.has(store)) return store as AppStore;
  withApiStores.add(store);
  store.addApi(baseApi);

  let expiredUser: number | null = null;
  store.dispatch(
    addListener({
      matcher: isAnyOf(loggedOut, sessionExpired),
      effect: async (action, api) => {
        const expired = sessionExpired.match(action);
        expiredUser = expired
          ? ((api.getOriginalState() as RootState).auth.user?.id ?? null)
          : null;
        if (expired) return;
        // The session store purges the stored session first (session-store.ts); resetting
        // aborts calls in flight: wait until the call that met the 401 has reported it.
        await api.delay(0);
        api.dispatch(baseApi.util.resetApiState());
      },
    }),
  );
  store.dispatch(
    addListener({
      actionCreator: loggedIn,
      effect: (action, api) => {
        if (expiredUser === null) return;
        // The same user carries on: what the screens read (or failed to read) while the session
        // was gone is read again. Another user starts from nothing.
        api.dispatch(
          expiredUser === action.payload.user.id
            ? baseApi.util.invalidateTags([...TAG_TYPES])
            : baseApi.util.resetApiState(),
        );
        expiredUser = null;
      },
    }),
  );
  return store as AppStore;
}

/** A store with the session and the API slice from the start (the tests' store). */
export function makeStore(preloadedState?: PreloadedState): AppStore {
  return withApi(makeSessionStore(preloadedState));
}
