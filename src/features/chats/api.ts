import type { FetchArgs } from '@reduxjs/toolkit/query';
import { generatedChatsApi, type ChatPage, type GetChatsApiArg } from './api.generated';
import { cursorPages } from '../../store/cursor-pages';
import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { asObjectUrl, revokeWhenRemoved } from '../../shared/chat-files/file-urls';

export type * from './api.generated';

const LIST = { type: 'Chat', id: 'LIST' } as const;

/** How many conversations a page of the list holds: the first answer stays this small. */
export const CHAT_PAGE_SIZE = 60;

/** Which conversations the list shows (status, search); its pages follow from the server. */
export type ChatFilter = Pick<
  GetChatsApiArg,
  'status' | 'q' | 'assigned' | 'startedFrom' | 'startedTo' | 'startedWeekday' | 'startedHour'
>;

/** The export of one customer's data, by address: the server compares addresses without case. */
const customerTag = (email: string) =>
  ({ type: 'Chat', id: `CUSTOMER:${email.trim().toLowerCase()}` }) as const;

/** The generated getChats request, which the list's pages send. */
let chatsRequest: (arg: GetChatsApiArg) => string | FetchArgs;

const enhancedChatsApi = generatedChatsApi.enhanceEndpoints({
  endpoints: {
    getChats: (endpoint) => {
      chatsRequest = endpoint.query!;
      endpoint.providesTags = (answer) => [
        ...(answer ? (Array.isArray(answer) ? answer : answer.chats) : []).map(({ id }) => ({
          type: 'Chat' as const,
          id,
        })),
        LIST,
      ];
    },
    // Counts change with the list: any change of a conversation reads them again.
    getChatCounts: { providesTags: [LIST, { type: 'Chat', id: 'COUNTS' }] },
    getChat: { providesTags: (_chat, _error, { id }) => [{ type: 'Chat', id }] },
    // Marked read for this staff member: its card in the lists loaded loses the unread mark at
    // once, and the counts are read again. Nothing else changed: the chat is not read again.
    markChatRead: {
      invalidatesTags: [{ type: 'Chat', id: 'COUNTS' }],
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const state = getState() as Parameters<typeof chatsApi.util.selectInvalidatedBy>[0];
        for (const entry of chatsApi.util.selectInvalidatedBy(state, [{ type: 'Chat', id }])) {
          if (entry.endpointName !== 'getChatPages') continue;
          dispatch(
            chatsApi.util.updateQueryData(
              'getChatPages',
              entry.originalArgs as ChatFilter,
              (data) => {
                for (const page of data.pages)
                  for (const chat of page.chats) if (chat.id === id) chat.unread = false;
              },
            ),
          );
        }
      },
    },
    // A file, read with the session, kept as an object URL (shared/chat-files/file-urls.ts).
    getChatFile: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.onCacheEntryAdded = revokeWhenRemoved;
    },
    getChatPresence: {
      providesTags: (_presence, _error, { id }) => [{ type: 'ChatPresence', id }],
    },
    // The list shows each chat's latest message, so a reply changes the list too.
    createMessage: {
      invalidatesTags: (_result, _error, { chatId }) => [{ type: 'Chat', id: chatId }, LIST],
    },
    setChatStatus: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Chat', id }, LIST],
    },
    assignChat: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Chat', id }, LIST],
    },
    removeChat: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Chat', id }, LIST],
    },
    // The customer's page lists their conversations: every customer's page is read again (the
    // one it left and the one it joined).
    setChatCustomer: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Chat', id }, 'Customer'],
    },
    // Personal data, answered no-store: read on each opening, not kept once the modal closes. Its
    // chats' tags too, so a reply or a deletion elsewhere updates an open export.
    getCustomerData: {
      keepUnusedDataFor: 0,
      providesTags: (data, _error, { email }) => [
        customerTag(email),
        ...(data?.chats ?? []).map(({ id }) => ({ type: 'Chat' as const, id })),
      ],
    },
    // The export to hand over, a ZIP: read with the session as an object URL, which the modal
    // saves and frees at once; never kept.
    exportCustomerData: (endpoint) => {
      endpoint.query = asObjectUrl(endpoint.query!);
      endpoint.keepUnusedDataFor = 0;
    },
    // The erasure's answer holds counts, not the ids it removed: every chat may be gone, so every
    // chat, the list and every export are read again.
    eraseCustomerData: {
      invalidatesTags: (_result, _error, { email }) => [
        'Chat',
        customerTag(email),
        LIST,
        // The register's customers with that address are erased too.
        'Customer',
      ],
    },
  },
});

/**
 * The list screen's pages: the generated getChats call with `limit`, one page after another by
 * the server's `next`. Read again (after a change), the pages are fetched anew from the first,
 * each after the one before, so none repeats or skips a chat that moved meanwhile.
 */
export const chatsApi = enhancedChatsApi.injectEndpoints({
  endpoints: (build) => ({
    getChatPages: build.infiniteQuery<ChatPage, ChatFilter, string | null>({
      ...cursorPages<ChatFilter>(() => chatsRequest, CHAT_PAGE_SIZE),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.chats.map(({ id }) => ({ type: 'Chat' as const, id })),
        ),
        LIST,
      ],
    }),
  }),
});

export const {
  useGetChatCountsQuery,
  useGetChatQuery,
  useGetChatPresenceQuery,
  useGetChatFileQuery,
  useLazyGetChatFileQuery,
  useGetChatPagesInfiniteQuery,
  useMarkChatReadMutation,
  useCreateMessageMutation,
  useAnnounceTypingMutation,
  useMarkChatShownMutation,
  useMarkChatLeftMutation,
  useSetChatStatusMutation,
  useSetChatCustomerMutation,
  useAssignChatMutation,
  useRemoveChatMutation,
  useGetCustomerDataQuery,
  useLazyExportCustomerDataQuery,
  useEraseCustomerDataMutation,
  useCreateDocumentFromChatFileMutation,
} = chatsApi;

// The chat screens show their own failure states and the reasons of a failed reply, status change
// or delete; the menu's badge polls the counts, where a server that is away must not notify every
// poll; a mark as read that fails is sent again when the conversation is shown again; a typing
// signal that fails is only a courtesy missed, and the next keystroke sends another; so is a
// screen's word that it shows a conversation (the next comes within 20 s).
failuresShownOnScreen(
  // Keeping a file says itself whether it worked.
  'createDocumentFromChatFile',
  'announceTyping',
  'markChatShown',
  'markChatLeft',
  'getChats',
  'getChatPages',
  'getChatCounts',
  'getChat',
  'markChatRead',
  'createMessage',
  'setChatStatus',
  'removeChat',
  'getChatFile',
  'exportCustomerData',
);
