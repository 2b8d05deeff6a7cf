import { DEFAULT_WORKING_HOURS, minutesOf } from '../../../calendar/zone';
import type { ShownRange } from '../../entities/appointments/AgendaCalendar';
import type { Appointment, Employee } from '../../entities/appointments/api';
import { addDays, brusselsInstant, formatBrusselsTime } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';

/**
 * The team view's day (TeamDay.tsx): the hours of one Brussels day across, in real time. A day
 * is counted from its midnight to the next in instants, so the last Sunday of March has 23
 * hours (02:00 is skipped) and the last Sunday of October 25 (02:00 comes twice); every hour
 * label is the Brussels clock's at that instant.
 */

const HOUR = 3_600_000;
export const QUARTER = 900_000;

/** A block is drawn at least this many quarters wide, so its title has room to wrap. */
export const MIN_QUARTERS = 6;

/** The hours shown when none of the employees works that weekday: 08:00 to 17:00. */
const QUIET_DAY = { start: '08:00', end: '17:00' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The period a team day shows: its Brussels midnight to the next, 'Zo 28 maart 2027'. */
export function teamDayRange(date: string): ShownRange {
  return {
    from: brusselsInstant(date).toISOString(),
    to: brusselsInstant(addDays(date, 1)).toISOString(),
    firstDate: date,
    lastDate: date,
    title: capitalised(dayjs.utc(date).format('dd D MMMM YYYY')),
  };
}

export interface DayTimeline {
  /** The first hour shown, an instant in milliseconds. */
  from: number;
  /** The end of the last hour shown. */
  to: number;
  /** Quarter hours from `from` to `to`: the grid's columns. */
  quarters: number;
  /** Each hour shown: its Brussels label ('02:00' twice in October) and first quarter. */
  hours: { label: string; quarter: number }[];
}

/** The ISO weekday (Monday 1 … Sunday 7) of a date. */
const weekdayOf = (date: string) => ((dayjs.utc(date).day() + 6) % 7) + 1;

/**
 * The hours a day shows: the usual hours of the employees shown on that weekday (08:00–17:00
 * when none works then), widened to every appointment that starts or ends that day, with room
 * for its block's least width. The part of an appointment beyond the day (it began the day
 * before or ends the next) widens nothing: it runs to the edge of the hours shown, and one
 * begun the day before shows at least its last hour.
 */
export function dayTimeline(
  date: string,
  appointments: readonly Appointment[],
  employees: readonly Pick<Employee, 'workingHours'>[],
): DayTimeline {
  const midnight = brusselsInstant(date).valueOf();
  const next = brusselsInstant(addDays(date, 1)).valueOf();
  const length = Math.round((next - midnight) / HOUR);
  const weekday = weekdayOf(date);
  const usual = employees
    .flatMap((employee): Employee['workingHours'] =>
      employee.workingHours.length ? employee.workingHours : DEFAULT_WORKING_HOURS,
    )
    .filter((hours) => hours.weekday === weekday);
  const at = (time: string) => brusselsInstant(`${date}T${time}`).valueOf();
  let first = Infinity;
  let last = -Infinity;
  for (const hours of usual.length ? usual : [QUIET_DAY]) {
    first = Math.min(first, Math.floor((at(hours.start) - midnight) / HOUR));
    last = Math.max(last, Math.ceil((at(hours.end) - midnight) / HOUR));
    // '24:00' or an end past a clock change can only be the day's end.
    if (minutesOf(hours.end) >= 24 * 60) last = length;
  }
  for (const appointment of appointments) {
    const start = Date.parse(appointment.start);
    const end = Date.parse(appointment.end);
    if (end <= midnight || start >= next) continue;
    if (start >= midnight) {
      first = Math.min(first, Math.floor((start - midnight) / HOUR));
      const least = start + MIN_QUARTERS * QUARTER;
      last = Math.max(last, Math.ceil((Math.min(least, next) - midnight) / HOUR));
    }
    if (end <= next) {
      last = Math.max(last, Math.ceil((end - midnight) / HOUR));
      // Begun the day before (a night's work): at least its last hour shows, from the edge.
      if (start < midnight) first = Math.min(first, Math.ceil((end - midnight) / HOUR) - 1);
    }
  }
  first = Math.max(0, first);
  last = Math.min(length, Math.max(last, first + 1));
  const hours = [];
  for (let hour = first; hour < last; hour++)
    hours.push({
      label: formatBrusselsTime(new Date(midnight + hour * HOUR).toISOString()),
      quarter: (hour - first) * 4,
    });
  return {
    from: midnight + first * HOUR,
    to: midnight + last * HOUR,
    quarters: (last - first) * 4,
    hours,
  };
}

/** One appointment's block in an employee's day: its columns, lane and cut ends. */
export interface DayBlock {
  appointment: Appointment;
  /** The first quarter it covers (0-based) and the one after its last, as drawn. */
  from: number;
  to: number;
  /** The line of the row it is drawn on, 0-based: blocks that would overlap go below. */
  lane: number;
  /** It began before the hours shown, or goes on after them. */
  before: boolean;
  after: boolean;
}

/**
 * An employee's appointments of the day as blocks: each at its quarters (at least MIN_QUARTERS
 * wide, so a short one can still be read), on the first lane where it overlaps nothing drawn.
 */
export function dayBlocks(
  appointments: readonly Appointment[],
  timeline: DayTimeline,
): { blocks: DayBlock[]; lanes: number } {
  const sorted = appointments
    .filter((a) => Date.parse(a.end) > timeline.from && Date.parse(a.start) < timeline.to)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  const laneEnds: number[] = [];
  const blocks = sorted.map((appointment) => {
    const start = Date.parse(appointment.start);
    const end = Date.parse(appointment.end);
    const from = Math.max(0, Math.floor((start - timeline.from) / QUARTER));
    const real = Math.ceil((Math.min(end, timeline.to) - timeline.from) / QUARTER);
    const to = Math.min(timeline.quarters, Math.max(real, from + MIN_QUARTERS, from + 1));
    let lane = laneEnds.findIndex((taken) => taken <= from);
    if (lane < 0) lane = laneEnds.push(to) - 1;
    else laneEnds[lane] = to;
    return { appointment, from, to, lane, before: start < timeline.from, after: end > timeline.to };
  });
  return { blocks, lanes: Math.max(1, laneEnds.length) };
}

/** The appointment `minutes` later (or earlier): start and end, in real time. */
export function shiftedByMinutes(appointment: Appointment, minutes: number) {
  const by = minutes * 60_000;
  return {
    start: new Date(Date.parse(appointment.start) + by).toISOString(),
    end: new Date(Date.parse(appointment.end) + by).toISOString(),
  };
}
