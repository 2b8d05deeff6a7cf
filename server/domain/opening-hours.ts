import { minutesOf, type Weekday } from '../../calendar/zone';
import { instantOf, nextDate, wallClockOf } from './brussels';

/**
 * The company's opening hours (docs/product.md § Opening hours): whether staff are in at an
 * instant and when they are next, in Brussels time on both sides of a clock change. Pure.
 */

/** One weekday's hours, 'HH:MM' Brussels time, open before close ('24:00': until midnight). */
export interface OpeningDay {
  weekday: Weekday;
  open: string;
  close: string;
}

export interface OpeningHours {
  /** A weekday absent from the list is closed. */
  days: OpeningDay[];
  /** Dates the company is closed whatever the weekday ('YYYY-MM-DD'). */
  closedDates: string[];
}

/** How far ahead the next opening is looked for: a closed year answers null. */
const LOOKAHEAD_DAYS = 400;

/** The hours of a date, or undefined when the company is closed that day. */
function hoursOn(hours: OpeningHours, date: string, weekday: Weekday) {
  if (hours.closedDates.includes(date)) return undefined;
  return hours.days.find((day) => day.weekday === weekday);
}

/** Whether the company is open at `now`. */
export function isOpenAt(hours: OpeningHours, now: Date): boolean {
  const wall = wallClockOf(now);
  const day = hoursOn(hours, wall.date, wall.weekday);
  return (
    day !== undefined && wall.minutes >= minutesOf(day.open) && wall.minutes < minutesOf(day.close)
  );
}

/**
 * When the company opens next after `now` (later today, or a coming day); null when no day of
 * the coming year is open. While it is open, the opening after the current one.
 */
export function nextOpeningAfter(hours: OpeningHours, now: Date): Date | null {
  const wall = wallClockOf(now);
  let date = wall.date;
  for (let i = 0; i < LOOKAHEAD_DAYS; i++, date = nextDate(date)) {
    const weekday = wallClockOf(instantOf(date, 12 * 60)).weekday;
    const day = hoursOn(hours, date, weekday);
    if (!day) continue;
    const opens = instantOf(date, minutesOf(day.open));
    if (opens.getTime() > now.getTime()) return opens;
  }
  return null;
}

/** Whether staff are in now, and when they are next in (null while open). */
export function availabilityAt(hours: OpeningHours, now: Date) {
  const open = isOpenAt(hours, now);
  const next = open ? null : nextOpeningAfter(hours, now);
  return { open, nextOpen: next ? next.toISOString() : null };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A closing time may also be midnight at the day's end. */
const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a 'YYYY-MM-DD' string is a real calendar date. */
export function isCalendarDate(value: string) {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a week of hours and closing days, or undefined: each weekday at most once,
 * times as 'HH:MM', opening before closing, real dates.
 */
export function openingHoursProblem(hours: {
  days: { weekday: number; open: string; close: string }[];
  closedDates: string[];
}): string | undefined {
  const seen = new Set<number>();
  for (const [index, day] of hours.days.entries()) {
    if (!Number.isInteger(day.weekday) || day.weekday < 1 || day.weekday > 7)
      return `days[${index}].weekday must be 1 (Monday) to 7 (Sunday)`;
    if (seen.has(day.weekday)) return `days[${index}]: weekday ${day.weekday} is given twice`;
    seen.add(day.weekday);
    if (!TIME.test(day.open) || !CLOSING_TIME.test(day.close))
      return `days[${index}]: open and close must be HH:MM (close may be 24:00)`;
    if (minutesOf(day.open) >= minutesOf(day.close))
      return `days[${index}]: open must be before close`;
  }
  const bad = hours.closedDates.find((date) => !isCalendarDate(date));
  if (bad !== undefined) return `closedDates: ${bad} is not a date (YYYY-MM-DD)`;
  return undefined;
}
