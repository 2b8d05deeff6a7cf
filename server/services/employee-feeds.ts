import { createHash } from 'node:crypto';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { calendarFile } from '../domain/ics';
import { hashToken, newToken } from '../domain/tokens';
import { logActivity } from '../repositories/activity';
import { feedOf } from '../repositories/appointments';
import { deleteFeed, feedsOf, insertFeed, openFeed } from '../repositories/employee-feeds';
import { findEmployee } from '../repositories/employees';
import { employeeTarget } from './employees';
import type { Actor } from './language';

/**
 * Employees' calendar feeds (docs/product.md § Agenda, Feed): secret addresses a calendar app
 * polls, each made by a staff account and kept as the hash of its token. A feed opens only
 * while its employee and the account that made it are active (checked in the database at each
 * fetch); it holds a bounded window, the customer's contact details and notes only when it was
 * made to, and answers 304 to a calendar that has it already.
 */

/** How far back a feed reaches, and how far ahead. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

/** The feed's address for a token: under /api, ending in .ics as calendar apps expect. */
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/agenda/feed/${token}.ics`;

const feedLabel = (employee: { firstName: string; lastName: string }) =>
  `${employee.firstName} ${employee.lastName}: agendafeed`;

/** An employee's feeds, the oldest first, with who made each and when it was last fetched. */
export async function listFeeds(db: Db, employeeId: number) {
  if (!(await findEmployee(db, employeeId))) throw notFound('Employee', employeeId);
  return feedsOf(db, employeeId);
}

/**
 * A new feed address for an active employee, shown once (only its hash is kept); the feeds
 * made before stay. `by`: the account making it, whose deactivation ends it.
 */
export async function createFeed(
  db: Db,
  employeeId: number,
  options: { includeCustomerDetails?: boolean },
  appUrl: string,
  by: Actor = null,
) {
  const token = newToken();
  const id = await db.transaction(async (tx) => {
    const employee = await findEmployee(tx, employeeId);
    if (!employee) throw notFound('Employee', employeeId);
    if (!employee.active)
      throw new ApiError('CONFLICT', 'The employee is inactive: their feed would open nothing');
    const feedId = await insertFeed(tx, {
      employeeId,
      tokenHash: hashToken(token),
      createdBy: by,
      includeCustomerDetails: options.includeCustomerDetails ?? false,
    });
    await logActivity(tx, {
      by,
      kind: 'create',
      target: { ...employeeTarget(employeeId, employee), label: feedLabel(employee) },
    });
    return feedId;
  });
  return { id, url: feedUrl(appUrl, token) };
}

/** Ends one feed of an employee: its address answers 404 from now on. */
export async function removeFeed(db: Db, employeeId: number, feedId: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const employee = await findEmployee(tx, employeeId);
    if (!employee || !(await deleteFeed(tx, employeeId, feedId))) throw notFound('Feed', feedId);
    await logActivity(tx, {
      by,
      kind: 'delete',
      target: { ...employeeTarget(employeeId, employee), label: feedLabel(employee) },
    });
  });
}

/**
 * The calendar (RFC 5545) a feed token opens, undefined for a token that opens nothing:
 * the employee's appointments from 30 days back to a year ahead, not the cancelled ones.
 * `etag` (unquoted) names what the events hold, so a calendar that sends it back gets 304 without the
 * file being written; `body()` writes it.
 */
export async function feedCalendar(db: Db, token: string, mail: MailConfig) {
  const feed = await openFeed(db, hashToken(token));
  if (!feed) return undefined;
  const { employee } = feed;
  const now = Date.now();
  const appointments = await feedOf(
    db,
    employee.id,
    new Date(now - FEED_DAYS_BACK * DAY_MS).toISOString(),
    new Date(now + FEED_DAYS_AHEAD * DAY_MS).toISOString(),
  );
  const name = `${mail.companyName}: ${employee.firstName} ${employee.lastName}`;
  const events = appointments.map((appointment) => {
    const { customer } = appointment;
    const details = feed.includeCustomerDetails
      ? [
          [customer.name, customer.phone, customer.email].filter(Boolean).join(', '),
          appointment.notes,
        ]
      : [customer.name];
    return {
      uid: appointment.uid,
      sequence: appointment.sequence,
      title: appointment.title,
      start: appointment.start,
      end: appointment.end,
      location: appointment.address,
      description: [...details, `${mail.appUrl}/agenda?appointment=${appointment.id}`]
        .filter(Boolean)
        .join('\n\n'),
      cancelled: false,
    };
  });
  const etag = createHash('sha256')
    .update(JSON.stringify({ name, company: mail.companyName, events }))
    .digest('base64url')
    .slice(0, 32);
  const stamp = new Date(now).toISOString();
  return {
    etag,
    body: () =>
      calendarFile({
        name,
        companyName: mail.companyName,
        events: events.map((event) => ({ ...event, stamp })),
      }),
  };
}
