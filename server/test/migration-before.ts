import fs from 'node:fs';
import { DATABASE_HOOK_TIMEOUT } from './harness';
import { migrationsUpTo, scratchDatabase, type Scratch } from './scratch-database';

/**
 * For a migration's test: before each test a fresh scratch database (PGlite, or a database of the
 * PostgreSQL server named by TEST_DATABASE_URL) migrated as the release whose last migration was
 * `tag` left it; closed after each. Answers a getter of the current test's database.
 */
export function useDatabaseBefore(tag: string): () => Scratch {
  let before: string;
  let database: Scratch;
  // The migrations folder as the release before this one shipped it.
  beforeAll(() => {
    before = migrationsUpTo(tag);
  });
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));
  beforeEach(async () => {
    database = await scratchDatabase();
    await database.migrate(before);
  }, DATABASE_HOOK_TIMEOUT);
  afterEach(() => database.close(), DATABASE_HOOK_TIMEOUT);
  return () => database;
}
