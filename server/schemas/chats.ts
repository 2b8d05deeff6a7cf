/** Conversations: staff's side and the customer's public calls. */
import { Type } from '@sinclair/typebox';
import { CHAT_EVENT_KINDS } from '../../contract/live-events';
import { Appointment, CalendarDate } from './agenda';
import { Email, Id, PlainText, Timestamp, ref } from './common';
import { Customer } from './customers';
import { ExportedDocument } from './documents';
import { Invoice } from './invoices';
import { Purchase } from './purchases';
import { Quote } from './quotes';

export const Author = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
  },
  { $id: 'Author' },
);
export const ChatFile = Type.Object(
  {
    id: Id,
    name: Type.String({ description: "The file's name, with the extension of what it now is" }),
    type: Type.String({
      description:
        '`image/jpeg` or `image/png` (a photo, re-encoded without its metadata) or `application/pdf`',
    }),
    size: Type.Integer({ minimum: 0, description: 'In bytes' }),
  },
  {
    $id: 'ChatFile',
    description:
      'A photo or document sent with a message: staff read it at getChatFile, the customer at getPublicChatFile',
  },
);
const messageFiles = Type.Array(ref(ChatFile), { description: 'In the order they were sent' });
export const Message = Type.Object(
  {
    id: Id,
    sender: Type.Union([Type.Literal('staff'), Type.Literal('customer')]),
    senderName: Type.String(),
    content: Type.String(),
    timeStamp: Timestamp,
    automatic: Type.Boolean({
      description:
        "The company's automatic first answer outside opening hours (sender `staff`); the chat's state follows the last message that is not automatic",
    }),
    files: messageFiles,
  },
  { $id: 'Message' },
);
export const ChatStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')], {
  $id: 'ChatStatus',
  description: "Open, or closed by staff ('Afgehandeld'); a customer's message opens it again",
});
export const Chat = Type.Object(
  {
    id: Id,
    subject: Type.String(),
    timeStamp: Timestamp,
    author: ref(Author),
    messageCount: Type.Integer(),
    messages: Type.Array(ref(Message)),
    status: ref(ChatStatus),
    language: Type.Union([Type.Literal('nl'), Type.Literal('en')], {
      description: "The customer's language (the widget's): quick replies and mail follow it",
    }),
    emailConfirmed: Type.Boolean({
      description:
        "Whether a link in one of our mails to the author's address has opened the conversation. Until then the address may be someone else's: anyone can start a conversation with any address.",
    }),
    customerId: Type.Union([Id, Type.Null()], {
      description: 'The customer of the register (Klanten) staff linked it to; setChatCustomer',
    }),
    assignedTo: Type.Union([Id, Type.Null()], {
      description:
        "The staff member who answers it ('Toegewezen aan', a user's id); null: nobody in particular",
    }),
    unread: Type.Optional(
      Type.Boolean({
        description:
          "In the list's pages (with `limit`): the customer wrote since the caller last opened the conversation. Not in other answers: the array of every conversation is the same for every caller, getUnreadChats answers the caller's unread ones.",
      }),
    ),
  },
  { $id: 'Chat' },
);

/** Which conversations a list holds, and where a page of it starts. */
export const ChatListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 200,
      description:
        'Answer a page of at most this many, as `{ chats, next }`. Without it, the array of every conversation that matches.',
    }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The previous page's `next`: the page after it (the same status and q).",
    }),
  ),
  status: Type.Optional(
    Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('all')], {
      description: 'Default `all`',
    }),
  ),
  assigned: Type.Optional(
    Type.Union([Type.Literal('me'), Type.Literal('none')], {
      description:
        "'me': the conversations assigned to the caller ('mijn gesprekken'); 'none': to nobody ('niet toegewezen')",
    }),
  ),
  startedFrom: Type.Optional({
    ...CalendarDate,
    description:
      'Only conversations started on or after this Brussels date (Statistieken: the list behind a figure); needs `startedTo`',
  }),
  startedTo: Type.Optional({
    ...CalendarDate,
    description: 'Only conversations started on or before this Brussels date; needs `startedFrom`',
  }),
  startedWeekday: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 7,
      description: 'Only conversations started on this weekday (Monday 1), Brussels time',
    }),
  ),
  startedHour: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 23,
      description: 'Only conversations started in this hour of the day, Brussels time',
    }),
  ),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Words, each the beginning of a word of the subject, the customer (name, e-mail, phone) or a message; letter case and accents do not matter. Chats whose subject or customer hold every word come first.',
    }),
  ),
});

export const ChatPage = Type.Object(
  {
    chats: Type.Array(ref(Chat)),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'ChatPage' },
);

export const ChatAssignInput = Type.Object(
  {
    userId: Type.Union([Id, Type.Null()], {
      description: 'An active staff account, or null to release the conversation',
    }),
  },
  { $id: 'ChatAssignInput', additionalProperties: false },
);

export const ChatStatusInput = Type.Object(
  { status: ref(ChatStatus) },
  { $id: 'ChatStatusInput', additionalProperties: false },
);

