import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../config';
import { DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { scratchDatabase, type Scratch } from '../test/scratch-database';

/**
 * Upgrades of a database made by an older release: the first migration alone, rows written the
 * way that release could write them, then every migration up to the latest. On PGlite, or on a
 * fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

const migrations = path.join(projectRoot(), 'server/db/migrations');
let onlyFirst: string;

beforeAll(() => {
  // A migrations folder as the first release shipped it: 0000 and its journal entry.
  onlyFirst = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const first = journal.entries[0];
  fs.mkdirSync(path.join(onlyFirst, 'meta'));
  fs.writeFileSync(
    path.join(onlyFirst, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: [first] }),
  );
  fs.copyFileSync(
    path.join(migrations, `${first.tag}.sql`),
    path.join(onlyFirst, `${first.tag}.sql`),
  );
});

afterAll(() => fs.rmSync(onlyFirst, { recursive: true, force: true }));

/** The error at the end of a chain of causes. */
function innermost(error: unknown): unknown {
  let current = error as { cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return current;
}

let database: Scratch;
beforeEach(async () => {
  database = await scratchDatabase();
  await database.migrate(onlyFirst);
}, DATABASE_HOOK_TIMEOUT);
afterEach(() => database.close(), DATABASE_HOOK_TIMEOUT);

/** Accounts as the first release stored them: the address as typed, case and all. */
const addAccounts = (...emails: string[]) =>
  database.query(
    `insert into users (email, password_hash, first_name, last_name) values ${emails
      .map((email) => `('${email}', 'hash', 'Anna', 'Peeters')`)
      .join(', ')}`,
  );

const usersNow = () =>
  database.query<{ id: number; email: string; active: boolean; last_sign_in_at: Date | null }>(
    'select id, email, active, last_sign_in_at from users order by id',
  );

describe('the staff accounts migration', () => {
  test('stores every address lower-case, keeps each account active and fills its last sign-in', async () => {
    await addAccounts('Anna.Peeters@Example.be', ' piet@example.be ', 'els@example.be');
    // Anna signed in twice, Piet never, Els once (her session long since revoked).
    await database.query(`insert into sessions (user_id, token_hash, created_at, expires_at, revoked_at) values
      (1, 'a1', '2025-01-02T08:00:00Z', '2025-01-03T08:00:00Z', null),
      (1, 'a2', '2025-03-04T09:30:00Z', '2025-03-05T09:30:00Z', null),
      (3, 'e1', '2024-12-24T17:00:00Z', '2024-12-25T17:00:00Z', '2024-12-24T18:00:00Z')`);

    await database.migrate(migrations);

    expect(await usersNow()).toEqual([
      {
        id: 1,
        email: 'anna.peeters@example.be',
        active: true,
        last_sign_in_at: new Date('2025-03-04T09:30:00Z'),
      },
      { id: 2, email: 'piet@example.be', active: true, last_sign_in_at: null },
      {
        id: 3,
        email: 'els@example.be',
        active: true,
        last_sign_in_at: new Date('2024-12-24T17:00:00Z'),
      },
    ]);
    // Unique whatever the case from now on.
    await expect(addAccounts('ANNA.peeters@example.be')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('users_email_lower_idx'),
    });
  });

  test('refuses, readably and changing nothing, when two addresses differ only in capitals', async () => {
    await addAccounts('anna@example.be', 'piet@example.be', 'Anna@Example.be', 'PIET@example.be ');

    // Drizzle wraps the database's error in one that quotes the statement.
    const failure = await database.migrate(migrations).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(innermost(failure)).toMatchObject({
      code: 'P0001',
      message:
        "Staff accounts share an e-mail address apart from capitals: 'anna@example.be' and " +
        "'Anna@Example.be'; 'piet@example.be' and 'PIET@example.be '; rename or remove one " +
        'before upgrading',
    });
    // The upgrade is undone as a whole: the addresses as they were, no new columns.
    expect(await database.query('select id, email from users order by id')).toEqual([
      { id: 1, email: 'anna@example.be' },
      { id: 2, email: 'piet@example.be' },
      { id: 3, email: 'Anna@Example.be' },
      { id: 4, email: 'PIET@example.be ' },
    ]);
    const columns = await database.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'users' and column_name = 'active'",
    );
    expect(columns).toEqual([]);

    // Once a person has renamed one, the upgrade goes through.
    await database.query("update users set email = 'anna.twee@example.be' where id = 3");
    await database.query('delete from users where id = 4');
    await database.migrate(migrations);
    expect((await usersNow()).map((row) => row.email)).toEqual([
      'anna@example.be',
      'piet@example.be',
      'anna.twee@example.be',
    ]);
  });
});
