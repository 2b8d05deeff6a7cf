import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { queueDueToolReminders } from './tool-reminders';
import { queueDueVehicleReminders } from './vehicle-reminders';

/**
 * Writes every reminder due now, the vehicles' dates and the tools' inspections (each once,
 * whichever instance runs first), and wakes the mail sender when one was written; answers how
 * many. A failure is logged: the job's next run tries again.
 */
export async function queueDueReminders(app: FastifyInstance, log: FastifyBaseLogger) {
  try {
    const written =
      (await queueDueVehicleReminders(app.db, app.config.mail)) +
      (await queueDueToolReminders(app.db, app.config.mail));
    if (written) app.mailSender?.wake();
    return written;
  } catch (error) {
    log.warn({ err: error }, 'reminders failed');
    return 0;
  }
}