export const ChatCounts = Type.Object(
  {
    open: Type.Integer({ minimum: 0, description: 'Open conversations' }),
    waiting: Type.Integer({
      minimum: 0,
      description: 'Open conversations whose latest message is the customer’s',
    }),
    unread: Type.Integer({
      minimum: 0,
      description: 'Conversations with a customer message the caller has not opened since',
    }),
  },
  { $id: 'ChatCounts' },
);
export const UnreadChats = Type.Object(
  {
    ids: Type.Array(Id, {
      description: 'Ascending: the conversations with a customer message the caller has not read',
    }),
  },
  { $id: 'UnreadChats' },
);
export const MessageInput = Type.Object(
  {
    content: Type.String({
      maxLength: 20000,
      description: 'Rich text; blank only when the message carries files',
    }),
    timeStamp: Type.Optional(Type.String({ maxLength: 64 })),
    sender: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { $id: 'MessageInput', additionalProperties: false },
);
export const ChatInput = Type.Object(
  {
    subject: PlainText({ minLength: 1, maxLength: 200 }),
    author: Type.Object(
      {
        firstName: PlainText({ minLength: 1, maxLength: 100 }),
        lastName: PlainText({ minLength: 1, maxLength: 100 }),
        email: Email,
        phone: Type.Optional(PlainText({ maxLength: 50 })),
        address: Type.Optional(PlainText({ maxLength: 300 })),
      },
      { additionalProperties: false },
    ),
    content: Type.String({ minLength: 1, maxLength: 20000 }),
    language: Type.Optional(
      Type.Union([Type.Literal('nl'), Type.Literal('en')], {
        description:
          "The language the customer writes in (the widget's); the e-mail with staff replies speaks it. Default `nl`.",
      }),
    ),
    page: Type.Optional(
      Type.String({
        maxLength: 2000,
        description:
          'The address of the website page the widget was opened on (http or https): its origin and path are kept on the conversation (Statistieken: where conversations start); query and fragment are dropped.',
      }),
    ),
  },
  { $id: 'ChatInput', additionalProperties: false },
);

/** What starting a conversation answers: its id, and the one copy of the customer's token. */
export const ChatAccess = Type.Object(
  {
    id: Id,
    accessToken: Type.String({
      description:
        'Opens this one conversation in the public calls (header `X-Chat-Token`). Given only ' +
        'here, once: the server keeps a hash. Removing the conversation ends it.',
    }),
  },
  { $id: 'ChatAccess' },
);
/** The header that carries a customer's access token (never a URL: it stays out of logs). */
/** A staff screen's own id (one per browser tab), which the chat events its writes cause carry. */
const ClientId = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description:
    "The calling screen's own id (one per browser tab, 8 to 64 letters, digits, - or _): the live events the call causes carry it as `origin`, so that screen need not read again what it just wrote.",
});

/** The optional header of a staff write that causes chat events. */
export const ClientHeaders = Type.Object({ 'x-client-id': Type.Optional(ClientId) });

export const ChatTokenHeaders = Type.Object({
  'x-chat-token': Type.Optional(
    Type.String({
      description:
        "The conversation's access token from `POST /api/chat/create`. Missing or wrong: 404, " +
        'as for a conversation that does not exist.',
    }),
  ),
});
export const PublicMessage = Type.Object(
  {
    id: Id,
    sender: Type.Union([Type.Literal('staff'), Type.Literal('customer')]),
    senderFirstName: Type.String({
      description: "The writer's first name (of a staff member, only that)",
    }),
    content: Type.String({ description: 'Rich text, sanitized' }),
    timeStamp: Timestamp,
    automatic: Type.Boolean({
      description: "The company's automatic first answer outside opening hours",
    }),
    files: messageFiles,
  },
  { $id: 'PublicMessage' },
);
export const PublicChat = Type.Object(
  {
    id: Id,
    subject: Type.String(),
    timeStamp: Timestamp,
    author: ref(Author),
    messages: Type.Array(ref(PublicMessage)),
  },
  { $id: 'PublicChat' },
);
export const CustomerMessageInput = Type.Object(
  {
    content: Type.String({
      maxLength: 20000,
      description: 'Rich text; blank only when the message carries files',
    }),
  },
  { $id: 'CustomerMessageInput', additionalProperties: false },
);
export const ChatFileParams = Type.Object({ fileId: Id });
export const PublicChatFileParams = Type.Object({ id: Id, fileId: Id });
export const ChatPresence = Type.Object(
  {
    online: Type.Boolean({
      description: "Whether the customer has the conversation open in the website's widget now",
    }),
  },
  { $id: 'ChatPresence' },
);

/** A customer, by the e-mail address their conversations were started with. */
export const CustomerQuery = Type.Object({
  email: Type.String({
    format: 'email',
    maxLength: 254,
    description: 'Compared without regard to letter case',
  }),
});

