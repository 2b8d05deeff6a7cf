import { index, jsonb, serial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The Peppol access point's webhook events (docs/architecture.md § Peppol), each stored once:
 * the provider's event id is unique, so a replayed call writes nothing. The invoices read the
 * events not yet handled (`handledAt` null) and mark them; the row stays as the record of what
 * the access point said.
 */
export const peppolEvents = pgTable(
  'peppol_events',
  {
    id: serial('id').primaryKey(),
    /** The access point's id of the event. */
    eventId: text('event_id').notNull().unique(),
    /** As the provider names it: `document.sent`, `document.sent.failed`, `document.received`… */
    type: text('type').notNull(),
    direction: text('direction').$type<'outgoing' | 'incoming'>().notNull(),
    /** The access point's reference of the document (as `send` answered it). */
    ref: text('ref').notNull(),
    /** For an outgoing document: the state the event puts it in. */
    state: text('state').$type<'queued' | 'sent' | 'delivered' | 'failed' | 'rejected'>(),
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The event as the access point sent it. */
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('peppol_events_ref').on(t.ref)],
);
