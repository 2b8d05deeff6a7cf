import { holidaysBetween } from '../../calendar/holidays';
import { minutesOf } from '../../calendar/zone';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { validation } from '../domain/errors';
import { isCalendarDate } from '../domain/opening-hours';
import { loadOpeningHours } from '../repositories/opening-hours';
import {
  loadAgendaStatistics,
  loadChatStatistics,
  loadProjectStatistics,
  type StatisticsPeriod,
} from '../repositories/statistics';
import { loadContentFigures } from '../repositories/system';
import { countingHoursOf } from './opening-hours';

/**
 * Statistieken (docs/product.md § Statistieken): the figures of a period of Brussels dates,
 * one read per section.
 */

/** The longest period one read covers: five years of days. */
const MAX_PERIOD_DAYS = 5 * 366;

const DAY_MS = 86_400_000;

/** A period as asked: real dates, `from` not after `to`, at most five years. */
export function checkedPeriod(period: StatisticsPeriod) {
  for (const name of ['from', 'to'] as const)
    if (!isCalendarDate(period[name])) throw validation(`${name} must be a date (YYYY-MM-DD)`);
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS;
  if (days < 0) throw validation('from must not be after to');
  if (days >= MAX_PERIOD_DAYS) throw validation('the period may be at most five years');
  return period;
}

/**
 * The longest opening day of the week in seconds: an answer within it in opening hours came
 * within one working day. Undefined while no opening hours are set (or no day is open).
 */
function workingDaySeconds(record: Awaited<ReturnType<typeof loadOpeningHours>>) {
  const hours = countingHoursOf(record);
  if (!hours) return undefined;
  return 60 * Math.max(...hours.days.map((day) => minutesOf(day.close) - minutesOf(day.open)));
}

const share = (count: number, of: number) => (of === 0 ? null : count / of);

/** The chat figures of a period: totals, buckets, the weekday × hour heatmap and start pages. */
export async function chatStatistics(db: Db, asked: StatisticsPeriod) {
  const period = checkedPeriod(asked);
  return readSnapshot(db, async (tx) => {
    const workingDay = workingDaySeconds(await loadOpeningHours(tx));
    const figures = await loadChatStatistics(tx, period, workingDay);
    const { totals } = figures;
    return {
      ...figures,
      totals: {
        ...totals,
        answeredWithinHourShare: share(totals.answeredWithinHour, totals.newChats),
        answeredWithinWorkingDayShare: workingDay
          ? share(totals.answeredWithinWorkingDay, totals.newChats)
          : null,
      },
      openingHoursSet: workingDay !== undefined,
    };
  });
}

/**
 * The agenda's figures of a period: appointments per employee and per week, cancellations, and
 * the hours booked against working hours (Belgian public holidays are not working days).
 */
export async function agendaStatistics(db: Db, asked: Pick<StatisticsPeriod, 'from' | 'to'>) {
  const period = checkedPeriod({ ...asked, interval: 'week' });
  const holidays = holidaysBetween(period.from, period.to).map((holiday) => holiday.date);
  return loadAgendaStatistics(db, period, holidays);
}

/** The projects' figures: per stage now, started and delivered per bucket, days to delivery. */
export function projectStatistics(db: Db, asked: StatisticsPeriod) {
  return loadProjectStatistics(db, checkedPeriod(asked));
}

/** What the website's content still lacks. */
export const contentStatistics = (db: Db) => loadContentFigures(db);
