import { addDays, daysBetween } from './invoice-status';

/**
 * When a vehicle's dates are announced (docs/product.md § Voertuigen, Herinneringen): 30, 14
 * and 7 Brussels days before the keuring's "geldig tot", the insurance's renewal, the lease's
 * end and the service. Pure.
 */

/** The days ahead a reminder goes, the earliest first. */
export const REMINDER_DAYS = [30, 14, 7] as const;

/** The dates of a vehicle that are reminded of. */
export const VEHICLE_DATES = ['keuring', 'insurance', 'leaseEnd', 'service'] as const;
export type VehicleDate = (typeof VEHICLE_DATES)[number];

/**
 * The reminder due on `today` for a date on `due`: the nearest of 30, 14 and 7 days ahead that
 * has been reached (a date entered 10 days ahead gets the 14-day one at once), or null for a
 * date more than 30 days ahead or past.
 */
export function reminderLevel(today: string, due: string): number | null {
  const left = daysBetween(today, due);
  if (left < 0 || left > REMINDER_DAYS[0]) return null;
  return Math.min(...REMINDER_DAYS.filter((days) => left <= days));
}

/** Readings fewer days apart than this say too little of a vehicle's daily use. */
const MIN_READING_DAYS = 14;

/**
 * The Brussels day a vehicle reaches `dueKm`, forecast from its average daily use between two
 * readings (the earliest and latest of the past year): null when the readings span under two
 * weeks or show no use. A vehicle past the kilometres is due on its latest reading's day.
 */
export function serviceDayByKm(
  first: { km: number; day: string },
  last: { km: number; day: string },
  dueKm: number,
): string | null {
  if (dueKm <= last.km) return last.day;
  const days = daysBetween(first.day, last.day);
  const perDay = (last.km - first.km) / days;
  if (days < MIN_READING_DAYS || !(perDay > 0)) return null;
  return addDays(last.day, Math.ceil((dueKm - last.km) / perDay));
}

/** The service's day: its date or its kilometres' forecast, whichever comes first. */
export function serviceDay(date: string | null, byKm: string | null): string | null {
  if (date && byKm) return date < byKm ? date : byKm;
  return date ?? byKm;
}
