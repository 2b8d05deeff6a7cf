import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { DATABASE_HOOK_TIMEOUT, useTestServer } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { injectUntilStream } from '../test/inject-stream';
import { requestIdOf } from './request-id';

/**
 * Every answer carries X-Request-Id: the caller's when it is well formed, a new one otherwise;
 * every log line of the request carries the same id.
 */
const server = useTestServer({ reset: false });
const log = captureLog();
let app: App;

beforeAll(async () => {
  app = await buildApp(
    { ...loadConfig({}), spaDir: '/nonexistent', corsOrigins: ['https://www.example.be'] },
    { database: server.database, logger: { level: 'info', stream: log.stream } },
  );
  await app.ready();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => app.close(), DATABASE_HOOK_TIMEOUT);

const GIVEN = 'Kx3_a-9.b';

test.each([
  ['a public read', 'GET', '/api/health'],
  ['a 401', 'GET', '/api/language/getall'],
  ['an API 404', 'GET', '/api/nope'],
  ['a validation 400', 'GET', '/api/service/get/abc'],
  ['a router refusal (bad %-encoding)', 'GET', '/api/service/get/%zz'],
  ['a 404 outside the API', 'GET', '/chats/12'],
] as const)('%s echoes a well-formed X-Request-Id and logs it', async (_name, method, url) => {
  log.clear();
  const response = await app.inject({ method, url, headers: { 'x-request-id': GIVEN } });
  expect(response.headers['x-request-id']).toBe(GIVEN);
  const lines = log.lines().filter((line) => line.reqId !== undefined);
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines.map((line) => line.reqId))).toEqual(new Set([GIVEN]));
});

test('a body too large (413) carries the id too', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json', 'x-request-id': GIVEN },
    payload: JSON.stringify({ email: 'a@example.be', password: 'x'.repeat(1024 * 1024 + 10) }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.headers['x-request-id']).toBe(GIVEN);
});

test('an event stream, and its refusal, carry the id in their headers', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Dakgoot',
      author: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be' },
      content: 'Hallo',
    },
  });
  const { id, accessToken } = created.json();
  const stream = await injectUntilStream(app, {
    method: 'GET',
    url: `/api/chat/public/${id}/events`,
    headers: { 'x-request-id': GIVEN, 'x-chat-token': accessToken },
  });
  expect(stream.streaming).toBe(true);
  expect(stream.headers['x-request-id']).toBe(GIVEN);
  const refused = await injectUntilStream(app, {
    method: 'GET',
    url: `/api/chat/public/${id}/events`,
    headers: { 'x-request-id': GIVEN, 'x-chat-token': 'wrong' },
  });
  expect(refused.statusCode).toBe(404);
  expect(refused.headers['x-request-id']).toBe(GIVEN);
});

test.each([
  ['too long', 'a'.repeat(65)],
  ['a space', 'two words'],
  ['markup', '<script>'],
  ['a colon', 'a:b'],
  ['empty', ''],
])('an id with %s is replaced by a new one', async (_name, given) => {
  log.clear();
  const response = await app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': given },
  });
  const id = String(response.headers['x-request-id']);
  expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  expect(id).not.toBe(given);
  expect(log.lines().find((line) => line.reqId !== undefined)?.reqId).toBe(id);
});

test('without one, each request gets its own', async () => {
  const ids = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    ids.add(String(response.headers['x-request-id']));
  }
  expect(ids.size).toBe(20);
});

test('new ids are 16 characters and all different, across refills of their random bytes', () => {
  const ids = new Set<string>();
  for (let i = 0; i < 1000; i++) ids.add(requestIdOf({ headers: {} }));
  expect(ids.size).toBe(1000);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
});

test('CORS lets a page send it and read it back', async () => {
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/service/getall',
    headers: {
      origin: 'https://www.example.be',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-request-id',
    },
  });
  expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
    'x-request-id',
  );
  for (const url of ['/api/service/getall', '/api/chat/public/1']) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://www.example.be' },
    });
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain(
      'x-request-id',
    );
  }
});
