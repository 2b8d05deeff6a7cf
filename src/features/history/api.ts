import type { FetchArgs } from '@reduxjs/toolkit/query';
import { historyApi, type ActivityPage, type GetActivityApiArg } from '../../entities/history/api';
import { generatedHistoryApi } from '../../entities/history/api.generated';
import { cursorPages } from '../../store/cursor-pages';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from '../../entities/history/api';
export type { StaffMember } from '../../entities/staff/api';
export { useGetUsersQuery } from '../../entities/staff/api';

/** How many entries a page of the activity list holds. */
export const ACTIVITY_PAGE_SIZE = 50;

/** Which entries the activity list shows; its pages follow from the server's cursor. */
export type ActivityFilter = Pick<GetActivityApiArg, 'person' | 'kind'>;

/** The generated getActivity request, which the activity screen's pages send. */
let activityRequest: (arg: GetActivityApiArg) => string | FetchArgs;
generatedHistoryApi.enhanceEndpoints({
  endpoints: {
    getActivity: (endpoint) => {
      activityRequest = endpoint.query!;
    },
  },
});

/**
 * The activity screen's pages: the generated getActivity call, one page after another by the
 * server's `next` (as the chat list does). Read again after a change (a restore, emptying the
 * trash), the pages are fetched anew from the first. Its person filter reads the shared staff
 * list (src/entities/staff), whose Staff tags show a new or (de)activated account here too.
 */
export const activityApi = historyApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityPages: build.infiniteQuery<ActivityPage, ActivityFilter, string | null>({
      ...cursorPages<ActivityFilter>(() => activityRequest, ACTIVITY_PAGE_SIZE),
      providesTags: ['Activity'],
    }),
  }),
});

export const {
  useGetTrashQuery,
  useRestoreFromTrashMutation,
  useEmptyTrashMutation,
  useGetActivityPagesInfiniteQuery,
} = activityApi;

// The trash and activity screens word their own failures (a restore that needs something
// first, a name taken again, a list that could not be read); without the staff list the person
// filter just offers nobody (src/entities/staff).
failuresShownOnScreen('getTrash', 'restoreFromTrash', 'emptyTrash', 'getActivityPages');
