import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DocumentLine } from '../../domain/document-lines';
import { contentCreatedAt } from './columns';
import { customers } from './customers';
import { documents } from './documents';
import { projects } from './projects';
import { cents } from './quotes';

/** The states of a purchase order (docs/product.md § Aankopen, Bestelbonnen). */
export const PURCHASE_ORDER_STATUSES = ['concept', 'verzonden', 'gefactureerd'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * A purchase order (bestelbon) to a supplier (docs/product.md § Aankopen). Its `number` (from
 * `number_series`, series `purchaseOrder`) is given when it is first sent and comes back on the
 * supplier's invoice as its order reference (BT-13), which links the two and shows their
 * differences in price or quantity. Amounts are integer cents.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<PurchaseOrderStatus>().notNull().default('concept'),
    number: text('number').unique(),
    supplierId: integer('supplier_id').references(() => customers.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    orderDate: date('order_date', { mode: 'string' }),
    /** When the supplier should deliver, and where (a site address, '' for the office). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryAddress: text('delivery_address').notNull().default(''),
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull().default([]),
    netAmount: cents('net_amount'),
    /** The PDF as sent, in Bestanden. */
    pdfDocumentId: integer('pdf_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: contentCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_supplier_idx').on(t.supplierId, t.id),
    index('purchase_orders_project_idx').on(t.projectId, t.id),
    check('purchase_orders_status', sql`${t.status} in ('concept', 'verzonden', 'gefactureerd')`),
  ],
);
