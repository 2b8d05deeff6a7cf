import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bankAccounts } from './bank';
import { purchases } from './purchases';
import { byUser } from './references';

/**
 * Financiën's payments out (docs/product.md § Financiën: payments out): a payment run is the
 * SEPA credit transfer file (pain.001.001.09) made for suppliers' approved invoices, kept as
 * it was offered, with one transfer per payee. A subcontractor's invoice with debts gives up to
 * three transfers: the supplier's part and the withheld parts to the RSZ and FOD Financiën.
 */
export const paymentRuns = pgTable('payment_runs', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => bankAccounts.id, { onDelete: 'restrict' }),
  /** The file's MsgId: unique, the bank refuses a file whose id it saw before. */
  messageId: text('message_id').notNull().unique(),
  /** The Brussels calendar day the bank is asked to execute it. */
  executionDate: date('execution_date', { mode: 'string' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** The pain.001.001.09 document as it was checked against the EPC's schema and offered. */
  xml: text('xml').notNull(),
  createdBy: byUser('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who a transfer pays: the supplier, or the withheld part to the RSZ or to FOD Financiën. */
export const TRANSFER_PAYEES = ['supplier', 'rsz', 'fod'] as const;
export type TransferPayee = (typeof TRANSFER_PAYEES)[number];

export const paymentRunTransfers = pgTable(
  'payment_run_transfers',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    payee: text('payee').$type<TransferPayee>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creditorName: text('creditor_name').notNull(),
    creditorIban: text('creditor_iban').notNull(),
    /** A structured communication's 12 digits (sent as SCOR, BBA) or free text. */
    reference: text('reference').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
  },
  (t) => [
    index('payment_run_transfers_run_idx').on(t.runId),
    index('payment_run_transfers_purchase_idx').on(t.purchaseId),
    check('payment_run_transfers_payee', sql`${t.payee} in ('supplier', 'rsz', 'fod')`),
    check('payment_run_transfers_amount', sql`${t.amount} > 0`),
  ],
);
