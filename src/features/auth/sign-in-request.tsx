import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseQueryWithSession } from '../../store/base-query';
import type { Credentials, Session } from '../../entities/session/api.generated';
export { loginErrorText } from './login-error';

/**
 * What signing in needs beyond the login screen (a lazy chunk, loaded on submit and prefetched
 * while the form is filled in): the API slice's base query, with RTK Query's fetchBaseQuery, and
 * the wording of a refused sign-in.
 */

/**
 * POST /api/user/login through the API slice's base query: the request and error answers of the
 * generated `login` mutation (entities/session/api.generated.ts), without RTK Query's cache. Its
 * actions read as the mutation's did in DevTools (login/pending, login/fulfilled, login/rejected),
 * and name the endpoint where the mutation's did (meta.arg.endpointName), so the notifications of
 * failed calls leave a refused sign-in to the modal (app/ApiErrorNotifications.tsx).
 */
export const login = createAsyncThunk<
  Session,
  { endpointName: 'login'; credentials: Credentials },
  { rejectValue: FetchBaseQueryError }
>('login', async ({ credentials }, api) => {
  const result = await baseQueryWithSession(
    { url: '/api/user/login', method: 'POST', body: credentials },
    { ...api, endpoint: 'login', type: 'mutation' },
    {},
  );
  return result.error ? api.rejectWithValue(result.error) : (result.data as Session);
});
