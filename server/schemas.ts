import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A reference to a named schema; the OpenAPI document lists it under components. */
export const ref = <T extends TSchema & { $id?: string }>(schema: T) =>
  Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
export const ChatIdParams = Type.Object({ chatId: Id });

/** One-line text shown as text: no markup characters. */
export const PlainText = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ pattern: '^[^<>]*$', ...options });
export const RichText = Type.String({ maxLength: 20000 });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Timestamp = Type.String({ format: 'date-time' });
export const ImageDataUrl = Type.String({
  description:
    'A PNG or JPEG image: its base64 data URL (default), or with `images=url` its address ' +
    '(`/api/images/{key}`; add `?size=thumb` for the thumbnail)',
});

/** How the `images` query changes an answer's image fields. */
export const IMAGES_DESCRIPTION =
  "Image fields hold base64 data URLs by default; with `images=url` they hold the images' " +
  'addresses (`/api/images/{key}`) instead.';

/** How a read answers image fields: data URLs (the spec's shape) or image addresses. */
export const ImagesQuery = Type.Object({
  images: Type.Optional(
    Type.Unsafe<'data' | 'url'>({
      type: 'string',
      enum: ['data', 'url'],
      default: 'data',
      description:
        '`data` (default): image fields hold base64 data URLs; `url`: they hold image ' +
        'addresses (`/api/images/{key}`), a few bytes each',
    }),
  ),
});

/** An image's key: the lowercase hex SHA-256 of its bytes, as its address names it. */
export const ImageKey = Type.String({ pattern: '^[0-9a-f]{64}$' });
export const ImageKeyParams = Type.Object({ key: ImageKey });

/** Which images the image library lists, by what uses them. */
export const ImageUsedByQuery = Type.Object({
  usedBy: Type.Optional(
    Type.Unsafe<'service' | 'serviceContent' | 'achievement' | 'unused'>({
      type: 'string',
      enum: ['service', 'serviceContent', 'achievement', 'unused'],
      description:
        'Only the images a service, a content block or an achievement uses (each still lists ' +
        'every use), or only those nothing uses; omitted: every image',
    }),
  ),
});
export const ImageSizeQuery = Type.Object({
  size: Type.Optional(
    Type.Unsafe<'full' | 'thumb'>({
      type: 'string',
      enum: ['full', 'thumb'],
      default: 'full',
      description:
        '`full` (default): the image (longest side at most 1600 px); `thumb`: its thumbnail ' +
        '(longest side at most 480 px)',
    }),
  ),
});

/**
 * Every code an error answer can carry: a closed set, so clients can map each one to a text.
 * Emitted as a plain `enum` (not anyOf/const), which generated types and dictionaries read.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'UNKNOWN_REFERENCE',
  'DUPLICATE',
  'IN_USE',
  'SELF_DEACTIVATION',
  'LAST_ACTIVE_ACCOUNT',
  'INVALID_IMAGE',
  'IMAGE_TOO_MANY_PIXELS',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'TOO_MANY_PARTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCodeSchema = Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] });

/** The HTTP status of each code: code decides status, so code that refuses names a code only. */
export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  // Not 401: the caller's session is fine, only the password typed is wrong.
  WRONG_PASSWORD: 400,
  WEAK_PASSWORD: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  UNKNOWN_REFERENCE: 400,
  DUPLICATE: 409,
  IN_USE: 409,
  SELF_DEACTIVATION: 409,
  LAST_ACTIVE_ACCOUNT: 409,
  INVALID_IMAGE: 400,
  IMAGE_TOO_MANY_PIXELS: 413,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  TOO_MANY_PARTS: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const ErrorAnswer = Type.Object(
  { statusCode: Type.Integer(), code: ErrorCodeSchema, message: Type.String() },
  { $id: 'ErrorAnswer' },
);
export const Created = Type.Object({ id: Id }, { $id: 'Created' });

export const User = Type.Object(
  { id: Id, email: Type.String(), firstName: Type.String(), lastName: Type.String() },
  { $id: 'User' },
);
export const Session = Type.Object(
  { token: Type.String(), expiresAt: Timestamp, user: ref(User) },
  { $id: 'Session' },
);
export const Credentials = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { $id: 'Credentials', additionalProperties: false },
);

