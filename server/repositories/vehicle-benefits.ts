import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, vehicleBenefitYears, vehicleDrivers, vehicles } from '../db/schema';

/**
 * The company-car benefit's SQL (table vehicle_benefit_years; docs/product.md § Voertuigen,
 * VAA): the years' parameters, and the cars with their assignments. Queries only; the rules are
 * domain/company-car-benefit.ts's and services/vehicle-benefits.ts's.
 */

export type BenefitYearRow = typeof vehicleBenefitYears.$inferSelect;

export const benefitYears = (db: Db) =>
  db.select().from(vehicleBenefitYears).orderBy(asc(vehicleBenefitYears.year));

export async function benefitYear(db: Db, year: number) {
  const [row] = await db
    .select()
    .from(vehicleBenefitYears)
    .where(eq(vehicleBenefitYears.year, year));
  return row;
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
