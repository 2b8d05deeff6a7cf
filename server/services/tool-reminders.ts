import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { wallClockOf } from '../domain/brussels';
import { addDays, daysBetween } from '../domain/invoice-status';
import { REMINDER_DAYS, reminderLevel } from '../domain/vehicle-reminders';
import type { ToolReminderPayload } from '../mail/vehicle-templates';
import { insertToolReminderNotices } from '../repositories/outbox';
import {
  insertToolReminder,
  setToolReminderAppointment,
  toolsWithInspections,
  type ToolInspection,
} from '../repositories/tool-reminders';
import { mailDomain } from './mail';
import { createReminderEntry } from './vehicle-reminders';

/**
 * The reminders of tools' inspections (docs/product.md § Inventaris, Keuring van gereedschap):
 * as a vehicle's dates, 30, 14 and 7 Brussels days before, a mail to staff with Inventaris, and
 * within those 30 days an entry on the day in the agenda of whoever has the tool (the employee
 * it is lent to, or the driver of the van it is in). Each is written once, whichever instance
 * runs first.
 */

/** The agenda entry's row among the reminders: its "days ahead" is 0. */
const AGENDA_ENTRY = 0;

/** Writes one reminder's mail, once; answers whether it did. */
async function writeReminderMail(
  db: Db,
  mail: MailConfig,
  tool: ToolInspection,
  reminder: { daysBefore: number; today: string },
) {
  return db.transaction(async (tx) => {
    const written = await insertToolReminder(tx, {
      toolId: tool.id,
      dueDate: tool.nextInspection,
      daysBefore: reminder.daysBefore,
    });
    if (!written) return false;
    const payload: ToolReminderPayload = {
      name: tool.name,
      serial: tool.serial,
      dueDate: tool.nextInspection,
      daysLeft: daysBetween(reminder.today, tool.nextInspection),
      path: `/inventory/tools/${tool.id}`,
      holder: tool.holderLabel ?? '',
    };
    await insertToolReminderNotices(tx, {
      payload: payload as unknown as Record<string, unknown>,
      messageIdDomain: mailDomain(mail),
    });
    return true;
  });
}

/** Puts the inspection in its holder's agenda on the day, once; one staff removed stays away. */
async function writeAgendaEntry(db: Db, tool: ToolInspection & { holderEmployeeId: number }) {
  await db.transaction(async (tx) => {
    const entry = await insertToolReminder(tx, {
      toolId: tool.id,
      dueDate: tool.nextInspection,
      daysBefore: AGENDA_ENTRY,
    });
    if (!entry) return;
    const appointmentId = await createReminderEntry(tx, {
      title: `Keuring ${tool.name}`,
      day: tool.nextInspection,
      employeeId: tool.holderEmployeeId,
      notes: `Herinnering van Inventaris: /inventory/tools/${tool.id}`,
    });
    await setToolReminderAppointment(tx, entry.id, appointmentId);
  });
}

/**
 * Writes the reminders of the inspections due on the Brussels date of `now` and the agenda
 * entries of those within 30 days; answers how many mails' reminders it wrote.
 */
export async function queueDueToolReminders(db: Db, mail: MailConfig, now = new Date()) {
  const today = wallClockOf(now).date;
  let written = 0;
  for (const tool of await toolsWithInspections(db, today, addDays(today, REMINDER_DAYS[0]))) {
    const daysBefore = reminderLevel(today, tool.nextInspection);
    if (daysBefore === null) continue;
    if (await writeReminderMail(db, mail, tool, { daysBefore, today })) written++;
    const { holderEmployeeId } = tool;
    if (holderEmployeeId !== null) await writeAgendaEntry(db, { ...tool, holderEmployeeId });
  }
  return written;
}
