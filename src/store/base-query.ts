import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from '../shared/config';
import { selectToken, sessionExpired, type SessionState } from './session';

type StateWithSession = { auth: SessionState };

const fetchOptions = {
  // Absolute, so the same code runs in the browser and under jsdom.
  baseUrl: new URL(API_BASE_URL || '/', globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = selectToken(getState() as StateWithSession);
    if (token) headers.set('authorization', `Bearer ${token}`);
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
 * Ends the session when the server refuses the token the call carried. Login answers 401 for
 * wrong credentials, and a call sent before a newer sign-in must not end the newer session.
 */
export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const sentToken = selectToken(api.getState() as StateWithSession);
  const result = await baseQueryFor(args)(args, api, extraOptions);
  const currentToken = selectToken(api.getState() as StateWithSession);
  if (result.error?.status === 429) attachRetryAfter(result.error, result.meta?.response);
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

/** Copies Retry-After (seconds) into the error answer, where screens can read it. */
function attachRetryAfter(error: FetchBaseQueryError, response: Response | undefined) {
  const seconds = Number(response?.headers.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0 && error.data && typeof error.data === 'object') {
    error.data = { ...error.data, retryAfter: seconds };
  }
}
