import { t } from '../../i18n/agenda';
import { dayjs } from '../../shared/dates';
import { formatBrussels } from '../../shared/brussels';
import { holidayOn } from '../../../calendar/holidays';
import type { Absence, Appointment, AppointmentConflict, Employee } from './api';
import { toWallClock } from './wall-clock';
import { formatPlate } from '../vehicles/plate';

const day = (date: string) => dayjs.utc(date).format('dddd DD/MM/YYYY');
const shortDay = (date: string) => dayjs.utc(date).format('DD/MM/YYYY');

/** One conflict as a Dutch sentence: who, what and when, in Brussels time. */
export function conflictText(conflict: AppointmentConflict): string {
  const employee = conflict.employeeName ?? '';
  switch (conflict.kind) {
    case 'appointment':
      return t('appointment.conflictAppointment', {
        employee,
        title: conflict.appointment?.title ?? '',
        from: conflict.appointment ? formatBrussels(conflict.appointment.start) : '',
        to: conflict.appointment ? formatBrussels(conflict.appointment.end) : '',
      });
    case 'absence':
      return t('appointment.conflictAbsence', {
        employee,
        kind: conflict.absence ? t(`absence.kind.${conflict.absence.kind}`) : '',
        from: conflict.absence ? shortDay(conflict.absence.from) : '',
        to: conflict.absence ? shortDay(conflict.absence.to) : '',
      });
    case 'holiday':
      return t('appointment.conflictHoliday', {
        date: conflict.date ? day(conflict.date) : '',
        name: conflict.holiday ?? '',
      });
    case 'outsideHours': {
      const hours = conflict.hours ?? [];
      const date = conflict.date ? day(conflict.date) : '';
      return hours.length
        ? t('appointment.conflictHours', {
            employee,
            date,
            hours: hours.map((period) => `${period.start} tot ${period.end}`).join(' en '),
          })
        : t('appointment.conflictFreeDay', { employee, date });
    }
    case 'vehicle':
      return t('appointment.conflictVehicle', {
        plate: formatPlate(conflict.vehicle?.plate ?? ''),
        title: conflict.appointment?.title ?? '',
        from: conflict.appointment ? formatBrussels(conflict.appointment.start) : '',
        to: conflict.appointment ? formatBrussels(conflict.appointment.end) : '',
      });
    case 'keuring': {
      const until = conflict.vehicle?.keuringValidUntil ?? '';
      // Due on a day of the appointment, or already past by its first day.
      return t(
        until === conflict.date ? 'appointment.conflictKeuring' : 'appointment.conflictKeuringPast',
        {
          plate: formatPlate(conflict.vehicle?.plate ?? ''),
          date: until ? day(until) : '',
        },
      );
    }
  }
}

/** The conflicts of a 409 APPOINTMENT_CONFLICT answer, or undefined for any other failure. */
export function conflictsOf(error: unknown): AppointmentConflict[] | undefined {
  const data = (error as { status?: unknown; data?: unknown } | undefined)?.data as
    { code?: string; conflicts?: AppointmentConflict[] } | undefined;
  return data?.code === 'APPOINTMENT_CONFLICT' ? (data.conflicts ?? []) : undefined;
}

const noDetails = {
  date: null,
  appointment: null,
  absence: null,
  holiday: null,
  hours: null,
  vehicle: null,
};

/** The key of one employee's part of an appointment in `conflictsShown`' answer. */
export const conflictKey = (appointmentId: number, employeeId: number) =>
  `${appointmentId}:${employeeId}`;

/**
 * What the screen can tell collides among the appointments it shows, as the server would name
 * it (docs/product.md § Agenda, Conflicts): per employee, another appointment whose time
 * overlaps (travel time before each included), an absence on its day, a public holiday. Usual
 * hours are left to the server. Cancelled appointments collide with nothing. One sort per
 * employee: a busy week of fifteen is a few milliseconds.
 */
export function conflictsShown(
  appointments: readonly Appointment[],
  absences: readonly Absence[],
  employees: readonly Employee[],
): Map<string, AppointmentConflict[]> {
  const names = new Map(employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
  const found = new Map<string, AppointmentConflict[]>();
  const add = (appointment: Appointment, employeeId: number, conflict: AppointmentConflict) => {
    const key = conflictKey(appointment.id, employeeId);
    const list = found.get(key);
    if (list) list.push(conflict);
    else found.set(key, [conflict]);
  };
  const byEmployee = new Map<number, { appointment: Appointment; from: number; to: number }[]>();
  for (const appointment of appointments) {
    if (appointment.status === 'geannuleerd') continue;
    const from = Date.parse(appointment.start) - appointment.travelMinutes * 60_000;
    const to = Date.parse(appointment.end);
    for (const id of appointment.employeeIds) {
      const list = byEmployee.get(id) ?? [];
      list.push({ appointment, from, to });
      byEmployee.set(id, list);
    }
  }
  const absent = new Map<number, Absence[]>();
  for (const absence of absences)
    absent.set(absence.employeeId, [...(absent.get(absence.employeeId) ?? []), absence]);

  for (const [employeeId, list] of byEmployee) {
    const employeeName = names.get(employeeId) ?? null;
    list.sort((a, b) => a.from - b.from);
    for (let i = 0; i < list.length; i++) {
      const { appointment, to } = list[i];
      // Sorted by the start of their occupied time: only those starting before this one ends.
      for (let j = i + 1; j < list.length && list[j].from < to; j++) {
        const other = list[j].appointment;
        const summary = (a: Appointment) => ({
          id: a.id,
          title: a.title,
          start: a.start,
          end: a.end,
        });
        add(appointment, employeeId, {
          ...noDetails,
          kind: 'appointment',
          employeeId,
          employeeName,
          appointment: summary(other),
        });
        add(other, employeeId, {
          ...noDetails,
          kind: 'appointment',
          employeeId,
          employeeName,
          appointment: summary(appointment),
        });
      }
      const date = toWallClock(appointment.start).slice(0, 10);
      const absence = absent.get(employeeId)?.find((a) => a.from <= date && date <= a.to);
      if (absence)
        add(appointment, employeeId, {
          ...noDetails,
          kind: 'absence',
          employeeId,
          employeeName,
          date,
          absence: { id: absence.id, from: absence.from, to: absence.to, kind: absence.kind },
        });
      const holiday = holidayOn(date);
      if (holiday)
        add(appointment, employeeId, {
          ...noDetails,
          kind: 'holiday',
          employeeId: null,
          employeeName: null,
          date,
          holiday: holiday.name,
        });
    }
  }
  return found;
}
