import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { scratchDatabase, type Scratch } from '../test/scratch-database';
import { vacuumPlugin } from './vacuum';

/** The embedded database is vacuumed and analyzed now and then; PostgreSQL is left to itself. */

let database: Scratch;
beforeEach(async () => {
  database = await scratchDatabase({ migrated: true });
}, DATABASE_HOOK_TIMEOUT);
afterEach(() => database.close(), DATABASE_HOOK_TIMEOUT);

async function lastAnalyzed() {
  const [row] = rowsOf(
    await database.db.execute(
      sql`select last_analyze as at from pg_stat_user_tables where relname = 'chats'`,
    ),
  );
  return row?.at ?? null;
}

test.each(['pglite', 'postgres'] as const)('on %s', async (kind) => {
  const app = Fastify();
  app.decorate('db', database.db);
  app.decorate('dbKind', kind);
  await app.register(vacuumPlugin, { firstMs: 10, everyMs: 60_000 });
  const before = await lastAnalyzed();
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await app.close();
  const after = await lastAnalyzed();
  if (kind === 'pglite') expect(after).not.toEqual(before);
  else expect(after).toEqual(before);
});
