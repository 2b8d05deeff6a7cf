import { generatedStaffApi } from './api.generated';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from './api.generated';

// Shared: /settings manages the staff accounts, the activity screen filters by person.
const LIST = { type: 'Staff', id: 'LIST' } as const;

export const staffApi = generatedStaffApi.enhanceEndpoints({
  endpoints: {
    getUsers: {
      providesTags: (members = []) => [
        ...members.map(({ id }) => ({ type: 'Staff' as const, id })),
        LIST,
      ],
    },
    createUser: { invalidatesTags: [LIST] },
    // The list is read again even after a refusal: the account may have changed meanwhile.
    // A deactivation ends the calendar feeds the account made.
    setUserActive: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Staff', id }, 'EmployeeFeed'],
    },
    setUserRole: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Staff', id }] },
  },
});

export const {
  useGetUsersQuery,
  useCreateUserMutation,
  useChangePasswordMutation,
  useSetUserActiveMutation,
  useSetUserRoleMutation,
} = staffApi;

// Both screens word a list that could not be read: /settings offers to try again, the
// activity screen's person filter offers nobody.
failuresShownOnScreen('getUsers');
