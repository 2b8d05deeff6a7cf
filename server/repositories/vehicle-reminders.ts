import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

const typedRows = <T>(result: unknown) => rowsOf(result) as unknown as T[];
import type { VehicleDate } from '../domain/vehicle-reminders';

/** A vehicle's dates as the reminders read them, with its driver today and its readings. */
export interface VehicleDates {
  id: number;
  plate: string;
  keuring: string | null;
  insurance: string | null;
  leaseEnd: string | null;
  serviceDate: string | null;
  serviceDueKm: number | null;
  /** The employee who drives it on the day asked for; null for nobody. */
  driverId: number | null;
  /** The earliest reading of the past year and the latest (only with `serviceDueKm`). */
  firstKm: number | null;
  firstDay: string | null;
  lastKm: number | null;
  lastDay: string | null;
}

/**
 * Every vehicle's dates (a company has tens, not thousands), its driver on the Brussels day
 * `today` and, for a service due by kilometres, its readings' Brussels days.
 */
export async function vehiclesWithDates(db: Db, today: string, now: Date) {
  return typedRows<VehicleDates>(
    await db.execute(sql`
      select v.id, v.plate,
        v.keuring_valid_until::text as keuring, v.insurance_renewal::text as insurance,
        v.lease_end::text as "leaseEnd", v.service_due_date::text as "serviceDate",
        v.service_due_km as "serviceDueKm",
        (select d.employee_id from vehicle_drivers d
          where d.vehicle_id = v.id and d.from_date <= ${today}::date
          order by d.from_date desc limit 1) as "driverId",
        f.km as "firstKm", (f.at at time zone 'Europe/Brussels')::date::text as "firstDay",
        l.km as "lastKm", (l.at at time zone 'Europe/Brussels')::date::text as "lastDay"
      from vehicles v
      left join lateral (
        select r.km, r.at from vehicle_readings r
        where r.vehicle_id = v.id and r.at >= ${now.toISOString()}::timestamptz - interval '365 days'
        order by r.at limit 1
      ) f on v.service_due_km is not null
      left join lateral (
        select r.km, r.at from vehicle_readings r where r.vehicle_id = v.id
        order by r.at desc limit 1
      ) l on v.service_due_km is not null
      order by v.id`),
  );
}

export interface NewVehicleReminder {
  vehicleId: number;
  subject: VehicleDate;
  dueDate: string;
  daysBefore: number;
}

/**
 * Records a reminder (or an agenda entry: 0 days ahead) unless it was written before, by this
 * instance or another: answers its id, or null when it exists already.
 */
export async function insertVehicleReminder(db: Db, reminder: NewVehicleReminder) {
  const [row] = typedRows<{ id: number }>(
    await db.execute(sql`
      insert into vehicle_reminders (vehicle_id, subject, due_date, days_before)
      values (${reminder.vehicleId}, ${reminder.subject}, ${reminder.dueDate}::date,
        ${reminder.daysBefore})
      on conflict do nothing
      returning id`),
  );
  return row ?? null;
}

/** Links a reminder to the agenda entry it made. */
export async function setReminderAppointment(db: Db, id: number, appointmentId: number) {
  await db.execute(
    sql`update vehicle_reminders set appointment_id = ${appointmentId} where id = ${id}`,
  );
}
