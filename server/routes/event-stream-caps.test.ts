import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { rowsOf } from '../db/rows-of';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import { DATABASE_HOOK_TIMEOUT, bearer, startTestServer, type TestServer } from '../test/harness';

/**
 * The caps on open event streams hold under a burst (a place is taken before the request awaits
 * anything): per conversation, per client address (behind a trusted proxy, whatever the client
 * writes into X-Forwarded-For) and per instance. A token is checked once per heartbeat for all
 * the streams that use it, and a stream whose check keeps failing ends.
 */

const LIMITS = { perChat: 10, perAddress: 20, total: 40 };
let server: TestServer;
let base: string;
const streams: OpenedStream[] = [];

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await startTestServer({
    liveHeartbeatSeconds: 1,
    liveStreams: LIMITS,
    trustProxy: ['loopback'],
    chatCreateLimit: { perAddress: 1000, windowSeconds: 3600 },
  });
  base = await listen(server.app);
}, DATABASE_HOOK_TIMEOUT);
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  // The server sees them close before the next test counts.
  for (let i = 0; i < 100 && server.app.live.openStreams > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => server?.close(), DATABASE_HOOK_TIMEOUT);

let chats = 0;
async function startChat() {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Offerte',
      author: { firstName: 'An', lastName: 'Peeters', email: `an${++chats}@example.be` },
      content: 'Hallo',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

async function open(path: string, headers: Record<string, string>) {
  const stream = await openStream(`${base}${path}`, headers);
  streams.push(stream);
  return stream;
}

const customerStream = (chat: { id: number; accessToken: string }, client = '203.0.113.1') =>
  open(`/api/chat/public/${chat.id}/events`, {
    'x-chat-token': chat.accessToken,
    // What nginx on this machine appends after whatever the client wrote.
    'x-forwarded-for': `198.51.100.${chats % 250}, ${client}`,
  });

test('a burst of 500 parallel stream requests on one chat leaves at most 10 open, and the server answers meanwhile', async () => {
  const chat = await startChat();
  const burst = Array.from({ length: 500 }, (_, n) =>
    customerStream(chat, `203.0.113.${(n % 200) + 1}`),
  );
  // Asked while the burst is in flight.
  const health = fetch(`${base}/api/health`);
  const opened = await Promise.all(burst);
  expect((await health).status).toBe(200);
  const statuses = opened.map((stream) => stream.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.perChat);
  expect(statuses.filter((status) => status === 429)).toHaveLength(500 - LIMITS.perChat);
  expect(server.app.live.openStreamsOf(chat.id)).toBe(LIMITS.perChat);
  const watchers = rowsOf(
    await server.database.db.execute(
      sql`select count(*)::int as n from chat_watchers where chat_id = ${chat.id}`,
    ),
  );
  expect(watchers[0].n).toBe(LIMITS.perChat);
  const refused = opened.find((stream) => stream.status === 429)!;
  expect(refused.headers.get('retry-after')).toBe('30');
  // Another call right after the burst.
  expect(
    (
      await fetch(`${base}/api/chat/public/${chat.id}`, {
        headers: { 'x-chat-token': chat.accessToken },
      })
    ).status,
  ).toBe(200);
});

test('a conversation that is full answers 404, not 429, to a wrong token', async () => {
  const chat = await startChat();
  await Promise.all(Array.from({ length: LIMITS.perChat }, () => customerStream(chat)));
  const wrong = await open(`/api/chat/public/${chat.id}/events`, { 'x-chat-token': 'wrong' });
  expect(wrong.status).toBe(404);
});

test('one client address holds at most 20 customer streams, whatever it writes into X-Forwarded-For; then 503 SERVER_BUSY', async () => {
  const many = await Promise.all(Array.from({ length: 3 }, () => startChat()));
  const opened = await Promise.all(
    Array.from({ length: 25 }, (_, n) => customerStream(many[n % 3], '203.0.113.77')),
  );
  const statuses = opened.map((stream) => stream.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.perAddress);
  const refused = opened.filter((stream) => stream.status === 503);
  expect(refused).toHaveLength(5);
  expect(refused[0].headers.get('retry-after')).toBe('30');
  expect(refused[0].body).toMatchObject({ code: 'SERVER_BUSY' });
  // Another client, and an IPv6 client's other /64, still get theirs.
  expect((await customerStream(many[0], '203.0.113.78')).status).toBe(200);
  expect((await customerStream(many[1], '2001:db8:9:1::1')).status).toBe(200);
});

test('one instance holds at most its total, staff streams included; then 503 SERVER_BUSY', async () => {
  const token = await server.signIn();
  const staffOpened = await Promise.all(
    Array.from({ length: 15 }, () => open('/api/events', bearer(token))),
  );
  expect(staffOpened.every((stream) => stream.status === 200)).toBe(true);
  const many = await Promise.all(Array.from({ length: 5 }, () => startChat()));
  const customers = await Promise.all(
    Array.from({ length: 30 }, (_, n) => customerStream(many[n % 5], `203.0.114.${n}`)),
  );
  const statuses = customers.map((stream) => stream.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.total - 15);
  expect(statuses.filter((status) => status === 503)).toHaveLength(30 - (LIMITS.total - 15));
  const staffRefused = await open('/api/events', bearer(token));
  expect(staffRefused.status).toBe(503);
  expect(staffRefused.body).toMatchObject({ code: 'SERVER_BUSY' });
  expect(staffRefused.headers.get('retry-after')).toBe('30');
  expect(server.app.live.openStreams).toBe(LIMITS.total);
});

test('a chat token is checked once per heartbeat for all the streams of that chat', async () => {
  const chat = await startChat();
  const opened = await Promise.all(Array.from({ length: 8 }, () => customerStream(chat)));
  expect(opened.every((stream) => stream.status === 200)).toBe(true);
  const statements = await server.countQueries(
    () => new Promise((resolve) => setTimeout(resolve, 3500)),
  );
  const tokenChecks = statements.filter(
    (statement) => /access_token_hash/.test(statement) && /chat_links/.test(statement),
  );
  // 8 streams × 3 heartbeats would be 24 checks; shared, one per heartbeat.
  expect(tokenChecks.length).toBeGreaterThanOrEqual(2);
  expect(tokenChecks.length).toBeLessThanOrEqual(5);
});

describe('a stream whose access check keeps failing', () => {
  let app: App;
  let failingBase: string;
  beforeAll(async () => {
    const config: Config = {
      ...loadConfig({}),
      spaDir: '/nonexistent',
      liveHeartbeatSeconds: 1,
    };
    app = await buildApp(config, { database: server.database, logger: false });
    app.get('/test/failing-stream', (request, reply) =>
      app.live.serveStaff(request, reply, {
        userId: 0,
        accepts: () => true,
        access: { key: 'failing', check: () => Promise.reject(new Error('database down')) },
      }),
    );
    failingBase = await listen(app);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close(), DATABASE_HOOK_TIMEOUT);

  test('ends after three failed heartbeats in a row', async () => {
    const stream = await openStream(`${failingBase}/test/failing-stream`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    // Three heartbeats of 1 s, on a busy machine a little more.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(stream.comments).toBeGreaterThanOrEqual(3);
    expect(app.live.openStreams).toBe(0);
  });
});

test('MAX_CONNECTIONS caps the HTTP server’s connections', () => {
  expect(loadConfig({}).maxConnections).toBe(2000);
  expect(server.app.server.maxConnections).toBe(server.config.maxConnections);
  expect(loadConfig({ LIVE_STREAMS_MAX: '50', LIVE_STREAMS_PER_ADDRESS: '5' }).liveStreams).toEqual(
    { perChat: 10, perAddress: 5, total: 50 },
  );
});