/** A staff account as the settings screen lists it. */
export const StaffMember = Type.Object(
  {
    id: Id,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    active: Type.Boolean({ description: 'An inactive account cannot sign in' }),
    lastSignInAt: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
  },
  { $id: 'StaffMember' },
);
/** A staff member's first or last name. */
export const StaffName = PlainText({ minLength: 1, maxLength: 100 });
const NEW_PASSWORD_RULES = 'At least 10 characters and not the email address (else WEAK_PASSWORD)';
export const NewStaffMember = Type.Object(
  {
    email: Email,
    firstName: StaffName,
    lastName: StaffName,
    password: Type.String({ maxLength: 1024, description: NEW_PASSWORD_RULES }),
  },
  { $id: 'NewStaffMember', additionalProperties: false },
);
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ maxLength: 1024, description: NEW_PASSWORD_RULES }),
  },
  { $id: 'PasswordChange', additionalProperties: false },
);
export const ActiveChange = Type.Object(
  { active: Type.Boolean() },
  { $id: 'ActiveChange', additionalProperties: false },
);

export const LanguageEntry = Type.Object(
  {
    id: Id,
    name: Type.String(),
    group: Type.String(),
    translationDutch: Type.String(),
    translationEnglish: Type.String(),
  },
  { $id: 'LanguageEntry' },
);
export const LanguageInput = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: 200 }),
    group: PlainText({ minLength: 1, maxLength: 100 }),
    translationDutch: Type.Optional(RichText),
    translationEnglish: Type.Optional(RichText),
  },
  { $id: 'LanguageInput', additionalProperties: false },
);

export const ServiceContent = Type.Object(
  {
    id: Id,
    title: ref(LanguageEntry),
    body: ref(LanguageEntry),
    image: Type.Union([ImageDataUrl, Type.Null()]),
  },
  { $id: 'ServiceContent' },
);
export const Service = Type.Object(
  {
    id: Id,
    title: ref(LanguageEntry),
    description: ref(LanguageEntry),
    image: Type.Union([ImageDataUrl, Type.Null()]),
    enabled: Type.Boolean(),
    content: Type.Array(ref(ServiceContent)),
  },
  { $id: 'Service' },
);
/** Images a service or a service content block has: one, or none. */
export const MAX_SERVICE_IMAGES = 1 as const;
/** The JSON of a service write's `data` part. */
export const ServiceData = Type.Object(
  { titleId: Id, descriptionId: Id, enabled: Type.Optional(Type.Boolean()) },
  { $id: 'ServiceData', additionalProperties: false },
);
/** The JSON of a service content write's `data` part. */
export const ServiceContentData = Type.Object(
  { titleId: Id, bodyId: Id },
  { $id: 'ServiceContentData', additionalProperties: false },
);

/** Images an achievement may have. */
export const MAX_ACHIEVEMENT_IMAGES = 20;

export const Achievement = Type.Object(
  {
    id: Id,
    location: Type.String(),
    description: ref(LanguageEntry),
    images: Type.Array(ImageDataUrl),
  },
  { $id: 'Achievement' },
);
/** The JSON of an achievement write's `data` part. */
export const AchievementData = Type.Object(
  {
    location: PlainText({ minLength: 1, maxLength: 200 }),
    descriptionDutch: Type.String({ minLength: 1, maxLength: 20000 }),
    descriptionEnglish: Type.String({ minLength: 1, maxLength: 20000 }),
  },
  { $id: 'AchievementData', additionalProperties: false },
);

/** The JSON of an achievement update's `data` part. */
export const AchievementUpdateData = Type.Object(
  {
    ...AchievementData.properties,
    keepImages: Type.Optional(
      Type.Array(ImageKey, {
        uniqueItems: true,
        maxItems: MAX_ACHIEVEMENT_IMAGES,
        description:
          "The keys (as in `/api/images/{key}`) of the achievement's current images to keep, " +
          'in their new order; the uploaded files follow them. Omitted: every current image ' +
          'stays, in its order. A key that is not one of its images, or one named twice, is ' +
          'refused (400 VALIDATION).',
      }),
    ),
  },
  { $id: 'AchievementUpdateData', additionalProperties: false },
);

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
export const Message = Type.Object(
  {
    id: Id,
    sender: Type.Union([Type.Literal('staff'), Type.Literal('customer')]),
    senderName: Type.String(),
    content: Type.String(),
    timeStamp: Timestamp,
  },
  { $id: 'Message' },
);
export const Chat = Type.Object(
  {
    id: Id,
    subject: Type.String(),
    timeStamp: Timestamp,
    author: ref(Author),
    messageCount: Type.Integer(),
    messages: Type.Array(ref(Message)),
  },
  { $id: 'Chat' },
);
export const MessageInput = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: 20000 }),
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
  { content: Type.String({ minLength: 1, maxLength: 20000 }) },
  { $id: 'CustomerMessageInput', additionalProperties: false },
);
export const ChatPresence = Type.Object(
  {
    online: Type.Boolean({
      description: "Whether the customer has the conversation open in the website's widget now",
    }),
  },
  { $id: 'ChatPresence' },
);

