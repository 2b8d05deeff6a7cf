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
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
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
  /** A customer (a relation can be both) */
  isCustomer: boolean;
  /** A supplier (Aankopen) */
  isSupplier: boolean;
  /** A supplier's account, 'BE68539007547034'; '' for none */
  iban: string;
  /** 'GKCCBEBB'; '' for none */
  bic: string;
  /** A supplier's payment term in days; null: the invoice's own due date */
  paymentTermDays: number | null;
  /** A subcontractor for construction work: the inhoudingsplicht check applies */
  subcontractor: boolean;
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
  /** The vehicle (Voertuigen) it books, if any */
  vehicleId: number | null;
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
export type InvoiceKind = 'invoice' | 'creditNote';
export type InvoiceStatus =
  | 'concept'
  | 'uitgereikt'
  | 'verzonden'
  | 'deels betaald'
  | 'betaald'
  | 'vervallen'
  | 'gecrediteerd';
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';
export type InvoiceLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
};
export type InvoiceVat = {
  category: VatCategory;
  rate: number;
  /** The net amount of the lines in this category and rate */
  taxable: number;
  /** Its VAT, rounded half away from zero */
  tax: number;
  exemptionReason?: string;
};
export type InvoicePayment = {
  id: number;
  /** Cents */
  amount: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  date: string;
  note: string;
  source: 'hand' | 'bank';
  createdAt: string;
};
export type InvoiceReminder = {
  /** 1 and 2 the reminders, 3 the formal notice (ingebrekestelling) */
  level: number;
  sentAt: string;
};
export type Invoice = {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** '2026-0001' (with the series' prefix); null for a draft */
  number: string | null;
  /** The customer invoiced; null when none is chosen (or it was erased) */
  customer: {
    id: number;
    /** The company's or person's name */
    name: string;
  } | null;
  projectId: number | null;
  quoteId: number | null;
  /** A deposit asked before the work (UBL type 386) */
  deposit: boolean;
  /** For a credit note: the issued invoice it corrects */
  creditedInvoiceId: number | null;
  /** The day it is (or was) issued; a draft without one takes today */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** The VAT, cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** Deposits this final invoice deducts, cents */
  prepaidAmount: number;
  /** What the customer owes: gross − prepaid, cents */
  payableAmount: number;
  /** The sum of its payments, cents */
  paidAmount: number;
  /** payable − paid (0 for a draft), cents */
  openAmount: number;
  sentVia: 'peppol' | 'email' | (null | null);
  deliveryState: 'verzonden' | 'afgeleverd' | 'geweigerd' | (null | null);
  /** The credited invoice's number */
  creditedInvoiceNumber: string | null;
  /** The day of delivery (required for `K`) */
  deliveryDate: string | (null | null);
  /** The customer's reference (BT-10) */
  buyerReference: string;
  note: string;
  lines: InvoiceLine[];
  /** A private customer's renovation at 6 %: the legal statement is printed */
  renovationStatement: boolean;
  /** '+++123/4567/89002+++', given at issue; '' for a draft */
  structuredCommunication: string;
  /** The VAT per category and rate */
  vat: InvoiceVat[];
  /** Why it was refused, or what the access point said */
  deliveryDetail: string | null;
  sentAt: string | null;
  issuedAt: string | null;
  payments: InvoicePayment[];
  reminders: InvoiceReminder[];
  /** The archived UBL in Bestanden (type Factuur) */
  ublDocumentId: number | null;
  /** The archived PDF in Bestanden (type Factuur) */
  pdfDocumentId: number | null;
  createdAt: string;
  updatedAt: string;
};
export type QuoteStatus =
  'concept' | 'verzonden' | 'aanvaard' | 'geweigerd' | 'vervallen' | 'vervangen';
export type QuoteLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
};
export type QuoteVat = {
  category: string;
  rate: number;
  taxable: number;
  tax: number;
};
export type QuoteInvoiceRef = {
  id: number;
  number: string | null;
  status: string;
  deposit: boolean;
  grossAmount: number;
};
export type Quote = {
  id: number;
  number: string | null;
  version: number;
  status: QuoteStatus;
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  title: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil: string | null;
  grossAmount: number;
  previousId: number | null;
  nextId: number | null;
  customerEmail: string | null;
  note: string;
  lines: QuoteLine[];
  netAmount: number;
  vatAmount: number;
  vat: QuoteVat[];
  sentAt: string | null;
  acceptedName: string | null;
  acceptedAt: string | null;
  declinedReason: string | null;
  declinedAt: string | null;
  pdfDocumentId: number | null;
  invoices: QuoteInvoiceRef[];
  createdAt: string;
  updatedAt: string;
};
export type PurchaseStatus = 'ontvangen' | 'goedgekeurd' | 'te betalen' | 'betaald' | 'geweigerd';
export type CostCategory =
  | 'materiaal'
  | 'onderaanneming'
  | 'huur'
  | 'brandstof'
  | 'onderhoud'
  | 'verzekering'
  | 'kantoor'
  | 'overig';
