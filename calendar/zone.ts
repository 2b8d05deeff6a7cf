/**
 * The company's time zone and working week (docs/architecture.md § Time): every date or hour a
 * person reads or enters is Brussels time; instants are stored. Shared by both halves.
 */

/** Where the company is: every day, hour and week of the agenda is this zone's. */
export const COMPANY_TIME_ZONE = 'Europe/Brussels';

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant's Brussels date and time, 'YYYY-MM-DDTHH:mm:ss', correct on both sides of a clock
 * change. One formatter serves every call: a calendar converts thousands of instants per view.
 */
export function brusselsWallClock(instant: Date): string {
  const part: Record<string, string> = {};
  for (const { type, value } of wallClockFormat.formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** ISO weekdays: Monday 1 … Sunday 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Usual hours of one weekday, 'HH:MM' in Brussels time, start before end. */
export interface WorkingHours {
  weekday: Weekday;
  start: string;
  end: string;
}

/** An employee's usual week when none is given: Monday to Friday, 08:00–16:30. */
export const DEFAULT_WORKING_HOURS: WorkingHours[] = ([1, 2, 3, 4, 5] as const).map((weekday) => ({
  weekday,
  start: '08:00',
  end: '16:30',
}));

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The travel time before an appointment when none is given, in minutes. */
export const DEFAULT_TRAVEL_MINUTES = 30;
