import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { baseApi } from './api';
import { devToolsOptions } from './devtools';
import { requestIdMiddleware } from './request-id';
import { persistSession, storedSession } from './persistence';
import { initialSessionState, sessionSlice, type SessionState } from './session';

/** The API slice is in the store (its state is filled by this action's pass through it). */
export const apiAdded = createAction('store/apiAdded');

/** What a test or a server render may start from; the session needs no redux-persist marker. */
export interface PreloadedState {
  auth?: SessionState;
}

/**
 * The store the login screen needs: the session alone, restored from storage (its stored copy
 * kept in step: persistence.ts; a session that ends leaves no stored token). RTK Query (the API
 * slice's reducer and middleware) is plugged in with `addApi` by the signed-in app's chunk, so
 * the login screen does not load it (index.ts, withApi).
 */
export function makeSessionStore(preloadedState?: PreloadedState) {
  // Listeners are added by dispatching addListener (the signed-in app's, index.ts).
  const listener = createListenerMiddleware();
  const dynamic = createDynamicMiddleware();
  const reducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof baseApi>>();
  const store = configureStore({
    reducer,
    // A stored session wins over a given one, as a page reload would have it.
    preloadedState: {
      auth: { ...initialSessionState, ...preloadedState?.auth, ...storedSession() },
    } as Partial<ReturnType<typeof reducer>>,
    middleware: (getDefault) =>
      getDefault()
        .prepend(listener.middleware)
        // Hands each API call's requestId to the base query, which sends it (X-Request-Id).
        .concat(requestIdMiddleware, dynamic.middleware),
    devTools: devToolsOptions,
  });
  const persistence = persistSession(store.subscribe, () => store.getState().auth);

  /**
   * Adds the API slice: its middleware, then its reducer. The root reducer takes it in place
   * (no replaceReducer, which would drop what store enhancers such as DevTools wrapped around it);
   * the next action fills its state.
   */
  const addApi = (api: typeof baseApi) => {
    dynamic.addMiddleware(api.middleware);
    reducer.inject(api);
    store.dispatch(apiAdded());
  };

  return Object.assign(store, { persistence, addApi });
}

export type SessionStore = ReturnType<typeof makeSessionStore>;
