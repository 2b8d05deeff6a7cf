import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointments,
  employees,
  purchaseAllocations,
  users,
  vehicleDamagePhotos,
  vehicleDamages,
  vehicleDrivers,
  vehicleFuellings,
  vehicleReadings,
  vehicleTrips,
  vehicles,
} from '../db/schema';
import { personOf, type TrashItem } from '../domain/history';
import { formatPlate } from '../domain/vehicle-identifiers';

/**
 * Voertuigen's SQL (tables vehicles, vehicle_drivers, vehicle_readings; docs/product.md §
 * Voertuigen): queries only. The rules are services/vehicles.ts's.
 */

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleDriverRow = typeof vehicleDrivers.$inferSelect;
export type VehicleReadingRow = typeof vehicleReadings.$inferSelect;
export type VehicleFuellingRow = typeof vehicleFuellings.$inferSelect;
export type VehicleValues = Omit<VehicleRow, 'id' | 'createdAt'>;

/** A vehicle in the trash: its row with its drivers over time, its readings and fuellings. */
export interface VehicleTrashItem extends TrashItem<'vehicle'> {
  vehicle: VehicleRow;
  drivers: VehicleDriverRow[];
  readings: VehicleReadingRow[];
  /** Absent in an item put in the trash before fuellings were imported. */
  fuellings?: VehicleFuellingRow[];
  /** The purchase parts booked to it (their link is cleared meanwhile); absent before then. */
  costIds?: number[];
  /** Its trip log (services/vehicle-trips.ts); absent in an item from before there was one. */
  trips?: (typeof vehicleTrips.$inferSelect)[];
  /** Its damage reports and their photo rows (services/vehicle-damages.ts); absent before them. */
  damages?: (typeof vehicleDamages.$inferSelect)[];
  damagePhotos?: (typeof vehicleDamagePhotos.$inferSelect)[];
}

/** PostgreSQL's text of a timestamptz as an ISO instant in UTC. */
const iso = (text: string) => new Date(text).toISOString();

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** The employee of a left join, or null. */
const employeeOf = (row: { employeeId: number | null; employeeName: string | null }) =>
  row.employeeId === null ? null : { id: row.employeeId, name: row.employeeName ?? '' };

/** The employee who drives the vehicle on a Brussels date (null: nobody). */
const driverOn = (date: string) =>
  sql<number | null>`(select d.employee_id from ${vehicleDrivers} d
    where d.vehicle_id = ${vehicles.id} and d.from_date <= ${date}::date
    order by d.from_date desc limit 1)`;

/** A column of the vehicle's latest reading (by instant, then the later recorded). */
const lastReading = (column: 'km' | 'at') =>
  sql`(select r.${sql.raw(column)} from ${vehicleReadings} r where r.vehicle_id = ${vehicles.id}
    order by r.at desc, r.id desc limit 1)`;

/** Vehicles with who drives each on `today` and their latest reading, by plate. */
async function selectVehicles(db: Db, today: string, where?: SQL) {
  const rows = await db
    .select({
      vehicle: vehicles,
      employeeId: employees.id,
      employeeName,
      km: sql<number | null>`${lastReading('km')}`,
      at: sql<string | null>`${lastReading('at')}`,
    })
    .from(vehicles)
    .leftJoin(employees, eq(employees.id, driverOn(today)))
    .where(where)
    .orderBy(asc(vehicles.plate));
  return rows.map(({ vehicle, km, at, ...driver }) => ({
    ...toVehicleFields(vehicle),
    driver: employeeOf(driver),
    lastReading: km === null || at === null ? null : { km: Number(km), at: iso(at) },
  }));
}

/** A vehicle's own fields: what a version keeps and an edit writes. */
export const ownValues = (row: VehicleRow): VehicleValues => ({
  plate: row.plate,
  vin: row.vin,
  category: row.category,
  fuel: row.fuel,
  co2: row.co2,
  catalogueValue: row.catalogueValue,
  firstRegistration: row.firstRegistration,
  ownership: row.ownership,
  leaseContract: row.leaseContract,
  leaseEnd: row.leaseEnd,
  keuringValidUntil: row.keuringValidUntil,
  insuranceRenewal: row.insuranceRenewal,
  serviceDueDate: row.serviceDueDate,
  serviceDueKm: row.serviceDueKm,
  notes: row.notes,
});

const toVehicleFields = (row: VehicleRow) => ({
  id: row.id,
  ...ownValues(row),
  plateFormatted: formatPlate(row.plate),
  createdAt: iso(row.createdAt),
});

/**
 * Every vehicle, by plate, with its driver on `today` (a Brussels date) and latest reading; with
 * `driverUserId` only those the employee of that staff account drives that day.
 */
export const listVehicles = (db: Db, today: string, driverUserId?: number) =>
  selectVehicles(
    db,
    today,
    driverUserId === undefined ? undefined : eq(employees.userId, driverUserId),
  );

