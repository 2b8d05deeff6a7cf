import { date, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { tools } from './tools';

/**
 * The reminders written of a tool's next inspection (server/services/tool-reminders.ts): one row
 * per tool, Brussels date and days ahead, written with its mail in one transaction, so every
 * instance may run the job and each reminder still goes once. The row with 0 days ahead is the
 * inspection's entry in the agenda of whoever holds the tool, `appointment_id` (null once staff
 * removed it: it is not made again).
 */
export const toolReminders = pgTable(
  'tool_reminders',
  {
    id: serial('id').primaryKey(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('tool_reminders_once_idx').on(t.toolId, t.dueDate, t.daysBefore)],
);
