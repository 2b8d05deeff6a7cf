import { configureStore } from '@reduxjs/toolkit';
import { devToolsSanitizers } from '../../store/devtools-sanitizers';
import { requestIdMiddleware } from '../../store/request-id';
import { widgetBaseApi } from './base-api';

/**
 * The widget's DevTools show no conversation token, even the customer's own: as in the back
 * office, values under a key that names a secret (`x-chat-token`, `accessToken`) are masked, and
 * so is any value that looks like a token; queries are keyed by chat id alone (api.ts).
 */
export const widgetDevTools = {
  name: 'Chat widget',
  ...devToolsSanitizers({ tokenLikeValues: true }),
};

export function makeWidgetStore() {
  return configureStore({
    reducer: { [widgetBaseApi.reducerPath]: widgetBaseApi.reducer },
    middleware: (getDefault) =>
      // Hands each call's requestId to the base query, which sends it (X-Request-Id).
      getDefault().concat(requestIdMiddleware, widgetBaseApi.middleware),
    devTools: widgetDevTools,
  });
}

export type WidgetStore = ReturnType<typeof makeWidgetStore>;
