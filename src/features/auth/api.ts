import { loggedIn, sessionConfirmed } from '../../store/session';
import { generatedAuthApi } from '../../shared/session/api.generated';

export type { Credentials, Session, User } from '../../shared/session/api.generated';

// The session itself lives in the store (auth slice); these calls report to it as events.
export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    login: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(loggedIn(data));
      },
    },
    getMe: {
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionConfirmed(data));
      },
    },
  },
});

export const { useLoginMutation, useLogoutMutation, useGetMeQuery } = authApi;
