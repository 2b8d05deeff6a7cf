import { todayInBrussels } from '../../shared/brussels';
import { t } from '../../i18n/vehicles';
import type { Vehicle } from '../../entities/vehicles/api';

/** The dates of a vehicle that are reminded of (server/domain/vehicle-reminders.ts), in order. */
export const VEHICLE_DATES = ['keuring', 'insurance', 'leaseEnd', 'service'] as const;
export type VehicleDate = (typeof VEHICLE_DATES)[number];

export { formatPlate } from '../../entities/vehicles/plate';

/** '2027-01-15' as people in Belgium write a date: 15/01/2027. */
export const formatDay = (date: string) => date.split('-').reverse().join('/');

/** Calendar days from today in Brussels to a Brussels date (negative: past). */
export function daysUntil(date: string, today = todayInBrussels()) {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}

/** '(over 12 dag(en))', 'vandaag', '3 dag(en) geleden'. */
export function daysText(days: number) {
  if (days === 0) return t('vehicles.days.today');
  return days > 0 ? t('vehicles.days.ahead', { days }) : t('vehicles.days.past', { days: -days });
}

/** A date's urgency as a tag colour: past or within 7 days red, within 30 orange. */
export const urgencyColour = (days: number) =>
  days <= 7 ? 'red' : days <= 30 ? 'orange' : undefined;

/** Each date the vehicle has, in the order above. */
export function datesOf(vehicle: Vehicle): { kind: VehicleDate; date: string }[] {
  const dates: Record<VehicleDate, string | null> = {
    keuring: vehicle.keuringValidUntil,
    insurance: vehicle.insuranceRenewal,
    leaseEnd: vehicle.leaseEnd,
    service: vehicle.serviceDueDate,
  };
  return VEHICLE_DATES.flatMap((kind) => (dates[kind] ? [{ kind, date: dates[kind] }] : []));
}

/** The vehicle's earliest date, or null. */
export function nextDateOf(vehicle: Vehicle) {
  const dates = datesOf(vehicle).sort((a, b) => a.date.localeCompare(b.date));
  return dates[0] ?? null;
}
