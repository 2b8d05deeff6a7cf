import fp from 'fastify-plugin';
import { queueDueVehicleReminders } from '../services/vehicle-reminders';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 45_000;
const EVERY_MS = 15 * 60_000;

/**
 * The vehicles' background work (docs/operations.md § Jobs): every quarter of an hour on every
 * instance, the reminders of the vehicles' dates due today. Each is written once (a unique row
 * in its mail's transaction), so several instances and restarts send each one once.
 */
export const vehicleJobsPlugin = fp<{ firstMs?: number; everyMs?: number }>(
  async (app, { firstMs = FIRST_MS, everyMs = EVERY_MS }) => {
    schedulePeriodic(app, { firstMs, everyMs }, async () => {
      try {
        const written = await queueDueVehicleReminders(app.db, app.config.mail);
        if (written) {
          app.log.info({ written }, 'vehicle reminders written');
          app.mailSender?.wake();
        }
      } catch (error) {
        app.log.warn({ err: error }, 'vehicle jobs failed');
      }
    });
  },
);
