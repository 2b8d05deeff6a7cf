import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  employees,
  PUBLISHED_BENEFIT_YEARS,
  vehicleBenefitYears,
  vehicleDrivers,
  vehicles,
} from '../db/schema';

/**
 * The company-car benefit's SQL (table vehicle_benefit_years; docs/product.md § Voertuigen,
 * VAA): the years' parameters, and the cars with their assignments. Queries only; the rules are
 * domain/company-car-benefit.ts's and services/vehicle-benefits.ts's.
 */

/** A year's parameters; `updatedAt` null: as published with the product, never entered. */
export type BenefitYearRow = Omit<typeof vehicleBenefitYears.$inferSelect, 'updatedAt'> & {
  updatedAt: string | null;
};

const published = (year: (typeof PUBLISHED_BENEFIT_YEARS)[number]): BenefitYearRow => ({
  ...year,
  updatedBy: null,
  updatedAt: null,
});

/** Every year's parameters by year: the rows entered, else those published with the product. */
export async function benefitYears(db: Db): Promise<BenefitYearRow[]> {
  const entered = await db.select().from(vehicleBenefitYears);
  const byYear = new Map<number, BenefitYearRow>(
    PUBLISHED_BENEFIT_YEARS.map((year) => [year.year, published(year)]),
  );
  for (const row of entered) byYear.set(row.year, row);
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

export async function benefitYear(db: Db, year: number): Promise<BenefitYearRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleBenefitYears)
    .where(eq(vehicleBenefitYears.year, year));
  const shipped = PUBLISHED_BENEFIT_YEARS.find((one) => one.year === year);
  return row ?? (shipped && published(shipped));
}

export async function saveBenefitYear(db: Db, row: Omit<BenefitYearRow, 'updatedAt'>) {
  await db
    .insert(vehicleBenefitYears)
    .values(row)
    .onConflictDoUpdate({
      target: vehicleBenefitYears.year,
      set: { ...row, updatedAt: new Date().toISOString() },
    });
}

/**
 * The passenger cars (M1) with every assignment from before `lastDate` on, by plate and date,
 * each with its employee's name (null: nobody from then).
 */
export const carAssignmentsUntil = (db: Db, lastDate: string) =>
  db
    .select({
      vehicleId: vehicles.id,
      plate: vehicles.plate,
      fuel: vehicles.fuel,
      co2: vehicles.co2,
      catalogueValue: vehicles.catalogueValue,
      firstRegistration: vehicles.firstRegistration,
      employeeId: vehicleDrivers.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      fromDate: vehicleDrivers.fromDate,
    })
    .from(vehicleDrivers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDrivers.vehicleId))
    .leftJoin(employees, eq(employees.id, vehicleDrivers.employeeId))
    .where(and(eq(vehicles.category, 'M1'), lte(vehicleDrivers.fromDate, lastDate)))
    .orderBy(asc(vehicles.plate), asc(vehicleDrivers.fromDate));
