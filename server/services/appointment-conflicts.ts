import type { Static } from '@sinclair/typebox';
import { holidayOn } from '../../calendar/holidays';
import { minutesOf, type WorkingHours } from '../../calendar/zone';
import type { Db } from '../db/client';
import { daysOf } from '../domain/brussels';
import { overlapping, vehicleBookings } from '../repositories/appointments';
import { absencesBetween, type EmployeeRow } from '../repositories/employees';
import type { VehicleRow } from '../repositories/vehicles';
import type { AppointmentConflict } from '../schemas';

/**
 * What an appointment would collide with (docs/product.md § Agenda, Conflicts): for each of its
 * employees, another appointment whose time overlaps (travel time before each included), an
 * absence, a weekday's hours it does not lie within, and for everyone a Belgian public holiday;
 * for the vehicle it books, another appointment booking it meanwhile and its keuring due by then.
 * Run inside the write's transaction, after locking the employees, so the answer still holds
 * when the write commits.
 */

export type Conflict = Static<typeof AppointmentConflict>;

export interface Candidate {
  start: Date;
  end: Date;
  travelMinutes: number;
  /** The appointment being changed, which does not collide with itself. */
  exceptId?: number;
  /** The vehicle it books, if any. */
  vehicle?: Pick<VehicleRow, 'id' | 'plate' | 'keuringValidUntil'>;
}

const none = {
  appointment: null,
  absence: null,
  holiday: null,
  hours: null,
  vehicle: null,
};

const nameOf = (employee: EmployeeRow) => `${employee.firstName} ${employee.lastName}`;

/** Whether the part of a day lies within one period of that weekday's hours. */
const withinHours = (hours: WorkingHours[], fromMinutes: number, toMinutes: number) =>
  hours.some(
    (period) => minutesOf(period.start) <= fromMinutes && toMinutes <= minutesOf(period.end),
  );

export async function findConflicts(
  tx: Db,
  candidate: Candidate,
  employees: EmployeeRow[],
): Promise<Conflict[]> {
  const conflicts: Conflict[] = [];
  const ids = employees.map((employee) => employee.id);
  const byId = new Map(employees.map((employee) => [employee.id, employee]));
  const days = daysOf(candidate.start, candidate.end);

  for (const day of days) {
    const holiday = holidayOn(day.date);
    if (holiday)
      conflicts.push({
        ...none,
        kind: 'holiday',
        employeeId: null,
        employeeName: null,
        date: day.date,
        holiday: holiday.name,
      });
  }

  const occupiedFrom = new Date(candidate.start.getTime() - candidate.travelMinutes * 60_000);
  const overlaps = await overlapping(tx, {
    employeeIds: ids,
    from: occupiedFrom.toISOString(),
    to: candidate.end.toISOString(),
    exceptId: candidate.exceptId,
  });
  for (const overlap of overlaps) {
    const employee = byId.get(overlap.employeeId)!;
    conflicts.push({
      ...none,
      kind: 'appointment',
      employeeId: employee.id,
      employeeName: nameOf(employee),
      date: null,
      appointment: { id: overlap.id, title: overlap.title, start: overlap.start, end: overlap.end },
    });
  }

  const absences = await absencesBetween(tx, days[0].date, days[days.length - 1].date, ids);
  for (const absence of absences) {
    const employee = byId.get(absence.employeeId)!;
    conflicts.push({
      ...none,
      kind: 'absence',
      employeeId: employee.id,
      employeeName: nameOf(employee),
      date: days.find((day) => day.date >= absence.from)!.date,
      absence: { id: absence.id, from: absence.from, to: absence.to, kind: absence.kind },
    });
  }

  for (const employee of employees) {
    const week = employee.workingHours as WorkingHours[];
    for (const day of days) {
      const hours = week.filter((period) => period.weekday === day.weekday);
      if (!withinHours(hours, day.fromMinutes, day.toMinutes))
        conflicts.push({
          ...none,
          kind: 'outsideHours',
          employeeId: employee.id,
          employeeName: nameOf(employee),
          date: day.date,
          hours: hours.map(({ start, end }) => ({ start, end })),
        });
    }
  }
  if (candidate.vehicle)
    conflicts.push(
      ...(await vehicleConflicts(tx, candidate, candidate.vehicle, occupiedFrom, days)),
    );
  return conflicts;
}

/**
 * The vehicle booked by another appointment whose time overlaps (travel time included), and its
 * keuring: due on one of the appointment's days, or already past by its first day.
 */
async function vehicleConflicts(
  tx: Db,
  candidate: Candidate,
  { id, plate, keuringValidUntil }: NonNullable<Candidate['vehicle']>,
  occupiedFrom: Date,
  days: { date: string }[],
): Promise<Conflict[]> {
  const vehicle = { id, plate, keuringValidUntil };
  const bookings = await vehicleBookings(tx, {
    vehicleId: id,
    from: occupiedFrom.toISOString(),
    to: candidate.end.toISOString(),
    exceptId: candidate.exceptId,
  });
  const conflicts: Conflict[] = bookings.map((booking) => ({
    ...none,
    kind: 'vehicle',
    employeeId: null,
    employeeName: null,
    date: null,
    appointment: booking,
    vehicle,
  }));
  const lastDay = days[days.length - 1].date;
  if (keuringValidUntil !== null && keuringValidUntil <= lastDay)
    conflicts.push({
      ...none,
      kind: 'keuring',
      employeeId: null,
      employeeName: null,
      date: keuringValidUntil < days[0].date ? days[0].date : keuringValidUntil,
      vehicle,
    });
  return conflicts;
}

/** A one-line account of the conflicts, for the error message and the activity log. */
export function describeConflicts(conflicts: Conflict[]) {
  const count = (kind: Conflict['kind']) => conflicts.filter((c) => c.kind === kind).length;
  const parts = [
    [count('appointment'), 'overlap(s) with another appointment'],
    [count('absence'), 'absence(s)'],
    [count('holiday'), 'public holiday(s)'],
    [count('outsideHours'), 'day(s) outside working hours'],
    [count('vehicle'), 'booking(s) of the same vehicle'],
    [count('keuring'), 'keuring(s) of the vehicle due'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${what}`)
    .join(', ');
}
