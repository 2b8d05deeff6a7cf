import { and, count, eq, gt, inArray, like, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';

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

  /**
   * Records one event for each key, or, when that would take a key over its limit within the
   * window, records nothing and answers how many seconds to wait. The events are written
   * before they are counted, so concurrent requests cannot all pass a check made before any of
   * them was recorded: of the requests that count, each sees at least the events of those that
   * passed before it. Answers the ids of the events, for `forget`.
   */
  async take(
    limits: { key: string; limit: number }[],
  ): Promise<{ ids: number[] } | { retryAfterSeconds: number }> {
    const rows = await this.db
      .insert(throttleEvents)
      .values(limits.map(({ key }) => ({ key: this.scoped(key) })))
      .returning({ id: throttleEvents.id });
    const ids = rows.map((row) => row.id);
    for (const { key, limit } of limits) {
      const [row] = await this.db
        .select({ total: count(), oldest: min(throttleEvents.at) })
        .from(throttleEvents)
        .where(
          and(eq(throttleEvents.key, this.scoped(key)), gt(throttleEvents.at, this.windowStart())),
        );
      if (row.total <= limit) continue;
      await this.forget(ids);
      const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest + this.windowSeconds * 1000 - Date.now()) / 1000),
      );
      return { retryAfterSeconds };
    }
    // Keep the table small: this scope's events older than the window no longer count.
    await this.db
      .delete(throttleEvents)
      .where(
        and(like(throttleEvents.key, `${this.scope}:%`), lt(throttleEvents.at, this.windowStart())),
      );
    return { ids };
  }

  /** Takes back events of `take`, for an attempt that should not count after all. */
  async forget(ids: number[]): Promise<void> {
    if (ids.length) await this.db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
  }

  /** Removes every event of `key`. */
  async clear(key: string): Promise<void> {
    await this.db.delete(throttleEvents).where(eq(throttleEvents.key, this.scoped(key)));
  }
}
