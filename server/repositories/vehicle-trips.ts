import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, employees, users, vehicleTrips, vehicles } from '../db/schema';

/**
 * Voertuigen's trip log (table vehicle_trips; docs/product.md § Voertuigen, Rittenregister):
 * queries only. The rules are services/vehicle-trips.ts's.
 */

export type VehicleTripRow = typeof vehicleTrips.$inferSelect;
export type VehicleTripValues = Omit<typeof vehicleTrips.$inferInsert, 'id' | 'createdAt'>;

/** A vehicle's trips from one Brussels date to another, by date then entry, with the driver. */
export async function tripsBetween(db: Db, vehicleId: number, from: string, to: string) {
  const rows = await db
    .select({
      id: vehicleTrips.id,
      date: vehicleTrips.tripDate,
      from: vehicleTrips.fromPlace,
      to: vehicleTrips.toPlace,
      purpose: vehicleTrips.purpose,
      km: vehicleTrips.km,
      use: vehicleTrips.use,
      appointmentId: vehicleTrips.appointmentId,
      employeeId: employees.id,
      employeeName: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(vehicleTrips)
    .leftJoin(employees, eq(employees.id, vehicleTrips.employeeId))
    .where(and(eq(vehicleTrips.vehicleId, vehicleId), between(vehicleTrips.tripDate, from, to)))
    .orderBy(asc(vehicleTrips.tripDate), asc(vehicleTrips.id));
  return rows.map(({ employeeId, employeeName, ...trip }) => ({
    ...trip,
    employee: employeeId === null ? null : { id: employeeId, name: employeeName ?? '' },
  }));
}

export async function insertTrip(db: Db, values: VehicleTripValues) {
  const [row] = await db.insert(vehicleTrips).values(values).returning({ id: vehicleTrips.id });
  return row.id;
}

/** Inserts trips pre-filled from visits; one already logged for its visit adds nothing. */
export async function insertPrefilledTrips(db: Db, rows: VehicleTripValues[]) {
  if (!rows.length) return 0;
  const added = await db
    .insert(vehicleTrips)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: vehicleTrips.id });
  return added.length;
}

/** Changes one of the vehicle's trips; answers whether it has such a trip. */
export async function updateTrip(
  db: Db,
  vehicleId: number,
  tripId: number,
  values: Omit<VehicleTripValues, 'vehicleId' | 'appointmentId' | 'createdBy'>,
) {
  const changed = await db
    .update(vehicleTrips)
    .set(values)
    .where(and(eq(vehicleTrips.vehicleId, vehicleId), eq(vehicleTrips.id, tripId)))
    .returning({ id: vehicleTrips.id });
  return changed.length > 0;
}

/** Deletes one of the vehicle's trips; answers it, or undefined when it has no such one. */
export async function deleteTrip(db: Db, vehicleId: number, tripId: number) {
  const [row] = await db
    .delete(vehicleTrips)
    .where(and(eq(vehicleTrips.vehicleId, vehicleId), eq(vehicleTrips.id, tripId)))
    .returning();
  return row;
}

/** The vehicle's trips, as the trash keeps them with it. */
export const tripRowsOf = (db: Db, vehicleId: number) =>
  db
    .select()
    .from(vehicleTrips)
    .where(eq(vehicleTrips.vehicleId, vehicleId))
    .orderBy(asc(vehicleTrips.id));

/**
 * Puts a vehicle's trips back with their ids (a restore from the trash): a driver, visit or
 * account removed since is no longer named.
 */
export async function insertTripRows(db: Db, rows: VehicleTripRow[]) {
  for (const row of rows)
    await db.execute(sql`insert into ${vehicleTrips}
        (id, vehicle_id, trip_date, from_place, to_place, purpose, km, trip_use, employee_id,
         appointment_id, created_by, created_at)
      select ${row.id}, ${row.vehicleId}, ${row.tripDate}, ${row.fromPlace}, ${row.toPlace},
        ${row.purpose}, ${row.km}, ${row.use},
        (select id from ${employees} where id = ${row.employeeId}),
        (select id from ${appointments} where id = ${row.appointmentId}),
        (select id from ${users} where id = ${row.createdBy}), ${row.createdAt}
      where exists (select 1 from ${vehicles} where id = ${row.vehicleId})
      on conflict do nothing`);
}
