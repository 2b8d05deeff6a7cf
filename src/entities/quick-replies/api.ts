import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { generatedQuickRepliesApi } from './api.generated';

export type * from './api.generated';

// Shared: the settings screen edits quick replies, the chat reply inserts them.
const LIST = { type: 'QuickReply', id: 'LIST' } as const;

export const quickRepliesApi = generatedQuickRepliesApi.enhanceEndpoints({
  endpoints: {
    getQuickReplies: {
      providesTags: (quickReplies = []) => [
        ...quickReplies.map(({ id }) => ({ type: 'QuickReply' as const, id })),
        LIST,
      ],
    },
    createQuickReply: { invalidatesTags: [LIST] },
    // The list is sorted by title, so a change of title moves the row: the list is read again.
    updateQuickReply: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'QuickReply', id }, LIST],
    },
    removeQuickReply: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'QuickReply', id }, LIST],
    },
  },
});

export const {
  useGetQuickRepliesQuery,
  useCreateQuickReplyMutation,
  useUpdateQuickReplyMutation,
  useRemoveQuickReplyMutation,
} = quickRepliesApi;

// /settings and the reply's menu say themselves that the list could not be read.
failuresShownOnScreen('getQuickReplies');
