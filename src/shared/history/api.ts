import { generatedHistoryApi, type ContentKind } from './api.generated';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from './api.generated';

// Shared: the CMS screens show an entity's history and restore its versions; the trash and the
// activity log have screens of their own. The entity tags are shared by name with the CMS
// features (src/store/api.ts), so a restore refreshes every list that shows what came back.
const TRASH = { type: 'Trash', id: 'LIST' } as const;

/** The lists that show an entity of this kind. */
const listsOf = (kind: ContentKind) =>
  kind === 'achievement'
    ? [
        { type: 'Achievement' as const, id: 'LIST' },
        { type: 'LanguageEntry' as const, id: 'LIST' },
      ]
    : kind === 'language'
      ? [{ type: 'LanguageEntry' as const, id: 'LIST' }]
      : [{ type: 'Service' as const, id: 'LIST' }];

const entityTag = (kind: ContentKind, id: number) =>
  kind === 'achievement'
    ? { type: 'Achievement' as const, id }
    : kind === 'language'
      ? { type: 'LanguageEntry' as const, id }
      : kind === 'service'
        ? { type: 'Service' as const, id }
        : { type: 'ServiceContent' as const, id };

export const historyApi = generatedHistoryApi.enhanceEndpoints({
  endpoints: {
    getTrash: { providesTags: [TRASH] },
    restoreFromTrash: {
      invalidatesTags: (_result, error, { kind }) =>
        error ? [TRASH] : [TRASH, 'Activity', ...listsOf(kind)],
    },
    emptyTrash: { invalidatesTags: [TRASH, 'Activity'] },
    getHistory: {
      providesTags: (_result, _error, { kind, id }) => [{ type: 'History', id: `${kind}-${id}` }],
    },
    restoreVersion: {
      invalidatesTags: (_result, error, { kind, id }) =>
        error
          ? []
          : [
              { type: 'History', id: `${kind}-${id}` },
              'Activity',
              entityTag(kind, id),
              ...listsOf(kind),
            ],
    },
    getActivity: { providesTags: ['Activity'] },
  },
});

export const {
  useGetTrashQuery,
  useRestoreFromTrashMutation,
  useEmptyTrashMutation,
  useGetHistoryQuery,
  useRestoreVersionMutation,
  useGetActivityQuery,
} = historyApi;

// The history drawer words its own failures: a list it could not read, a restore refused (what
// is missing, or why).
failuresShownOnScreen('getHistory', 'restoreVersion');
