import type { Db } from '../db/client';
import { wallClockOf } from '../domain/brussels';
import { notFound } from '../domain/errors';
import {
  loadInvoiceOverview,
  loadInvoiceStatistics,
  loadProjectMoney,
} from '../repositories/invoice-figures';
import { checkedPeriod } from './statistics';

/**
 * The money figures of invoicing (docs/product.md § Facturen: the figures), each read on the
 * Brussels date of `now`: an invoice is overdue, and a quote expired, from the day after its
 * date.
 */

const brusselsToday = (now: Date) => wallClockOf(now).date;

/** A project's quoted, invoiced, paid and open amounts with its quotes and invoices; 404 if none. */
export async function projectMoney(db: Db, projectId: number, now = new Date()) {
  const money = await loadProjectMoney(db, projectId, brusselsToday(now));
  if (!money) throw notFound('Project', projectId);
  return money;
}

/** The overview's open and overdue invoices and the quotes waiting for an answer. */
export const invoiceOverview = (db: Db, now = new Date()) =>
  loadInvoiceOverview(db, brusselsToday(now));

/** Statistieken's money over a period of Brussels dates (at most five years). */
export function invoiceStatistics(db: Db, asked: { from: string; to: string }, now = new Date()) {
  const { from, to } = checkedPeriod({ ...asked, interval: 'month' });
  return loadInvoiceStatistics(db, from, to, brusselsToday(now));
}
