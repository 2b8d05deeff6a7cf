import { Type } from '@sinclair/typebox';
import { DOCUMENT_LINK_KINDS } from '../db/schema/documents';
import { Id, PlainText, Timestamp, ref } from './common';

/**
 * Links to the documents for people without an account (docs/product.md § Bestanden): a share
 * shows one document, an upload link lets a customer send files. Both carry their token in the
 * address's fragment; only its hash is stored.
 */

const ExpiresAt = Type.String({
  format: 'date-time',
  description: 'When the link stops opening: in the future, at most a year ahead.',
});

export const ShareInput = Type.Object(
  {
    expiresAt: ExpiresAt,
    password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Asked before the document is shown; blank or left out: none.',
      }),
    ),
  },
  { $id: 'ShareInput', additionalProperties: false },
);

export const LinkCreated = Type.Object(
  {
    id: Id,
    url: Type.String({
      description:
        "The address to hand out, with the token in its fragment: it exists only in this answer (the server keeps the token's hash).",
    }),
  },
  { $id: 'LinkCreated' },
);

export const DocumentShare = Type.Object(
  {
    id: Id,
    expiresAt: Timestamp,
    hasPassword: Type.Boolean(),
    revokedAt: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
    createdBy: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'DocumentShare' },
);

export const DocumentShares = Type.Object(
  { shares: Type.Array(ref(DocumentShare)) },
  { $id: 'DocumentShares' },
);

export const ShareParams = Type.Object({ id: Id, shareId: Id });

export const SharedDocumentHeaders = Type.Object({
  'x-document-token': Type.Optional(
    Type.String({
      description:
        "The token from the share link's fragment. Missing, unknown, expired, revoked or with a wrong password: the same 404.",
    }),
  ),
  'x-document-password': Type.Optional(
    Type.String({ description: "The share's password, when it has one (UTF-8, URI-encoded)." }),
  ),
});

export const SharedDocument = Type.Object(
  {
    name: Type.String(),
    fileName: Type.String(),
    mime: Type.String({ description: 'The media type found in the content' }),
    size: Type.Integer({ minimum: 0 }),
    expiresAt: Timestamp,
    preview: Type.Boolean({
      description: 'Whether the browser can show it (a PDF or an image); else it is downloaded.',
    }),
  },
  { $id: 'SharedDocument' },
);

export const SharedFileQuery = Type.Object({
  download: Type.Optional(Type.Boolean({ description: 'Ask the browser to save the file' })),
});

/** Only a customer or a project receives files from its customer. */
const UPLOAD_LINK_KINDS = [
  'customer',
  'project',
] as const satisfies (typeof DOCUMENT_LINK_KINDS)[number][];

export const UploadLinkKind = Type.Union(
  UPLOAD_LINK_KINDS.map((kind) => Type.Literal(kind)),
  { description: "Where the files land: the customer's or the project's documents" },
);

export const UploadLinkInput = Type.Object(
  {
    linkKind: UploadLinkKind,
    linkId: Id,
    expiresAt: ExpiresAt,
    note: Type.Optional(
      PlainText({
        maxLength: 500,
        description:
          'Shown to the customer on the upload page ("Stuur ons foto\'s van de situatie")',
      } as { maxLength: number }),
    ),
  },
  { $id: 'UploadLinkInput', additionalProperties: false },
);

export const UploadLink = Type.Object(
  {
    id: Id,
    linkKind: UploadLinkKind,
    linkId: Id,
    note: Type.String(),
    expiresAt: Timestamp,
    revokedAt: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
    createdBy: Type.Union([Type.String(), Type.Null()]),
    received: Type.Integer({ minimum: 0, description: 'Documents received through it' }),
  },
  { $id: 'UploadLink' },
);

export const UploadLinks = Type.Object(
  { uploadLinks: Type.Array(ref(UploadLink)) },
  { $id: 'UploadLinks' },
);

export const UploadLinksQuery = Type.Object({ linkKind: UploadLinkKind, linkId: Id });

export const UploadTokenHeaders = Type.Object({
  'x-upload-token': Type.Optional(
    Type.String({
      description:
        "The token from the upload link's fragment. Missing, unknown, expired or revoked: the same 404.",
    }),
  ),
});

export const PublicUploadLink = Type.Object(
  {
    note: Type.String(),
    expiresAt: Timestamp,
    companyName: Type.String(),
    maxFiles: Type.Integer({ minimum: 1 }),
    maxFileBytes: Type.Integer({ minimum: 1 }),
  },
  { $id: 'PublicUploadLink' },
);

export const PublicUploadInput = Type.Object(
  {
    message: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: "The customer's words with the files, in the mail that tells staff",
      }),
    ),
  },
  { $id: 'PublicUploadInput', additionalProperties: false },
);

export const PublicUploadDone = Type.Object(
  { received: Type.Integer({ minimum: 1 }) },
  { $id: 'PublicUploadDone' },
);

export const FromChatFileInput = Type.Object(
  {
    chatFileId: Id,
    links: Type.Array(
      Type.Object(
        {
          kind: Type.Union(DOCUMENT_LINK_KINDS.map((kind) => Type.Literal(kind))),
          id: Id,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
  },
  { $id: 'FromChatFileInput', additionalProperties: false },
);

/**
 * The data of each `event: documents` of the staff event stream (GET /api/events): a customer
 * sent files through an upload link now. Its type is generated into contract/types.generated.ts.
 */
export const DocumentsReceived = Type.Object(
  {
    count: Type.Integer({ minimum: 1, description: 'How many documents arrived' }),
    linkKind: Type.Union([Type.Literal('customer'), Type.Literal('project')]),
    linkId: Id,
    name: Type.String({ description: "The customer's or the project's name" }),
  },
  {
    $id: 'DocumentsReceived',
    description:
      "Sent to the staff whose role has Bestanden and to the link's maker, on whichever instance their stream is open; never caught up on.",
  },
);
