import { generatedAuthApi } from './api.generated';

/** The signed-in account's alerts (a sound, a desktop notification): /settings and the chats read them. */
export const alertsApi = generatedAuthApi.enhanceEndpoints({
  addTagTypes: ['Alerts'],
  endpoints: {
    getAlerts: { providesTags: ['Alerts'] },
    setAlerts: {
      // The switch moves at once; a refusal puts it back.
      async onQueryStarted({ staffAlerts }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          alertsApi.util.updateQueryData('getAlerts', undefined, () => staffAlerts),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});

export const { useGetAlertsQuery, useSetAlertsMutation } = alertsApi;
