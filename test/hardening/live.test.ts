import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { createUser } from '../../server/services/users';
import {
  chatEventData,
  openStream,
  type OpenedStream,
} from '../../server/test/event-stream-client';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

/**
 * Live updates across server instances on one PostgreSQL: a write through one instance reaches
 * the streams another holds (NOTIFY at commit, relayed by each instance's LISTEN connection),
 * and an instance whose LISTEN connection dies listens again by itself and delivers what was
 * committed meanwhile.
 */

const SETUP_MS = 120_000;

let cluster: ThrowawayPostgres | undefined;
const databases: Database[] = [];
const apps: App[] = [];
const bases: string[] = [];
let token: string;

async function startInstance(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  databases.push(database);
  const app = await buildApp(
    {
      ...loadConfig({}),
      spaDir: '/nonexistent',
      databaseUrl: url,
      chatCreateLimit: { perAddress: 10_000, windowSeconds: 3600 },
      liveHeartbeatSeconds: 2,
    },
    { database, logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  await startInstance(cluster.url);
  await startInstance(cluster.url);
  const credentials = { email: 'els@example.be', password: 'correct horse battery' };
  await createUser(databases[0].db, { ...credentials, firstName: 'Els', lastName: 'Janssens' });
  const login = await apps[0].inject({
    method: 'POST',
    url: '/api/user/login',
    payload: credentials,
  });
  expect(login.statusCode).toBe(200);
  token = login.json().token;
}, SETUP_MS);

const streams: OpenedStream[] = [];
afterAll(async () => {
  try {
    for (const stream of streams) stream.close();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  } finally {
    cluster?.destroy();
  }
}, SETUP_MS);

const staffHeaders = () => ({ authorization: `Bearer ${token}` });

async function startChat(through: App) {
  const response = await through.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Offerte',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

async function staffReply(through: App, id: number, content: string) {
  const response = await through.inject({
    method: 'POST',
    url: `/api/chat/createMessage/${id}`,
    headers: staffHeaders(),
    payload: { content },
  });
  expect(response.statusCode).toBe(201);
}

async function open(url: string, headers: Record<string, string>) {
  const stream = await openStream(url, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const messagesOf = (stream: OpenedStream, sender: string) =>
  stream.events.filter(
    (e) =>
      e.event === 'chat' &&
      chatEventData(e).kind === 'message' &&
      chatEventData(e).sender === sender,
  ).length;

test('a reply through one instance reaches the customer on the other, and back', async () => {
  const { id, accessToken } = await startChat(apps[0]);
  const customer = await open(`${bases[1]}/api/chat/public/${id}/events`, {
    'x-chat-token': accessToken,
  });
  const staff = await open(`${bases[0]}/api/events`, staffHeaders());

  await staffReply(apps[0], id, 'Antwoord via instantie A');
  const reply = await customer.next((e) => e.event === 'chat');
  expect(chatEventData(reply)).toEqual({ chatId: id, kind: 'message', sender: 'staff' });

  // The customer writes through B; staff on A hear it.
  const written = await apps[1].inject({
    method: 'POST',
    url: `/api/chat/public/${id}/message`,
    headers: { 'x-chat-token': accessToken },
    payload: { content: 'Dank u' },
  });
  expect(written.statusCode).toBe(201);
  await staff.next(() => messagesOf(staff, 'customer') >= 1);

  // Presence is in the database: A knows the customer's stream on B is open.
  const presence = await apps[0].inject({
    url: `/api/chat/presence/${id}`,
    headers: staffHeaders(),
  });
  expect(presence.json()).toEqual({ online: true });
});

test('an instance whose LISTEN connection dies listens again and delivers what it missed', async () => {
  const { id, accessToken } = await startChat(apps[0]);
  const customer = await open(`${bases[1]}/api/chat/public/${id}/events`, {
    'x-chat-token': accessToken,
  });
  const admin = new Client({ connectionString: cluster!.url });
  await admin.connect();
  try {
    const listeners = async () =>
      (
        await admin.query(
          `select pid from pg_stat_activity where query ilike 'LISTEN%' or query = 'select 1'`,
        )
      ).rows.map((row: { pid: number }) => row.pid);
    const before = await listeners();
    // Every LISTEN connection (both instances'): their backends are ended from the server side.
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where (query ilike 'LISTEN%' or query = 'select 1') and pid <> pg_backend_pid()`,
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    // Written at once, while B may not listen yet: its notification can be lost, the event not.
    await staffReply(apps[0], id, 'Terwijl B niet luistert');
    await customer.next(() => messagesOf(customer, 'staff') >= 1, 30_000);

    // And B listens again: a later reply arrives as usual.
    for (let i = 0; i < 100; i++) {
      const listening = await admin.query(
        `select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%'`,
      );
      if (listening.rows[0].n >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // New connections, not the old ones.
    const after = await listeners();
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    await staffReply(apps[0], id, 'Daarna');
    await customer.next(() => messagesOf(customer, 'staff') >= 2, 30_000);
  } finally {
    await admin.end();
  }
});
