import { validation } from './errors';
import { isCalendarDate } from './opening-hours';

/** A list's period of Brussels dates ('YYYY-MM-DD'), both included. */
export interface DateFilter {
  from: string;
  to: string;
}

/**
 * A list filter's pair of Brussels dates (`<name>From`, `<name>To`): both or neither, real
 * dates, in order; undefined when neither is given.
 */
export function dateFilter(
  name: string,
  from: string | undefined,
  to: string | undefined,
): DateFilter | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined)
    throw validation(`${name}From and ${name}To go together`);
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw validation(`${name}From and ${name}To must be dates (YYYY-MM-DD)`);
  if (from > to) throw validation(`${name}From must not be after ${name}To`);
  return { from, to };
}
