import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { rowsOf } from '../db/rows-of';
import { startChatOn } from '../test/chats';
import { bearer, expectError, DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useTestServerWithMail } from '../test/mail-harness';

/**
 * Staff notice mail never goes to a staff member who has the conversation open at that moment:
 * their screen says so on one instance, the customer writes through another, and the real SMTP
 * server receives the mail of the others only.
 */

const { server, smtp } = useTestServerWithMail();
let other: App;
let els: string;
let jan: string;
let elsId: number;

beforeAll(async () => {
  other = await server.otherInstance();
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  els = await server.signIn('els@dakwerken.example.be');
  jan = await server.signIn('jan@dakwerken.example.be');
  elsId = (
    await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(els) })
  ).json().id;
}, DATABASE_HOOK_TIMEOUT);

const startChat = () => startChatOn(server.app);

/** The screen of `token` (X-Client-Id `screen`) shows the conversation, through the other instance. */
const show = (id: number | string, token = els, screen = 'screen-els-1') =>
  other.inject({
    method: 'PUT',
    url: `/api/chat/shown/${id}`,
    headers: { ...bearer(token), 'x-client-id': screen },
  });
const leave = (id: number | string, token = els, screen = 'screen-els-1') =>
  other.inject({
    method: 'DELETE',
    url: `/api/chat/shown/${id}`,
    headers: { ...bearer(token), 'x-client-id': screen },
  });

/**
 * The customer writes again; answers the recipients of the staff notices that the SMTP server
 * received for it (every notice queued for it has been sent when this returns).
 */
async function customerWrites(chat: { id: number; accessToken: string }, content: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${chat.id}/message`,
    headers: { 'x-chat-token': chat.accessToken },
    payload: { content },
  });
  expect(response.statusCode).toBe(201);
  const queued = rowsOf(
    await server.database.db.execute(sql`
      select recipient from outbox
      where kind = 'staff-notice' and payload->>'excerpt' = ${content}`),
  ).length;
  const received = () => smtp.received.filter((mail) => mail.parsed.text?.includes(content));
  for (let i = 0; i < 300 && received().length < queued; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return received()
    .flatMap((mail) => mail.envelope.to)
    .sort();
}

test('whoever has the conversation open gets no notice mail; the others do; leaving ends it', async () => {
  const chat = await startChat();
  expect((await show(chat.id)).statusCode).toBe(204);

  expect(await customerWrites(chat, 'Nu ook in de keuken.')).toEqual(['jan@dakwerken.example.be']);

  // A second screen of Els on it: leaving one leaves her the other.
  expect((await show(chat.id, els, 'screen-els-2')).statusCode).toBe(204);
  expect((await leave(chat.id)).statusCode).toBe(204);
  expect(await customerWrites(chat, 'En in de gang.')).toEqual(['jan@dakwerken.example.be']);

  expect((await leave(chat.id, els, 'screen-els-2')).statusCode).toBe(204);
  expect(await customerWrites(chat, 'Komt u vandaag nog?')).toEqual([
    'els@dakwerken.example.be',
    'jan@dakwerken.example.be',
  ]);
});

test('a screen that stopped saying so (a closed tab) no longer counts after a minute', async () => {
  const chat = await startChat();
  await show(chat.id);
  await show(chat.id, jan, 'screen-jan');
  expect(await customerWrites(chat, 'Hallo?')).toEqual([]);

  await server.database.db.execute(
    sql`update chat_viewers set seen_at = now() - interval '61 seconds' where screen = 'screen-els-1'`,
  );
  expect(await customerWrites(chat, 'Is er iemand?')).toEqual(['els@dakwerken.example.be']);
});

test('the assignee gets the notice, unless they have the conversation open: then nobody does', async () => {
  const chat = await startChat();
  const assigned = await server.app.inject({
    method: 'PUT',
    url: `/api/chat/assign/${chat.id}`,
    headers: bearer(jan),
    payload: { userId: elsId },
  });
  expect(assigned.statusCode).toBe(200);
  expect(await customerWrites(chat, 'Voor Els.')).toEqual(['els@dakwerken.example.be']);

  await show(chat.id);
  expect(await customerWrites(chat, 'Nog voor Els.')).toEqual([]);
  const rows = rowsOf(
    await server.database.db.execute(
      sql`select count(*)::int as n from outbox where payload->>'excerpt' = 'Nog voor Els.'`,
    ),
  );
  expect(rows[0].n).toBe(0);
});

test("a deactivated assignee's conversation alerts the team by mail, as an unassigned one", async () => {
  const piet = await server.signIn('piet@dakwerken.example.be');
  const chat = await startChat();
  const assign = (userId: number) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/chat/assign/${chat.id}`,
      headers: bearer(jan),
      payload: { userId },
    });
  expect((await assign(elsId)).statusCode).toBe(200);
  expect(await customerWrites(chat, 'Voor Els alleen.')).toEqual(['els@dakwerken.example.be']);

  // Deactivating Els releases her conversation, which the activity log says.
  const deactivated = await server.app.inject({
    method: 'PUT',
    url: `/api/user/setActive/${elsId}`,
    headers: bearer(piet),
    payload: { active: false },
  });
  expect(deactivated.statusCode).toBe(200);
  const read = await server.app.inject({
    method: 'GET',
    url: `/api/chat/get/${chat.id}`,
    headers: bearer(jan),
  });
  expect(read.json().assignedTo).toBeNull();
  const log = await server.app.inject({
    method: 'GET',
    url: '/api/activity/getall?kind=assign',
    headers: bearer(jan),
  });
  expect(JSON.stringify(log.json())).toContain(`#${chat.id}: niemand`);
  expect(await customerWrites(chat, 'Is er nog iemand?')).toEqual([
    'jan@dakwerken.example.be',
    'piet@dakwerken.example.be',
  ]);

  // An assignment to an account deactivated before releases existed: the team too.
  await server.database.db.execute(
    sql`update chats set assigned_to = ${elsId} where id = ${chat.id}`,
  );
  expect(await customerWrites(chat, 'Hallo, team?')).toEqual([
    'jan@dakwerken.example.be',
    'piet@dakwerken.example.be',
  ]);
});

test('an unknown chat is 404, a malformed id or screen 400, no session 401; nothing is written', async () => {
  const chat = await startChat();
  const before = await server.snapshot();
  expectError(await show(99_999), 404, 'NOT_FOUND');
  expectError(await leave(99_999), 404, 'NOT_FOUND');
  expectError(await show('abc'), 400, 'VALIDATION');
  expectError(await show(chat.id, els, 'bad screen id!'), 400, 'VALIDATION');
  expectError(
    await other.inject({ method: 'PUT', url: `/api/chat/shown/${chat.id}` }),
    401,
    'UNAUTHORIZED',
  );
  expect(await server.snapshot()).toEqual(before);
  // A removed conversation takes its screens' rows with it.
  await show(chat.id);
  await server.app.inject({
    method: 'DELETE',
    url: `/api/chat/remove/${chat.id}`,
    headers: bearer(jan),
  });
  const [{ n }] = rowsOf(
    await server.database.db.execute(sql`select count(*)::int as n from chat_viewers`),
  );
  expect(n).toBe(0);
});
