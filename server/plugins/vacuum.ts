import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { schedulePeriodic } from './periodic';

/** The first tidy-up this long after start (not while the server starts), then every few hours. */
const FIRST_MS = 5 * 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/**
 * The embedded database has no autovacuum: every update leaves a dead row version behind and
 * the planner has no statistics. This runs `VACUUM (ANALYZE)` on it now and then (on PostgreSQL
 * its own autovacuum does this). It holds the one connection while it runs: seconds at the
 * size of years of content, during which requests wait (docs/operations.md § Embedded database).
 */
export const vacuumPlugin = fp<{ firstMs?: number; everyMs?: number }>(async (app, options) => {
  if (app.dbKind !== 'pglite') return;
  const { firstMs = FIRST_MS, everyMs = EVERY_MS } = options;
  schedulePeriodic(app, { firstMs, everyMs }, async () => {
    const started = performance.now();
    try {
      await app.db.execute(sql`vacuum (analyze)`);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed');
    } catch (error) {
      app.log.warn({ err: error }, 'database: vacuum failed');
    }
  });
});
