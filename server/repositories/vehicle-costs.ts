import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countedAllocations } from '../db/counted-allocations';
import { rowsOf } from '../db/rows-of';

/**
 * Voertuigen's costs (docs/product.md § Voertuigen, Kosten): per vehicle and Brussels year, the
 * purchase parts booked to it by category, its fuel card's fuellings, and the odometer's highest
 * and lowest reading. Queries only; services/vehicle-costs.ts makes figures of them.
 */

export interface VehicleYearFigures {
  vehicleId: number;
  plate: string;
  year: number;
  /** Net cents per cost category of the purchase parts booked to the vehicle. */
  categories: Record<string, number>;
  /** The fuel card's fuellings, cents incl. VAT. */
  fuelCard: number;
  /** The year's highest and lowest odometer reading; null: none that year. */
  maxKm: number | null;
  minKm: number | null;
}

/** Every vehicle's figures (or only this one's), for each year it has any, by plate and year. */
export async function loadVehicleYearFigures(
  db: Db,
  vehicleId?: number,
): Promise<VehicleYearFigures[]> {
  const vehicle = vehicleId ?? null;
  const result = await db.execute(sql`
    with parts as (
      select vehicle_id, year, json_object_agg(category, amount) as categories
      from (select a.vehicle_id, extract(year from a.cost_date)::int as year, a.category,
          sum(a.amount)::bigint as amount
        from purchase_allocations a
        where a.vehicle_id is not null and a.cost_date is not null and ${countedAllocations}
          and (${vehicle}::int is null or a.vehicle_id = ${vehicle}::int)
        group by 1, 2, 3) c
      group by 1, 2
    ),
    fuel as (
      select vehicle_id, extract(year from at at time zone 'Europe/Brussels')::int as year,
        sum(amount)::bigint as amount
      from vehicle_fuellings
      where ${vehicle}::int is null or vehicle_id = ${vehicle}::int
      group by 1, 2
    ),
    readings as (
      select vehicle_id, extract(year from at at time zone 'Europe/Brussels')::int as year,
        max(km) as max_km, min(km) as min_km
      from vehicle_readings
      where ${vehicle}::int is null or vehicle_id = ${vehicle}::int
      group by 1, 2
    ),
    years as (
      select vehicle_id, year from parts union select vehicle_id, year from fuel
      union select vehicle_id, year from readings
    )
    select y.vehicle_id as "vehicleId", v.plate, y.year,
      coalesce(p.categories, '{}') as "categories", coalesce(f.amount, 0)::bigint as "fuelCard",
      r.max_km as "maxKm", r.min_km as "minKm"
    from years y
    join vehicles v on v.id = y.vehicle_id
    left join parts p on p.vehicle_id = y.vehicle_id and p.year = y.year
    left join fuel f on f.vehicle_id = y.vehicle_id and f.year = y.year
    left join readings r on r.vehicle_id = y.vehicle_id and r.year = y.year
    order by v.plate, y.year
  `);
  return rowsOf(result).map((row) => ({
    vehicleId: Number(row.vehicleId),
    plate: String(row.plate),
    year: Number(row.year),
    categories: Object.fromEntries(
      Object.entries(
        (typeof row.categories === 'string'
          ? JSON.parse(row.categories)
          : row.categories) as Record<string, unknown>,
      ).map(([category, amount]) => [category, Number(amount)]),
    ),
    fuelCard: Number(row.fuelCard),
    maxKm: row.maxKm === null ? null : Number(row.maxKm),
    minKm: row.minKm === null ? null : Number(row.minKm),
  }));
}
