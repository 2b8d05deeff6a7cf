import timezone from 'dayjs/plugin/timezone';
import { brusselsWallClock, COMPANY_TIME_ZONE } from '../../calendar/zone';
import { dayjs } from './dates';

dayjs.extend(timezone);

/**
 * Brussels time in the SPA (docs/architecture.md § Time): whatever the browser's own zone,
 * every date and hour a person reads or enters is the company's. Instants travel as ISO strings.
 */

export { COMPANY_TIME_ZONE };

/** An instant as a Brussels dayjs (its fields are Brussels' date and hour). */
export const inBrussels = (instant: string | Date | number) => dayjs(instant).tz(COMPANY_TIME_ZONE);

/** The instant of a Brussels wall-clock time 'YYYY-MM-DDTHH:mm' (or a date at midnight). */
export const brusselsInstant = (wallClock: string) => dayjs.tz(wallClock, COMPANY_TIME_ZONE);

/** '04/06/2030 10:00' (without dayjs' zone conversion, which is slow for a month of appointments) */
export function formatBrussels(instant: string) {
  const wall = brusselsWallClock(new Date(instant));
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** '10:00' */
export const formatBrusselsTime = (instant: string) =>
  brusselsWallClock(new Date(instant)).slice(11, 16);

/** 'di 4 jun. 2030' */
export const formatBrusselsDay = (instant: string) => inBrussels(instant).format('dd D MMM YYYY');

/** Today's date in Brussels, 'YYYY-MM-DD'. */
export const todayInBrussels = () => inBrussels(Date.now()).format('YYYY-MM-DD');

/** The Monday of the Brussels week a date ('YYYY-MM-DD') lies in. */
export function mondayOf(date: string) {
  const day = dayjs.utc(date);
  const weekday = (day.day() + 6) % 7;
  return day.subtract(weekday, 'day').format('YYYY-MM-DD');
}

/** The date `days` after a date, both 'YYYY-MM-DD' (calendar arithmetic, no clock changes). */
export const addDays = (date: string, days: number) =>
  dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
