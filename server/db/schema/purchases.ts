import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../domain/invoice-document';
import { contentCreatedAt } from './columns';
import { customers } from './customers';
import { documents } from './documents';
import { projects } from './projects';
import { purchaseOrders } from './purchase-orders';
import { cents } from './quotes';
import { byUser } from './references';
import { vehicles } from './vehicles';

/**
 * The states of a supplier invoice (docs/product.md § Aankopen): received, approved, in a
 * payment run (`te betalen`, Financiën), paid (the bank's statement), refused with a reason.
 */
export const PURCHASE_STATUSES = [
  'ontvangen',
  'goedgekeurd',
  'te betalen',
  'betaald',
  'geweigerd',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** What a purchase line's cost is (a list staff book against; Statistieken groups by it). */
export const COST_CATEGORIES = [
  'materiaal',
  'onderaanneming',
  'huur',
  'brandstof',
  'onderhoud',
  'verzekering',
  'kantoor',
  'overig',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** A supplier invoice's line as read from its UBL or entered by staff: the invoice line's fields. */
export interface PurchaseLine extends InvoiceLine {
  category: CostCategory;
}

/**
 * A supplier invoice or credit note (docs/product.md § Aankopen). `source` says how it came:
 * over Peppol (`peppol_ref` the access point's id of the incoming document, unique, so that a
 * repeated webhook or poll adds nothing) or uploaded (UBL, PDF or photo). `original_document_id`
 * is the legal original in Bestanden (type Aankoopfactuur), kept unchanged; fields read from it
 * are stored beside it, never written back into it. Amounts are integer cents; a credit note's
 * amounts are positive, its `kind` says it lowers the cost. A second invoice with the same
 * supplier and number is refused (`purchases_supplier_number`).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'invoice' | 'creditNote'>().notNull().default('invoice'),
    status: text('status').$type<PurchaseStatus>().notNull().default('ontvangen'),
    source: text('source').$type<'peppol' | 'upload' | 'manual'>().notNull().default('manual'),
    supplierId: integer('supplier_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The supplier's own invoice number (BT-1). */
    number: text('number').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    currency: text('currency').notNull().default('EUR'),
    /** BT-13: our purchase order's number as the supplier quoted it. */
    orderReference: text('order_reference').notNull().default(''),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    /** The supplier's payment reference: a Belgian structured communication or free text. */
    paymentReference: text('payment_reference').notNull().default(''),
    /** The account the supplier asks to be paid on (BT-84). */
    supplierIban: text('supplier_iban').notNull().default(''),
    /** Staff's own remark; never sent to the supplier. */
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<PurchaseLine[]>().notNull().default([]),
    netAmount: cents('net_amount'),
    vatAmount: cents('vat_amount'),
    grossAmount: cents('gross_amount'),
    /** Construction work by a subcontractor with the VAT reverse-charged (category AE). */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The legal original (UBL, PDF or photo) in Bestanden, unchanged. */
    originalDocumentId: integer('original_document_id').references(() => documents.id, {
      onDelete: 'restrict',
    }),
    /** The PDF the UBL embeds, kept beside it for reading. */
    pdfDocumentId: integer('pdf_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    /** The access point's id of the incoming document. */
    peppolRef: text('peppol_ref'),
    approvedBy: byUser('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedBy: byUser('rejected_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason').notNull().default(''),
    /**
     * The inhoudingsplicht check (art. 30bis RSZ law, art. 403 WIB 92) before paying a
     * subcontractor: when, whether social or tax debts were found, and the attest in Bestanden.
     */
    withholdingCheckedOn: date('withholding_checked_on', { mode: 'string' }),
    withholdingSocialDebt: boolean('withholding_social_debt').notNull().default(false),
    withholdingTaxDebt: boolean('withholding_tax_debt').notNull().default(false),
    withholdingDocumentId: integer('withholding_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: contentCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_supplier_number')
      .on(t.supplierId, t.kind, t.number)
      .where(sql`${t.supplierId} is not null and ${t.number} <> ''`),
    uniqueIndex('purchases_peppol_ref').on(t.peppolRef),
    index('purchases_status_idx').on(t.status, t.id),
    index('purchases_supplier_idx').on(t.supplierId, t.id),
    index('purchases_issue_date_idx').on(t.issueDate, t.id),
    check('purchases_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'purchases_status',
      sql`${t.status} in ('ontvangen', 'goedgekeurd', 'te betalen', 'betaald', 'geweigerd')`,
    ),
  ],
);

/**
 * Where a purchase line's cost lands (docs/product.md § Aankopen, Kosten): one row per part of a
 * line, on a project, on a vehicle or on general costs (both null), with its category and its share
 * in cents (net of VAT; negative for a credit note). The parts of a line add up to its net
 * amount: the service writes them in one transaction with the purchase. Project costing and
 * Statistieken sum this table, so it is indexed by project and by month.
 */
export const purchaseAllocations = pgTable(
  'purchase_allocations',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** A vehicle's cost (fuel, garage, insurance): its costs per year, never a project's too. */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    category: text('category').$type<CostCategory>().notNull(),
    /** The share as staff entered it: a percentage of the line, else an amount. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    amount: cents('amount'),
    /** The purchase's issue date, copied so that costs per month need no join. */
    costDate: date('cost_date', { mode: 'string' }),
  },
  (t) => [
    index('purchase_allocations_purchase_idx').on(t.purchaseId),
    index('purchase_allocations_project_idx').on(t.projectId, t.category),
    index('purchase_allocations_date_idx').on(t.costDate),
    index('purchase_allocations_vehicle_idx')
      .on(t.vehicleId, t.costDate)
      .where(sql`${t.vehicleId} is not null`),
    check('purchase_allocations_one_target', sql`${t.projectId} is null or ${t.vehicleId} is null`),
  ],
);
