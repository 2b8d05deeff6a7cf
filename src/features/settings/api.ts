import { generatedSettingsApi } from './api.generated';

export type * from './api.generated';
export type { Role, StaffMember } from '../../entities/staff/api';
export {
  useChangePasswordMutation,
  useCreateUserMutation,
  useGetUsersQuery,
  useSetUserActiveMutation,
  useSetUserRoleMutation,
} from '../../entities/staff/api';

const MAIL_STATUS = { type: 'Mail', id: 'STATUS' } as const;
const MAIL_PREFERENCE = { type: 'Mail', id: 'PREFERENCE' } as const;
const OPENING_HOURS = { type: 'Settings', id: 'OPENING_HOURS' } as const;
const COMPANY = { type: 'Settings', id: 'COMPANY' } as const;

export const settingsApi = generatedSettingsApi.enhanceEndpoints({
  endpoints: {
    getMailStatus: { providesTags: [MAIL_STATUS] },
    // A test mail changes the figures (or shows that e-mail is not set up after all, 409).
    sendTestMail: { invalidatesTags: [MAIL_STATUS] },
    getMailPreference: { providesTags: [MAIL_PREFERENCE] },
    getOpeningHours: { providesTags: [OPENING_HOURS] },
    setOpeningHours: { invalidatesTags: [OPENING_HOURS] },
    getCompanySettings: { providesTags: [COMPANY] },
    setCompanySettings: { invalidatesTags: [COMPANY] },
    // The switch shows the choice at once; a refusal puts it back, and it is read again.
    setMailPreference: {
      invalidatesTags: [MAIL_PREFERENCE],
      async onQueryStarted({ mailPreference }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          generatedSettingsApi.util.updateQueryData(
            'getMailPreference',
            undefined,
            () => mailPreference,
          ),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
    },
  },
});

export const {
  useGetMailStatusQuery,
  useSendTestMailMutation,
  useGetMailPreferenceQuery,
  useSetMailPreferenceMutation,
  useGetOpeningHoursQuery,
  useSetOpeningHoursMutation,
  useGetCompanySettingsQuery,
  useSetCompanySettingsMutation,
} = settingsApi;
