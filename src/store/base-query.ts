import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from '../shared/config';
import { selectToken, sessionExpired, type SessionState } from './session';

type StateWithSession = { auth: SessionState };

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and under jsdom.
  baseUrl: new URL(API_BASE_URL || '/', globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as StateWithSession);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

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
  const result = await rawBaseQuery(args, api, extraOptions);
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
