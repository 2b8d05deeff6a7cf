import fp from 'fastify-plugin';
import { pollIncoming, receiveWaitingDocuments } from '../services/purchase-inbox';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 45_000;
const EVERY_MS = 5 * 60_000;
/** How far back each poll asks the access point's inbox: a week of downtime is caught up. */
const POLL_DAYS = 7;

/**
 * The purchases' background work (docs/operations.md § Jobs): an incoming Peppol document is
 * taken in when its webhook event arrives (on the instance that received it) and, every few
 * minutes on every instance, the access point's inbox is asked for what the webhook missed.
 * Each document's event is claimed in the database and the purchase's Peppol reference is
 * unique, so several instances take each document in once.
 */
export const purchaseJobsPlugin = fp(async (app) => {
  app.peppol.onEvent(async (event) => {
    const gateway = app.peppol.gateway;
    if (event.direction === 'incoming' && gateway)
      await receiveWaitingDocuments(app.db, gateway, app.log, event.ref);
  });
  schedulePeriodic(app, { firstMs: FIRST_MS, everyMs: EVERY_MS }, async () => {
    const gateway = app.peppol.gateway;
    if (!gateway) return;
    try {
      const since = new Date(Date.now() - POLL_DAYS * 86_400_000);
      const received = await pollIncoming(app.db, gateway, app.log, since);
      if (received.length) app.log.info({ received }, 'peppol: supplier invoices received');
    } catch (error) {
      app.log.warn({ err: error }, 'peppol: polling the incoming documents failed');
    }
  });
});
