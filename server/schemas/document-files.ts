import { Type, type Static } from '@sinclair/typebox';
import { DOCUMENT_LINK_KINDS } from '../db/schema/documents';
import { Id, PlainText } from './common';

/**
 * The files of Bestanden (docs/product.md § Bestanden): what an upload or a new version sends
 * beside its files, and what it answers. The documents themselves (list, detail, edit) are
 * schemas/documents.ts.
 */

/** How many files one upload may carry. */
export const MAX_DOCUMENT_FILES = 20;

export const DocumentLinkKindSchema = Type.Union(
  DOCUMENT_LINK_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'What a document is linked to' },
);

export const DocumentLinkInput = Type.Object(
  { kind: DocumentLinkKindSchema, id: Id },
  { $id: 'DocumentLinkInput', additionalProperties: false },
);

export const DocumentTag = PlainText({ minLength: 1, maxLength: 50 });

/** The multipart `data` part of an upload: the same type, tags and links for every file. */
export const DocumentUploadData = Type.Object(
  {
    type: Type.String({
      minLength: 1,
      maxLength: 80,
      description: 'A document type of the settings (GET /api/document/types)',
    }),
    tags: Type.Optional(Type.Array(DocumentTag, { maxItems: 30, uniqueItems: true })),
    links: Type.Optional(Type.Array(DocumentLinkInput, { maxItems: 20 })),
    names: Type.Optional(
      Type.Array(PlainText({ minLength: 1, maxLength: 200 }), {
        maxItems: MAX_DOCUMENT_FILES,
        description:
          "Each file's document name, in the order of the files; by default the file's name without its extension",
      }),
    ),
  },
  { $id: 'DocumentUploadData', additionalProperties: false },
);
export type DocumentUploadData = Static<typeof DocumentUploadData>;

export const DocumentUploadAnswer = Type.Object(
  {
    ids: Type.Array(Id, { description: 'The new documents, in the order of the files' }),
    scanned: Type.Boolean({
      description: 'Whether a virus scanner checked the files (false: none is configured)',
    }),
  },
  { $id: 'DocumentUploadAnswer' },
);

/** The multipart `data` part of a new version: optional. */
export const DocumentNewVersionData = Type.Object(
  {},
  { $id: 'DocumentNewVersionData', additionalProperties: false },
);

export const DocumentVersionAnswer = Type.Object(
  {
    id: Id,
    version: Type.Integer({ minimum: 1, description: 'The new current version' }),
    scanned: Type.Boolean(),
  },
  { $id: 'DocumentVersionAnswer' },
);

export const DocumentFileQuery = Type.Object({
  version: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100000, description: 'By default the current version' }),
  ),
});
