import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DocumentLine } from '../../domain/document-lines';
import type { InvoiceDocument } from '../../domain/invoice-document';
import { contentCreatedAt } from './columns';
import { customers } from './customers';
import { documents } from './documents';
import { projects } from './projects';
import { cents, quotes } from './quotes';
import { byUser } from './references';

/**
 * The stored states of an invoice or credit note (docs/product.md § Facturen). `vervallen` is
 * not stored: reads derive it for an open invoice (`uitgereikt`, `verzonden`, `deels betaald`)
 * whose due date (a Brussels day) has passed.
 */
export const INVOICE_STATUSES = [
  'concept',
  'uitgereikt',
  'verzonden',
  'deels betaald',
  'betaald',
  'gecrediteerd',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the access point or the mail says of a sent invoice. */
export const DELIVERY_STATES = ['verzonden', 'afgeleverd', 'geweigerd'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * An invoice or credit note (docs/product.md § Facturen). A draft (`concept`) changes freely;
 * issuing gives it `number` (from `number_series`, with `year` and `sequence`), freezes
 * `document` (the InvoiceDocument the UBL and PDF are made of, seller and buyer as they were)
 * and archives the UBL and PDF in Bestanden. An issued row's lines and amounts never change;
 * only its status, delivery and paid amount move. Amounts are integer cents.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'invoice' | 'creditNote'>().notNull().default('invoice'),
    status: text('status').$type<InvoiceStatus>().notNull().default('concept'),
    number: text('number').unique(),
    year: integer('year'),
    sequence: integer('sequence'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The accepted quote it was made from (whole or deposit). */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** A deposit asked before the work (UBL type 386). */
    deposit: boolean('deposit').notNull().default(false),
    /** For a credit note: the issued invoice it corrects. */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    buyerReference: text('buyer_reference').notNull().default(''),
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull().default([]),
    /** A private customer's renovation at 6 %: the invoice carries the statement the law asks. */
    renovationStatement: boolean('renovation_statement').notNull().default(false),
    /** '+++123/4567/89002+++', given at issue. */
    structuredCommunication: text('structured_communication').notNull().default(''),
    netAmount: cents('net_amount'),
    vatAmount: cents('vat_amount'),
    grossAmount: cents('gross_amount'),
    /** Deposits deducted by this final invoice (PrepaidAmount). */
    prepaidAmount: cents('prepaid_amount'),
    /** What the customer owes: gross − prepaid. */
    payableAmount: cents('payable_amount'),
    /** The sum of its payments, kept with them in one transaction. */
    paidAmount: cents('paid_amount'),
    /** The document as issued; null for a draft. */
    document: jsonb('document').$type<InvoiceDocument>(),
    /** The issued UBL and PDF, unchanged, in Bestanden (type Factuur). */
    ublDocumentId: integer('ubl_document_id').references(() => documents.id, {
      onDelete: 'restrict',
    }),
    pdfDocumentId: integer('pdf_document_id').references(() => documents.id, {
      onDelete: 'restrict',
    }),
    sentVia: text('sent_via').$type<'peppol' | 'email'>(),
    deliveryState: text('delivery_state').$type<DeliveryState>(),
    deliveryDetail: text('delivery_detail'),
    /** The access point's reference of the sent document (peppol_events.ref). */
    peppolRef: text('peppol_ref'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When an instance last asked the access point about a Peppol invoice still `verzonden`
     * (services/invoice-sending.ts): the claim that lets one instance ask at a time.
     */
    deliveryPolledAt: timestamp('delivery_polled_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: byUser('issued_by'),
    createdAt: contentCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_series_sequence').on(t.kind, t.year, t.sequence),
    index('invoices_status_idx').on(t.status, t.id),
    index('invoices_customer_idx').on(t.customerId, t.id),
    index('invoices_project_idx').on(t.projectId, t.id),
    index('invoices_quote_idx').on(t.quoteId),
    index('invoices_issue_date_idx').on(t.issueDate, t.id),
    index('invoices_due_date_idx').on(t.dueDate),
    index('invoices_peppol_ref_idx').on(t.peppolRef),
    // A bank movement's structured communication finds its invoices by the twelve digits.
    index('invoices_communication_digits_idx').on(
      sql`regexp_replace(${t.structuredCommunication}, '[^0-9]', '', 'g')`,
    ),
    check(
      'invoices_status',
      sql`${t.status} in ('concept', 'uitgereikt', 'verzonden', 'deels betaald', 'betaald', 'gecrediteerd')`,
    ),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'creditNote')`),
    check('invoices_issued_numbered', sql`(${t.status} = 'concept') = (${t.number} is null)`),
  ],
);

/** A payment of an invoice: registered by hand, or (Financiën) matched from the bank. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: cents('amount'),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    source: text('source').$type<'hand' | 'bank'>().notNull().default('hand'),
    createdBy: byUser('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * A reminder sent for an unpaid invoice: 1 and 2 the reminders, 3 the formal notice
 * (ingebrekestelling); each once, at the days after the due date the company settings name.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoice_reminders_once').on(t.invoiceId, t.level),
    check('invoice_reminders_level', sql`${t.level} between 1 and 3`),
  ],
);
