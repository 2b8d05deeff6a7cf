import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { vehicles } from './vehicles';

/**
 * The reminders written of a vehicle's dates (server/domain/vehicle-reminders.ts): one row per
 * vehicle, date kind, Brussels date and days ahead, written with its mail in one transaction, so
 * every instance may run the job and each reminder still goes once. The row with 0 days ahead
 * is the date's entry in the driver's agenda, `appointment_id` (null once staff removed it: it
 * is not made again).
 */
export const vehicleReminders = pgTable(
  'vehicle_reminders',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_reminders_once_idx').on(t.vehicleId, t.subject, t.dueDate, t.daysBefore),
    check(
      'vehicle_reminders_subject',
      sql`${t.subject} in ('keuring', 'insurance', 'leaseEnd', 'service')`,
    ),
  ],
);
