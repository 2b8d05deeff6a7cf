import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { TAG_TYPES, baseApi } from './api';
import { devToolsOptions } from './devtools';
import { persistedSessionReducer, purgeSession } from './persistence';
import { loggedIn, loggedOut, sessionExpired, type SessionState } from './session';

const rootReducer = combineReducers({
  auth: persistedSessionReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or a server render may start from; the session needs no redux-persist marker. */
export interface PreloadedState {
  auth?: SessionState;
}

export function makeStore(preloadedState?: PreloadedState) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
    devTools: devToolsOptions,
  });
  const persistor: Persistor = persistStore(store);

  // A session that ends leaves no stored token. Signing out also forgets every cached answer.
  // An expired session keeps them for its screens, which stay under the login modal: the same
  // user carries on after signing in again, another user starts from nothing.
  let expiredUser: number | null = null;
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: async (action, api) => {
      const expired = sessionExpired.match(action);
      expiredUser = expired ? ((api.getOriginalState() as RootState).auth.user?.id ?? null) : null;
      await purgeSession(persistor);
      if (expired) return;
      // Resetting aborts calls in flight: wait until the call that met the 401 has reported it.
      await api.delay(0);
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  listener.startListening({
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
  });

  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
