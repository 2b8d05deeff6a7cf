import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { contentCreatedAt } from './columns';
import { employees } from './employees';
import { byUser } from './references';
import { vehicles } from './vehicles';

/**
 * A vehicle's trip log (docs/product.md § Voertuigen, Rittenregister): one row per trip, the
 * evidence of its business use for VAT and the company-car benefit. `trip_date` is a Brussels
 * date; `use` 'business' or 'private'; `km` null while a trip pre-filled from the agenda has no distance yet. `purpose` says
 * why ('' for a private trip). `appointment_id`: the agenda's visit it was pre-filled from, once
 * per vehicle (null when entered by hand or when the visit is gone); `employee_id` the driver.
 */
export const vehicleTrips = pgTable(
  'vehicle_trips',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    purpose: text('purpose').notNull().default(''),
    km: integer('km'),
    use: text('trip_use', { enum: ['business', 'private'] }).notNull(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdBy: byUser('created_by'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('vehicle_trips_vehicle_idx').on(t.vehicleId, t.tripDate),
    uniqueIndex('vehicle_trips_appointment_idx')
      .on(t.vehicleId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    check('vehicle_trips_km', sql`${t.km} >= 0`),
    check('vehicle_trips_use', sql`${t.use} in ('business', 'private')`),
  ],
);
