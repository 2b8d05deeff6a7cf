import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import type { CostCategory } from '../db/schema';
import { formatPlate } from '../domain/vehicle-identifiers';
import { loadVehicleYearFigures } from '../repositories/vehicle-costs';
import type { VehicleYearCosts } from '../schemas/vehicles';

/**
 * A vehicle's costs per Brussels year (docs/product.md § Voertuigen, Kosten), net of VAT: the
 * purchase parts booked to it by cost category, plus its fuel card's fuellings (which the card's
 * file gives incl. 21 % VAT, the rate on fuel); the kilometres it drove that year by its odometer
 * readings, and what a kilometre cost.
 */

/** Belgian VAT on fuel: a fuel card's amounts include it. */
const FUEL_VAT = 0.21;

/** Which figure of the answer a purchase part's category counts in; the rest is `other`. */
const FIGURE_OF: Partial<Record<CostCategory, 'fuel' | 'maintenance' | 'insurance' | 'leasing'>> = {
  brandstof: 'fuel',
  onderhoud: 'maintenance',
  verzekering: 'insurance',
  huur: 'leasing',
};

type Costs = Static<typeof VehicleYearCosts>;

export async function vehicleCosts(
  db: Db,
  filter: { vehicleId?: number; year?: number },
): Promise<Costs[]> {
  const figures = await loadVehicleYearFigures(db, filter.vehicleId);
  // The odometer before a year: the highest reading of the vehicle's earlier years.
  const highestBefore = new Map<number, number>();
  const answer: Costs[] = [];
  for (const row of figures) {
    const sums = { fuel: 0, maintenance: 0, insurance: 0, leasing: 0, other: 0 };
    for (const [category, amount] of Object.entries(row.categories))
      sums[FIGURE_OF[category as CostCategory] ?? 'other'] += amount;
    sums.fuel += Math.round(row.fuelCard / (1 + FUEL_VAT));
    const total = Object.values(sums).reduce((sum, amount) => sum + amount, 0);
    const before = highestBefore.get(row.vehicleId);
    const km = row.maxKm === null ? null : row.maxKm - (before ?? row.minKm!);
    if (row.maxKm !== null) highestBefore.set(row.vehicleId, Math.max(before ?? 0, row.maxKm));
    if (filter.year !== undefined && row.year !== filter.year) continue;
    answer.push({
      vehicleId: row.vehicleId,
      plate: formatPlate(row.plate),
      year: row.year,
      ...sums,
      total,
      km,
      costPerKm: km ? Math.round(total / km) : null,
    });
  }
  return answer;
}
