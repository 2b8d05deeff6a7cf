import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The customer's answer to a quote, announced to every instance (server/live/plugin.ts): the
 * staff streams with Facturen hear it as `event: quote`. Sent in the answer's transaction, so
 * it goes out only when the answer is kept.
 */
export const QUOTE_ANSWERED_CHANNEL = 'quote_answered';

export interface QuoteAnswered {
  quoteId: number;
  number: string;
  accepted: boolean;
  customerId: number | null;
}

export async function announceQuoteAnswered(db: Db, notice: QuoteAnswered) {
  await db.execute(sql`select pg_notify(${QUOTE_ANSWERED_CHANNEL}, ${JSON.stringify(notice)})`);
}
