import fp from 'fastify-plugin';
import { pruneOldAppointmentLinks, queueDueReminders } from '../services/appointment-mail';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 10_000;
const EVERY_MS = 60_000;

/**
 * Writes the customers' appointment reminders when they are due (24 hours before), every
 * minute, and forgets links to appointment pages that no longer open anything. Every instance
 * runs it; each reminder is taken by one of them (services/appointment-mail.ts).
 */
export const remindersPlugin = fp<{ firstMs?: number; everyMs?: number }>(
  async (app, { firstMs = FIRST_MS, everyMs = EVERY_MS }) => {
    schedulePeriodic(app, { firstMs, everyMs }, async () => {
      try {
        const written = await queueDueReminders(app.db, app.config.mail);
        if (written) {
          app.log.info({ written }, 'appointment reminders written');
          app.mailSender?.wake();
        }
        await pruneOldAppointmentLinks(app.db);
      } catch (error) {
        app.log.warn({ err: error }, 'appointment reminders failed');
      }
    });
  },
);
