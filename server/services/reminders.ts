import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { queueDueToolReminders } from './tool-reminders';
import { queueDueVehicleReminders } from './vehicle-reminders';

/** One area's reminders due now: writes them once each, answers how many mails it wrote. */
type ReminderQueue = (db: Db, mail: MailConfig) => Promise<number>;

/** The vehicles' dates and the tools' inspections: what the job runs. */
const ALL_REMINDERS: ReminderQueue[] = [queueDueVehicleReminders, queueDueToolReminders];

/**
 * Writes the reminders of `queues` due now (each once, whichever instance runs first) and wakes
 * the mail sender when one was written; answers how many. A route after a write runs its own
 * area's, the job all of them. A failure is logged: the job's next run tries again.
 */
export async function queueDueReminders(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  queues: ReminderQueue[] = ALL_REMINDERS,
) {
  try {
    let written = 0;
    for (const queue of queues) written += await queue(app.db, app.config.mail);
    if (written) app.mailSender?.wake();
    return written;
  } catch (error) {
    log.warn({ err: error }, 'reminders failed');
    return 0;
  }
}