export type PurchaseLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
  category: CostCategory;
};
export type PurchaseAllocation = {
  /** The line (0-based) this part is of */
  lineIndex: number;
  /** null: general costs */
  projectId: number | null;
  /** A vehicle's cost (Voertuigen, its costs per year); null: none */
  vehicleId: number | null;
  category: CostCategory;
  /** The share as a percentage of the line, when entered so */
  percent: number | null;
  /** The part of the line's net amount, cents, as the line shows it (positive also for a credit note, whose parts lower the cost) */
  amount: number;
};
export type PurchaseWithholding = {
  /** The inhoudingsplicht check is needed before payment: reverse charge (AE) or a supplier marked subcontractor */
  required: boolean;
  /** When the check was made */
  checkedOn: string | (null | null);
  socialDebt: boolean;
  taxDebt: boolean;
  /** The attest in Bestanden */
  documentId: number | null;
  /** With social debts: 35 % of the net amount, to be paid to the RSZ, cents */
  socialAmount: number;
  /** With tax debts: 15 % of the net amount, to be paid to FOD Financiën, cents */
  taxAmount: number;
  /** What is left to pay the supplier: gross − social − tax, cents */
  supplierAmount: number;
};
export type Purchase = {
  id: number;
  kind: 'invoice' | 'creditNote';
  status: PurchaseStatus;
  source: 'peppol' | 'upload' | 'manual';
  /** The supplier in the register; null when not known yet */
  supplier: {
    id: number;
    name: string;
    vatNumber: string;
    iban: string;
    subcontractor: boolean;
  } | null;
  /** The supplier's invoice number */
  number: string;
  /** The invoice date */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** Cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** VAT reverse-charged (AE) */
  reverseCharge: boolean;
  /** The projects its lines land on */
  projectIds: number[];
  createdAt: string;
  currency: string;
  /** Our order number as the supplier quoted it */
  orderReference: string;
  purchaseOrderId: number | null;
  paymentReference: string;
  /** The account the supplier asks to be paid on */
  supplierIban: string;
  note: string;
  lines: PurchaseLine[];
  /** Where each line's net cost lands, by line */
  allocations: PurchaseAllocation[];
  /** The legal original (UBL, PDF or photo) in Bestanden, unchanged */
  originalDocumentId: number | null;
  /** The PDF the UBL embeds */
  pdfDocumentId: number | null;
  approvedBy: number | null;
  approvedAt: string | null;
  rejectedBy: number | null;
  rejectedAt: string | null;
  /** The last rejection's reason; '' for none */
  rejectionReason: string;
  withholding: PurchaseWithholding;
  paidAt: string | null;
  updatedAt: string;
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
  /** Those customers' invoices and credit notes, drafts and issued, by id */
  invoices: Invoice[];
  /** The quotes of those customers, every version, by id (their PDFs are among `documents`) */
  quotes: Quote[];
  /** The supplier invoices and credit notes of those relations as suppliers, by id */
  purchases: Purchase[];
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
  /** The customers' draft invoices (those in the trash too), removed */
  invoicesRemoved: number;
  /** Issued invoices and credit notes, which the law keeps for 10 years: kept as issued, without the link to the customer */
  invoicesKept: number;
  /** Supplier invoices of those relations, which the law keeps for 10 years: kept with their originals, without the link to the register's relation */
  purchasesKept: number;
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
