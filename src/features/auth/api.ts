import { sessionConfirmed } from '../../store/session';
import { generatedAuthApi } from '../../entities/session/api.generated';

export type { Credentials, Session, User } from '../../entities/session/api.generated';

// The session itself lives in the store (auth slice); these calls report to it as events. The
// login modal signs in without RTK Query (sign-in.ts): the login screen does not load it.
export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    getMe: {
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionConfirmed(data));
      },
    },
  },
});

export const { useLogoutMutation, useGetMeQuery } = authApi;
