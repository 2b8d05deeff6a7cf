import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { EInvoiceGateway } from '../peppol/einvoice';
import type { PeppolGateway } from '../peppol/gateway';
import { LocalAccessPoint } from '../peppol/local-access-point';
import type { PeppolConfig } from '../peppol/config';
import type { PeppolEventRow } from '../services/peppol-events';

/**
 * The Peppol access point of this server (docs/architecture.md § Peppol), as PEPPOL configures
 * it: `app.peppol.gateway` for the invoices to send, look up and ask with (none when off);
 * with PEPPOL=local, the local access point started beside the server, which calls this
 * server's webhook once it listens. `onEvent` lets the invoices hear each webhook event as it is
 * stored (the row in peppol_events is the lasting record, for any instance to read).
 */

export type PeppolEventListener = (event: PeppolEventRow) => void | Promise<void>;

export interface PeppolAccess {
  mode: PeppolConfig['mode'];
  gateway?: PeppolGateway;
  /** The local access point (PEPPOL=local): the tests step it, refuse with it, receive with it. */
  local?: LocalAccessPoint;
  /** Calls the listener with every newly stored event; answers the function that stops it. */
  onEvent(listener: PeppolEventListener): () => void;
  /** For the webhook route: tells the listeners, after the event is stored. */
  emitEvent(event: PeppolEventRow): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    peppol: PeppolAccess;
  }
}

/** Where a listening server is reached from this machine: a wildcard host becomes loopback. */
function ownAddress(address: AddressInfo) {
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? address.family === 'IPv6'
      ? '[::1]'
      : '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export const peppolPlugin = fp(async (app) => {
  const config = app.config.peppol;
  const listeners = new Set<PeppolEventListener>();
  const access: PeppolAccess = {
    mode: config.mode,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emitEvent(event) {
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          // The event is stored: a listener's failure is its own, and the row waits for it.
          app.log.error({ err: error, eventId: event.eventId }, 'peppol: event listener failed');
        }
      }
    },
  };
  if (config.mode === 'einvoice') {
    access.gateway = new EInvoiceGateway({
      baseUrl: config.apiUrl,
      apiKey: config.apiKey,
      webhookSecret: config.webhookSecret,
      webhookToleranceSeconds: config.webhookToleranceSeconds,
    });
  }
  if (config.mode === 'local') {
    // Fresh secrets per start: only this process and its own access point know them.
    const apiKey = randomBytes(24).toString('hex');
    const webhookSecret = randomBytes(24).toString('hex');
    const local = new LocalAccessPoint({ apiKey, webhookSecret, stepMs: config.stepMs });
    const baseUrl = await local.start();
    app.log.info({ url: baseUrl }, 'peppol: local access point started');
    access.local = local;
    access.gateway = new EInvoiceGateway({
      baseUrl,
      apiKey,
      webhookSecret,
      webhookToleranceSeconds: config.webhookToleranceSeconds,
    });
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object')
        local.setWebhookUrl(`${ownAddress(address)}/api/peppol/webhook`);
    });
    app.addHook('onClose', () => local.close());
  }
  app.decorate('peppol', access);
});
