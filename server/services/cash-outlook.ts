import type { Db } from '../db/client';
import { wallClockOf } from '../domain/brussels';
import { addDays, daysBetween } from '../domain/invoice-status';
import { vatReturnDue } from '../domain/vat-grids';
import { latestBalances } from '../repositories/bank';
import { openReceivablesByDay } from '../repositories/invoices';
import { openPayablesByDay } from '../repositories/purchases';
import { readCompanySettings } from './company-settings';
import { vatOverview } from './vat-return';

/**
 * The cash outlook (docs/product.md § Financiën: the cash outlook): thirteen weeks from the
 * Monday of this Brussels week. It starts from the balance of each account at its latest
 * statement and adds, week by week, what customers owe on issued invoices and takes off what is
 * owed to suppliers, each on its due day, and the VAT of each return due in the weeks (grid 71
 * on the 20th after its period, by quarter or by month as the settings say; a return to recover
 * brings nothing in until the state pays it). What is overdue counts in the first week and is
 * shown apart; what is due after the thirteenth week is summed as `later`.
 */

export const OUTLOOK_WEEKS = 13;

interface Week {
  from: string;
  to: string;
  incoming: number;
  outgoing: number;
  vat: number;
  /** The balance at the end of the week. */
  balance: number;
  incomingCount: number;
  outgoingCount: number;
}

/** The first and last day of each VAT period whose return falls due on or after `from`. */
function returnPeriods(from: string, to: string, kind: 'quarter' | 'month') {
  const months = kind === 'quarter' ? 3 : 1;
  const [year, month] = from.split('-').map(Number);
  // Start at the period that contains the month before `from` (its return is due this month).
  let index = year * 12 + (month - 2);
  index -= ((index % 12) + 12) % months;
  const periods: { from: string; to: string; due: string }[] = [];
  for (;;) {
    const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    const nextIndex = index + months;
    const next = `${Math.floor(nextIndex / 12)}-${String((nextIndex % 12) + 1).padStart(2, '0')}-01`;
    const period = { from: first, to: addDays(next, -1), due: vatReturnDue(addDays(next, -1)) };
    if (period.due > to) return periods;
    if (period.due >= from) periods.push(period);
    index = nextIndex;
  }
}

export async function cashOutlook(db: Db, now = new Date()) {
  const { date: today, weekday } = wallClockOf(now);
  const start = addDays(today, 1 - weekday);
  const end = addDays(start, OUTLOOK_WEEKS * 7 - 1);
  const [balances, receivables, payables, settings] = await Promise.all([
    latestBalances(db),
    openReceivablesByDay(db),
    openPayablesByDay(db),
    readCompanySettings(db),
  ]);
  const vatReturns = [];
  for (const period of returnPeriods(today, end, settings.vatPeriod)) {
    const overview = await vatOverview(db, period.from, period.to);
    vatReturns.push({ ...period, amount: overview.grids['71'] });
  }

  const weeks: Week[] = Array.from({ length: OUTLOOK_WEEKS }, (_, index) => ({
    from: addDays(start, index * 7),
    to: addDays(start, index * 7 + 6),
    incoming: 0,
    outgoing: 0,
    vat: 0,
    balance: 0,
    incomingCount: 0,
    outgoingCount: 0,
  }));
  /** The week a day falls in: the first for a day before it, none after the last. */
  const weekOf = (day: string) =>
    day > end ? undefined : weeks[Math.max(0, Math.floor(daysBetween(start, day) / 7))];
  const overdue = { incoming: 0, outgoing: 0 };
  const later = { incoming: 0, outgoing: 0 };
  for (const { day, amount, count } of receivables) {
    const week = weekOf(day);
    if (!week) later.incoming += amount;
    else {
      week.incoming += amount;
      week.incomingCount += count;
      if (day < today) overdue.incoming += amount;
    }
  }
  for (const { day, amount, count } of payables) {
    const week = weekOf(day);
    if (!week) later.outgoing += amount;
    else {
      week.outgoing += amount;
      week.outgoingCount += count;
      if (day < today) overdue.outgoing += amount;
    }
  }
  for (const vatReturn of vatReturns) weekOf(vatReturn.due)!.vat += vatReturn.amount;

  const opening = balances.reduce((sum, account) => sum + account.balance, 0);
  let balance = opening;
  for (const week of weeks) {
    balance += week.incoming - week.outgoing - week.vat;
    week.balance = balance;
  }
  const dates = balances.map((account) => account.date).sort();
  return {
    today,
    /** The accounts' balances at their latest statements, and the earliest of those days. */
    balance: { amount: opening, date: dates[0] ?? null, accounts: balances.length },
    weeks,
    overdue,
    later,
    vatPeriod: settings.vatPeriod,
    vatReturns,
  };
}
