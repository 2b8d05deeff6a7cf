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
 * The Brussels dates an appointment covers, in order: from its start's date to its end's, the
 * end's left out when it ends at midnight (a night shift until 00:00 is the evening's).
 */
export function coveredDates(appointment: Pick<Appointment, 'start' | 'end'>) {
  const first = toWallClock(appointment.start).slice(0, 10);
  const end = toWallClock(appointment.end);
  let last = end.slice(0, 10);
  if (last > first && end.slice(11) === '00:00:00') last = addDays(last, -1);
  const dates = [first];
  while (dates[dates.length - 1] < last) dates.push(addDays(dates[dates.length - 1], 1));
  return dates;
}

/**
 * The appointments by employee and by Brussels day, each day's in order of start: an
 * appointment over several days is on every one of `dates` it covers. Built once per read, so
 * a row or a cell only looks its list up.
 */
export function groupByEmployeeAndDay(
  appointments: readonly Appointment[],
  dates: readonly string[],
) {
  const shown = new Set(dates);
  const grouped = new Map<number, Map<string, Appointment[]>>();
  for (const appointment of appointments) {
    const start = toWallClock(appointment.start).slice(0, 10);
    const covered =
      start === toWallClock(appointment.end).slice(0, 10) ? [start] : coveredDates(appointment);
    for (const day of covered) {
      if (!shown.has(day)) continue;
      for (const employeeId of appointment.employeeIds) {
        let days = grouped.get(employeeId);
        if (!days) grouped.set(employeeId, (days = new Map()));
        const list = days.get(day);
        if (list) list.push(appointment);
        else days.set(day, [appointment]);
      }
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

/** Whole days from one Brussels date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The same Brussels hour `days` later (or earlier), and the end as long after it as before: a
 * move to another day keeps 10:00 at 10:00 across a clock change.
 */
export function shiftedByDays(appointment: Appointment, days: number) {
  const [date, time] = toWallClock(appointment.start).split('T');
  const start = brusselsInstant(`${addDays(date, days)}T${time.slice(0, 5)}`);
  const length = Date.parse(appointment.end) - Date.parse(appointment.start);
  return {
    start: start.toISOString(),
    end: new Date(start.valueOf() + length).toISOString(),
  };
}

/** The same Brussels hour on another date (see shiftedByDays). */
export const onDate = (appointment: Appointment, date: string) =>
  shiftedByDays(appointment, daysBetween(toWallClock(appointment.start).slice(0, 10), date));

/**
 * What a block in one day's cell says of its hours: '10:00–11:00', or for an appointment over
 * several days its whole span, '24/11 14:00 – 26/11 12:00', on each of its days.
 */
export function blockHours(appointment: Appointment) {
  const [start, end] = [toWallClock(appointment.start), toWallClock(appointment.end)];
  if (coveredDates(appointment).length === 1) return `${start.slice(11, 16)}–${end.slice(11, 16)}`;
  const dayMonth = (wall: string) => `${Number(wall.slice(8, 10))}/${Number(wall.slice(5, 7))}`;
  return `${dayMonth(start)} ${start.slice(11, 16)} – ${dayMonth(end)} ${end.slice(11, 16)}`;
}
