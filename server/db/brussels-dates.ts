import { sql, type SQL } from 'drizzle-orm';
import type { DateFilter } from '../domain/date-filter';

/**
 * `instant` falls on one of the Brussels dates of `period` (both included): from the first
 * date's midnight in Brussels to the midnight after the last, so a day of a clock change is
 * 23 or 25 hours long as it is there.
 */
export const withinBrusselsDates = (instant: SQL, { from, to }: DateFilter) =>
  sql`${instant} >= (${from}::date)::timestamp at time zone 'Europe/Brussels'
    and ${instant} < ((${to}::date + 1)::timestamp) at time zone 'Europe/Brussels'`;
