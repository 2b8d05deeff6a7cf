import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A supplier invoice that arrived (over Peppol or uploaded), announced to every instance
 * (server/live/plugin.ts): the staff streams with Aankopen hear it as `event: purchase`. Sent in
 * the intake's transaction, so it goes out only when the purchase is kept.
 */
export const PURCHASE_RECEIVED_CHANNEL = 'purchase_received';

export interface PurchaseReceived {
  purchaseId: number;
  number: string;
  source: 'peppol' | 'upload' | 'manual';
}

export async function announcePurchaseReceived(db: Db, notice: PurchaseReceived) {
  await db.execute(sql`select pg_notify(${PURCHASE_RECEIVED_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** The notice's data as the event carries it; undefined when it is not one. */
export function purchaseReceivedOf(value: unknown): PurchaseReceived | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { purchaseId, number, source } = value as Record<string, unknown>;
  if (
    !Number.isSafeInteger(purchaseId) ||
    typeof number !== 'string' ||
    (source !== 'peppol' && source !== 'upload' && source !== 'manual')
  )
    return undefined;
  return { purchaseId: purchaseId as number, number: number.slice(0, 100), source };
}
