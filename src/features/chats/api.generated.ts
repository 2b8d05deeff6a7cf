import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatFile: build.query<GetChatFileApiResponse, GetChatFileApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/file/${queryArg.fileId}`,
        params: {
          size: queryArg.size,
          download: queryArg.download,
        },
      }),
    }),
    markChatShown: build.mutation<MarkChatShownApiResponse, MarkChatShownApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/shown/${queryArg.id}`,
        method: 'PUT',
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    markChatLeft: build.mutation<MarkChatLeftApiResponse, MarkChatLeftApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/shown/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    announceTyping: build.mutation<AnnounceTypingApiResponse, AnnounceTypingApiArg>({
      query: (queryArg) => ({ url: `/api/chat/typing/${queryArg.id}`, method: 'POST' }),
    }),
    getChatPresence: build.query<GetChatPresenceApiResponse, GetChatPresenceApiArg>({
      query: (queryArg) => ({ url: `/api/chat/presence/${queryArg.id}` }),
    }),
    getChats: build.query<GetChatsApiResponse, GetChatsApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/getall`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          status: queryArg.status,
          assigned: queryArg.assigned,
          startedFrom: queryArg.startedFrom,
          startedTo: queryArg.startedTo,
          startedWeekday: queryArg.startedWeekday,
          startedHour: queryArg.startedHour,
          q: queryArg.q,
        },
      }),
    }),
    getChatCounts: build.query<GetChatCountsApiResponse, GetChatCountsApiArg>({
      query: () => ({ url: `/api/chat/counts` }),
    }),
    getUnreadChats: build.query<GetUnreadChatsApiResponse, GetUnreadChatsApiArg>({
      query: () => ({ url: `/api/chat/unread` }),
    }),
    getChat: build.query<GetChatApiResponse, GetChatApiArg>({
      query: (queryArg) => ({ url: `/api/chat/get/${queryArg.id}` }),
    }),
    assignChat: build.mutation<AssignChatApiResponse, AssignChatApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/assign/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.chatAssignInput,
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    markChatRead: build.mutation<MarkChatReadApiResponse, MarkChatReadApiArg>({
      query: (queryArg) => ({ url: `/api/chat/markRead/${queryArg.id}`, method: 'PUT' }),
    }),
    setChatStatus: build.mutation<SetChatStatusApiResponse, SetChatStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/setStatus/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.chatStatusInput,
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    setChatCustomer: build.mutation<SetChatCustomerApiResponse, SetChatCustomerApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/setCustomer/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.chatCustomerInput,
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    createMessage: build.mutation<CreateMessageApiResponse, CreateMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/createMessage/${queryArg.chatId}`,
        method: 'POST',
        body: queryArg.messageInput,
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
    }),
    removeChat: build.mutation<RemoveChatApiResponse, RemoveChatApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/remove/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
      }),
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
        headers: {
          'x-client-id': queryArg['x-client-id'],
        },
        params: {
          email: queryArg.email,
        },
      }),
    }),
    exportCustomerData: build.query<ExportCustomerDataApiResponse, ExportCustomerDataApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/customerData/export`,
        params: {
          email: queryArg.email,
        },
      }),
    }),
    createDocumentFromChatFile: build.mutation<
      CreateDocumentFromChatFileApiResponse,
      CreateDocumentFromChatFileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/document/fromChatFile`,
        method: 'POST',
        body: queryArg.fromChatFileInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedChatsApi };
