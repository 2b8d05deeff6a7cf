import type { Db } from '../db/client';
import type { GatewayEvent } from '../peppol/gateway';
import {
  markPeppolEventHandled,
  storePeppolEvent,
  unhandledPeppolEvents,
  type PeppolEventRow,
} from '../repositories/peppol-events';

/**
 * The access point's webhook events (docs/architecture.md § Peppol): the webhook route stores
 * each believed event once; the invoices read the ones not yet handled and mark them, on any
 * instance (the plugin's `onEvent` only tells the instance that received the call).
 */

export type { PeppolEventRow };

/** Stores a verified event; undefined when its id was stored before (a replay). */
export const recordPeppolEvent = (db: Db, event: GatewayEvent) => storePeppolEvent(db, event);

/** Events no one has handled yet, oldest first; of one document when `ref` is given. */
export const pendingPeppolEvents = (db: Db, ref?: string) => unhandledPeppolEvents(db, ref);

/** Marks an event handled; false when another instance did already. */
export const markPeppolEventDone = (db: Db, id: number) => markPeppolEventHandled(db, id);
