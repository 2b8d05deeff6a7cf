import { generatedChatsApi } from './api.generated';

export type * from './api.generated';

const LIST = { type: 'Chat', id: 'LIST' } as const;

export const chatsApi = generatedChatsApi.enhanceEndpoints({
  endpoints: {
    getChats: {
      providesTags: (chats = []) => [
        ...chats.map(({ id }) => ({ type: 'Chat' as const, id })),
        LIST,
      ],
    },
    getChat: {
      providesTags: (_chat, _error, { id }) => [{ type: 'Chat', id }],
    },
    getChatPresence: {
      providesTags: (_presence, _error, { id }) => [{ type: 'ChatPresence', id }],
    },
    // The list shows each chat's latest message, so a reply changes the list too.
    createMessage: {
      invalidatesTags: (_result, _error, { chatId }) => [{ type: 'Chat', id: chatId }, LIST],
    },
    removeChat: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Chat', id }, LIST],
    },
  },
});

export const {
  useGetChatsQuery,
  useGetChatQuery,
  useGetChatPresenceQuery,
  useCreateMessageMutation,
  useRemoveChatMutation,
} = chatsApi;
