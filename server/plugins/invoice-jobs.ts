import fp from 'fastify-plugin';
import { queueDueInvoiceReminders } from '../services/invoice-reminders';
import { applyInvoiceEvents, pollQuietSendings } from '../services/invoice-sending';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 30_000;
const EVERY_MS = 5 * 60_000;
/** A Peppol invoice without news this long is asked about… */
const QUIET_SECONDS = 15 * 60;
/** …and then at most this often. */
const POLL_EVERY_SECONDS = 60 * 60;

/**
 * The invoices' background work (docs/operations.md § Jobs): each webhook event of the access
 * point is applied to its invoice as it arrives (on the instance that received it) and, every
 * few minutes on every instance, the events still waiting, the Peppol invoices without news
 * (asked of the access point) and the reminders due today. Each row is claimed in the
 * database, so several instances do each thing once.
 */
export const invoiceJobsPlugin = fp<{ firstMs?: number; everyMs?: number }>(
  async (app, { firstMs = FIRST_MS, everyMs = EVERY_MS }) => {
    app.peppol.onEvent(async (event) => {
      if (event.direction === 'outgoing') await applyInvoiceEvents(app.db, event.ref);
    });
    schedulePeriodic(app, { firstMs, everyMs }, async () => {
      try {
        await applyInvoiceEvents(app.db);
        const gateway = app.peppol.gateway;
        if (gateway)
          await pollQuietSendings(app.db, gateway, {
            quietSeconds: QUIET_SECONDS,
            everySeconds: POLL_EVERY_SECONDS,
          });
        const written = await queueDueInvoiceReminders(app.db, app.config.mail);
        if (written) {
          app.log.info({ written }, 'invoice reminders written');
          app.mailSender?.wake();
        }
      } catch (error) {
        app.log.warn({ err: error }, 'invoice jobs failed');
      }
    });
  },
);
