import type { Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound, rateLimited } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { hashToken } from '../domain/tokens';
import { logActivity } from '../repositories/activity';
import {
  appointmentOpenedBy,
  findAppointment,
  lockAppointment,
  markCancelled,
  setAppointmentChat,
  type Appointment,
} from '../repositories/appointments';
import { chatMailFacts } from '../repositories/chats';
import { recordCapturedVersion } from '../repositories/history';
import { Throttle } from '../repositories/throttle';
import { wallClockOf } from '../domain/brussels';
import {
  APPOINTMENT_LINK_DAYS,
  queueCancellationNotices,
  queueCustomerMail,
} from './appointment-mail';
import { appointmentState, appointmentTarget } from './appointments';
import { writeForCustomer } from './customer-chats';

/**
 * The customer's side of an appointment (docs/product.md § Agenda, The customer is told): the
 * page their mail links to, where they cancel it or ask for another moment, each call with the
 * link's token (only its hash is kept; every wrong case is the same 404; a link opens only while
 * the appointment's customer has the address it was sent to). A customer's data, for their
 * right of access and erasure, is appointment-data.ts.
 */

/** Every refusal of a public appointment call: nobody learns which appointments exist. */
const noSuchAppointment = (id: number) => notFound('Appointment', id);

/** Requests for another moment one appointment's customer may send per hour. */
const RESCHEDULES_PER_HOUR = 5;

async function opened(db: Db, id: number, token: string) {
  const appointment = token
    ? await appointmentOpenedBy(db, id, hashToken(token), APPOINTMENT_LINK_DAYS)
    : undefined;
  if (!appointment) throw noSuchAppointment(id);
  return appointment;
}

const canChange = (appointment: Appointment) =>
  appointment.status !== 'geannuleerd' && Date.parse(appointment.start) > Date.now();

async function languageOf(db: Db, appointment: Appointment) {
  const chat =
    appointment.chatId === null ? undefined : await chatMailFacts(db, appointment.chatId);
  return chat?.language ?? 'nl';
}

const publicView = async (db: Db, appointment: Appointment) => ({
  id: appointment.id,
  title: appointment.title,
  start: appointment.start,
  end: appointment.end,
  address: appointment.address,
  status: appointment.status,
  customerName: appointment.customer.name,
  language: await languageOf(db, appointment),
  canChange: canChange(appointment),
});

/** The appointment as its customer sees it, for the right token only. */
export async function readPublicAppointment(db: Db, id: number, token: string) {
  return publicView(db, await opened(db, id, token));
}

const hasBegun = () =>
  new ApiError('CONFLICT', 'The appointment has begun or is over: it can no longer be changed');

/**
 * The customer cancels: the appointment stays in the agenda, cancelled (struck through), the
 * customer gets the cancellation for their calendar and staff who want notices a mail. Cancelling
 * twice changes nothing more.
 */
export async function cancelByCustomer(db: Db, mail: MailConfig, id: number, token: string) {
  await opened(db, id, token);
  const appointment = await db.transaction(async (tx) => {
    const current = await lockAppointment(tx, id);
    if (!current) throw noSuchAppointment(id);
    if (current.status === 'geannuleerd') return current;
    if (Date.parse(current.start) <= Date.now()) throw hasBegun();
    await markCancelled(tx, id, 'customer');
    const cancelled = (await findAppointment(tx, id))!;
    const state = await appointmentState(tx, id);
    if (state) await recordCapturedVersion(tx, 'appointment', id, null, state);
    await logActivity(tx, {
      by: null,
      kind: 'cancel',
      target: {
        ...appointmentTarget(id, cancelled.title),
        label: `${cancelled.title} (door de klant)`,
      },
    });
    await queueCustomerMail(tx, mail, cancelled, 'cancelled');
    await queueCancellationNotices(tx, mail, cancelled);
    return cancelled;
  });
  return publicView(db, appointment);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'ma 29/03/2027 10:00' in Brussels, for staff reading the request. */
function brusselsMoment(iso: string) {
  const wall = wallClockOf(new Date(iso));
  const [year, month, day] = wall.date.split('-');
  const minutes = Math.round(wall.minutes);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${day}/${month}/${year} ${time}`;
}

/** Splits a customer's name into a first and a last name for a conversation's author. */
function nameParts(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? 'Klant', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

/** Customers asking for another moment, counted in the database (several instances). */
export function reschedules(db: Db, config: Pick<Config, 'mail'>) {
  const throttle = new Throttle(db, 'appointment-reschedule', 3600);

  /**
   * The customer asks for another moment: their words land as their message in the appointment's
   * conversation (or start one, linked to it), where staff answer as in any conversation.
   * Answers the conversation's id.
   */
  return async function askReschedule(id: number, token: string, message: string) {
    const appointment = await opened(db, id, token);
    if (!canChange(appointment)) throw hasBegun();
    const lines = escapeHtml(requiredText(message, 'message')).split(/\r?\n/).join('<br>');
    const content = requiredRichText(
      `<p><b>Vraagt een ander moment voor de afspraak "${escapeHtml(appointment.title)}" van ${brusselsMoment(appointment.start)}:</b></p><p>${lines}</p>`,
      'message',
    );
    const attempt = await throttle.take([
      { key: `appointment:${id}`, limit: RESCHEDULES_PER_HOUR },
    ]);
    if ('retryAfterSeconds' in attempt)
      throw rateLimited(
        'Too many requests for this appointment; try again later',
        attempt.retryAfterSeconds,
      );
    try {
      return await db.transaction(async (tx) => {
        const chat = await writeForCustomer(tx, config.mail, appointment.chatId, {
          subject: `Ander moment: ${appointment.title}`.slice(0, 200),
          author: {
            ...nameParts(appointment.customer.name),
            email: appointment.customer.email,
            phone: appointment.customer.phone,
            address: appointment.address,
          },
          content,
          language: await languageOf(tx, appointment),
        });
        if (chat.created) await setAppointmentChat(tx, id, chat.id);
        return chat.id;
      });
    } catch (error) {
      await throttle.forget(attempt.ids);
      throw error;
    }
  };
}
