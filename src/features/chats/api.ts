import { generatedChatsApi } from './api.generated';

export type * from './api.generated';

const LIST = { type: 'Chat', id: 'LIST' } as const;

/** The export of one customer's data, by address: the server compares addresses without case. */
const customerTag = (email: string) =>
  ({ type: 'Chat', id: `CUSTOMER:${email.trim().toLowerCase()}` }) as const;

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
    // Personal data, answered no-store: read on each opening, not kept once the modal closes. Its
    // chats' tags too, so a reply or a deletion elsewhere updates an open export.
    getCustomerData: {
      keepUnusedDataFor: 0,
      providesTags: (data, _error, { email }) => [
        customerTag(email),
        ...(data?.chats ?? []).map(({ id }) => ({ type: 'Chat' as const, id })),
      ],
    },
    // The erasure's answer holds counts, not the ids it removed: every chat may be gone, so every
    // chat, the list and every export are read again.
    eraseCustomerData: {
      invalidatesTags: (_result, _error, { email }) => ['Chat', customerTag(email), LIST],
    },
  },
});

export const {
  useGetChatsQuery,
  useGetChatQuery,
  useGetChatPresenceQuery,
  useCreateMessageMutation,
  useRemoveChatMutation,
  useGetCustomerDataQuery,
  useEraseCustomerDataMutation,
} = chatsApi;
