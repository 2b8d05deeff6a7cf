import { generatedHistoryApi, type ContentKind } from './api.generated';
import type { TAG_TYPES } from '../../store/api';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';

export type * from './api.generated';

// Shared: the CMS screens show an entity's history and restore its versions; the trash and the
// activity log have screens of their own. The entity tags are shared by name with the CMS
// features (src/store/api.ts), so a restore refreshes every list that shows what came back.
const TRASH = { type: 'Trash', id: 'LIST' } as const;

type EntityTag = (typeof TAG_TYPES)[number];

/**
 * Each kind's tag, and the lists that show it (or what a restore links again): a restore
 * refreshes them. Every kind of the contract has its entry, or this does not compile.
 */
const TAGS_OF: Record<ContentKind, { entity: EntityTag; lists: EntityTag[] }> = {
  service: { entity: 'Service', lists: ['Service'] },
  serviceContent: { entity: 'ServiceContent', lists: ['Service'] },
  achievement: { entity: 'Achievement', lists: ['Achievement', 'LanguageEntry'] },
  language: { entity: 'LanguageEntry', lists: ['LanguageEntry'] },
  employee: { entity: 'Employee', lists: ['Employee', 'Appointment'] },
  appointment: { entity: 'Appointment', lists: ['Appointment'] },
  customer: { entity: 'Customer', lists: ['Customer', 'Appointment', 'Project', 'Chat'] },
  project: { entity: 'Project', lists: ['Project', 'Appointment'] },
  document: { entity: 'Document', lists: ['Document'] },
  invoice: { entity: 'Invoice', lists: ['Invoice'] },
  quote: { entity: 'Quote', lists: ['Quote'] },
  purchase: { entity: 'Purchase', lists: ['Purchase'] },
  purchaseOrder: { entity: 'PurchaseOrder', lists: ['PurchaseOrder'] },
  vehicle: { entity: 'Vehicle', lists: ['Vehicle'] },
  article: { entity: 'Article', lists: ['Article'] },
  tool: { entity: 'Tool', lists: ['Tool'] },
};

/** The lists that show an entity of this kind. */
const listsOf = (kind: ContentKind) =>
  TAGS_OF[kind].lists.map((type) => ({ type, id: 'LIST' as const }));

const entityTag = (kind: ContentKind, id: number) => ({ type: TAGS_OF[kind].entity, id });

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
