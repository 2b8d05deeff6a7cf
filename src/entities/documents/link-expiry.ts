import { brusselsInstant, todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';

/**
 * Until when a share or upload link holds (docs/product.md § Document links): staff choose a
 * Brussels day, whatever zone the browser is in, and the link holds through the end of it.
 */

/** How long a new link holds unless changed: two weeks. */
export const DEFAULT_LINK_DAYS = 14;

/**
 * The furthest day a link may hold through: the server takes an expiry at most 366 days ahead
 * (server/services/document-shares.ts), which the end of the day 365 days on always is.
 */
export const LAST_LINK_DAY = 365;

const today = () => dayjs(todayInBrussels());

/** The day proposed for a new link, in Brussels. */
export const defaultExpiry = () => today().add(DEFAULT_LINK_DAYS, 'day');

/** A day a link cannot be made to hold through: today or before, or beyond LAST_LINK_DAY. */
export const outsideLinkDays = (day: dayjs.Dayjs) =>
  !day.isAfter(today(), 'day') || day.isAfter(today().add(LAST_LINK_DAY, 'day'), 'day');

/**
 * The instant a link chosen to hold through this Brussels day expires: the last millisecond
 * before the next Brussels midnight, so the day's 23 or 25 hours at a clock change count as
 * they are.
 */
export const endOfBrusselsDay = (day: dayjs.Dayjs) =>
  brusselsInstant(`${day.add(1, 'day').format('YYYY-MM-DD')}T00:00`)
    .subtract(1, 'millisecond')
    .toISOString();