export type GetChatFileApiResponse = /** status 200 The file */ Blob;
export type GetChatFileApiArg = {
  /** `full` (when neither `size` nor `w` is given): the image (longest side at most 1600 px); `thumb`: its thumbnail (longest side at most 480 px) */
  size?: 'full' | 'thumb';
  /** Ask the browser to save the file */
  download?: boolean;
  fileId: number;
};
export type MarkChatShownApiResponse = unknown;
export type MarkChatShownApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
};
export type MarkChatLeftApiResponse = unknown;
export type MarkChatLeftApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
};
export type AnnounceTypingApiResponse = unknown;
export type AnnounceTypingApiArg = {
  id: number;
};
export type GetChatPresenceApiResponse = /** status 200 Default Response */ ChatPresence;
export type GetChatPresenceApiArg = {
  id: number;
};
export type GetChatsApiResponse = /** status 200 Default Response */ Chat[] | ChatPage;
export type GetChatsApiArg = {
  /** Answer a page of at most this many, as `{ chats, next }`. Without it, the array of every conversation that matches. */
  limit?: number;
  /** The previous page's `next`: the page after it (the same status and q). */
  cursor?: string;
  /** Default `all` */
  status?: 'open' | 'closed' | 'all';
  /** 'me': the conversations assigned to the caller ('mijn gesprekken'); 'none': to nobody ('niet toegewezen') */
  assigned?: 'me' | 'none';
  /** Only conversations started on or after this Brussels date (Statistieken: the list behind a figure); needs `startedTo` */
  startedFrom?: string;
  /** Only conversations started on or before this Brussels date; needs `startedFrom` */
  startedTo?: string;
  /** Only conversations started on this weekday (Monday 1), Brussels time */
  startedWeekday?: number;
  /** Only conversations started in this hour of the day, Brussels time */
  startedHour?: number;
  /** Words, each the beginning of a word of the subject, the customer (name, e-mail, phone) or a message; letter case and accents do not matter. Chats whose subject or customer hold every word come first. */
  q?: string;
};
export type GetChatCountsApiResponse = /** status 200 Default Response */ ChatCounts;
export type GetChatCountsApiArg = void;
export type GetUnreadChatsApiResponse = /** status 200 Default Response */ UnreadChats;
export type GetUnreadChatsApiArg = void;
export type GetChatApiResponse = /** status 200 Default Response */ Chat;
export type GetChatApiArg = {
  id: number;
};
export type AssignChatApiResponse = /** status 200 Default Response */ Chat;
export type AssignChatApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
  chatAssignInput: ChatAssignInput;
};
export type MarkChatReadApiResponse = unknown;
export type MarkChatReadApiArg = {
  id: number;
};
export type SetChatStatusApiResponse = /** status 200 Default Response */ Chat;
export type SetChatStatusApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
  chatStatusInput: ChatStatusInput;
};
export type SetChatCustomerApiResponse = /** status 200 Default Response */ Chat;
export type SetChatCustomerApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
  chatCustomerInput: ChatCustomerInput;
};
export type CreateMessageApiResponse = /** status 201 Default Response */ Created;
export type CreateMessageApiArg = {
  chatId: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
  messageInput: MessageInput;
};
export type RemoveChatApiResponse = unknown;
export type RemoveChatApiArg = {
  id: number;
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
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
  /** The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote. */
  'x-client-id'?: string;
};
export type ExportCustomerDataApiResponse = /** status 200 The ZIP */ Blob;
export type ExportCustomerDataApiArg = {
  /** Compared without regard to letter case */
  email: string;
};
export type CreateDocumentFromChatFileApiResponse = /** status 201 Default Response */ Created;
export type CreateDocumentFromChatFileApiArg = {
  fromChatFileInput: FromChatFileInput;
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
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INTERNAL';
  message: string;
};
export type ChatPresence = {
  /** Whether the customer has the conversation open in the website's widget now */
  online: boolean;
};
export type Author = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
};
export type ChatFile = {
  id: number;
  /** The file's name, with the extension of what it now is */
  name: string;
  /** `image/jpeg` or `image/png` (a photo, re-encoded without its metadata) or `application/pdf` */
  type: string;
  /** In bytes */
  size: number;
};
export type Message = {
  id: number;
  sender: 'staff' | 'customer';
  senderName: string;
  content: string;
  timeStamp: string;
  /** The company's automatic first answer outside opening hours (sender `staff`); the chat's state follows the last message that is not automatic */
  automatic: boolean;
  /** In the order they were sent */
  files: ChatFile[];
};
export type ChatStatus = 'open' | 'closed';
export type Chat = {
  id: number;
  subject: string;
  timeStamp: string;
  author: Author;
  messageCount: number;
  messages: Message[];
  status: ChatStatus;
  /** The customer's language (the widget's): quick replies and mail follow it */
  language: 'nl' | 'en';
  /** Whether a link in one of our mails to the author's address has opened the conversation. Until then the address may be someone else's: anyone can start a conversation with any address. */
  emailConfirmed: boolean;
  /** The customer of the register (Klanten) staff linked it to; setChatCustomer */
  customerId: number | null;
  /** The staff member who answers it ('Toegewezen aan', a user's id); null: nobody in particular */
  assignedTo: number | null;
  /** In the list's pages (with `limit`): the customer wrote since the caller last opened the conversation. Not in other answers: the array of every conversation is the same for every caller, getUnreadChats answers the caller's unread ones. */
  unread?: boolean;
};
export type ChatPage = {
  chats: Chat[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
};
export type ChatCounts = {
  /** Open conversations */
  open: number;
  /** Open conversations whose latest message is the customer’s */
  waiting: number;
  /** Conversations with a customer message the caller has not opened since */
  unread: number;
};
export type UnreadChats = {
  /** Ascending: the conversations with a customer message the caller has not read */
  ids: number[];
};
export type ChatAssignInput = {
  /** An active staff account, or null to release the conversation */
  userId: number | null;
};
export type ChatStatusInput = {
  status: ChatStatus;
};
export type ChatCustomerInput = {
  customerId: number | null;
};
export type Created = {
  id: number;
};
export type MessageInput = {
  /** Rich text; blank only when the message carries files */
  content: string;
  timeStamp?: string;
  sender?: string;
};
export type CustomerKind = 'person' | 'company';
export type CustomerLanguage = 'nl' | 'en' | 'fr';
export type Customer = {
  id: number;
  kind: CustomerKind;
  /** What to call them: the company's name, or first and last name */
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** The invoice address: street and number */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'BE' by default */
  country: string;
  /** The invoice address on one line ('Kerkstraat 14, 9050 Gentbrugge', the country added when not BE), read-only */
  invoiceAddress: string;
  siteAddresses: string[];
  language: CustomerLanguage;
  notes: string;
  /** Ten digits ('0403170701'), '' for none; shown as 0403.170.701 */
  enterpriseNumber: string;
  vatLiable: boolean;
  /** 'BE0403170701', '' for none */
  vatNumber: string;
  /** The Peppol participant ID ('0208:0403170701'), '' for none */
  peppolId: string;
  createdAt: string;
};
export type AppointmentCustomer = {
  name: string;
  email: string;
  phone: string;
};
export type AppointmentStatus = 'gepland' | 'bevestigd' | 'geannuleerd';
export type Appointment = {
  id: number;
  title: string;
  start: string;
  end: string;
  employeeIds: number[];
  customer: AppointmentCustomer;
  address: string;
  serviceId: number | null;
  chatId: number | null;
  /** The customer of the register (Klanten) it is for, if one was picked */
  customerId: number | null;
  /** The project (Projecten) it was made for, if any */
  projectId: number | null;
  notes: string;
  status: AppointmentStatus;
  travelMinutes: number;
  /** Rises with each change the customer is told of (the calendar files’ SEQUENCE) */
  sequence: number;
  cancelledBy: 'staff' | 'customer' | (null | null);
};
export type DocumentLinkKind =
  'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
export type DocumentLink = {
  kind: DocumentLinkKind;
  id: number;
};
export type DocumentTextStatus = 'wacht' | 'klaar' | 'geen tekst' | 'mislukt';
export type DocumentScanStatus = 'wacht' | 'schoon' | 'niet gescand';
export type Document = {
  id: number;
  name: string;
  /** A document type of the settings (getDocumentTypes) */
  type: string;
  tags: string[];
  /** The current version's media type, found in its content */
  mime: string;
  /** The current version's size in bytes */
  size: number;
  links: DocumentLink[];
  /** The number of the current version (1, 2, …) */
  version: number;
  textStatus: DocumentTextStatus;
  scanStatus: DocumentScanStatus;
  createdAt: string;
  /** The staff account that added it; null when added by a customer or removed */
  createdBy: number | null;
  /** The Brussels date before which the document cannot be removed (its type’s retention from its creation); null for none */
  retainUntil: string | null;
};
export type ExportedDocument = Document & {
  /** The current version's file name */
  fileName: string;
  /** The current version's SHA-256 (lowercase hex) */
  sha256: string;
  /** The current version's place in the export's ZIP (GET /api/chat/customerData/export): `documenten/{id}-{fileName}`; null while its virus scan is pending (the file is not handed out before) */
  path: string | null;
};
export type CustomerData = {
  email: string;
  exportedAt: string;
  /** The customers of the register (Klanten) with this e-mail address */
  customers: Customer[];
  /** Every conversation started with this address or linked to one of those customers, oldest first, every message */
  chats: Chat[];
  /** Every appointment with this customer e-mail address or linked to one of those customers, by start */
  appointments: Appointment[];
  /** The photos and documents of those conversations' messages */
  files: {
    id: number;
    chatId: number;
    messageId: number;
    name: string;
    type: string;
    size: number;
    /** Its place in the export's ZIP (GET /api/chat/customerData/export): `bestanden/{id}-{name}` */
    path: string;
  }[];
  /** The documents (Bestanden) linked to those customers or to their projects, by id; the ZIP holds the file of each one's current version at its `path` */
  documents: ExportedDocument[];
};
export type CustomerErasure = {
  chats: number;
  messages: number;
  /** Appointments still to come (and those in the trash), removed */
  appointmentsRemoved: number;
  /** Past appointments kept without the customer (name, contact, address, notes) */
  appointmentsKept: number;
  /** Customers of the register with this address, removed (those in the trash too) */
  customers: number;
  /** Documents linked to those customers or their projects, removed (those in the trash linked to the customer too) */
  documentsRemoved: number;
  /** Documents the law requires to keep (their type's retention is not past): kept, without the link to the customer */
  documentsKept: number;
};
export type FromChatFileInput = {
  chatFileId: number;
  links: {
    kind: 'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
    id: number;
  }[];
  type?: string;
  name?: string;
};
