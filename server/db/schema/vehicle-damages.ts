import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';
import { employees } from './employees';
import { byUser, imageKey } from './references';
import { vehicles } from './vehicles';

/**
 * A vehicle's damage reports (docs/product.md § Voertuigen, Schade): when it happened (an
 * instant), who drove (`employee_id`, null: not known), where, what, whether another party was
 * involved (an accident report for the insurer), and the Brussels date it was repaired (null:
 * not yet).
 */
export const vehicleDamages = pgTable(
  'vehicle_damages',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'string' }).notNull(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    place: text('place').notNull().default(''),
    description: text('description').notNull(),
    thirdParty: boolean('third_party').notNull().default(false),
    repairedOn: date('repaired_on', { mode: 'string' }),
    createdBy: byUser('created_by'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('vehicle_damages_vehicle_idx').on(t.vehicleId, t.happenedAt),
    check('vehicle_damages_description', sql`length(${t.description}) > 0`),
  ],
);

/** A damage report's photos in their order: stored images, for staff only (repositories/images). */
export const vehicleDamagePhotos = pgTable(
  'vehicle_damage_photos',
  {
    damageId: integer('damage_id')
      .notNull()
      .references(() => vehicleDamages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.damageId, t.position] }),
    index('vehicle_damage_photos_image_idx').on(t.imageKey),
  ],
);
