import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { createUser } from '../services/users';
import { DATABASE_HOOK_TIMEOUT, STAFF_PASSWORD, useTestServer } from '../test/harness';

/**
 * The per-address limits count the client the proxies saw, whatever a client writes into
 * X-Forwarded-For itself, and an IPv6 client by its /64.
 */
const server = useTestServer();
const apps: App[] = [];

async function build(env: Record<string, string>, overrides: Partial<Config> = {}) {
  const config = { ...loadConfig(env), spaDir: '/nonexistent', ...overrides };
  const app = await buildApp(config, { database: server.database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
}, DATABASE_HOOK_TIMEOUT);

const chatInput = (n: number) => ({
  subject: `Vraag ${n}`,
  author: { firstName: 'An', lastName: 'Peeters', email: `an${n}@example.be` },
  content: 'Hallo',
});

/** The status of each of `count` requests made one after the other. */
async function statusesOf(count: number, send: (n: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push((await send(n)).statusCode);
  return statuses;
}

let forged = 0;
/** A header a visitor writes: a fresh made-up address each time, before what the proxy adds. */
const forgedBefore = (client: string) =>
  `${++forged % 250}.${forged % 200}.7.${forged % 100}, ${client}`;

describe('TRUST_PROXY=loopback (nginx on the same machine)', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ TRUST_PROXY: 'loopback' });
  }, DATABASE_HOOK_TIMEOUT);

  test('a fresh forged X-Forwarded-For per request does not lift the conversation limit', async () => {
    const statuses = await statusesOf(7, (n) =>
      app.inject({
        method: 'POST',
        url: '/api/chat/create',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forgedBefore('203.0.113.7') },
        payload: chatInput(n),
      }),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another client behind the same proxy has its own budget.
    const other = await app.inject({
      method: 'POST',
      url: '/api/chat/create',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: chatInput(99),
    });
    expect(other.statusCode).toBe(201);
  });

  test('nor the limits of failed sign-ins per address', async () => {
    const statuses = await statusesOf(22, (n) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forgedBefore('203.0.113.9') },
        // Another account each time: only the address limit (20) can refuse.
        payload: { email: `nobody${n}@example.be`, password: 'wrong password' },
      }),
    );
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  test('nor the limit of follow-ups per address', async () => {
    const limited = await build(
      { TRUST_PROXY: 'loopback' },
      { chatMessageLimit: { perChat: 100, perAddress: 3, windowSeconds: 3600 } },
    );
    const created = await limited.inject({
      method: 'POST',
      url: '/api/chat/create',
      payload: chatInput(1),
    });
    const { id, accessToken } = created.json();
    const statuses = await statusesOf(5, (n) =>
      limited.inject({
        method: 'POST',
        url: `/api/chat/public/${id}/message`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forgedBefore('203.0.113.10'), 'x-chat-token': accessToken },
        payload: { content: `Nog iets ${n}` },
      }),
    );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  test('a client that is not the proxy is counted by its own address, whatever it claims', async () => {
    const statuses = await statusesOf(6, (n) =>
      app.inject({
        method: 'POST',
        url: '/api/chat/create',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': forgedBefore(`192.0.2.${n}`) },
        payload: chatInput(n),
      }),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('IPv6 clients of one /64 share one budget; the next /64 has its own', async () => {
    const from = (client: string, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/chat/create',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: chatInput(n),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      statuses.push((await from(`2001:db8:12:34:${n.toString(16)}:${n}::${n}`, n)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await from('2001:db8:12:35::1', 7)).statusCode).toBe(201);
  });

  test('an IPv6 sign-in from a fresh address of the same /64 each time is still counted', async () => {
    await createUser(server.database.db, {
      email: 'els@example.be',
      password: STAFF_PASSWORD,
      firstName: 'Els',
      lastName: 'Janssens',
    });
    const statuses: number[] = [];
    for (let n = 1; n <= 22; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: `2001:db8:77:1:${n.toString(16)}::1`,
        payload: { email: `nobody${n}@example.be`, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

test('TRUST_PROXY=1 (one proxy in front): the entry that proxy added counts', async () => {
  const app = await build({ TRUST_PROXY: '1' });
  const statuses = await statusesOf(6, (n) =>
    app.inject({
      method: 'POST',
      url: '/api/chat/create',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forgedBefore('203.0.113.50') },
      payload: chatInput(n),
    }),
  );
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

describe('TRUST_PROXY is read at start', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8 ,2001:db8::/32', ['loopback', '10.0.0.0/8', '2001:db8::/32']],
    ['192.0.2.10', ['192.0.2.10']],
  ])('%s → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });

  test.each(['true', 'yes', '10.0.0.0/33', '::1/129', 'loopback,nginx', '10.0.0.0/8/1', ','])(
    '%s is refused with a reason',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must name the proxies/);
    },
  );
});
