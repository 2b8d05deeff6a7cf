import { DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0024 on a database as the release before it left it: an employee's feed moves to
 * employee_feeds with its token's hash, its maker unknown and without the customer's details;
 * each customer link keeps the address of its appointment's customer as the one it was sent to.
 * On PGlite, or on a fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0023_chat_figures');
beforeEach(async () => {
  database = current();
  await database.query(`
    insert into employees (id, first_name, last_name, working_hours, feed_token_hash)
    values (1, 'Bart', 'Claes', '[]', 'aaaa'), (2, 'Els', 'Maes', '[]', null)`);
  await database.query(`
    insert into appointments (id, uid, title, starts_at, ends_at, customer_email)
    values (1, 'u1', 'Dak', '2030-06-04T08:00:00Z', '2030-06-04T09:00:00Z', 'Lotte.Maes@Example.be')`);
  await database.query(`
    insert into appointment_links (token_hash, appointment_id) values ('bbbb', 1)`);
}, DATABASE_HOOK_TIMEOUT);

test("moves the employee's feed over, its maker unknown, and keeps each link's address", async () => {
  await database.migrate(MIGRATIONS);

  expect(
    await database.query(
      `select employee_id, token_hash, created_by, include_customer_details, last_fetched_at
       from employee_feeds order by id`,
    ),
  ).toEqual([
    {
      employee_id: 1,
      token_hash: 'aaaa',
      created_by: null,
      include_customer_details: false,
      last_fetched_at: null,
    },
  ]);
  expect(await database.query(`select token_hash, recipient from appointment_links`)).toEqual([
    { token_hash: 'bbbb', recipient: 'lotte.maes@example.be' },
  ]);
});
