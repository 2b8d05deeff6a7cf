import { DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0023 on a database as the release before it left it: every conversation gets its
 * row of figures (Brussels date, weekday and hour; response times), and from then on the
 * triggers keep them as the chat changes, is removed or truncated. On PGlite, or on a fresh
 * database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0022_chat_viewers');
beforeEach(async () => {
  database = current();
  // Sunday 28 March 2027 00:30 Brussels (UTC+1), answered at 03:30 (UTC+2): 2 hours later, not
  // three. Monday 29 March 00:30 Brussels (UTC+2), closed after a day, never answered.
  await database.query(`
    insert into chats (subject, author_first_name, author_last_name, author_email, author_phone,
      created_at, first_customer_at, first_response_at, first_response_opening_seconds,
      closed_at, start_page)
    values ('Dak', 'Zoë', 'Van Dyck', 'zoe@voorbeeld.be', '', '2027-03-27T23:30:00Z',
              '2027-03-27T23:30:00Z', '2027-03-28T01:30:00Z', 0, null, 'https://www.example.be/dak'),
           ('Raam', 'Jan', 'Peeters', 'jan@voorbeeld.be', '', '2027-03-28T22:30:00Z',
              '2027-03-28T22:30:00Z', null, null, '2027-03-29T22:30:00Z', '')`);
}, DATABASE_HOOK_TIMEOUT);

const figures = () =>
  database.query<Record<string, unknown>>(
    `select chat_id, to_char(started_on, 'YYYY-MM-DD') as started_on, weekday, hour, answered,
       response, opening_response, to_close, start_page
     from chat_figures order by chat_id`,
  );

test('fills the figures of the conversations before it, in Brussels time', async () => {
  await database.migrate(MIGRATIONS);

  expect(await figures()).toEqual([
    {
      chat_id: 1,
      started_on: '2027-03-28',
      weekday: 7,
      hour: 0,
      answered: true,
      response: 7_200,
      opening_response: 0,
      to_close: null,
      start_page: 'https://www.example.be/dak',
    },
    {
      chat_id: 2,
      started_on: '2027-03-29',
      weekday: 1,
      hour: 0,
      answered: false,
      response: null,
      opening_response: null,
      to_close: 86_400,
      start_page: '',
    },
  ]);
});

test('the triggers keep the figures as a chat is answered, closed, opened again and removed', async () => {
  await database.migrate(MIGRATIONS);

  await database.query(`update chats set first_response_at = '2027-03-28T23:00:00Z',
    closed_at = null where id = 2`);
  // A write that changes no figure (the latest activity) leaves them as they were.
  await database.query(`update chats set last_activity_at = now() where id = 1`);
  await database.query(`insert into chats (subject, author_first_name, author_last_name,
    author_email, author_phone, created_at) values ('Gevel', 'An', 'Maes', 'an@voorbeeld.be', '',
    '2027-10-31T01:30:00Z')`);
  const kept = await figures();
  expect(kept.map((row) => [row.chat_id, row.answered, row.response, row.to_close])).toEqual([
    [1, true, 7_200, null],
    [2, true, 1_800, null],
    [3, false, null, null],
  ]);
  // 31 October 01:30 UTC is 02:30 Brussels, the second time (UTC+1 again).
  expect([kept[2].started_on, kept[2].hour]).toEqual(['2027-10-31', 2]);

  await database.query(`delete from chats where id = 1`);
  expect((await figures()).map((row) => row.chat_id)).toEqual([2, 3]);
  await database.query(`truncate chats cascade`);
  expect(await figures()).toEqual([]);
  // Both tables in one statement, as a reset of every table does.
  await database.query(`insert into chats (subject, author_first_name, author_last_name,
    author_email, author_phone) values ('Dak', 'Jan', 'Peeters', 'jan@voorbeeld.be', '')`);
  expect(await figures()).toHaveLength(1);
  await database.query(`truncate chats, chat_figures restart identity cascade`);
  expect(await figures()).toEqual([]);
});
