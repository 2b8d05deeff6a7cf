import { brusselsWallClock, type Weekday } from '../../calendar/zone';

/**
 * Instants as a person in Brussels reads them (docs/architecture.md § Time): the date, the
 * minutes since midnight and the weekday, correct on both sides of a clock change. Pure, on
 * the runtime's time-zone data (Intl).
 */

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes since midnight, with the seconds' fraction. */
  minutes: number;
  weekday: Weekday;
}

/** The Brussels date, time and weekday of an instant. */
export function wallClockOf(instant: Date): WallClock {
  const wall = brusselsWallClock(instant);
  const date = wall.slice(0, 10);
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    minutes:
      Number(wall.slice(11, 13)) * 60 +
      Number(wall.slice(14, 16)) +
      Number(wall.slice(17, 19)) / 60,
    weekday: (day === 0 ? 7 : day) as Weekday,
  };
}

/** Brussels' offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetAt(instant: Date) {
  const wall = wallClockOf(instant);
  const asUtc = Date.parse(`${wall.date}T00:00:00Z`) + Math.round(wall.minutes * 60) * 1000;
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant of a Brussels date and time. A time the clocks skip (02:30 on the last Sunday of
 * March) is read as the same time before the change, i.e. an hour later in the day; a time that
 * happens twice (02:30 on the last Sunday of October) is its first occurrence.
 */
export function instantOf(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The offsets half a day before and after: one clock change at most lies between them.
  const before = offsetAt(new Date(wall - 12 * 3_600_000));
  const after = offsetAt(new Date(wall + 12 * 3_600_000));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => {
      const shown = wallClockOf(new Date(instant));
      return shown.date === date && Math.abs(shown.minutes - minutes) < 1 / 120;
    });
  return new Date(candidates.length ? Math.min(...candidates) : wall - before * 60_000);
}

/** A date 'YYYY-MM-DD' as a person in Belgium writes it: '2027-01-15' → '15/01/2027'. */
export const shownDate = (date: string) => date.split('-').reverse().join('/');

/** The next calendar date. */
export const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One Brussels day of a period: its date, weekday and the minutes of it the period covers. */
export interface DaySegment {
  date: string;
  weekday: Weekday;
  fromMinutes: number;
  toMinutes: number;
}

/**
 * The Brussels days a period [start, end) lies on, each with the part of the day it covers
 * (a period ending at midnight does not touch the next day). A 02:00–04:00 period on the day
 * the clocks go forward covers 02:00–04:00 of the wall clock, one hour of real time.
 */
export function daysOf(start: Date, end: Date): DaySegment[] {
  const first = wallClockOf(start);
  const last = wallClockOf(end);
  const segments: DaySegment[] = [];
  for (let date = first.date; date <= last.date; date = nextDate(date)) {
    const fromMinutes = date === first.date ? first.minutes : 0;
    const toMinutes = date === last.date ? last.minutes : 24 * 60;
    if (toMinutes > fromMinutes || (date === first.date && date === last.date)) {
      segments.push({
        date,
        weekday: wallClockOf(instantOf(date, 12 * 60)).weekday,
        fromMinutes,
        toMinutes,
      });
    }
  }
  return segments;
}
