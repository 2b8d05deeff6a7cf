import { generatedLanguageApi } from './api.generated';

export type * from './api.generated';

// Shared: the language tab edits entries and the services tab picks its texts from them.
// 'LanguageEntry' tags are shared by name with services and achievements, which show entries:
// editing an entry refreshes every list that displays it.
const LIST = { type: 'LanguageEntry', id: 'LIST' } as const;

export const languageApi = generatedLanguageApi.enhanceEndpoints({
  endpoints: {
    getLanguageEntries: {
      providesTags: (entries = []) => [
        ...entries.map(({ id }) => ({ type: 'LanguageEntry' as const, id })),
        LIST,
      ],
    },
    createLanguageEntry: { invalidatesTags: [LIST] },
    updateLanguageEntry: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'LanguageEntry', id }],
    },
    // A removed entry goes to the trash.
    removeLanguageEntry: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'LanguageEntry', id },
        LIST,
        { type: 'Trash', id: 'LIST' },
      ],
    },
    // Confirming a translation clears its stale mark, and the activity log records it.
    confirmLanguageEntry: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'LanguageEntry', id }, 'Activity'],
    },
  },
});

export const {
  useGetLanguageEntriesQuery,
  useCreateLanguageEntryMutation,
  useUpdateLanguageEntryMutation,
  useRemoveLanguageEntryMutation,
  useConfirmLanguageEntryMutation,
} = languageApi;
