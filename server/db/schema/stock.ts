import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { contentCreatedAt } from './columns';
import { projects } from './projects';
import { purchases } from './purchases';
import { byUser } from './references';
import { vehicles } from './vehicles';

export const STOCK_LOCATION_KINDS = ['warehouse', 'vehicle', 'site'] as const;
export type StockLocationKind = (typeof STOCK_LOCATION_KINDS)[number];

/**
 * Where stock is kept (docs/product.md § Inventaris): a warehouse, a van (`vehicle_id`, a
 * vehicle of Voertuigen, one location each) or a project's site (`project_id`).
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<StockLocationKind>().notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('stock_locations_vehicle_idx').on(t.vehicleId),
    uniqueIndex('stock_locations_project_idx').on(t.projectId),
    check('stock_locations_kind', sql`${t.kind} in ('warehouse', 'vehicle', 'site')`),
  ],
);

export const STOCK_MOVE_KINDS = ['receive', 'transfer', 'use', 'return', 'out', 'count'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/**
 * Every movement of stock, never changed: `from`/`to` are locations, null outside the stock
 * (a delivery in, material used on a project, a count's difference). Quantities are positive
 * thousandths of the article's unit; `unit_price` is the article's price in cents when it moved,
 * what a project's costing counts for material used (`use`) and given back (`return`).
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    fromLocationId: integer('from_location_id').references(() => stockLocations.id, {
      onDelete: 'restrict',
    }),
    toLocationId: integer('to_location_id').references(() => stockLocations.id, {
      onDelete: 'restrict',
    }),
    quantity: integer('quantity').notNull(),
    kind: text('kind').$type<StockMoveKind>().notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    unitPrice: integer('unit_price').notNull().default(0),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: byUser('by'),
  },
  (t) => [
    index('stock_moves_article_idx').on(t.articleId, t.id),
    index('stock_moves_from_idx').on(t.fromLocationId, t.id),
    index('stock_moves_to_idx').on(t.toLocationId, t.id),
    index('stock_moves_project_idx')
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    check('stock_moves_quantity', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    check(
      'stock_moves_places',
      sql`(${t.fromLocationId} is not null or ${t.toLocationId} is not null) and ${t.fromLocationId} is distinct from ${t.toLocationId}`,
    ),
    check(
      'stock_moves_kind',
      sql`${t.kind} in ('receive', 'transfer', 'use', 'return', 'out', 'count')`,
    ),
  ],
);

/**
 * The stock of an article at a location: the sum of its movements, kept in the same
 * transaction as each movement so a level is read at once; never below zero (the check holds it
 * against two instances moving at once). `minimum` overrides the article's for this location.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    minimum: integer('minimum'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.articleId] }),
    index('stock_levels_article_idx').on(t.articleId),
    check('stock_levels_figures', sql`${t.quantity} >= 0 and ${t.minimum} >= 0`),
  ],
);
