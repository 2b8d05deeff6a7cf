import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';
import { employees } from './employees';
import { byUser } from './references';

export const vehicleCategory = pgEnum('vehicle_category', ['M1', 'N1']);
export const vehicleFuel = pgEnum('vehicle_fuel', [
  'diesel',
  'benzine',
  'elektrisch',
  'hybride',
  'cng',
  'lpg',
]);
export const vehicleOwnership = pgEnum('vehicle_ownership', ['owned', 'leased']);

/**
 * The company's vehicles (docs/product.md § Voertuigen). `plate` is the Belgian number plate
 * as its letters and digits only, in capitals ('1ABC234' for 1-ABC-234): the key a fine's plate
 * is looked up by, unique. `vin` is 17 characters or '' for none. Dates are Brussels dates
 * (null: not known); `catalogue_value` is in cents, `co2` in g/km.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    plate: text('plate').notNull(),
    vin: text('vin').notNull().default(''),
    category: vehicleCategory('category').notNull(),
    fuel: vehicleFuel('fuel').notNull(),
    co2: integer('co2'),
    catalogueValue: integer('catalogue_value'),
    firstRegistration: date('first_registration', { mode: 'string' }),
    ownership: vehicleOwnership('ownership').notNull().default('owned'),
    leaseContract: text('lease_contract').notNull().default(''),
    leaseEnd: date('lease_end', { mode: 'string' }),
    /** The keuring certificate's "geldig tot": stored as the certificate says, not computed. */
    keuringValidUntil: date('keuring_valid_until', { mode: 'string' }),
    insuranceRenewal: date('insurance_renewal', { mode: 'string' }),
    serviceDueDate: date('service_due_date', { mode: 'string' }),
    serviceDueKm: integer('service_due_km'),
    notes: text('notes').notNull().default(''),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_idx').on(t.plate),
    check('vehicles_plate', sql`${t.plate} ~ '^[A-Z0-9]{2,8}$'`),
    check('vehicles_vin', sql`${t.vin} ~ '^([A-HJ-NPR-Z0-9]{17})?$'`),
    check(
      'vehicles_figures',
      sql`${t.co2} >= 0 and ${t.catalogueValue} >= 0 and ${t.serviceDueKm} >= 0`,
    ),
  ],
);

/**
 * Who drives a vehicle over time: each row holds from its Brussels date until the next row's.
 * A row without an employee ends the previous one (nobody drives it from then). One row per
 * vehicle and date. Removing an employee takes their rows to the trash with them.
 */
export const vehicleDrivers = pgTable(
  'vehicle_drivers',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    createdBy: byUser('created_by'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('vehicle_drivers_from_idx').on(t.vehicleId, t.fromDate),
    index('vehicle_drivers_employee_idx').on(t.employeeId),
  ],
);

/** A vehicle's odometer readings: the kilometres at an instant, and who recorded them. */
export const vehicleReadings = pgTable(
  'vehicle_readings',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    km: integer('km').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    recordedBy: byUser('recorded_by'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('vehicle_readings_vehicle_idx').on(t.vehicleId, t.at),
    check('vehicle_readings_km', sql`${t.km} >= 0`),
  ],
);

/**
 * A vehicle's fuellings, as a fuel card's file lists them (docs/product.md § Voertuigen): imported
 * records, not content. `at` is the fuelling's instant (the file's Brussels date and time);
 * `millilitres` the quantity (a pump's litres to three decimals, exact as an integer), `amount`
 * what it cost in cents incl. VAT; a correction line has negative figures. `km` is the odometer
 * as typed at the pump (null: not typed), not a reading. `card`, `station`, `product` and
 * `transaction` ('' for none) as the file gives them. `source`: 'csv' (a fuel card's file).
 * A line imported again is the same row: unique on the vehicle, instant, figures and transaction.
 * The table is not named vehicle_fuel: that is the type of a vehicle's fuel.
 */
export const vehicleFuellings = pgTable(
  'vehicle_fuellings',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    millilitres: integer('millilitres').notNull(),
    amount: integer('amount').notNull(),
    km: integer('km'),
    card: text('card').notNull().default(''),
    station: text('station').notNull().default(''),
    product: text('product').notNull().default(''),
    transaction: text('transaction_ref').notNull().default(''),
    source: text('source', { enum: ['csv', 'purchase'] })
      .notNull()
      .default('csv'),
    importedBy: byUser('imported_by'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('vehicle_fuellings_line_idx').on(
      t.vehicleId,
      t.at,
      t.amount,
      t.millilitres,
      t.transaction,
    ),
    check('vehicle_fuellings_km', sql`${t.km} >= 0`),
    check('vehicle_fuellings_source', sql`${t.source} in ('csv', 'purchase')`),
  ],
);

/**
 * The company-car benefit's parameters of the years published when this release was made, each
 * with where its figures were read: what a year reads until staff enter its row in
 * vehicle_benefit_years (a correction, or a year published later).
 */
export const PUBLISHED_BENEFIT_YEARS = [
  {
    year: 2024,
    referenceDiesel: 65,
    referencePetrol: 78,
    minimum: 160_000,
    source:
      'https://www.acs.be/kerncijfers (reference CO2 2024: diesel 65, petrol/gas 78 g/km; minimum EUR 1,600)',
  },
  {
    year: 2025,
    referenceDiesel: 59,
    referencePetrol: 71,
    minimum: 165_000,
    source:
      'https://www.acs.be/kerncijfers and https://www.egear.be/voordeel-alle-aard-2025/ (reference CO2 2025: diesel 59, petrol/gas 71 g/km; minimum EUR 1,650)',
  },
] as const;

/**
 * The company-car benefit's (VAA's) parameters of each income year (docs/product.md §
 * Voertuigen, VAA): the reference CO₂ emissions for diesel and for petrol, LPG and natural gas
 * in g/km, and the yearly minimum benefit in cents. Set by law each year: data with the source
 * it was taken from; the years the company needs are entered when published. A year without a
 * row reads PUBLISHED_BENEFIT_YEARS.
 */
export const vehicleBenefitYears = pgTable(
  'vehicle_benefit_years',
  {
    year: integer('year').primaryKey(),
    referenceDiesel: integer('reference_diesel').notNull(),
    referencePetrol: integer('reference_petrol').notNull(),
    minimum: integer('minimum').notNull(),
    source: text('source').notNull(),
    updatedBy: byUser('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      'vehicle_benefit_years_figures',
      sql`${t.year} between 2000 and 2100 and ${t.referenceDiesel} > 0 and ${t.referencePetrol} > 0 and ${t.minimum} > 0`,
    ),
  ],
);
