import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { instantOf, wallClockOf } from '../domain/brussels';
import { daysBetween } from '../domain/invoice-status';
import { formatPlate } from '../domain/vehicle-identifiers';
import {
  reminderLevel,
  serviceDay,
  serviceDayByKm,
  type VehicleDate,
} from '../domain/vehicle-reminders';
import type { VehicleReminderPayload } from '../mail/vehicle-templates';
import { insertVehicleReminderNotices } from '../repositories/outbox';
import {
  insertVehicleReminder,
  setReminderAppointment,
  vehiclesWithDates,
  type VehicleDates,
} from '../repositories/vehicle-reminders';
import { createAppointment } from './appointments';
import { mailDomain } from './mail';

/**
 * The reminders of vehicles' dates (docs/product.md § Voertuigen, Herinneringen): 30, 14 and 7
 * Brussels days before the keuring's "geldig tot", the insurance's renewal, the lease's end and
 * the service (its date, or the day its kilometres are forecast to be reached), a mail to staff
 * with the vehicles. The first reminder of a date also puts it in the agenda of the vehicle's
 * driver, on the day itself. Each is written once, whichever instance runs first.
 */

/** The agenda entry's Brussels hours on the day: 08:00 to 08:30. */
const ENTRY_START_MINUTES = 8 * 60;
const ENTRY_MINUTES = 30;

/** Each date of a vehicle that is reminded of, with its Brussels day. */
function datesOf(vehicle: VehicleDates): [VehicleDate, string][] {
  const byKm =
    vehicle.serviceDueKm !== null && vehicle.lastKm !== null && vehicle.firstKm !== null
      ? serviceDayByKm(
          { km: vehicle.firstKm, day: vehicle.firstDay! },
          { km: vehicle.lastKm, day: vehicle.lastDay! },
          vehicle.serviceDueKm,
        )
      : null;
  const dates: [VehicleDate, string | null][] = [
    ['keuring', vehicle.keuring],
    ['insurance', vehicle.insurance],
    ['leaseEnd', vehicle.leaseEnd],
    ['service', serviceDay(vehicle.serviceDate, byKm)],
  ];
  return dates.filter((entry): entry is [VehicleDate, string] => entry[1] !== null);
}

/** The agenda entry's title: 'Keuring 1-ABC-234'. */
const ENTRY_TITLES: Record<VehicleDate, string> = {
  keuring: 'Keuring',
  insurance: 'Verzekering vernieuwen',
  leaseEnd: 'Einde leasing',
  service: 'Onderhoud',
};

/**
 * Writes the reminders due on the Brussels date of `now`; answers how many. Every instance may
 * run it at once: a reminder's row is unique, and its mail and agenda entry are written in the
 * row's transaction.
 */
export async function queueDueVehicleReminders(db: Db, mail: MailConfig, now = new Date()) {
  const today = wallClockOf(now).date;
  let written = 0;
  for (const vehicle of await vehiclesWithDates(db, today, now)) {
    for (const [subject, dueDate] of datesOf(vehicle)) {
      const daysBefore = reminderLevel(today, dueDate);
      if (daysBefore === null) continue;
      const wrote = await db.transaction(async (tx) => {
        const reminder = await insertVehicleReminder(tx, {
          vehicleId: vehicle.id,
          subject,
          dueDate,
          daysBefore,
        });
        if (!reminder) return false;
        const plate = formatPlate(vehicle.plate);
        const payload: VehicleReminderPayload = {
          subject,
          plate,
          dueDate,
          daysLeft: daysBetween(today, dueDate),
          path: `/vehicles/${vehicle.id}`,
        };
        await insertVehicleReminderNotices(tx, {
          payload: payload as unknown as Record<string, unknown>,
          messageIdDomain: mailDomain(mail),
        });
        // The agenda holds the day once, in its driver's agenda (nobody's without a driver).
        if (reminder.first && vehicle.driverId !== null) {
          const start = instantOf(dueDate, ENTRY_START_MINUTES);
          const appointmentId = await createAppointment(tx, undefined, {
            title: `${ENTRY_TITLES[subject]} ${plate}`,
            start: start.toISOString(),
            end: new Date(start.getTime() + ENTRY_MINUTES * 60_000).toISOString(),
            employeeIds: [vehicle.driverId],
            travelMinutes: 0,
            notes: `Herinnering van Voertuigen: ${payload.path}`,
            allowConflict: true,
          });
          await setReminderAppointment(tx, reminder.id, appointmentId);
        }
        return true;
      });
      if (wrote) written++;
    }
  }
  return written;
}
