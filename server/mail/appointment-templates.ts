import { COMPANY_TIME_ZONE } from '../../calendar/zone';
import { calendarFile } from '../domain/ics';
import type { MailKind, MailLanguage } from '../repositories/outbox';
import { button, escapeHtml, footer, labelsFor, oneLine, page } from './parts';

/**
 * The mails about appointments (docs/product.md § Agenda): the customer's confirmation, change,
 * reminder and cancellation, each with the appointment's calendar file (REQUEST, or CANCEL), and
 * staff's notice of a cancellation by the customer. Dates and hours are Brussels time, written
 * in the mail's language; every value is escaped as in the other mails.
 */

export interface AppointmentMailContext {
  appUrl: string;
  companyName: string;
  /** The From address: the calendar file's ORGANIZER. */
  fromAddress?: string;
}

/** What the customer's mail about an appointment says, kept in its outbox row until sent. */
export interface AppointmentMailPayload {
  appointmentId: number;
  uid: string;
  sequence: number;
  title: string;
  start: string;
  end: string;
  address: string;
  customerName: string;
  customerEmail: string;
  /** The link's token to the appointment's page (none in a cancellation). */
  token: string | null;
  change: 'created' | 'moved' | 'reminder' | 'cancelled';
  cancelledBy?: 'staff' | 'customer';
  /** When this version was written: the calendar file's DTSTAMP, the same on a retry. */
  stamp: string;
}

export interface AppointmentNoticePayload {
  appointmentId: number;
  title: string;
  start: string;
  customer: string;
  staffFirstName?: string;
}

export interface CalendarAttachment {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

export const isAppointmentMail = (kind: MailKind) => kind.startsWith('appointment-');

const locale = (language: MailLanguage) => (language === 'en' ? 'en-GB' : 'nl-BE');

/** 'maandag 29 maart 2027' / 'Monday 29 March 2027', in Brussels. */
const dayOf = (iso: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

/** '10:00', in Brussels. */
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    timeZone: COMPANY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The customer's page of the appointment (in the widget's page); the token in the fragment. */
export const appointmentLink = (
  appUrl: string,
  id: number,
  token: string,
  language: MailLanguage,
) =>
  `${appUrl}/widget/?appointment=${id}${language === 'en' ? '&lang=en' : ''}#token=${encodeURIComponent(token)}`;

function customerMail(
  payload: AppointmentMailPayload,
  language: MailLanguage,
  context: AppointmentMailContext,
) {
  const t = labelsFor(language);
  const cancelled = payload.change === 'cancelled';
  const params = {
    title: oneLine(payload.title),
    name: oneLine(payload.customerName, 100),
    company: oneLine(context.companyName, 100),
    date: dayOf(payload.start, language),
    start: timeOf(payload.start),
    end: timeOf(payload.end),
    address: oneLine(payload.address, 300),
  };
  const intro =
    payload.change === 'cancelled'
      ? payload.cancelledBy === 'customer'
        ? 'appointment.cancelled.customer'
        : 'appointment.cancelled.staff'
      : (`appointment.${payload.change}` as const);
  const greeting = params.name ? 'appointment.greeting' : 'appointment.greeting.anonymous';
  const facts = [
    t.text('appointment.what', params),
    t.text('appointment.when', params),
    ...(params.address ? [t.text('appointment.where', params)] : []),
  ];
  const link =
    payload.token && !cancelled
      ? appointmentLink(context.appUrl, payload.appointmentId, payload.token, language)
      : null;
  const calendarNote = cancelled ? 'appointment.calendar.cancel' : 'appointment.calendar';
  const text = [
    t.text(greeting, params),
    t.text(intro, params),
    facts.join('\n'),
    t.text(calendarNote),
    ...(link ? [`${t.text('appointment.manage.text')}\n${link}`] : []),
    t.text('appointment.footer', params),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html(greeting, params)}</p><p>${t.html(intro, params)}</p>` +
      `<p style="border-left:3px solid #0d7070;padding:4px 0 4px 12px">${facts.map(escapeHtml).join('<br>')}</p>` +
      `<p>${t.html(calendarNote)}</p>` +
      (link ? button(link, t.html('appointment.manage')) : '') +
      footer(t.html('appointment.footer', params)),
  );
  const subjectKey = `appointment.subject.${payload.change}` as const;
  const calendar: CalendarAttachment = {
    method: cancelled ? 'CANCEL' : 'REQUEST',
    filename: 'afspraak.ics',
    content: calendarFile({
      method: cancelled ? 'CANCEL' : 'REQUEST',
      companyName: context.companyName,
      organizer: context.fromAddress
        ? { name: context.companyName, email: context.fromAddress }
        : undefined,
      attendee: { name: payload.customerName, email: payload.customerEmail },
      events: [
        {
          uid: payload.uid,
          sequence: payload.sequence,
          title: payload.title,
          start: payload.start,
          end: payload.end,
          location: payload.address,
          description: link ?? '',
          url: link ?? undefined,
          cancelled,
          stamp: payload.stamp,
        },
      ],
    }),
  };
  return {
    subject: oneLine(t.text(subjectKey, params), 250),
    text: `${text}\n`,
    html,
    calendar,
  };
}

function staffNotice(payload: AppointmentNoticePayload, context: AppointmentMailContext) {
  const t = labelsFor('nl');
  const params = {
    title: oneLine(payload.title),
    customer: oneLine(payload.customer, 100),
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    date: dayOf(payload.start, 'nl'),
    start: timeOf(payload.start),
  };
  const link = `${context.appUrl}/agenda?appointment=${payload.appointmentId}`;
  const text = [
    t.text('appointment.notice.greeting', params),
    t.text('appointment.notice.cancelled', params),
    `${t.text('appointment.notice.open')}:\n${link}`,
    t.text('appointment.notice.footer'),
  ].join('\n\n');
  const html = page(
    'nl',
    `<p>${t.html('appointment.notice.greeting', params)}</p>` +
      `<p>${t.html('appointment.notice.cancelled', params)}</p>` +
      button(link, t.html('appointment.notice.open')) +
      footer(t.html('appointment.notice.footer')),
  );
  return {
    subject: oneLine(t.text('appointment.notice.subject', params), 250),
    text: `${text}\n`,
    html,
  };
}

export function renderAppointmentMail(
  mail: { kind: MailKind; language: MailLanguage; payload: Record<string, unknown> },
  context: AppointmentMailContext,
) {
  if (mail.kind === 'appointment-notice')
    return staffNotice(mail.payload as unknown as AppointmentNoticePayload, context);
  return customerMail(mail.payload as unknown as AppointmentMailPayload, mail.language, context);
}
