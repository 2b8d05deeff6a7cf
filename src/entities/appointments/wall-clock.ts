import { brusselsWallClock } from '../../../calendar/zone';
import { brusselsInstant } from '../../shared/brussels';

/**
 * The calendar component counts in "wall-clock" dates: it runs in UTC (no zone of its own, no
 * clock change) and is given each instant's Brussels date and hour as if they were UTC. So it
 * shows Brussels time whatever the browser's zone, and a moved appointment's new wall-clock
 * start is read back as Brussels time (docs/architecture.md § Time).
 */

/** An instant's Brussels date and hour, as the calendar takes it: 'YYYY-MM-DDTHH:mm:ss'. */
export const toWallClock = (instant: string) => brusselsWallClock(new Date(instant));

/** A calendar date (its UTC fields are Brussels' wall clock) back as the ISO instant. */
export const fromWallClock = (date: Date) =>
  brusselsInstant(date.toISOString().slice(0, 19)).toISOString();

/** A calendar date's Brussels day, 'YYYY-MM-DD'. */
export const wallDate = (date: Date) => date.toISOString().slice(0, 10);

/** Now, as the calendar's wall clock (its "today" and its now-line). */
export const wallClockNow = () => toWallClock(new Date().toISOString());
