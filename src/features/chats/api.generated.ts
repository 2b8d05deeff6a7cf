import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<GetChatsApiResponse, GetChatsApiArg>({
      query: () => ({ url: `/api/chat/getall` }),
    }),
    getChat: build.query<GetChatApiResponse, GetChatApiArg>({
      query: (queryArg) => ({ url: `/api/chat/get/${queryArg.id}` }),
    }),
    createMessage: build.mutation<CreateMessageApiResponse, CreateMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/createMessage/${queryArg.chatId}`,
        method: 'POST',
        body: queryArg.messageInput,
      }),
    }),
    removeChat: build.mutation<RemoveChatApiResponse, RemoveChatApiArg>({
      query: (queryArg) => ({ url: `/api/chat/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    getCustomerData: build.query<GetCustomerDataApiResponse, GetCustomerDataApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/customerData`,
        params: {
          email: queryArg.email,
        },
      }),
    }),
    eraseCustomerData: build.mutation<EraseCustomerDataApiResponse, EraseCustomerDataApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/customerData`,
        method: 'DELETE',
        params: {
          email: queryArg.email,
        },
      }),
    }),
    getChatPresence: build.query<GetChatPresenceApiResponse, GetChatPresenceApiArg>({
      query: (queryArg) => ({ url: `/api/chat/presence/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedChatsApi };
export type GetChatsApiResponse = /** status 200 Default Response */ Chat[];
export type GetChatsApiArg = void;
export type GetChatApiResponse = /** status 200 Default Response */ Chat;
export type GetChatApiArg = {
  id: number;
};
export type CreateMessageApiResponse = /** status 201 Default Response */ Created;
export type CreateMessageApiArg = {
  chatId: number;
  messageInput: MessageInput;
};
export type RemoveChatApiResponse = unknown;
export type RemoveChatApiArg = {
  id: number;
};
export type GetCustomerDataApiResponse = /** status 200 Default Response */ CustomerData;
export type GetCustomerDataApiArg = {
  /** Compared without regard to letter case */
  email: string;
};
export type EraseCustomerDataApiResponse = /** status 200 Default Response */ CustomerErasure;
export type EraseCustomerDataApiArg = {
  /** Compared without regard to letter case */
  email: string;
};
export type GetChatPresenceApiResponse = /** status 200 Default Response */ ChatPresence;
export type GetChatPresenceApiArg = {
  id: number;
};
export type Author = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
};
export type Message = {
  id: number;
  sender: 'staff' | 'customer';
  senderName: string;
  content: string;
  timeStamp: string;
};
export type Chat = {
  id: number;
  subject: string;
  timeStamp: string;
  author: Author;
  messageCount: number;
  messages: Message[];
};
export type ErrorAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'MAIL_NOT_CONFIGURED'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'RATE_LIMITED'
    | 'DATABASE_UNAVAILABLE'
    | 'INTERNAL';
  message: string;
};
export type Created = {
  id: number;
};
export type MessageInput = {
  content: string;
  timeStamp?: string;
  sender?: string;
};
export type CustomerData = {
  email: string;
  exportedAt: string;
  /** Every conversation started with this address, oldest first, every message */
  chats: Chat[];
};
export type CustomerErasure = {
  chats: number;
  messages: number;
};
export type ChatPresence = {
  /** Whether the customer has the conversation open in the website's widget now */
  online: boolean;
};
