import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, contentCreatedAt } from './columns';
import { services } from './content';
import { chats } from './chats';
import { customers } from './customers';
import { employees } from './employees';
import { projects } from './projects';
import { vehicles } from './vehicles';

export const appointmentStatus = pgEnum('appointment_status', [
  'gepland',
  'bevestigd',
  'geannuleerd',
]);

/**
 * A visit planned in the agenda (docs/product.md § Agenda): instants, shown in Brussels time.
 * `sequence` rises with each change the customer is told of (RFC 5545 SEQUENCE) and `uid` is the
 * calendar files' stable UID. `reminder_due_at`: when the customer's reminder is to be written
 * (24 hours before); null once written, or when none goes.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    /** The customer of the register it was made for, if one was picked. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The project it was made for (from the project's page), if any. */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id, {
      onDelete: 'set null',
    }),
    /** The vehicle (Voertuigen) it books, if any: the agenda warns of a double booking. */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    status: appointmentStatus('status').notNull().default('gepland'),
    travelMinutes: integer('travel_minutes').notNull().default(30),
    sequence: integer('sequence').notNull().default(0),
    /** Who cancelled it: 'staff' or 'customer'; null while it stands. */
    cancelledBy: text('cancelled_by'),
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true, mode: 'string' }),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_chat_idx').on(t.chatId),
    index('appointments_customer_idx').on(t.customerId),
    index('appointments_project_idx').on(t.projectId),
    index('appointments_vehicle_idx').on(t.vehicleId, t.startsAt),
    index('appointments_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    index('appointments_reminder_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.reminderDueAt} is not null`),
    check('appointments_period', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_travel', sql`${t.travelMinutes} between 0 and 1440`),
    check('appointments_cancelled_by', sql`${t.cancelledBy} in ('staff', 'customer')`),
  ],
);

/** Who carries out an appointment: one or more employees. */
export const appointmentEmployees = pgTable(
  'appointment_employees',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.employeeId] }),
    index('appointment_employees_employee_idx').on(t.employeeId, t.appointmentId),
  ],
);

/**
 * The customer's links to their appointment's page, as SHA-256 (hex) of each token: one per mail
 * that carries a link. Each opens the page (see it, cancel it, ask for another moment) while the
 * appointment's customer has the address it was sent to (`recipient`, lower-case).
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_links_appointment_idx').on(t.appointmentId)],
);
