import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { benefitOfDays, co2Tenths } from '../domain/company-car-benefit';
import { addDays } from '../domain/invoice-status';
import { formatPlate } from '../domain/vehicle-identifiers';
import {
  benefitYear,
  benefitYears,
  carAssignmentsUntil,
  saveBenefitYear,
  type BenefitYearRow,
} from '../repositories/vehicle-benefits';
import type {
  VehicleBenefit,
  VehicleBenefitYear,
  VehicleBenefitYearInput,
} from '../schemas/vehicles';
import type { Actor } from './language';

/**
 * The company-car benefit (VAA) per driver and car in a year (docs/product.md § Voertuigen,
 * VAA): each assignment of a passenger car (M1) to an employee, cut to the year, with the
 * benefit of its days by the year's parameters. A car without its catalogue value, first
 * registration or (not electric) CO₂ says what it lacks instead of an amount.
 */

type Benefit = Static<typeof VehicleBenefit>;

const yearAnswer = (row: BenefitYearRow): Static<typeof VehicleBenefitYear> => ({
  year: row.year,
  referenceDiesel: row.referenceDiesel,
  referencePetrol: row.referencePetrol,
  minimum: row.minimum,
  source: row.source,
  updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
});

export const listBenefitYears = async (db: Db) => (await benefitYears(db)).map(yearAnswer);

export async function setBenefitYear(
  db: Db,
  year: number,
  input: Static<typeof VehicleBenefitYearInput>,
  by: Actor = null,
) {
  await saveBenefitYear(db, { year, ...input, source: input.source.trim(), updatedBy: by });
  return yearAnswer((await benefitYear(db, year))!);
}

/** The Brussels dates from `from` to `to`, both included. */
function datesBetween(from: string, to: string) {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

export async function vehicleBenefits(db: Db, year: number) {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const daysInYear = datesBetween(first, last).length;
  const parameters = await benefitYear(db, year);
  const assignments = await carAssignmentsUntil(db, last);
  const rows: Benefit[] = [];
  assignments.forEach((assignment, index) => {
    const next = assignments[index + 1];
    const until =
      next && next.vehicleId === assignment.vehicleId ? addDays(next.fromDate, -1) : last;
    const from = assignment.fromDate > first ? assignment.fromDate : first;
    const to = until < last ? until : last;
    if (assignment.employeeId === null || from > to) return;
    const missing: Benefit['missing'] = [
      ...(assignment.catalogueValue === null ? (['catalogueValue'] as const) : []),
      ...(assignment.firstRegistration === null ? (['firstRegistration'] as const) : []),
      ...(assignment.co2 === null && assignment.fuel !== 'elektrisch' ? (['co2'] as const) : []),
    ];
    const days = datesBetween(from, to);
    const car = {
      fuel: assignment.fuel,
      co2: assignment.co2,
      catalogueValue: assignment.catalogueValue ?? 0,
      firstRegistration: assignment.firstRegistration ?? first,
    };
    rows.push({
      vehicleId: assignment.vehicleId,
      plate: formatPlate(assignment.plate),
      employee: {
        id: assignment.employeeId,
        name: `${assignment.firstName ?? ''} ${assignment.lastName ?? ''}`.trim(),
      },
      from,
      to,
      days: days.length,
      co2Percent: parameters && !missing.length ? co2Tenths(car, parameters) / 10 : null,
      missing,
      amount:
        parameters && !missing.length ? benefitOfDays(car, parameters, days, daysInYear) : null,
    });
  });
  return { year, parameters: parameters ? yearAnswer(parameters) : null, rows };
}
