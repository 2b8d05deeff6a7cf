/**
 * Bestanden (docs/product.md § Bestanden): every document of the company, with its versions and
 * links, and the document types of the settings with their retention.
 */
import { Type } from '@sinclair/typebox';
import {
  DOCUMENT_LINK_KINDS,
  DOCUMENT_SCAN_STATUSES,
  DOCUMENT_TEXT_STATUSES,
} from '../db/schema/documents';
import { Id, PAGE_PARAMS, PlainText, ref, Timestamp } from './common';
import { NullableId, NullableText, versionData } from './version-data';

export const DocumentLinkKind = Type.Unsafe<(typeof DOCUMENT_LINK_KINDS)[number]>({
  type: 'string',
  enum: [...DOCUMENT_LINK_KINDS],
  $id: 'DocumentLinkKind',
});

export const DocumentTextStatus = Type.Unsafe<(typeof DOCUMENT_TEXT_STATUSES)[number]>({
  type: 'string',
  enum: [...DOCUMENT_TEXT_STATUSES],
  $id: 'DocumentTextStatus',
  description:
    "The text read from the file: 'wacht' until the background job read it, 'klaar', 'geen tekst' (nothing to read), 'mislukt'",
});

export const DocumentScanStatus = Type.Unsafe<(typeof DOCUMENT_SCAN_STATUSES)[number]>({
  type: 'string',
  enum: [...DOCUMENT_SCAN_STATUSES],
  $id: 'DocumentScanStatus',
  description: "The virus scan: 'wacht', 'schoon', or 'niet gescand' when no scanner is set up",
});

/** Whom a document concerns: a customer, a project, an employee (and the areas to come). */
export const DocumentLink = Type.Object(
  { kind: ref(DocumentLinkKind), id: Id },
  { $id: 'DocumentLink', additionalProperties: false },
);

const DocumentName = PlainText({ minLength: 1, maxLength: 200 });
const DocumentTag = PlainText({ minLength: 1, maxLength: 50 });
const RetainUntil = Type.Union([Type.String({ format: 'date' }), Type.Null()], {
  description:
    'The Brussels date before which the document cannot be removed (its type’s retention from its creation); null for none',
});

export const Document = Type.Object(
  {
    id: Id,
    name: Type.String(),
    type: Type.String({ description: 'A document type of the settings (getDocumentTypes)' }),
    tags: Type.Array(Type.String()),
    mime: Type.String({ description: "The current version's media type, found in its content" }),
    size: Type.Integer({ description: "The current version's size in bytes" }),
    links: Type.Array(ref(DocumentLink)),
    version: Type.Integer({ description: 'The number of the current version (1, 2, …)' }),
    textStatus: ref(DocumentTextStatus),
    scanStatus: ref(DocumentScanStatus),
    createdAt: Timestamp,
    createdBy: Type.Union([Id, Type.Null()], {
      description: 'The staff account that added it; null when added by a customer or removed',
    }),
    retainUntil: RetainUntil,
  },
  { $id: 'Document' },
);

export const DocumentVersion = Type.Object(
  {
    version: Type.Integer(),
    fileName: Type.String(),
    mime: Type.String(),
    size: Type.Integer(),
    sha256: Type.String(),
    scanStatus: ref(DocumentScanStatus),
    textStatus: ref(DocumentTextStatus),
    current: Type.Boolean(),
    createdAt: Timestamp,
    createdBy: Type.Union([Id, Type.Null()]),
  },
  { $id: 'DocumentVersion' },
);

/** A document with its versions, the latest first, as getDocument answers. */
export const DocumentDetail = Type.Intersect(
  [
    ref(Document),
    Type.Object({
      versions: Type.Array(ref(DocumentVersion), { description: 'Every version, latest first' }),
    }),
  ],
  { $id: 'DocumentDetail' },
);

/** A document in the customer's export: which file of it the export's ZIP holds, and where. */
export const ExportedDocument = Type.Intersect(
  [
    ref(Document),
    Type.Object({
      fileName: Type.String({ description: "The current version's file name" }),
      sha256: Type.String({ description: "The current version's SHA-256 (lowercase hex)" }),
      path: Type.Union([Type.String(), Type.Null()], {
        description:
          "The current version's place in the export's ZIP (GET /api/chat/customerData/export): `documenten/{id}-{fileName}`; null while its virus scan is pending (the file is not handed out before)",
      }),
    }),
  ],
  { $id: 'ExportedDocument' },
);

export const DocumentListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Words found in the name, type, tags or the text of the current version (PDF text or OCR): Dutch stems (`factuur` finds "facturen"), the start of a word (`keuring` finds "Keuringsattest") and small typos; the best matches first.',
    }),
  ),
  type: Type.Optional(Type.String({ maxLength: 100, description: 'Only this document type' })),
  tag: Type.Optional(Type.String({ maxLength: 50, description: 'Only documents with this tag' })),
  linkKind: Type.Optional(ref(DocumentLinkKind)),
  linkId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description:
        "With linkKind: only documents linked to it. A customer's documents include those of the customer's projects.",
    }),
  ),
  ...PAGE_PARAMS,
});

export const DocumentPage = Type.Object(
  {
    documents: Type.Array(ref(Document)),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'DocumentPage' },
);

export const DocumentInput = Type.Object(
  {
    name: Type.Optional(DocumentName),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    tags: Type.Optional(Type.Array(DocumentTag, { maxItems: 30 })),
    links: Type.Optional(Type.Array(ref(DocumentLink), { maxItems: 50 })),
  },
  {
    $id: 'DocumentInput',
    additionalProperties: false,
    description:
      'A field left out keeps its value; `links` replaces every link. An unknown type or link answers 400 UNKNOWN_REFERENCE; a new type sets the retention again from the creation date.',
  },
);

/** A document type of the settings. */
export const DocumentType = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: 100 }),
    retentionYears: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()], {
      description: 'How many years a document of this type is kept (bewaartermijn); null: none',
    }),
  },
  { $id: 'DocumentType', additionalProperties: false },
);

export const DocumentTypes = Type.Array(ref(DocumentType), {
  $id: 'DocumentTypes',
  minItems: 1,
  maxItems: 100,
  description: 'The document types in the order the screens show them',
});

/** A document in one version (history): its name, type, tags and links. */
export const DocumentVersionData = versionData(
  'DocumentVersionData',
  {
    name: Type.String(),
    type: Type.String(),
    tags: Type.Array(Type.String()),
    links: Type.Array(Type.Object({ kind: Type.String(), id: Type.Integer() })),
    version: Type.Integer(),
    fileName: NullableText,
    createdBy: NullableId,
  },
  'A document as it was: its name, type, tags, links and current version (the files themselves are immutable and stay in the versions list)',
);
