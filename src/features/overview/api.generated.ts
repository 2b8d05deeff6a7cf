import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceOverview: build.query<GetInvoiceOverviewApiResponse, GetInvoiceOverviewApiArg>({
      query: () => ({ url: `/api/overview/invoices` }),
    }),
    getOverview: build.query<GetOverviewApiResponse, GetOverviewApiArg>({
      query: () => ({ url: `/api/overview` }),
    }),
    getOwnWork: build.query<GetOwnWorkApiResponse, GetOwnWorkApiArg>({
      query: () => ({ url: `/api/overview/own` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedOverviewApi };
export type GetInvoiceOverviewApiResponse = /** status 200 Default Response */ InvoiceOverview;
export type GetInvoiceOverviewApiArg = void;
export type GetOverviewApiResponse =
  /** status 200 Each figure only for a role with its area (docs/product.md § Roles): the chats' with `chats`, the content's with `cms`, the trash with `history`. */ Overview;
export type GetOverviewApiArg = void;
export type GetOwnWorkApiResponse = /** status 200 Default Response */ OwnWork;
export type GetOwnWorkApiArg = void;
export type InvoiceOverview = {
  /** Invoices issued and not (fully) paid, with what they still wait for */
  open: {
    count: number;
    /** Their sum */
    amount: number;
  };
  /** Of those, the ones past their due date (`vervallen`) */
  overdue: {
    count: number;
    /** Their sum */
    amount: number;
  };
  /** Quotes sent and not answered, not past their validity date, with their totals */
  quotesWaiting: {
    count: number;
    /** Their sum */
    amount: number;
  };
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
export type Overview = {
  /** Chats whose latest message is the customer's (waiting for an answer) */
  chatsWaiting?: number;
  chats?: number;
  servicesEnabled?: number;
  servicesDisabled?: number;
  /** Every entry, achievements' descriptions (group `achievements`) included */
  languageEntries?: number;
  /** Entries whose Dutch or English translation holds no text: empty, or only markup, spaces and `&nbsp;` (`<p></p>`, `<p><br></p>`), the rule by which a required rich text is refused as blank */
  languageEntriesMissingTranslation?: number;
  /** Entries marked `staleLanguage`: one translation changed after the other */
  languageEntriesStale?: number;
  /** Items in the trash */
  trash?: number;
  achievements?: number;
  /** Stored images */
  images?: number;
  /** Stored images lacking a Dutch or an English description (alt text) */
  imagesWithoutAlt?: number;
  /** Bytes of the stored images (full size, thumbnails not counted) */
  imagesBytes?: number;
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
export type ProjectStage =
  'aanvraag' | 'offerte' | 'gepland' | 'in_uitvoering' | 'opgeleverd' | 'afgesloten';
export type ProjectSummary = {
  id: number;
  name: string;
  customerId: number | null;
  /** The customer's name, '' without a customer */
  customerName: string;
  /** Its customer was erased (gewiste klant): no customer and no site address */
  customerErased: boolean;
  siteAddress: string;
  stage: ProjectStage;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedStart: string | null;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedEnd: string | null;
  serviceIds: number[];
  employeeIds: number[];
  /** The achievement it was published as (Publiceer als realisatie) */
  achievementId: number | null;
  photoCount: number;
  createdAt: string;
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
export type OwnWork = {
  /** The employee the account signs in as; null: none (no appointments, projects) */
  employeeId: number | null;
  /** The employee's appointments from the start of today to the end of Sunday (Brussels), by start; with `agenda` */
  appointments: Appointment[];
  /** The projects whose team holds the employee, not closed, newest first (at most 20); with `projects` */
  projects: ProjectSummary[];
  /** The open conversations assigned to the account, most recent activity first (at most 10), each with its latest message */
  chats: Chat[];
};
