import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';
import { byUser } from './references';

/**
 * Inventaris's tools and equipment (docs/product.md § Inventaris): each one a thing with its
 * serial number and QR label, lent out to an employee, a van or a project. `next_inspection`
 * is a Brussels date (null: none due).
 */
export const tools = pgTable(
  'tools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    serial: text('serial').notNull().default(''),
    nextInspection: date('next_inspection', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    createdAt: contentCreatedAt(),
  },
  (t) => [index('tools_name_idx').on(t.name)],
);

export const TOOL_HOLDER_KINDS = ['employee', 'vehicle', 'project'] as const;
export type ToolHolderKind = (typeof TOOL_HOLDER_KINDS)[number];

/**
 * Who had a tool when: a row per checkout, open (`returned_at` null) until it comes back; at
 * most one open per tool, which the unique index holds across instances. The holder is named by
 * kind and id without a foreign key, with the name it had then (`holder_label`), so a removed
 * employee or project leaves its history readable. `expected_back` is a Brussels date.
 */
export const toolCheckouts = pgTable(
  'tool_checkouts',
  {
    id: serial('id').primaryKey(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    holderKind: text('holder_kind').$type<ToolHolderKind>().notNull(),
    holderId: integer('holder_id').notNull(),
    holderLabel: text('holder_label').notNull(),
    expectedBack: date('expected_back', { mode: 'string' }),
    outAt: timestamp('out_at', { withTimezone: true }).notNull().defaultNow(),
    outBy: byUser('out_by'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: byUser('returned_by'),
  },
  (t) => [
    uniqueIndex('tool_checkouts_open_idx')
      .on(t.toolId)
      .where(sql`${t.returnedAt} is null`),
    index('tool_checkouts_tool_idx').on(t.toolId, t.outAt),
    index('tool_checkouts_holder_idx')
      .on(t.holderKind, t.holderId)
      .where(sql`${t.returnedAt} is null`),
    check('tool_checkouts_holder_kind', sql`${t.holderKind} in ('employee', 'vehicle', 'project')`),
  ],
);
