import { generatedSettingsApi } from './api.generated';

export type * from './api.generated';

const LIST = { type: 'Staff', id: 'LIST' } as const;

export const settingsApi = generatedSettingsApi.enhanceEndpoints({
  endpoints: {
    getUsers: {
      providesTags: (members = []) => [
        ...members.map(({ id }) => ({ type: 'Staff' as const, id })),
        LIST,
      ],
    },
    createUser: { invalidatesTags: [LIST] },
    // The list is read again even after a refusal: the account may have changed meanwhile.
    setUserActive: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Staff', id }],
    },
  },
});

export const {
  useGetUsersQuery,
  useCreateUserMutation,
  useChangePasswordMutation,
  useSetUserActiveMutation,
} = settingsApi;
