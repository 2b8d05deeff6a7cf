import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './base-query';

/**
 * The one API slice. It starts empty: every feature injects its generated endpoints
 * (`api.generated.ts`) and adds tags and multipart bodies in its own `api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  endpoints: () => ({}),
});
