import { configureStore } from '@reduxjs/toolkit';
import { widgetBaseApi } from './base-api';

const TOKEN = 'x-chat-token';

/** The conversation's token never shows in DevTools traces, even the customer's own. */
function hideTokens<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) => (key === TOKEN ? '[hidden]' : inner)),
  ) as T;
}

export function makeWidgetStore() {
  return configureStore({
    reducer: { [widgetBaseApi.reducerPath]: widgetBaseApi.reducer },
    middleware: (getDefault) => getDefault().concat(widgetBaseApi.middleware),
    devTools: {
      name: 'Chat widget',
      actionSanitizer: hideTokens,
      stateSanitizer: hideTokens,
    },
  });
}

export type WidgetStore = ReturnType<typeof makeWidgetStore>;
