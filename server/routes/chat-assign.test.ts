import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();
let els: string;
let jan: string;
let janId: number;
let elsId: number;
beforeEach(async () => {
  els = await server.signIn('els@example.be');
  jan = await server.signIn('jan@example.be');
  const me = async (token: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json()
      .id as number;
  elsId = await me(els);
  janId = await me(jan);
});

let address = 0;
async function startChat(subject: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Ons dak lekt.',
    },
    remoteAddress: `10.4.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}
const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), payload });
const subjects = async (token: string, query: string) =>
  (
    (await call(token, 'GET', `/api/chat/getall?limit=50&${query}`)).json().chats as {
      subject: string;
    }[]
  ).map((chat) => chat.subject);

test('a conversation is assigned and released; the reads carry it and the list filters on it', async () => {
  const first = await startChat('Dak');
  await startChat('Goot');
  const assigned = await call(els, 'PUT', `/api/chat/assign/${first.id}`, { userId: janId });
  expect(assigned.statusCode).toBe(200);
  expectShape('Chat', assigned.json());
  expect(assigned.json().assignedTo).toBe(janId);
  expect((await call(els, 'GET', `/api/chat/get/${first.id}`)).json().assignedTo).toBe(janId);

  expect(await subjects(jan, 'assigned=me')).toEqual(['Dak']);
  expect(await subjects(els, 'assigned=me')).toEqual([]);
  expect(await subjects(els, 'assigned=none')).toEqual(['Goot']);
  // The array without parameters is the same for everyone, and holds both.
  const all = (await call(els, 'GET', '/api/chat/getall')).json() as {
    assignedTo: number | null;
  }[];
  expect(all.map((chat) => chat.assignedTo).sort()).toEqual([janId, null].sort());

  const released = await call(jan, 'PUT', `/api/chat/assign/${first.id}`, { userId: null });
  expect(released.json().assignedTo).toBeNull();
  expect(await subjects(jan, 'assigned=me')).toEqual([]);

  const log = JSON.stringify((await call(els, 'GET', '/api/activity/getall?kind=assign')).json());
  expect(log).toContain(`#${first.id}: Janssens Els`);
  expect(log).toContain(`#${first.id}: niemand`);
});

test('refuses an unknown account, an unknown chat and a malformed body, and changes nothing', async () => {
  const { id } = await startChat('Dak');
  expectError(
    await call(els, 'PUT', `/api/chat/assign/${id}`, { userId: 99999 }),
    400,
    'VALIDATION',
  );
  expectError(
    await call(els, 'PUT', `/api/chat/assign/${id}`, { userId: 'jan' }),
    400,
    'VALIDATION',
  );
  expectError(await call(els, 'PUT', `/api/chat/assign/${id}`, {}), 400, 'VALIDATION');
  expectError(
    await call(els, 'PUT', '/api/chat/assign/99999', { userId: janId }),
    404,
    'NOT_FOUND',
  );
  expect((await call(els, 'GET', `/api/chat/get/${id}`)).json().assignedTo).toBeNull();
});

test("the assignee alone gets the staff notice of an assigned conversation's new message", async () => {
  const { id, accessToken } = await startChat('Dak');
  await call(els, 'PUT', `/api/chat/assign/${id}`, { userId: elsId });
  await server.database.db.execute(sql`delete from outbox`);
  await server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${id}/message`,
    headers: { 'x-chat-token': accessToken },
    payload: { content: 'Nog een foto.' },
  });
  const recipients = rowsOf(
    await server.database.db.execute(
      sql`select recipient from outbox where kind = 'staff-notice' order by recipient`,
    ),
  ).map((row) => row.recipient);
  expect(recipients).toEqual(['els@example.be']);

  // Unassigned: everyone again.
  await call(els, 'PUT', `/api/chat/assign/${id}`, { userId: null });
  await server.database.db.execute(sql`delete from outbox`);
  await server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${id}/message`,
    headers: { 'x-chat-token': accessToken },
    payload: { content: 'En nog een.' },
  });
  const everyone = rowsOf(
    await server.database.db.execute(
      sql`select recipient from outbox where kind = 'staff-notice' order by recipient`,
    ),
  ).map((row) => row.recipient);
  expect(everyone).toEqual(['els@example.be', 'jan@example.be']);
});
