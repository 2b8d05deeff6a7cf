import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from './config';
import { REQUEST_ID_HEADER, answeredRequestId, requestIdOf } from './request-id';
import { CLIENT_ID } from './client-id';
import { answerStatus, attachReference, parseRetryAfter } from './errors';
import { MULTIPART_ENDPOINTS } from './multipart-endpoints.generated';
import { selectToken, sessionExpired, type SessionState } from './session';

type StateWithSession = { auth: SessionState };

const fetchOptions = {
  // Absolute, so the same code runs in the browser and under jsdom.
  baseUrl: new URL(API_BASE_URL || '/', globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = selectToken(getState() as StateWithSession);
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('x-client-id', CLIENT_ID);
    return headers;
  },
};

const rawBaseQuery = fetchBaseQuery(fetchOptions);

/** A fetch of its own for one request body: an upload that reports its progress (form-data.ts). */
export type BodyFetch = (request: Request) => Promise<Response>;

const bodyFetches = new WeakMap<object, BodyFetch>();

/**
 * Sends `body`, whenever a call carries it, through `fetchFn` instead of fetch. The upload
 * transport itself lives in form-data.ts, which only the screens that upload load.
 */
export function sendBodyWith(body: object, fetchFn: BodyFetch) {
  bodyFetches.set(body, fetchFn);
}

/** The base query for one call: through the body's own fetch if it has one, else through fetch. */
function baseQueryFor(args: string | FetchArgs) {
  const body: unknown = typeof args === 'string' ? undefined : args.body;
  const fetchFn = body && typeof body === 'object' ? bodyFetches.get(body) : undefined;
  if (!fetchFn) return rawBaseQuery;
  return fetchBaseQuery({ ...fetchOptions, fetchFn: (input) => fetchFn(input as Request) });
}

/**
 * The SPA always asks for image addresses (`/api/images/{key}`), whatever a caller passes: short
 * strings in the store and in DevTools, and images the browser caches, instead of data URLs of
 * hundreds of KB each. The generated query of every call that takes the `images` parameter
 * carries it in `params`.
 */
function withImageAddresses(args: FetchArgs): FetchArgs {
  if (!args.params || !Object.hasOwn(args.params, 'images')) return args;
  return { ...args, params: { ...args.params, images: 'url' } };
}

/** The call as it is sent: its body encoded, its image fields asked for as addresses. */
async function requestOf(args: string | FetchArgs, endpoint: string) {
  if (typeof args === 'string') return args;
  // The encoder is loaded with the first upload: the sign-in screen never needs it.
  const encoded = Object.hasOwn(MULTIPART_ENDPOINTS, endpoint)
    ? (await import('./multipart')).withMultipartBody(args)
    : args;
  return withImageAddresses(encoded);
}

/**
 * Ends the session when the server refuses the token the call carried. Login answers 401 for
 * wrong credentials, and a call sent before a newer sign-in must not end the newer session.
 */
const sendOnce: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const sentToken = selectToken(api.getState() as StateWithSession);
  const result = await baseQueryFor(args)(args, api, extraOptions);
  const currentToken = selectToken(api.getState() as StateWithSession);
  if (result.error) attachRetryAfter(result.error, result.meta?.response);
  if (
    result.error?.status === 401 &&
    api.endpoint !== 'login' &&
    sentToken &&
    sentToken === currentToken
  ) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/** Answers that may come with a Retry-After header: too many requests, unavailable for now. */
const WAIT_STATUSES = [429, 503];
/** A read waits this long at most (seconds) to try once more by itself; a longer wait is shown. */
const AUTO_RETRY_MAX_SECONDS = 30;

/**
 * Every call of the API slice. A read (GET or HEAD) that is told to wait (429 or 503 with
 * Retry-After) at most AUTO_RETRY_MAX_SECONDS tries once more after that wait; a write never
 * does by itself, since the server may have done it.
 */
export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  // Before anything is awaited: see store/request-id.ts.
  const requestId = requestIdOf(api);
  const request = withRequestId(await requestOf(args, api.endpoint), requestId);
  const send = async () => {
    const result = await sendOnce(request, api, extraOptions);
    // A failed call keeps its reference, which the screens show: see errors.ts.
    if (result.error) {
      attachReference(result.error, answeredRequestId(requestId, result.meta?.response));
    }
    return result;
  };
  const result = await send();
  const seconds = autoRetryDelay(request, api.type, result.error, result.meta?.response);
  if (seconds === undefined || !(await delay(seconds * 1000, api.signal))) return result;
  return send();
};

/** The call as sent, with its id (X-Request-Id). */
function withRequestId(args: string | FetchArgs, requestId: string): FetchArgs {
  const call = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(call.headers as HeadersInit | undefined);
  headers.set(REQUEST_ID_HEADER, requestId);
  return { ...call, headers };
}

/** Seconds to wait before the one retry of a read that was told to wait briefly; else none. */
function autoRetryDelay(
  request: string | FetchArgs,
  type: 'query' | 'mutation',
  error: FetchBaseQueryError | undefined,
  response: Response | undefined,
): number | undefined {
  const method = (typeof request === 'string' ? 'GET' : (request.method ?? 'GET')).toUpperCase();
  if (type !== 'query' || (method !== 'GET' && method !== 'HEAD')) return undefined;
  const status = error && answerStatus(error);
  if (status === undefined || !WAIT_STATUSES.includes(status)) return undefined;
  const seconds = parseRetryAfter(response?.headers.get('retry-after'));
  return seconds !== undefined && seconds <= AUTO_RETRY_MAX_SECONDS ? seconds : undefined;
}

/** Waits `ms`; false when the call was aborted meanwhile. */
function delay(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const done = (waited: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      resolve(waited);
    };
    const aborted = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', aborted);
  });
}

/**
 * Copies Retry-After (seconds) of a 429 or 503 into the error answer, where screens can read it
 * (errors.ts, retryAfterOf). An answer that is not the API's JSON (a proxy's 503 page) keeps its
 * text as `data`: the seconds go beside it.
 */
function attachRetryAfter(error: FetchBaseQueryError, response: Response | undefined) {
  const status = answerStatus(error);
  if (status === undefined || !WAIT_STATUSES.includes(status)) return;
  const seconds = parseRetryAfter(response?.headers.get('retry-after'));
  if (!seconds) return;
  if (error.data && typeof error.data === 'object') {
    error.data = { ...error.data, retryAfter: seconds };
  } else {
    Object.assign(error, { retryAfter: seconds });
  }
}