/** The answer of an event stream, for the OpenAPI document (the stream itself is written raw). */
export const eventStreamResponse = (description: string) => ({
  200: {
    description,
    content: { 'text/event-stream': { schema: Type.String() } },
  },
});

export const Health = Type.Object(
  { status: Type.Literal('ok'), database: Type.String() },
  { $id: 'Health' },
);

/** Counts the overview screen shows; every figure is of the whole database. */
export const Overview = Type.Object(
  {
    chatsWaiting: Type.Integer({
      minimum: 0,
      description: "Chats whose latest message is the customer's (waiting for an answer)",
    }),
    chats: Type.Integer({ minimum: 0 }),
    servicesEnabled: Type.Integer({ minimum: 0 }),
    servicesDisabled: Type.Integer({ minimum: 0 }),
    languageEntries: Type.Integer({
      minimum: 0,
      description: "Every entry, achievements' descriptions (group `achievements`) included",
    }),
    languageEntriesMissingTranslation: Type.Integer({
      minimum: 0,
      description:
        'Entries whose Dutch or English translation holds no text: empty, or only markup, ' +
        'spaces and `&nbsp;` (`<p></p>`, `<p><br></p>`), the rule by which a required rich ' +
        'text is refused as blank',
    }),
    achievements: Type.Integer({ minimum: 0 }),
    images: Type.Integer({ minimum: 0, description: 'Stored images' }),
    imagesBytes: Type.Integer({
      minimum: 0,
      description: 'Bytes of the stored images (full size, thumbnails not counted)',
    }),
  },
  { $id: 'Overview' },
);

/** A service, content block or achievement that shows an image or uses a text: a link target. */
export const ContentUse = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('service'),
      Type.Literal('serviceContent'),
      Type.Literal('achievement'),
    ]),
    id: Id,
    serviceId: Type.Optional(
      Type.Integer({ minimum: 1, description: "A content block's service (serviceContent only)" }),
    ),
    label: Type.String({
      description:
        "What to call it, as plain text: the Dutch title of the service's or content block's " +
        "title entry (its name when that is empty), or the achievement's location",
    }),
  },
  { $id: 'ContentUse' },
);

/** 409 IN_USE: the error answer, with what still uses the thing that could not be removed. */
export const InUseAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    usedBy: Type.Array(ref(ContentUse), {
      description: 'Services first, then content blocks, then achievements, each by id',
    }),
  },
  { $id: 'InUseAnswer' },
);

/** A stored image as the image library lists it (never its bytes). */
export const LibraryImage = Type.Object(
  {
    key: ImageKey,
    url: Type.String({ description: '`/api/images/{key}`: the image' }),
    thumbUrl: Type.String({ description: '`/api/images/{key}?size=thumb`: its thumbnail' }),
    mediaType: Type.String({ description: '`image/png` or `image/jpeg`' }),
    size: Type.Integer({ minimum: 0, description: 'Bytes of the image' }),
    width: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Pixels; null only for an image an upgrade moved here that cannot be decoded',
    }),
    height: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Timestamp,
    usedBy: Type.Array(ref(ContentUse), {
      description:
        'Services, content blocks and achievements showing it (an achievement once however ' +
        'often it shows it), by kind and id; empty for an image nothing uses',
    }),
  },
  { $id: 'LibraryImage' },
);

/** What the SPA must know at run time; read from the server's settings at its start. */
export const AppConfig = Type.Object(
  {
    publicSiteUrl: Type.String({ description: 'The public website, shown after signing out' }),
    limits: Type.Object({
      maxFileBytes: Type.Integer(),
      maxImagePixels: Type.Integer(),
      maxServiceImages: Type.Literal(MAX_SERVICE_IMAGES),
      maxAchievementImages: Type.Integer(),
      jsonBodyBytes: Type.Integer(),
    }),
  },
  { $id: 'AppConfig' },
);

/** Schemas registered with Fastify so routes and the OpenAPI document can refer to them. */
export const namedSchemas = [
  ErrorAnswer,
  Created,
  User,
  Session,
  Credentials,
  StaffMember,
  NewStaffMember,
  PasswordChange,
  ActiveChange,
  LanguageEntry,
  LanguageInput,
  ServiceContent,
  Service,
  ServiceData,
  ServiceContentData,
  Achievement,
  AchievementData,
  AchievementUpdateData,
  Author,
  Message,
  Chat,
  MessageInput,
  ChatInput,
  ChatAccess,
  PublicMessage,
  PublicChat,
  CustomerMessageInput,
  ChatPresence,
  Health,
  Overview,
  ContentUse,
  InUseAnswer,
  LibraryImage,
  AppConfig,
];

/** Error answers a route may give, for its response schema. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ref(ErrorAnswer)]));
