import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, contentCreatedAt, createdAt, tsvector } from './columns';

/**
 * Bestanden (docs/product.md § Bestanden): every document of the company, whatever area it
 * belongs to. A document is a name, a type, tags and links; its files are its versions, each
 * immutable and stored once by its SHA-256 in `document_blobs`, in chunks, so that a large file
 * is never read into memory whole.
 */

/** What a document is linked to: the areas built today and those to come. */
export const DOCUMENT_LINK_KINDS = [
  'customer',
  'project',
  'employee',
  'vehicle',
  'invoice',
  'purchase',
] as const;
export const documentLinkKind = pgEnum('document_link_kind', DOCUMENT_LINK_KINDS);

/** Where the text of a version stands: read by the background job, or why there is none. */
export const DOCUMENT_TEXT_STATUSES = ['wacht', 'klaar', 'geen tekst', 'mislukt'] as const;
export const documentTextStatus = pgEnum('document_text_status', DOCUMENT_TEXT_STATUSES);

/**
 * The virus scan of a version: `wacht` until the scanner answered (the version is not served
 * before), `schoon`, or `niet gescand` where no scanner is configured. An infected upload is
 * refused and never stored.
 */
export const DOCUMENT_SCAN_STATUSES = ['wacht', 'schoon', 'niet gescand'] as const;
export const documentScanStatus = pgEnum('document_scan_status', DOCUMENT_SCAN_STATUSES);

/**
 * The document types of the settings, each with how long the law keeps a document of it
 * (`retention_years`, null for no retention): a document cannot be removed before then.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    name: text('name').primaryKey(),
    retentionYears: integer('retention_years'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('document_types_name', sql`btrim(${t.name}) <> ''`),
    check('document_types_retention', sql`${t.retentionYears} is null or ${t.retentionYears} > 0`),
  ],
);

/** A file's bytes, stored once whatever the number of versions that hold it. */
export const documentBlobs = pgTable('document_blobs', {
  /** Lowercase hex SHA-256 of the whole file. */
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  /** The number of rows in `document_blob_chunks`. */
  chunks: integer('chunks').notNull(),
  createdAt: createdAt(),
});

/** A blob's bytes in order, each chunk at most 1 MiB. */
export const documentBlobChunks = pgTable(
  'document_blob_chunks',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => documentBlobs.sha256, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type')
      .notNull()
      .references(() => documentTypes.name, { onUpdate: 'cascade' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The version shown and downloaded by default (`document_versions.version`). */
    currentVersion: integer('current_version').notNull().default(1),
    /** The Brussels date before which the document cannot be removed (null: none). */
    retainUntil: date('retain_until', { mode: 'string' }),
    createdAt: contentCreatedAt(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the search matches: the name, type, tags and the current version's text, written by
     * the service whenever one of them changes. `search` is the `dutch` full-text vector (stems:
     * `factuur` finds "facturen"; the start of a word, by prefix).
     */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The name, type and tags alone, folded: short, so a part of a word or a word within a small
     * typo of one of them is found by its trigram index, and a match there ranks first.
     */
    searchHead: text('search_head').notNull().default(''),
  },
  (t) => [
    index('documents_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('documents_search_idx').using('gin', t.search),
    index('documents_search_head_trgm_idx').using('gin', sql`${t.searchHead} gin_trgm_ops`),
    index('documents_tags_idx').using('gin', t.tags),
    check('documents_name', sql`btrim(${t.name}) <> ''`),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 1, 2, … per document. */
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    /** The media type found in the content, never the one the sender claimed. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => documentBlobs.sha256),
    scanStatus: documentScanStatus('scan_status').notNull().default('wacht'),
    textStatus: documentTextStatus('text_status').notNull().default('wacht'),
    /** The text read from the file (PDF text or OCR), '' until read or when there is none. */
    text: text('text').notNull().default(''),
    /**
     * The background text job's claim (services/document-text-jobs.ts): the instance reading
     * the text holds the version until then and renews it while it works; a claim that ran out
     * (the process died) lets another instance take the version again. Each claim counts one
     * try in `text_attempts`: a file that stopped the reader too often is given up (`mislukt`).
     */
    textClaimedUntil: timestamp('text_claimed_until', { withTimezone: true }),
    textAttempts: integer('text_attempts').notNull().default(0),
    createdAt: createdAt(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('document_versions_number_idx').on(t.documentId, t.version),
    index('document_versions_sha_idx').on(t.sha256),
    // The background text job's queue: the versions still waiting, oldest first.
    index('document_versions_text_wait_idx')
      .on(t.id)
      .where(sql`${t.textStatus} = 'wacht'`),
  ],
);

/** Whom a document concerns: one row per link (a customer, a project, …). */
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: documentLinkKind('kind').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.kind, t.targetId] }),
    index('document_links_target_idx').on(t.kind, t.targetId),
  ],
);

const tokenColumns = () => ({
  id: serial('id').primaryKey(),
  /** SHA-256 of the token, which only the link (in its fragment) carries. */
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

/** A link that shows one document to whoever holds it, until it expires or is revoked. */
export const documentShares = pgTable(
  'document_shares',
  {
    ...tokenColumns(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The password's hash (as accounts' passwords), null for none. */
    passwordHash: text('password_hash'),
  },
  (t) => [
    uniqueIndex('document_shares_token_idx').on(t.tokenHash),
    index('document_shares_document_idx').on(t.documentId),
  ],
);

/**
 * A link where a customer drops files without an account ("Stuur ons foto's van de
 * situatie"); what arrives becomes documents linked to `link_kind`/`link_id`.
 */
export const documentUploadLinks = pgTable(
  'document_upload_links',
  {
    ...tokenColumns(),
    linkKind: documentLinkKind('link_kind').notNull(),
    linkId: integer('link_id').notNull(),
    note: text('note').notNull().default(''),
    /** The documents received through it, against its ceiling. */
    received: integer('received').notNull().default(0),
  },
  (t) => [
    uniqueIndex('document_upload_links_token_idx').on(t.tokenHash),
    index('document_upload_links_target_idx').on(t.linkKind, t.linkId),
  ],
);

/**
 * The types and retentions a company starts with: written when the table is empty, on the first
 * use (a migration that wrote them would make a new database look non-empty to a restore).
 */
export const DEFAULT_DOCUMENT_TYPES: { name: string; retentionYears: number | null }[] = [
  { name: 'Offerte', retentionYears: null },
  { name: 'Plan', retentionYears: null },
  { name: 'Foto', retentionYears: null },
  { name: 'Attest', retentionYears: null },
  { name: 'Contract', retentionYears: null },
  { name: 'Contract personeel', retentionYears: 5 },
  { name: 'Factuur', retentionYears: 10 },
  { name: 'Aankoopfactuur', retentionYears: 10 },
  { name: 'Bestelbon', retentionYears: null },
  { name: 'Overig', retentionYears: null },
];
