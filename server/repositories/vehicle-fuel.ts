import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vehicleFuellings, vehicles } from '../db/schema';

/**
 * Voertuigen's fuellings (table vehicle_fuellings; docs/product.md § Voertuigen): queries only.
 * The import's rules are services/vehicle-fuel.ts's.
 */

export type VehicleFuellingValues = Omit<typeof vehicleFuellings.$inferInsert, 'id' | 'createdAt'>;

/** The vehicles with these plates (as stored). */
export const vehiclesWithPlates = (db: Db, plates: string[]) =>
  db
    .select({ id: vehicles.id, plate: vehicles.plate })
    .from(vehicles)
    .where(inArray(vehicles.plate, plates));

/**
 * Inserts the fuellings, a line imported before adding nothing (its unique key); answers the
 * vehicles of the rows added, one entry a row.
 */
export async function insertFuellings(db: Db, rows: VehicleFuellingValues[]) {
  const added: { vehicleId: number }[] = [];
  // A statement holds at most 65,535 parameters: a thousand rows at a time.
  for (let start = 0; start < rows.length; start += 1000)
    added.push(
      ...(await db
        .insert(vehicleFuellings)
        .values(rows.slice(start, start + 1000))
        .onConflictDoNothing()
        .returning({ vehicleId: vehicleFuellings.vehicleId })),
    );
  return added;
}

/** The vehicle's latest fuellings, the latest first. */
export async function fuellingsOf(db: Db, vehicleId: number, limit: number) {
  const rows = await db
    .select({
      id: vehicleFuellings.id,
      at: vehicleFuellings.at,
      millilitres: vehicleFuellings.millilitres,
      amount: vehicleFuellings.amount,
      km: vehicleFuellings.km,
      product: vehicleFuellings.product,
      station: vehicleFuellings.station,
      card: vehicleFuellings.card,
      source: vehicleFuellings.source,
    })
    .from(vehicleFuellings)
    .where(eq(vehicleFuellings.vehicleId, vehicleId))
    .orderBy(desc(vehicleFuellings.at), desc(vehicleFuellings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