export async function findVehicle(db: Db, id: number, today: string) {
  const [found] = await selectVehicles(db, today, eq(vehicles.id, id));
  return found;
}

export async function findVehicleRow(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** The vehicle's row, locked until the transaction ends; undefined when there is none. */
export async function lockVehicle(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
  return row;
}

/** The vehicle with this plate (as stored), if any. */
export async function vehicleWithPlate(db: Db, plate: string) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.plate, plate));
  return row;
}

export async function insertVehicle(db: Db, values: VehicleValues) {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row.id;
}

export async function updateVehicle(db: Db, id: number, values: VehicleValues) {
  await db.update(vehicles).set(values).where(eq(vehicles.id, id));
}

/** The vehicle's assignments with the employees' names, the latest date first. */
export async function driversOf(db: Db, vehicleId: number) {
  const rows = await db
    .select({
      id: vehicleDrivers.id,
      from: vehicleDrivers.fromDate,
      employeeId: employees.id,
      employeeName,
    })
    .from(vehicleDrivers)
    .leftJoin(employees, eq(employees.id, vehicleDrivers.employeeId))
    .where(eq(vehicleDrivers.vehicleId, vehicleId))
    .orderBy(desc(vehicleDrivers.fromDate));
  return rows.map((row) => ({ id: row.id, employee: employeeOf(row), from: row.from }));
}

/** The assignment in force on a Brussels date: the one with the latest date not after it. */
export async function assignmentOn(db: Db, vehicleId: number, date: string) {
  const [row] = await db
    .select({ from: vehicleDrivers.fromDate, employeeId: employees.id, employeeName })
    .from(vehicleDrivers)
    .leftJoin(employees, eq(employees.id, vehicleDrivers.employeeId))
    .where(and(eq(vehicleDrivers.vehicleId, vehicleId), sql`${vehicleDrivers.fromDate} <= ${date}`))
    .orderBy(desc(vehicleDrivers.fromDate))
    .limit(1);
  return row && { employee: employeeOf(row), from: row.from };
}

/** Sets who drives the vehicle from a date (null: nobody), replacing that date's assignment. */
export async function setDriver(
  db: Db,
  assignment: {
    vehicleId: number;
    employeeId: number | null;
    fromDate: string;
    createdBy: number | null;
  },
) {
  await db
    .insert(vehicleDrivers)
    .values(assignment)
    .onConflictDoUpdate({
      target: [vehicleDrivers.vehicleId, vehicleDrivers.fromDate],
      set: { employeeId: assignment.employeeId, createdBy: assignment.createdBy },
    });
}

