import type { ShownRange } from '../../entities/appointments/AgendaCalendar';
import type { Absence, Appointment, Employee } from '../../entities/appointments/api';
import { toWallClock } from '../../entities/appointments/wall-clock';
import { addDays, brusselsInstant, mondayOf } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';

/** The seven Brussels dates, Monday to Sunday, of the week a date lies in. */
export const weekDates = (date: string) => {
  const monday = mondayOf(date);
  return [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(monday, days));
};

const shortMonth = (date: string) => dayjs.utc(date).format('MMM').replace('.', '');

/** The week's title as the calendar's week view writes it: '5 – 11 jul 2032'. */
function weekTitle(first: string, last: string) {
  const [a, b] = [dayjs.utc(first), dayjs.utc(last)];
  if (a.year() !== b.year())
    return `${a.date()} ${shortMonth(first)} ${a.year()} – ${b.date()} ${shortMonth(last)} ${b.year()}`;
  if (a.month() !== b.month())
    return `${a.date()} ${shortMonth(first)} – ${b.date()} ${shortMonth(last)} ${b.year()}`;
  return `${a.date()} – ${b.date()} ${shortMonth(last)} ${b.year()}`;
}

/** The period the team view shows: the Brussels week (Monday 00:00 to Monday 00:00) of `date`. */
export function teamRange(date: string): ShownRange {
  const dates = weekDates(date);
  const next = addDays(dates[0], 7);
  return {
    from: brusselsInstant(dates[0]).toISOString(),
    to: brusselsInstant(next).toISOString(),
    firstDate: dates[0],
    lastDate: dates[6],
    title: weekTitle(dates[0], dates[6]),
  };
}

/**
 * The appointments by employee and by Brussels day of their start, each day's in order of
 * start: built once per read, so a row or a cell only looks its list up.
 */
export function groupByEmployeeAndDay(appointments: readonly Appointment[]) {
  const grouped = new Map<number, Map<string, Appointment[]>>();
  for (const appointment of appointments) {
    const day = toWallClock(appointment.start).slice(0, 10);
    for (const employeeId of appointment.employeeIds) {
      let days = grouped.get(employeeId);
      if (!days) grouped.set(employeeId, (days = new Map()));
      const list = days.get(day);
      if (list) list.push(appointment);
      else days.set(day, [appointment]);
    }
  }
  for (const days of grouped.values())
    for (const list of days.values())
      list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  return grouped;
}

/** Each employee's absence per Brussels date of the week, if any. */
export function absencesByEmployeeAndDay(absences: readonly Absence[], dates: readonly string[]) {
  const found = new Map<number, Map<string, Absence>>();
  for (const absence of absences)
    for (const date of dates)
      if (absence.from <= date && date <= absence.to) {
        const days = found.get(absence.employeeId) ?? new Map<string, Absence>();
        days.set(date, absence);
        found.set(absence.employeeId, days);
      }
  return found;
}

/**
 * The rows: the chosen employees, or else every active one and anyone else with an appointment
 * in the week (a deactivated employee's past work).
 */
export function teamRows(
  employees: readonly Employee[],
  chosen: readonly number[],
  grouped: ReadonlyMap<number, unknown>,
) {
  return employees.filter((employee) =>
    chosen.length ? chosen.includes(employee.id) : employee.active || grouped.has(employee.id),
  );
}

/**
 * The same Brussels hour on another date, and the end as long after it as before: a move to
 * another day keeps 10:00 at 10:00 across a clock change.
 */
export function onDate(appointment: Appointment, date: string) {
  const start = brusselsInstant(`${date}T${toWallClock(appointment.start).slice(11, 16)}`);
  const length = Date.parse(appointment.end) - Date.parse(appointment.start);
  return {
    start: start.toISOString(),
    end: new Date(start.valueOf() + length).toISOString(),
  };
}
