import { dayjs } from '../dates';
import { mondayOf } from '../brussels';

/**
 * The periods of the statistics (Brussels dates, 'YYYY-MM-DD', both included): a calendar
 * week (from Monday), month, quarter or year around a date, or any range; the period before
 * one; and the buckets that read well for its length. Pure.
 */

export type PeriodKind = 'week' | 'month' | 'quarter' | 'year' | 'custom';
export const PERIOD_KINDS: PeriodKind[] = ['week', 'month', 'quarter', 'year', 'custom'];

export interface Period {
  from: string;
  to: string;
}

export type Interval = 'day' | 'week' | 'month';

const DATE = 'YYYY-MM-DD';
const utc = (date: string) => dayjs.utc(date);

/** The calendar week, month, quarter or year `date` lies in. */
export function periodAround(kind: Exclude<PeriodKind, 'custom'>, date: string): Period {
  if (kind === 'week') {
    const from = mondayOf(date);
    return { from, to: utc(from).add(6, 'day').format(DATE) };
  }
  const day = utc(date);
  const start =
    kind === 'month'
      ? day.startOf('month')
      : kind === 'year'
        ? day.startOf('year')
        : day.startOf('month').subtract(day.month() % 3, 'month');
  const months = { month: 1, quarter: 3, year: 12 }[kind];
  return {
    from: start.format(DATE),
    to: start.add(months, 'month').subtract(1, 'day').format(DATE),
  };
}

/** Days from `from` to `to`, both counted. */
export const daysIn = ({ from, to }: Period) => utc(to).diff(utc(from), 'day') + 1;

/**
 * The period just before: the previous calendar week, month, quarter or year, or as many days
 * before a custom range.
 */
export function previousPeriod(kind: PeriodKind, period: Period): Period {
  const dayBefore = utc(period.from).subtract(1, 'day').format(DATE);
  if (kind !== 'custom') return periodAround(kind, dayBefore);
  return {
    from: utc(dayBefore)
      .subtract(daysIn(period) - 1, 'day')
      .format(DATE),
    to: dayBefore,
  };
}

/** The period after (for the arrows); a custom range moves by its own length. */
export function nextPeriod(kind: PeriodKind, period: Period): Period {
  const dayAfter = utc(period.to).add(1, 'day').format(DATE);
  if (kind !== 'custom') return periodAround(kind, dayAfter);
  return {
    from: dayAfter,
    to: utc(dayAfter)
      .add(daysIn(period) - 1, 'day')
      .format(DATE),
  };
}

/** Days up to two months, weeks up to a year and a half, months beyond. */
export function intervalFor(period: Period): Interval {
  const days = daysIn(period);
  if (days <= 62) return 'day';
  if (days <= 550) return 'week';
  return 'month';
}

/** The last bucket of a bucket's interval: the list behind it. */
export function bucketEnd(start: string, interval: Interval, period: Period) {
  const end =
    interval === 'day' ? start : utc(start).add(1, interval).subtract(1, 'day').format(DATE);
  return end > period.to ? period.to : end;
}

/** '28/03/2027' */
export const formatDate = (date: string) => date.split('-').reverse().join('/');
