import { shownDate } from '../domain/brussels';
import type { VehicleDate } from '../domain/vehicle-reminders';
import type { MailLanguage } from '../repositories/outbox';
import { button, footer, labelsFor, oneLine, page } from './parts';

/** A vehicle's date coming up (server/services/vehicle-reminders.ts), to staff. */
export interface VehicleReminderPayload {
  subject: VehicleDate;
  /** The plate as shown ('1-ABC-234'). */
  plate: string;
  /** The Brussels date, 'YYYY-MM-DD'. */
  dueDate: string;
  daysLeft: number;
  /** The vehicle's page in the back office, from its root ('/vehicles/3'). */
  path: string;
  staffFirstName?: string;
}

export function vehicleReminderMail(
  payload: VehicleReminderPayload,
  language: MailLanguage,
  context: { appUrl: string },
) {
  const t = labelsFor(language);
  const subject = (['keuring', 'insurance', 'leaseEnd', 'service'] as const).includes(
    payload.subject,
  )
    ? payload.subject
    : 'keuring';
  const params = {
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    plate: oneLine(payload.plate, 20),
    date: shownDate(oneLine(payload.dueDate, 10)),
    days: Number(payload.daysLeft) || 0,
  };
  const link = `${context.appUrl}${payload.path.startsWith('/') ? payload.path : '/'}`;
  const text = [
    t.text('vehicle.greeting', params),
    t.text(`vehicle.body.${subject}`, params),
    `${t.text('vehicle.open')}:\n${link}`,
    t.text('vehicle.footer'),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('vehicle.greeting', params)}</p><p>${t.html(`vehicle.body.${subject}`, params)}</p>` +
      button(link, t.html('vehicle.open')) +
      footer(t.html('vehicle.footer')),
  );
  return {
    subject: oneLine(t.text(`vehicle.subject.${subject}`, params), 250),
    text: `${text}\n`,
    html,
  };
}

/** A tool's inspection coming up (server/services/tool-reminders.ts), to staff. */
export interface ToolReminderPayload {
  name: string;
  serial: string;
  /** The Brussels date, 'YYYY-MM-DD'. */
  dueDate: string;
  daysLeft: number;
  /** The tool's page in the back office, from its root ('/inventory/tools/3'). */
  path: string;
  /** Who has it now, as shown; empty when it is at the warehouse. */
  holder: string;
  staffFirstName?: string;
}

export function toolReminderMail(
  payload: ToolReminderPayload,
  language: MailLanguage,
  context: { appUrl: string },
) {
  const t = labelsFor(language);
  const serial = oneLine(payload.serial ?? '', 100);
  const params = {
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    tool: oneLine(payload.name, 200) + (serial ? ` (${serial})` : ''),
    date: shownDate(oneLine(payload.dueDate, 10)),
    days: Number(payload.daysLeft) || 0,
    holder: oneLine(payload.holder ?? '', 200),
  };
  const link = `${context.appUrl}${payload.path.startsWith('/') ? payload.path : '/'}`;
  const paragraphs: ('tool.body' | 'tool.holder')[] = params.holder
    ? ['tool.body', 'tool.holder']
    : ['tool.body'];
  const text = [
    t.text('vehicle.greeting', params),
    ...paragraphs.map((key) => t.text(key, params)),
    `${t.text('tool.open')}:\n${link}`,
    t.text('tool.footer'),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('vehicle.greeting', params)}</p>` +
      paragraphs.map((key) => `<p>${t.html(key, params)}</p>`).join('') +
      button(link, t.html('tool.open')) +
      footer(t.html('tool.footer')),
  );
  return { subject: oneLine(t.text('tool.subject', params), 250), text: `${text}\n`, html };
}
