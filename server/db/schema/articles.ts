import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';
import { customers } from './customers';

/**
 * Inventaris's articles: the materials the company keeps in stock (docs/product.md §
 * Inventaris). `unit_code` is a UN/ECE recommendation 20 code as on the invoices (`C62` piece,
 * `MTR` metre); `purchase_price` the last price paid per unit in cents, without VAT;
 * `minimum` the quantity in thousandths of a unit the main warehouse (the first one made)
 * should hold (null: none); other locations have their own in stock_levels.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    unitCode: text('unit_code').notNull().default('C62'),
    supplierId: integer('supplier_id').references(() => customers.id, { onDelete: 'set null' }),
    supplierCode: text('supplier_code').notNull().default(''),
    purchasePrice: integer('purchase_price').notNull().default(0),
    minimum: integer('minimum'),
    notes: text('notes').notNull().default(''),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('articles_name_idx').on(t.name),
    index('articles_supplier_idx').on(t.supplierId),
    check('articles_unit_code', sql`${t.unitCode} ~ '^[A-Z0-9]{1,3}$'`),
    check('articles_figures', sql`${t.purchasePrice} >= 0 and ${t.minimum} >= 0`),
  ],
);
