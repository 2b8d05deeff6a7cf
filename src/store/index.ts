import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { baseApi } from './api';
import { devToolsOptions } from './devtools';
import { persistedSessionReducer, purgeSession } from './persistence';
import { loggedOut, sessionExpired, type SessionState } from './session';

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

  // A session that ends leaves nothing behind: no cached answers, no stored token.
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: async (_action, api) => {
      await purgeSession(persistor);
      // Resetting aborts calls in flight: wait until the call that met the 401 has reported it.
      await api.delay(0);
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
