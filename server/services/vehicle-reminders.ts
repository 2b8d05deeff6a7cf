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
 * with the vehicles. A date within those 30 days is also in the agenda of the vehicle's driver,
 * on the day itself. Each is written once, whichever instance runs first.
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
/** The agenda entry's row among the reminders: its "days ahead" is 0. */
const AGENDA_ENTRY = 0;

/** Writes one reminder's mail, once; answers whether it did. */
async function writeReminderMail(
  db: Db,
  mail: MailConfig,
  vehicle: VehicleDates,
  reminder: { subject: VehicleDate; dueDate: string; daysBefore: number; today: string },
) {
  const { subject, dueDate, daysBefore, today } = reminder;
  return db.transaction(async (tx) => {
    const written = await insertVehicleReminder(tx, {
      vehicleId: vehicle.id,
      subject,
      dueDate,
      daysBefore,
    });
    if (!written) return false;
    const payload: VehicleReminderPayload = {
      subject,
      plate: formatPlate(vehicle.plate),
      dueDate,
      daysLeft: daysBetween(today, dueDate),
      path: `/vehicles/${vehicle.id}`,
    };
    await insertVehicleReminderNotices(tx, {
      payload: payload as unknown as Record<string, unknown>,
      messageIdDomain: mailDomain(mail),
    });
    return true;
  });
}

/**
 * Puts a date in its driver's agenda on the day, once (a row with 0 days ahead): as soon as the
 * date is within the reminders' 30 days and the vehicle has a driver. An entry staff removed is
 * not made again.
 */
async function writeAgendaEntry(
  db: Db,
  vehicle: VehicleDates & { driverId: number },
  subject: VehicleDate,
  dueDate: string,
) {
  await db.transaction(async (tx) => {
    const entry = await insertVehicleReminder(tx, {
      vehicleId: vehicle.id,
      subject,
      dueDate,
      daysBefore: AGENDA_ENTRY,
    });
    if (!entry) return;
    const appointmentId = await createReminderEntry(tx, {
      title: `${ENTRY_TITLES[subject]} ${formatPlate(vehicle.plate)}`,
      day: dueDate,
      employeeId: vehicle.driverId,
      notes: `Herinnering van Voertuigen: /vehicles/${vehicle.id}`,
    });
    await setReminderAppointment(tx, entry.id, appointmentId);
  });
}

/**
 * A reminder's entry in an employee's agenda on its Brussels day, 08:00 to 08:30 (beside any
 * other appointment); answers its id. The vehicles' and the tools' reminders make them.
 */
export async function createReminderEntry(
  tx: Db,
  entry: { title: string; day: string; employeeId: number; notes: string },
) {
  const start = instantOf(entry.day, ENTRY_START_MINUTES);
  return createAppointment(tx, undefined, {
    title: entry.title,
    start: start.toISOString(),
    end: new Date(start.getTime() + ENTRY_MINUTES * 60_000).toISOString(),
    employeeIds: [entry.employeeId],
    travelMinutes: 0,
    notes: entry.notes,
    allowConflict: true,
  });
}

/**
 * Writes the reminders due on the Brussels date of `now` and the agenda entries of the dates
 * within 30 days; answers how many mails' reminders it wrote. Every instance may run it at
 * once: each row is unique, and its mail or agenda entry is written in the row's transaction.
 */
export async function queueDueVehicleReminders(db: Db, mail: MailConfig, now = new Date()) {
  const today = wallClockOf(now).date;
  let written = 0;
  for (const vehicle of await vehiclesWithDates(db, today, now)) {
    for (const [subject, dueDate] of datesOf(vehicle)) {
      const daysBefore = reminderLevel(today, dueDate);
      if (daysBefore === null) continue;
      if (await writeReminderMail(db, mail, vehicle, { subject, dueDate, daysBefore, today }))
        written++;
      const { driverId } = vehicle;
      if (driverId !== null) await writeAgendaEntry(db, { ...vehicle, driverId }, subject, dueDate);
    }
  }
  return written;
}
