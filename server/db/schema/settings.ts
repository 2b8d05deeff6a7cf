import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company's opening hours (docs/product.md § Opening hours), one row: per weekday its hours
 * in Brussels time (a weekday absent is closed), the dates it is closed, and the automatic
 * first answer a customer gets outside them, in both languages.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().default(1),
    /** [{ weekday: 1..7, open: 'HH:MM', close: 'HH:MM' }], by weekday. */
    days: jsonb('days').$type<{ weekday: number; open: string; close: string }[]>().notNull(),
    /** ['YYYY-MM-DD'], ascending. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull(),
    autoReplyDutch: text('auto_reply_dutch').notNull(),
    autoReplyEnglish: text('auto_reply_english').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('opening_hours_one_row', sql`${t.id} = 1`)],
);
