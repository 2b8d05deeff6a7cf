import { DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0021 on a database as the release before it left it: every answered conversation's
 * first response is counted in the opening hours set then; without opening hours none is. On
 * PGlite, or on a fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0020_projects');
beforeEach(async () => {
  database = current();
  // Asked Friday 16:30 (Brussels, CET), answered Monday 09:15: 30 + 15 minutes in opening hours.
  // Asked Saturday 10:00, answered Saturday 11:00: none. The third has no reply.
  await database.query(`
    insert into chats (subject, author_first_name, author_last_name, author_email, author_phone,
      created_at, first_customer_at, first_response_at)
    values ('Dak', 'Zoë', 'Van Dyck', 'zoe@voorbeeld.be', '', '2027-01-08T15:30:00Z',
              '2027-01-08T15:30:00Z', '2027-01-11T08:15:00Z'),
           ('Raam', 'Jan', 'Peeters', 'jan@voorbeeld.be', '', '2027-01-09T09:00:00Z',
              '2027-01-09T09:00:00Z', '2027-01-09T10:00:00Z'),
           ('Gevel', 'An', 'Maes', 'an@voorbeeld.be', '', '2027-01-09T09:00:00Z',
              '2027-01-09T09:00:00Z', null)`);
}, DATABASE_HOOK_TIMEOUT);

const counted = () =>
  database.query<{ subject: string; seconds: number | null }>(
    `select subject, first_response_opening_seconds as seconds from chats order by id`,
  );

test('counts each answered conversation in the opening hours set before', async () => {
  await database.query(`
    insert into opening_hours (id, days, closed_dates, auto_reply_dutch, auto_reply_english)
    values (1, '[{"weekday":1,"open":"09:00","close":"17:00"},{"weekday":5,"open":"09:00","close":"17:00"}]',
      '[]', '<p>Gesloten</p>', '')`);

  await database.migrate(MIGRATIONS);

  expect(await counted()).toEqual([
    { subject: 'Dak', seconds: 2_700 },
    { subject: 'Raam', seconds: 0 },
    { subject: 'Gevel', seconds: null },
  ]);
});

test('without opening hours nothing is counted', async () => {
  await database.migrate(MIGRATIONS);

  expect((await counted()).map((row) => row.seconds)).toEqual([null, null, null]);
});
