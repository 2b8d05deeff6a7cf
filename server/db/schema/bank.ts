import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import { invoicePayments, invoices } from './invoices';
import { purchases } from './purchases';
import { bytea } from './columns';
import { byUser } from './references';

/**
 * Financiën's bank side (docs/product.md § Financiën): the company's accounts, the statements
 * imported from the bank's files and their movements, and what each movement was matched to.
 * Amounts are integer cents, negative for money leaving the account.
 */

/** One of the company's bank accounts: statements of other accounts are refused. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  /** Without spaces, in capitals, its check digits verified. */
  iban: text('iban').notNull().unique(),
  bic: text('bic').notNull().default(''),
  name: text('name').notNull(),
  createdBy: byUser('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A statement file as the bank delivered it, kept unchanged for the accountant's export: stored
 * by the import that added at least one of its statements, with those statements.
 */
export const bankFiles = pgTable('bank_files', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** 'coda' or 'camt.053'. */
  format: text('format').notNull(),
  bytes: bytea('bytes').notNull(),
  importedBy: byUser('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A statement as the bank wrote it. The bank's number, with the account and the closing day,
 * makes it unique: importing the same file again adds nothing. `warnings` keeps what did not
 * add up (balances against movements), never corrected.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** The file's format: 'coda' or 'camt.053'. */
    format: text('format').notNull(),
    /** The file it came in; none for a statement imported before files were kept. */
    fileId: integer('file_id').references(() => bankFiles.id, { onDelete: 'restrict' }),
    importedBy: byUser('imported_by'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_statements_once').on(t.accountId, t.number, t.closingDate),
    index('bank_statements_closing_idx').on(t.closingDate),
  ],
);

/**
 * What staff did with a movement: `open` (nothing yet), `gekoppeld` (matched in full to
 * invoices or purchases), `geboekt` (booked to a cost category), `in afwachting` (parked with
 * a reason).
 */
export const BANK_LINE_STATES = ['open', 'gekoppeld', 'geboekt', 'in afwachting'] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];

/** One movement of a statement. */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    /** Its place on the statement (1, 2, …). */
    sequence: integer('sequence').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    /** The 12 digits of a Belgian structured communication, or ''. */
    structuredCommunication: text('structured_communication').notNull().default(''),
    communication: text('communication').notNull().default(''),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyAccount: text('counterparty_account').notNull().default(''),
    counterpartyBic: text('counterparty_bic').notNull().default(''),
    bankReference: text('bank_reference').notNull().default(''),
    /** The parts of a batch the bank booked as one movement. */
    details: jsonb('details')
      .$type<{ amount: number; communication: string; structuredCommunication: string | null }[]>()
      .notNull()
      .default([]),
    state: text('state').$type<BankLineState>().notNull().default('open'),
    /** The sum of its matches, kept with them in one transaction. */
    matchedAmount: bigint('matched_amount', { mode: 'number' }).notNull().default(0),
    /** Why a line waits (`in afwachting`), or the cost category it is booked to (`geboekt`). */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    unique('bank_lines_place').on(t.statementId, t.sequence),
    index('bank_lines_state_idx').on(t.state, t.entryDate),
    index('bank_lines_account_idx').on(t.accountId, t.entryDate),
    // Every state at once, the newest first.
    index('bank_lines_entry_idx').on(t.entryDate, t.id),
    check('bank_lines_state', sql`${t.state} in ('open', 'gekoppeld', 'geboekt', 'in afwachting')`),
  ],
);

/**
 * A movement paying (part of) an invoice, or paying a supplier's purchase in full. An invoice's
 * match is also its payment (`invoice_payments`, source `bank`), so undoing the match removes
 * both; a purchase's match made it `betaald`, and undoing it gives it back its status before.
 */
export const bankMatches = pgTable(
  'bank_matches',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bankLines.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => invoicePayments.id, {
      onDelete: 'restrict',
    }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    /** What the purchase was before the movement paid it, for the undo. */
    purchaseStatusBefore: text('purchase_status_before').$type<'goedgekeurd' | 'te betalen'>(),
    /** The part of the movement this match takes, in cents (positive). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `structured` when the communication named it at import, `staff` when confirmed by hand. */
    how: text('how').$type<'structured' | 'staff'>().notNull(),
    createdBy: byUser('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_matches_line_idx').on(t.lineId),
    index('bank_matches_invoice_idx').on(t.invoiceId),
    index('bank_matches_payment_idx').on(t.paymentId),
    index('bank_matches_purchase_idx').on(t.purchaseId),
    check('bank_matches_one', sql`(${t.invoiceId} is null) <> (${t.purchaseId} is null)`),
    check('bank_matches_amount', sql`${t.amount} > 0`),
  ],
);
