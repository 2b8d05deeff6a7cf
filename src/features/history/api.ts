import { historyApi, type ActivityPage, type GetActivityApiArg } from '../../shared/history/api';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from '../../shared/history/api';

/** How many entries a page of the activity list holds. */
export const ACTIVITY_PAGE_SIZE = 50;

/** Which entries the activity list shows; its pages follow from the server's cursor. */
export type ActivityFilter = Pick<GetActivityApiArg, 'person' | 'kind'>;

/** A staff member as the activity filter offers them (the settings screen's list, trimmed). */
export interface StaffPerson {
  id: number;
  firstName: string;
  lastName: string;
  active: boolean;
}

/**
 * The activity screen's pages: the generated getActivity call, one page after another by the
 * server's `next` (as the chat list does). Read again after a change (a restore, emptying the
 * trash), the pages are fetched anew from the first.
 *
 * The person filter needs the staff list. The settings screen owns that call, and features do
 * not import each other, so the same read is declared here under a name of its own; it shares
 * the Staff tags, so a new or (de)activated account shows here too.
 */
export const activityApi = historyApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityPages: build.infiniteQuery<ActivityPage, ActivityFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/activity/getall',
        params: {
          limit: ACTIVITY_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
          ...(queryArg.person ? { person: queryArg.person } : {}),
          ...(queryArg.kind ? { kind: queryArg.kind } : {}),
        },
      }),
      providesTags: ['Activity'],
    }),
    getActivityPeople: build.query<StaffPerson[], void>({
      query: () => ({ url: '/api/user/getall' }),
      providesTags: (people = []) => [
        ...people.map(({ id }) => ({ type: 'Staff' as const, id })),
        { type: 'Staff', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetTrashQuery,
  useRestoreFromTrashMutation,
  useEmptyTrashMutation,
  useGetActivityPagesInfiniteQuery,
  useGetActivityPeopleQuery,
} = activityApi;

// The trash and activity screens word their own failures (a restore that needs something
// first, a name taken again, a list that could not be read); without the staff list the person
// filter just offers nobody.
failuresShownOnScreen(
  'getTrash',
  'restoreFromTrash',
  'emptyTrash',
  'getActivityPages',
  'getActivityPeople',
);
