import { widgetBaseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicAppointment: build.query<GetPublicAppointmentApiResponse, GetPublicAppointmentApiArg>({
      query: (queryArg) => ({
        url: `/api/appointment/public/${queryArg.id}`,
        headers: {
          'x-appointment-token': queryArg['x-appointment-token'],
        },
      }),
    }),
    cancelPublicAppointment: build.mutation<
      CancelPublicAppointmentApiResponse,
      CancelPublicAppointmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/appointment/public/${queryArg.id}/cancel`,
        method: 'POST',
        headers: {
          'x-appointment-token': queryArg['x-appointment-token'],
        },
      }),
    }),
    requestAppointmentReschedule: build.mutation<
      RequestAppointmentRescheduleApiResponse,
      RequestAppointmentRescheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/appointment/public/${queryArg.id}/reschedule`,
        method: 'POST',
        body: queryArg.rescheduleInput,
        headers: {
          'x-appointment-token': queryArg['x-appointment-token'],
        },
      }),
    }),
    getPublicChatFile: build.query<GetPublicChatFileApiResponse, GetPublicChatFileApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/public/${queryArg.id}/file/${queryArg.fileId}`,
        headers: {
          'x-chat-token': queryArg['x-chat-token'],
        },
        params: {
          size: queryArg.size,
          download: queryArg.download,
        },
      }),
    }),
    createChat: build.mutation<CreateChatApiResponse, CreateChatApiArg>({
      query: (queryArg) => ({ url: `/api/chat/create`, method: 'POST', body: queryArg.chatInput }),
    }),
    getChatAvailability: build.query<GetChatAvailabilityApiResponse, GetChatAvailabilityApiArg>({
      query: () => ({ url: `/api/chat/public/availability` }),
    }),
    getPublicChat: build.query<GetPublicChatApiResponse, GetPublicChatApiArg>({
      query: (queryArg) => ({
        url: `/api/chat/public/${queryArg.id}`,
        headers: {
          'x-chat-token': queryArg['x-chat-token'],
        },
      }),
    }),
    createCustomerMessage: build.mutation<
      CreateCustomerMessageApiResponse,
      CreateCustomerMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/chat/public/${queryArg.id}/message`,
        method: 'POST',
        body: queryArg.customerMessageInput,
        headers: {
          'x-chat-token': queryArg['x-chat-token'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedWidgetApi };
export type GetPublicAppointmentApiResponse = /** status 200 Default Response */ PublicAppointment;
export type GetPublicAppointmentApiArg = {
  id: number;
  /** The token from the customer's link (its fragment, after #token=) */
  'x-appointment-token'?: string;
};
export type CancelPublicAppointmentApiResponse =
  /** status 200 Default Response */ PublicAppointment;
export type CancelPublicAppointmentApiArg = {
  id: number;
  /** The token from the customer's link (its fragment, after #token=) */
  'x-appointment-token'?: string;
};
export type RequestAppointmentRescheduleApiResponse = /** status 201 Default Response */ Created;
export type RequestAppointmentRescheduleApiArg = {
  id: number;
  /** The token from the customer's link (its fragment, after #token=) */
  'x-appointment-token'?: string;
  rescheduleInput: RescheduleInput;
};
export type GetPublicChatFileApiResponse = /** status 200 The file */ Blob;
export type GetPublicChatFileApiArg = {
  /** `full` (when neither `size` nor `w` is given): the image (longest side at most 1600 px); `thumb`: its thumbnail (longest side at most 480 px) */
  size?: 'full' | 'thumb';
  /** Ask the browser to save the file */
  download?: boolean;
  id: number;
  fileId: number;
  /** The conversation's access token from `POST /api/chat/create`. Missing or wrong: 404, as for a conversation that does not exist. */
  'x-chat-token'?: string;
};
export type CreateChatApiResponse = /** status 201 Default Response */ ChatAccess;
export type CreateChatApiArg = {
  chatInput: ChatInput;
};
export type GetChatAvailabilityApiResponse = /** status 200 Default Response */ Availability;
export type GetChatAvailabilityApiArg = void;
export type GetPublicChatApiResponse = /** status 200 Default Response */ PublicChat;
export type GetPublicChatApiArg = {
  id: number;
  /** The conversation's access token from `POST /api/chat/create`. Missing or wrong: 404, as for a conversation that does not exist. */
  'x-chat-token'?: string;
};
export type CreateCustomerMessageApiResponse = /** status 201 Default Response */ Created;
export type CreateCustomerMessageApiArg = {
  id: number;
  /** The conversation's access token from `POST /api/chat/create`. Missing or wrong: 404, as for a conversation that does not exist. */
  'x-chat-token'?: string;
  customerMessageInput: CustomerMessageInput;
};
export type AppointmentStatus = 'gepland' | 'bevestigd' | 'geannuleerd';
export type PublicAppointment = {
  id: number;
  title: string;
  start: string;
  end: string;
  address: string;
  status: AppointmentStatus;
  customerName: string;
  language: 'nl' | 'en';
  /** Whether it can still be cancelled or moved: not cancelled, not begun */
  canChange: boolean;
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
export type Created = {
  id: number;
};
export type RescheduleInput = {
  /** Plain text */
  message: string;
};
export type ChatAccess = {
  id: number;
  /** Opens this one conversation in the public calls (header `X-Chat-Token`). Given only here, once: the server keeps a hash. Removing the conversation ends it. */
  accessToken: string;
};
export type ChatInput = {
  subject: string;
  author: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    address?: string;
  };
  content: string;
  /** The language the customer writes in (the widget's); the e-mail with staff replies speaks it. Default `nl`. */
  language?: 'nl' | 'en';
  /** The address of the website page the widget was opened on (http or https): its origin and path are kept on the conversation (Statistieken: where conversations start); query and fragment are dropped. */
  page?: string;
};
export type Availability = {
  /** Whether staff are in now (opening hours, Brussels time) */
  open: boolean;
  /** When staff are next in; null while open, or when no day of the coming year is open */
  nextOpen: string | null;
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
export type PublicMessage = {
  id: number;
  sender: 'staff' | 'customer';
  /** The writer's first name (of a staff member, only that) */
  senderFirstName: string;
  /** Rich text, sanitized */
  content: string;
  timeStamp: string;
  /** The company's automatic first answer outside opening hours */
  automatic: boolean;
  /** In the order they were sent */
  files: ChatFile[];
};
export type PublicChat = {
  id: number;
  subject: string;
  timeStamp: string;
  author: Author;
  messages: PublicMessage[];
};
export type CustomerMessageInput = {
  /** Rich text; blank only when the message carries files */
  content: string;
};
