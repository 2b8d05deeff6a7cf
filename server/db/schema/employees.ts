import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, contentCreatedAt } from './columns';
import { users } from './accounts';

/**
 * The company's people (docs/product.md § Werknemers), with or without a staff account: who
 * appointments are assigned to. `working_hours` is their usual week, `[{ weekday, start, end }]`
 * in Brussels time (Monday 1); the agenda refuses an appointment outside it unless asked.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** '#rrggbb': their appointments' colour in the agenda. */
    colour: text('colour').notNull().default('#0d7070'),
    active: boolean('active').notNull().default(true),
    /** The staff account they sign in with, if any (one employee per account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    workingHours: jsonb('working_hours').notNull(),
    /** What an hour of their work costs the company, in cents (project costing); null: unknown. */
    hourlyCost: integer('hourly_cost'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('employees_user_idx').on(t.userId),
    check('employees_colour', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * An employee's calendar feed addresses (docs/product.md § Agenda, Feed), as SHA-256 (hex) of
 * each token. `created_by`: the staff account that made it (null: made before this was kept);
 * a feed opens only while that account and the employee are active. `include_customer_details`:
 * the customer's phone, e-mail and the notes go into the events.
 */
export const employeeFeeds = pgTable(
  'employee_feeds',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    includeCustomerDetails: boolean('include_customer_details').notNull().default(false),
    createdAt: createdAt(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('employee_feeds_employee_idx').on(t.employeeId),
    index('employee_feeds_created_by_idx').on(t.createdBy),
  ],
);

export const absenceKind = pgEnum('absence_kind', ['verlof', 'ziekte', 'opleiding', 'andere']);

/** An employee away for whole days, from and to (both included, Brussels dates). */
export const employeeAbsences = pgTable(
  'employee_absences',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    kind: absenceKind('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('employee_absences_employee_idx').on(t.employeeId, t.fromDate),
    check('employee_absences_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
