import { dayjs } from '../../shared/dates';
import { mondayOf } from '../../shared/brussels';

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
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period in an address (`?period=quarter&from=2027-01-01`, `?period=custom&from&to`): the
 * month around `today` unless it names another.
 */
export function periodOfAddress(
  params: URLSearchParams,
  today: string,
): { kind: PeriodKind; period: Period } {
  const asked = params.get('period') as PeriodKind | null;
  const kind = asked && PERIOD_KINDS.includes(asked) ? asked : 'month';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const anchor = ISO_DATE.test(from) ? from : today;
  const period =
    kind === 'custom'
      ? ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to
        ? { from, to }
        : periodAround('month', anchor)
      : periodAround(kind, anchor);
  return { kind, period };
}

/**
 * What /statistics reads for a period: each section's figures of it and of the one before, the
 * chats per its buckets, the projects per week or month (a bar per day would mostly be empty).
 */
export function statisticsReads(kind: PeriodKind, period: Period) {
  const previous = previousPeriod(kind, period);
  const interval = intervalFor(period);
  const projectInterval: Interval = interval === 'day' ? 'week' : 'month';
  return {
    previous,
    interval,
    projectInterval,
    chats: [
      { ...period, interval },
      { ...previous, interval },
    ],
    agenda: [period, previous],
    projects: [
      { ...period, interval: projectInterval },
      { ...previous, interval: projectInterval },
    ],
  };
}
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