/** Everything stored of one customer (GDPR access). */
export const CustomerData = Type.Object(
  {
    email: Type.String(),
    exportedAt: Timestamp,
    customers: Type.Array(ref(Customer), {
      description: 'The customers of the register (Klanten) with this e-mail address',
    }),
    chats: Type.Array(ref(Chat), {
      description:
        'Every conversation started with this address or linked to one of those customers, oldest first, every message',
    }),
    appointments: Type.Array(ref(Appointment), {
      description:
        'Every appointment with this customer e-mail address or linked to one of those customers, by start',
    }),
    files: Type.Array(
      Type.Object({
        id: Id,
        chatId: Id,
        messageId: Id,
        name: Type.String(),
        type: Type.String(),
        size: Type.Integer({ minimum: 0 }),
        path: Type.String({
          description:
            "Its place in the export's ZIP (GET /api/chat/customerData/export): `bestanden/{id}-{name}`",
        }),
      }),
      { description: "The photos and documents of those conversations' messages" },
    ),
    documents: Type.Array(ref(ExportedDocument), {
      description:
        "The documents (Bestanden) linked to those customers or to their projects, by id; the ZIP holds the file of each one's current version at its `path`",
    }),
    invoices: Type.Array(ref(Invoice), {
      description: "Those customers' invoices and credit notes, drafts and issued, by id",
    }),
    quotes: Type.Array(ref(Quote), {
      description:
        'The quotes of those customers, every version, by id (their PDFs are among `documents`)',
    }),
    purchases: Type.Array(ref(Purchase), {
      description: 'The supplier invoices and credit notes of those relations as suppliers, by id',
    }),
  },
  { $id: 'CustomerData' },
);

/** What erasing a customer's data removed. */
export const CustomerErasure = Type.Object(
  {
    chats: Type.Integer({ minimum: 0 }),
    messages: Type.Integer({ minimum: 0 }),
    appointmentsRemoved: Type.Integer({
      minimum: 0,
      description: 'Appointments still to come (and those in the trash), removed',
    }),
    appointmentsKept: Type.Integer({
      minimum: 0,
      description: 'Past appointments kept without the customer (name, contact, address, notes)',
    }),
    customers: Type.Integer({
      minimum: 0,
      description: 'Customers of the register with this address, removed (those in the trash too)',
    }),
    documentsRemoved: Type.Integer({
      minimum: 0,
      description:
        'Documents linked to those customers or their projects, removed (those in the trash linked to the customer too)',
    }),
    documentsKept: Type.Integer({
      minimum: 0,
      description:
        "Documents the law requires to keep (their type's retention is not past): kept, without the link to the customer",
    }),
    invoicesRemoved: Type.Integer({
      minimum: 0,
      description: "The customers' draft invoices (those in the trash too), removed",
    }),
    invoicesKept: Type.Integer({
      minimum: 0,
      description:
        'Issued invoices and credit notes, which the law keeps for 10 years: kept as issued, without the link to the customer',
    }),
    purchasesKept: Type.Integer({
      minimum: 0,
      description:
        "Supplier invoices of those relations, which the law keeps for 10 years: kept with their originals, without the link to the register's relation",
    }),
  },
  { $id: 'CustomerErasure' },
);

/**
 * The data of each `event: typing` of a customer's event stream: a staff member is typing a
 * reply now (never the text). Its type is generated into contract/types.generated.ts.
 */
export const StaffTyping = Type.Object(
  {
    name: Type.String({
      maxLength: 100,
      description: "The staff member's first name, as the conversation shows it",
    }),
  },
  {
    $id: 'StaffTyping',
    additionalProperties: false,
    description:
      "The data of each `event: typing` of a customer's stream (getPublicChatEvents), as JSON: sent while a staff member types a reply (announceTyping), at most every few seconds; the widget shows it until a few seconds after the last one or until the reply arrives.",
  },
);

/**
 * The data of each `event: chat` of the event streams (getEvents, getPublicChatEvents): which
 * conversation changed and how, ids and kinds only, never text. Its type is generated into
 * contract/types.generated.ts, which the server's relay, the staff screens and the widget read
 * with one parser (contract/live-events.ts).
 */
export const ChatEvent = Type.Object(
  {
    chatId: Id,
    kind: Type.Unsafe<(typeof CHAT_EVENT_KINDS)[number]>({
      type: 'string',
      enum: [...CHAT_EVENT_KINDS],
      description:
        "`created`: a customer started it; `message`: a message was added (`sender` says whose); `removed`: it was removed; `presence`: its customer opened or closed it in the website's widget; `status`: it was closed or opened again. A customer's stream sends `message` and `removed` only.",
    }),
    sender: Type.Optional(
      Type.Union([Type.Literal('staff'), Type.Literal('customer')], {
        description: 'Who wrote, for a message',
      }),
    ),
    origin: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "The `X-Client-Id` of the staff screen whose call caused it, when it sent one; staff streams only. That screen refreshed what it wrote already: it skips the event's refetch.",
      }),
    ),
  },
  {
    $id: 'ChatEvent',
    additionalProperties: false,
    description:
      'The data of each `event: chat` of the event streams (getEvents, getPublicChatEvents), as JSON.',
  },
);
