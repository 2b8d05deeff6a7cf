import fp from 'fastify-plugin';
import { queueDueReminders } from '../services/reminders';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 45_000;
const EVERY_MS = 15 * 60_000;

/**
 * The vehicles' and tools' background work (docs/operations.md § Jobs): every quarter of an
 * hour on every instance, the reminders of the vehicles' dates and the tools' inspections due
 * today. Each is written once (a unique row
 * in its mail's transaction), so several instances and restarts send each one once.
 */
export const vehicleJobsPlugin = fp<{ firstMs?: number; everyMs?: number }>(
  async (app, { firstMs = FIRST_MS, everyMs = EVERY_MS }) => {
    schedulePeriodic(app, { firstMs, everyMs }, async () => {
      const written = await queueDueReminders(app, app.log);
      if (written) app.log.info({ written }, 'reminders written');
    });
  },
);
