/** Building blocks of every resource's schemas: ids, texts, the error answer and its codes. */
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
  'MISSING_REFERENCES',
  'SELF_DEACTIVATION',
  'LAST_ACTIVE_ACCOUNT',
  'LAST_ADMINISTRATOR',
  'MAIL_NOT_CONFIGURED',
  'APPOINTMENT_CONFLICT',
  'PROJECT_NOT_DELIVERED',
  'UNDER_RETENTION',
  'ENTERPRISE_NUMBER',
  'INVALID_IMAGE',
  'IMAGE_TOO_MANY_PIXELS',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'TOO_MANY_PARTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PDF_ENCRYPTED',
  'RATE_LIMITED',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'PEPPOL_UNAVAILABLE',
  'INVOICE_ISSUED',
  'INVOICE_RULES',
  'PEPPOL_NOT_CONFIGURED',
  'INVOICE_NOT_ISSUED',
  'ALLOCATION_MISMATCH',
  'APPROVAL_LIMIT',
  'PURCHASE_STATUS',
  'WITHHOLDING_CHECK_MISSING',
  'DUPLICATE_PURCHASE',
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
  MISSING_REFERENCES: 409,
  SELF_DEACTIVATION: 409,
  LAST_ACTIVE_ACCOUNT: 409,
  LAST_ADMINISTRATOR: 409,
  MAIL_NOT_CONFIGURED: 409,
  APPOINTMENT_CONFLICT: 409,
  // A publication as an achievement before the project is opgeleverd.
  PROJECT_NOT_DELIVERED: 409,
  // A document removed before the date its type's retention keeps it to (the message names it).
  UNDER_RETENTION: 409,
  // An enterprise number without the shape or the mod-97 check of a Belgian one.
  ENTERPRISE_NUMBER: 400,
  INVALID_IMAGE: 400,
  IMAGE_TOO_MANY_PIXELS: 413,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  TOO_MANY_PARTS: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // A PDF that is protected by a password: the one refused file the sender can turn into an
  // accepted one (an unprotected copy), so the widget names it.
  PDF_ENCRYPTED: 415,
  RATE_LIMITED: 429,
  // This instance holds as much as it may (open event streams): try again later, or another.
  SERVER_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
  // The Peppol access point did not answer, or answered with an error of its own.
  PEPPOL_UNAVAILABLE: 502,
  // A change to an invoice that was issued: it never changes; a credit note corrects it.
  INVOICE_ISSUED: 409,
  // An invoice that fails the rules of EN 16931 / Peppol BIS 3.0: the answer lists them.
  INVOICE_RULES: 422,
  // Sending over Peppol on a server without an access point (PEPPOL=off): e-mail it instead.
  PEPPOL_NOT_CONFIGURED: 409,
  // Sending (or reminding of) a draft: only an issued invoice leaves.
  INVOICE_NOT_ISSUED: 409,
  // A purchase line's parts (projects, general costs) that do not add up to its net amount.
  ALLOCATION_MISMATCH: 400,
  // A supplier invoice above the approval limit of the caller's role: a Beheerder approves it.
  APPROVAL_LIMIT: 403,
  // A step a supplier invoice's status does not allow (changing an approved one, paying a refused one).
  PURCHASE_STATUS: 409,
  // Paying a subcontractor's invoice before the inhoudingsplicht check is recorded.
  WITHHOLDING_CHECK_MISSING: 409,
  DUPLICATE_PURCHASE: 409,
  INTERNAL: 500,
};

export const ErrorAnswer = Type.Object(
  { statusCode: Type.Integer(), code: ErrorCodeSchema, message: Type.String() },
  { $id: 'ErrorAnswer' },
);
export const Created = Type.Object({ id: Id }, { $id: 'Created' });

/** The answer of an event stream, for the OpenAPI document (the stream itself is written raw). */
export const eventStreamResponse = (description: string) => ({
  200: {
    description,
    content: { 'text/event-stream': { schema: Type.String() } },
  },
});

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

/** Error answers a route may give, for its response schema. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ref(ErrorAnswer)]));

/**
 * A documented multipart body: `data` is sent as JSON text and checked against its schema (by
 * readUpload in plugins/uploads.ts), the images as `files`.
 */
export const multipartBody = (
  data: TSchema & { $id?: string },
  maxFiles: number,
  filesDescription?: string,
  optionalData = false,
) =>
  Type.Object({
    data: optionalData ? Type.Optional(ref(data)) : ref(data),
    files: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: maxFiles,
        ...(filesDescription ? { description: filesDescription } : {}),
      }),
    ),
  });

/** A keyset-paged list's own parameters, beside its filters (docs/api.md § Paging). */
export const PAGE_PARAMS = {
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, description: 'Page size, default 50' }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The previous page's `next`: the page after it (the same filters).",
    }),
  ),
};