/** The vehicle's latest `limit` readings, the latest first, with who recorded each. */
export async function readingsOf(db: Db, vehicleId: number, limit: number) {
  const rows = await db
    .select({
      id: vehicleReadings.id,
      km: vehicleReadings.km,
      at: vehicleReadings.at,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(vehicleReadings)
    .leftJoin(users, eq(users.id, vehicleReadings.recordedBy))
    .where(eq(vehicleReadings.vehicleId, vehicleId))
    .orderBy(desc(vehicleReadings.at), desc(vehicleReadings.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    km: row.km,
    at: iso(row.at),
    by: personOf({ id: row.userId, firstName: row.firstName, lastName: row.lastName }),
  }));
}

/**
 * A reading that a new one of `km` at `at` would contradict: an earlier one with more
 * kilometres, or a later one with fewer. Undefined when there is none.
 */
export async function contradictedReading(db: Db, vehicleId: number, km: number, at: string) {
  const [row] = await db
    .select({ km: vehicleReadings.km, at: vehicleReadings.at })
    .from(vehicleReadings)
    .where(
      and(
        eq(vehicleReadings.vehicleId, vehicleId),
        or(
          and(lt(vehicleReadings.at, at), gt(vehicleReadings.km, km)),
          and(gt(vehicleReadings.at, at), lt(vehicleReadings.km, km)),
        ),
      ),
    )
    .orderBy(asc(vehicleReadings.at))
    .limit(1);
  return row && { km: row.km, at: iso(row.at) };
}

export async function insertReading(
  db: Db,
  reading: { vehicleId: number; km: number; at: string; recordedBy: number | null },
) {
  const [row] = await db
    .insert(vehicleReadings)
    .values(reading)
    .returning({ id: vehicleReadings.id });
  return row.id;
}

/** Deletes one of the vehicle's readings; answers it, or undefined when it has no such one. */
/** One reading of the vehicle: who recorded it and its instant; undefined when there is none. */
export async function findReading(db: Db, vehicleId: number, readingId: number) {
  const [row] = await db
    .select({ recordedBy: vehicleReadings.recordedBy, at: vehicleReadings.at })
    .from(vehicleReadings)
    .where(and(eq(vehicleReadings.id, readingId), eq(vehicleReadings.vehicleId, vehicleId)));
  return row && { recordedBy: row.recordedBy, at: iso(row.at) };
}

export async function deleteReading(db: Db, vehicleId: number, readingId: number) {
  const [row] = await db
    .delete(vehicleReadings)
    .where(and(eq(vehicleReadings.id, readingId), eq(vehicleReadings.vehicleId, vehicleId)))
    .returning();
  return row;
}

/**
 * The visits in the agenda that overlap [from, to) and are not cancelled, by start, each with
 * its employees by name: those of one employee, those that book one vehicle, or every visit that
 * has an employee.
 */
export async function visitsBetween(
  db: Db,
  from: string,
  to: string,
  of: { employeeId?: number; vehicleId?: number } = {},
) {
  const { employeeId, vehicleId } = of;
  const team = sql`from appointment_employees x join ${employees} e on e.id = x.employee_id
    where x.appointment_id = ${appointments.id}`;
  const rows = await db
    .select({
      appointmentId: appointments.id,
      title: appointments.title,
      address: appointments.address,
      start: appointments.startsAt,
      end: appointments.endsAt,
      employees: sql<unknown>`(select json_agg(json_build_object('id', e.id,
        'name', e.first_name || ' ' || e.last_name) order by e.last_name, e.first_name, e.id) ${team})`,
    })
    .from(appointments)
    .where(
      and(
        sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) && tstzrange(${from}::timestamptz, ${to}::timestamptz)`,
        ne(appointments.status, 'geannuleerd'),
        vehicleId === undefined ? undefined : eq(appointments.vehicleId, vehicleId),
        employeeId === undefined
          ? sql`exists (select 1 ${team})`
          : sql`exists (select 1 ${team} and x.employee_id = ${employeeId})`,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({
    kind: 'appointment' as const,
    appointmentId: row.appointmentId,
    title: row.title,
    address: row.address,
    start: iso(row.start),
    end: iso(row.end),
    employees: (typeof row.employees === 'string' ? JSON.parse(row.employees) : row.employees) as {
      id: number;
      name: string;
    }[],
  }));
}

/**
 * Removes the vehicle with its drivers, readings and fuellings; answers them as they were, with
 * the purchase parts booked to it (the trash).
 */
export async function deleteVehicle(db: Db, id: number) {
  const drivers = await db
    .select()
    .from(vehicleDrivers)
    .where(eq(vehicleDrivers.vehicleId, id))
    .orderBy(asc(vehicleDrivers.id));
  const readings = await db
    .select()
    .from(vehicleReadings)
    .where(eq(vehicleReadings.vehicleId, id))
    .orderBy(asc(vehicleReadings.id));
  const fuellings = await db
    .select()
    .from(vehicleFuellings)
    .where(eq(vehicleFuellings.vehicleId, id))
    .orderBy(asc(vehicleFuellings.id));
  const costs = await db
    .select({ id: purchaseAllocations.id })
    .from(purchaseAllocations)
    .where(eq(purchaseAllocations.vehicleId, id));
  const [vehicle] = await db.delete(vehicles).where(eq(vehicles.id, id)).returning();
  return vehicle && { vehicle, drivers, readings, fuellings, costIds: costs.map((c) => c.id) };
}

/**
 * Puts a vehicle back as it was, with its ids: its readings and fuellings, and the assignments
 * whose employee still exists (an employee removed since takes theirs along to the trash).
 */
export async function insertVehicleRows(
  db: Db,
  { vehicle, drivers, readings, fuellings = [], costIds = [] }: Omit<VehicleTrashItem, 'kind'>,
) {
  await db.insert(vehicles).values(vehicle);
  await insertDriverRows(db, drivers);
  if (readings.length) await db.insert(vehicleReadings).values(readings);
  if (fuellings.length) await db.insert(vehicleFuellings).values(fuellings);
  // The parts still as they were: a purchase corrected since has new parts, booked anew.
  if (costIds.length)
    await db
      .update(purchaseAllocations)
      .set({ vehicleId: vehicle.id })
      .where(
        and(
          inArray(purchaseAllocations.id, costIds),
          isNull(purchaseAllocations.vehicleId),
          isNull(purchaseAllocations.projectId),
        ),
      );
}

/**
 * Puts assignments back with their ids where their vehicle and employee exist and the date is
 * free (a restore of the vehicle or of the employee).
 */
export async function insertDriverRows(db: Db, drivers: VehicleDriverRow[]) {
  for (const row of drivers)
    await db.execute(sql`insert into ${vehicleDrivers}
        (id, vehicle_id, employee_id, from_date, created_by, created_at)
      select ${row.id}, ${row.vehicleId}, ${row.employeeId}, ${row.fromDate},
        (select id from ${users} where id = ${row.createdBy}), ${row.createdAt}
      where exists (select 1 from ${vehicles} where id = ${row.vehicleId})
        and (${row.employeeId}::integer is null
          or exists (select 1 from ${employees} where id = ${row.employeeId}))
      on conflict do nothing`);
}
