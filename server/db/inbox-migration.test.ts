import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0007 (the team inbox) on a database as the release before it left it: the list
 * columns and the search words of the conversations kept so far are filled from their messages,
 * as a new message would have written them. On PGlite, or on a fresh database of the PostgreSQL
 * server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0006_mail_outbox');
beforeEach(() => {
  database = current();
});

interface Listed {
  id: number;
  status: string;
  last_activity_at: string;
  last_message_id: number | null;
  last_sender: string | null;
  message_count: number;
  last_customer_message_id: number;
}

test('fills each kept conversation’s latest message, counts and words; one without messages keeps its creation', async () => {
  await database.query(`
    insert into chats (subject, author_first_name, author_last_name, author_email, author_phone, created_at)
    values ('Terras café', 'Zoë', 'Van Dyck', 'zoe.vandyck@voorbeeld.be', '+32 470 12 34 56', '2025-01-01T08:00:00Z'),
           ('Leeg gesprek', 'Jan', 'Peeters', 'jan@example.be', '', '2025-02-01T08:00:00Z')`);
  await database.query(`
    insert into messages (chat_id, sender, sender_name, content, sent_at) values
      (1, 'customer', 'Zoë Van Dyck', '<p>Een vraag over de <b>tegels</b> &amp; voegen</p>', '2025-01-01T08:00:00Z'),
      (1, 'customer', 'Zoë Van Dyck', '<p>En de dakgoot?</p>', '2025-01-02T08:00:00Z'),
      (1, 'staff', 'Els Janssens', '<p>We komen kijken.</p>', '2025-01-03T09:30:00Z')`);

  await database.migrate(MIGRATIONS);

  const rows = await database.query<Listed>(`
    select id, status, to_char(last_activity_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last_activity_at,
      last_message_id, last_sender, message_count, last_customer_message_id
    from chats order by id`);
  expect(rows).toEqual([
    {
      id: 1,
      status: 'open',
      last_activity_at: '2025-01-03 09:30',
      last_message_id: 3,
      last_sender: 'staff',
      message_count: 3,
      last_customer_message_id: 2,
    },
    {
      id: 2,
      status: 'open',
      last_activity_at: '2025-02-01 08:00',
      last_message_id: null,
      last_sender: null,
      message_count: 0,
      last_customer_message_id: 0,
    },
  ]);

  // Words of the subject and customer (weight A) and of the messages' text (D), accents folded,
  // tags and entities gone.
  const found = async (query: string) =>
    (
      await database.query<{ id: number }>(
        `select id from chats where search @@ to_tsquery('simple', fold_search($1)) order by id`,
        [query],
      )
    ).map((row) => row.id);
  expect(await found('cafe:*')).toEqual([1]);
  expect(await found('zoe:* & dyck:*')).toEqual([1]);
  expect(await found('voorbeeld:*')).toEqual([1]);
  expect(await found('0470123456:*')).toEqual([1]);
  expect(await found('tegels & voegen & dakgoot')).toEqual([1]);
  expect(await found('cafe:*A')).toEqual([1]);
  expect(await found('tegels:*A')).toEqual([]);
  expect(await found('amp | b | p')).toEqual([]);
  expect(await found('peeters')).toEqual([2]);
});
