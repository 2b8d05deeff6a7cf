import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DocumentLine } from '../../domain/document-lines';
import { contentCreatedAt } from './columns';
import { customers } from './customers';
import { documents } from './documents';
import { projects } from './projects';

/**
 * The states of a quote (docs/product.md § Offertes). `vervallen` (past its validity date while
 * sent) is not stored: reads derive it from `valid_until`. `vervangen`: a newer version
 * replaced it; it stays readable.
 */
export const QUOTE_STATUSES = [
  'concept',
  'verzonden',
  'aanvaard',
  'geweigerd',
  'vervangen',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Amount columns: integer euro cents. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A quote (docs/product.md § Offertes): lines of the website's services or free text, sent as a
 * PDF with a link where the customer accepts or declines. Its number (`OF-2026-0001`) comes from
 * `number_series` when it is first sent; a new version of a sent quote is a new row with the
 * same number, `version` + 1 and `previous_id` naming the row it replaces. The public link's
 * token is in the mail only; its SHA-256 is stored.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<QuoteStatus>().notNull().default('concept'),
    number: text('number'),
    version: integer('version').notNull().default(1),
    previousId: integer('previous_id').references((): AnyPgColumn => quotes.id, {
      onDelete: 'set null',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull().default([]),
    netAmount: cents('net_amount'),
    vatAmount: cents('vat_amount'),
    grossAmount: cents('gross_amount'),
    /** SHA-256 (hex) of the public link's token; null until sent. */
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** The PDF as sent, kept in Bestanden. */
    pdfDocumentId: integer('pdf_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    createdAt: contentCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotes_number_version').on(t.number, t.version),
    index('quotes_status_idx').on(t.status, t.id),
    index('quotes_customer_idx').on(t.customerId, t.id),
    index('quotes_project_idx').on(t.projectId, t.id),
    check(
      'quotes_status',
      sql`${t.status} in ('concept', 'verzonden', 'aanvaard', 'geweigerd', 'vervangen')`,
    ),
  ],
);

/**
 * The last number given per series and year (docs/product.md § Facturen): `invoice`,
 * `creditNote`, `quote`. Issuing takes the next one with an upsert in its own transaction, so the
 * row's lock orders two issuers and a failed issue gives its number back: gap-free per year.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    series: text('series').$type<'invoice' | 'creditNote' | 'quote' | 'purchaseOrder'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check(
      'number_series_series',
      sql`${t.series} in ('invoice', 'creditNote', 'quote', 'purchaseOrder')`,
    ),
  ],
);
