import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../domain/tokens';
import type {
  AppointmentMailPayload,
  AppointmentNoticePayload,
} from '../mail/appointment-templates';
import {
  dropMissedReminders,
  insertAppointmentLink,
  pruneAppointmentLinks,
  takeDueReminders,
  type Appointment,
} from '../repositories/appointments';
import { chatMailFacts } from '../repositories/chats';
import { insertAppointmentNotices, insertMail, type MailKind } from '../repositories/outbox';
import { mailDomain, newMessageId } from './mail';

/**
 * The mail an appointment causes (docs/product.md § Agenda, The customer is told): written into
 * the outbox in the transaction of the change, sent by any instance's sender. The customer's
 * mails carry the calendar file and a link to the appointment's page (a token of its own, kept
 * as a hash); staff are told when a customer cancels.
 */

/** How long a link in a mail opens the appointment's page. */
export const APPOINTMENT_LINK_DAYS = 180;

/** Reminders taken at once by one instance. */
const REMINDER_BATCH = 50;

export type CustomerChange = AppointmentMailPayload['change'];

const KIND: Record<CustomerChange, MailKind> = {
  created: 'appointment-confirmation',
  moved: 'appointment-confirmation',
  reminder: 'appointment-reminder',
  cancelled: 'appointment-cancellation',
};

/**
 * The customer's mail about an appointment, when it has their e-mail address: in the language of
 * the conversation it came from (Dutch otherwise). Call inside the change's transaction, after
 * the change (the mail carries the appointment as it is now, its SEQUENCE included).
 */
export async function queueCustomerMail(
  tx: Db,
  mail: MailConfig,
  appointment: Appointment,
  change: CustomerChange,
) {
  const email = appointment.customer.email;
  if (!email) return;
  const chat =
    appointment.chatId === null ? undefined : await chatMailFacts(tx, appointment.chatId);
  let token: string | null = null;
  if (change !== 'cancelled') {
    token = newToken();
    await insertAppointmentLink(tx, appointment.id, hashToken(token), email);
  }
  const payload: AppointmentMailPayload = {
    appointmentId: appointment.id,
    uid: appointment.uid,
    sequence: appointment.sequence,
    title: appointment.title,
    start: appointment.start,
    end: appointment.end,
    address: appointment.address,
    customerName: appointment.customer.name,
    customerEmail: email,
    token,
    change,
    ...(change === 'cancelled' && { cancelledBy: appointment.cancelledBy ?? 'staff' }),
    stamp: new Date().toISOString(),
  };
  await insertMail(tx, {
    kind: KIND[change],
    appointmentId: appointment.id,
    recipient: email,
    language: chat?.language ?? 'nl',
    messageId: newMessageId(mail),
    payload: payload as unknown as Record<string, unknown>,
  });
}

/** Staff who want notices are told that a customer cancelled. Inside the cancellation's transaction. */
export async function queueCancellationNotices(tx: Db, mail: MailConfig, appointment: Appointment) {
  const payload: AppointmentNoticePayload = {
    appointmentId: appointment.id,
    title: appointment.title,
    start: appointment.start,
    customer: appointment.customer.name || appointment.customer.email,
  };
  await insertAppointmentNotices(tx, {
    kind: 'appointment-notice',
    appointmentId: appointment.id,
    messageIdDomain: mailDomain(mail),
    payload: payload as unknown as Record<string, unknown>,
  });
}

/**
 * Writes the reminders that are due (24 hours before), in batches, each batch in one
 * transaction with the marks that take them: several instances may run this at once, and each
 * reminder is written once. Reminders whose appointment began meanwhile are dropped. Answers how
 * many were written.
 */
export async function queueDueReminders(db: Db, mail: MailConfig) {
  let written = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await takeDueReminders(tx, REMINDER_BATCH);
      for (const appointment of due) await queueCustomerMail(tx, mail, appointment, 'reminder');
      return due.length;
    });
    written += taken;
    if (taken < REMINDER_BATCH) break;
  }
  await dropMissedReminders(db);
  return written;
}

/** Links older than they may be are forgotten (by every instance now and then). */
export const pruneOldAppointmentLinks = (db: Db) =>
  pruneAppointmentLinks(db, APPOINTMENT_LINK_DAYS);
