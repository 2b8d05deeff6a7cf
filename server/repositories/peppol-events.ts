import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { peppolEvents } from '../db/schema';

/**
 * The access point's webhook events (table peppol_events, migration 0032): stored once each by
 * the webhook route; read and marked handled by whoever acts on them (the invoices).
 */

export type PeppolEventRow = typeof peppolEvents.$inferSelect;

/** An event as the access point's webhook gave it (server/peppol/gateway.ts GatewayEvent). */
export interface NewPeppolEvent {
  id: string;
  type: string;
  direction: 'outgoing' | 'incoming';
  ref: string;
  state?: PeppolEventRow['state'];
  detail?: string;
  occurredAt: Date;
  payload: unknown;
}

/** Stores an event; undefined when its id was stored before (a replay), which changes nothing. */
export async function storePeppolEvent(db: Db, event: NewPeppolEvent) {
  const [row] = await db
    .insert(peppolEvents)
    .values({
      eventId: event.id,
      type: event.type,
      direction: event.direction,
      ref: event.ref,
      state: event.state ?? null,
      detail: event.detail ?? null,
      occurredAt: event.occurredAt,
      payload: event.payload as object,
    })
    .onConflictDoNothing({ target: peppolEvents.eventId })
    .returning();
  return row;
}

/** The events no one has handled yet, oldest first (or only those of one document). */
export function unhandledPeppolEvents(db: Db, ref?: string) {
  return db
    .select()
    .from(peppolEvents)
    .where(and(isNull(peppolEvents.handledAt), ref ? eq(peppolEvents.ref, ref) : undefined))
    .orderBy(asc(peppolEvents.occurredAt), asc(peppolEvents.id));
}

/** Marks an event handled; false when it was already (another instance got there first). */
export async function markPeppolEventHandled(db: Db, id: number) {
  const rows = await db
    .update(peppolEvents)
    .set({ handledAt: new Date() })
    .where(and(eq(peppolEvents.id, id), isNull(peppolEvents.handledAt)))
    .returning({ id: peppolEvents.id });
  return rows.length === 1;
}
