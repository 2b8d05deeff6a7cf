import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The widget's own API slice: the public chat calls only (generated into api.generated.ts from
 * openapi.json's `chat-public` operations). The page is served by the back office, so its
 * calls go to its own origin; the conversation's token travels in the X-Chat-Token header.
 */
const raw = fetchBaseQuery({
  baseUrl: new URL('/', globalThis.location?.origin ?? 'http://localhost').href,
});

/** A refusal for too many messages says when to try again (Retry-After, in seconds). */
export type WidgetError = FetchBaseQueryError & { retryAfterSeconds?: number };

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, WidgetError> = async (...args) => {
  const result = await raw(...args);
  const retryAfter = Number(result.meta?.response?.headers.get('retry-after'));
  if (result.error && retryAfter > 0) {
    return { ...result, error: { ...result.error, retryAfterSeconds: retryAfter } };
  }
  return result;
};

export const widgetBaseApi = createApi({
  reducerPath: 'widgetApi',
  baseQuery,
  tagTypes: ['PublicChat'],
  endpoints: () => ({}),
});
