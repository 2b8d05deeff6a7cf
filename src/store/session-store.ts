import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type WithSlice,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import type { baseApi } from './api';
import { devToolsOptions } from './devtools';
import { requestIdMiddleware } from '../shared/request-id';
import { persistedSessionReducer, purgeSession } from './persistence';
import { loggedOut, sessionExpired, type SessionState } from './session';

/** The API slice is in the store (its state is filled by this action's pass through it). */
export const apiAdded = createAction('store/apiAdded');

/** What a test or a server render may start from; the session needs no redux-persist marker. */
export interface PreloadedState {
  auth?: SessionState;
}

/**
 * The store the login screen needs: the persisted session alone. RTK Query (the API slice's
 * reducer and middleware) is plugged in with `addApi` by the signed-in app's chunk, so the login
 * screen does not load it (index.ts, withApi).
 */
export function makeSessionStore(preloadedState?: PreloadedState) {
  const listener = createListenerMiddleware();
  const dynamic = createDynamicMiddleware();
  const reducer = combineSlices({ auth: persistedSessionReducer }).withLazyLoadedSlices<
    WithSlice<typeof baseApi>
  >();
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Partial<ReturnType<typeof reducer>> | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        // Hands each API call's requestId to the base query, which sends it (X-Request-Id).
        .concat(requestIdMiddleware, dynamic.middleware),
    devTools: devToolsOptions,
  });
  const persistor: Persistor = persistStore(store);

  // A session that ends leaves no stored token.
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: () => purgeSession(persistor),
  });

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

  return Object.assign(store, { persistor, addApi });
}

export type SessionStore = ReturnType<typeof makeSessionStore>;
