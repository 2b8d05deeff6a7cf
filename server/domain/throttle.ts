import { and, count, eq, gt, like, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import { ApiError } from './errors';

/**
 * Counts events per key in a sliding window, in the database, so that limits hold across
 * restarts and across several server instances.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    /** Names this throttle's keys, so throttles with other windows keep their own events. */
    private readonly scope: string,
    private readonly windowSeconds: number,
  ) {}

  private scoped(key: string) {
    return `${this.scope}:${key}`;
  }

  private windowStart(now = Date.now()) {
    return new Date(now - this.windowSeconds * 1000);
  }

  /** Throws 429 with Retry-After when `key` already has `limit` events in the window. */
  async check(key: string, limit: number, message: string): Promise<void> {
    const [row] = await this.db
      .select({ total: count(), oldest: min(throttleEvents.at) })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, this.scoped(key)), gt(throttleEvents.at, this.windowStart())));
    if (row.total < limit) return;
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + this.windowSeconds * 1000 - Date.now()) / 1000));
    throw new ApiError(429, 'RATE_LIMITED', message, { 'retry-after': String(retryAfter) });
  }

  async record(...keys: string[]): Promise<void> {
    await this.db.insert(throttleEvents).values(keys.map((key) => ({ key: this.scoped(key) })));
    // Keep the table small: this scope's events older than the window no longer count.
    await this.db
      .delete(throttleEvents)
      .where(and(like(throttleEvents.key, `${this.scope}:%`), lt(throttleEvents.at, this.windowStart())));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleEvents).where(eq(throttleEvents.key, this.scoped(key)));
  }
}
