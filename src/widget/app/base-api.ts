import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { REQUEST_ID_HEADER, answeredRequestId, requestIdOf } from '../../store/request-id';

/**
 * The widget's own API slice: the public chat calls only (generated into api.generated.ts from
 * openapi.json's `chat-public` operations). The page is served by the back office, so its
 * calls go to its own origin; the conversation's token travels in the X-Chat-Token header.
 */
const raw = fetchBaseQuery({
  baseUrl: new URL('/', globalThis.location?.origin ?? 'http://localhost').href,
});

/**
 * A failed call: a refusal for too many messages says when to try again (Retry-After, in
 * seconds), and every failure keeps the id of its request, the reference the customer can
 * quote (docs/operations.md § A user reports an error).
 */
export type WidgetError = FetchBaseQueryError & { retryAfterSeconds?: number; requestId?: string };

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, WidgetError> = async (
  args,
  api,
  extraOptions,
) => {
  // Before anything is awaited: see store/request-id.ts.
  const requestId = requestIdOf(api);
  const call = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(call.headers as HeadersInit | undefined);
  headers.set(REQUEST_ID_HEADER, requestId);
  const result = await raw({ ...call, headers }, api, extraOptions);
  if (!result.error) return result;
  const response = result.meta?.response;
  const retryAfter = Number(response?.headers.get('retry-after'));
  const error: WidgetError = {
    ...result.error,
    requestId: answeredRequestId(requestId, response),
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
  return { ...result, error };
};

export const widgetBaseApi = createApi({
  reducerPath: 'widgetApi',
  baseQuery,
  tagTypes: ['PublicChat'],
  endpoints: () => ({}),
});
