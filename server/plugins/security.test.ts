import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { DATABASE_HOOK_TIMEOUT, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The harness's app has the default configuration; more apps (CORS, behind a TLS proxy,
 * serving a built SPA) are built on its database. None of these tests writes to it.
 */
const server = useTestServer({ reset: false });
const apps: App[] = [];
let spaDir: string;

const INDEX_HTML =
  '<!doctype html><html><head><title>Backoffice</title></head><body><div id="root"></div></body></html>';
const ASSET = 'app.0123456789abcdef.js';
const ASSET_JS = 'console.log("backoffice");\n';

async function build(overrides: Partial<Config> = {}, before?: (app: App) => void) {
  const config: Config = { ...loadConfig({}), spaDir: '/nonexistent', ...overrides };
  const app = await buildApp(config, { database: server.database, logger: false });
  before?.(app);
  await app.ready();
  apps.push(app);
  return app;
}

let plain: App;
beforeAll(async () => {
  plain = server.app;
  spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-spa-'));
  fs.writeFileSync(path.join(spaDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(spaDir, 'assets'));
  fs.writeFileSync(path.join(spaDir, 'assets', ASSET), ASSET_JS);
  fs.writeFileSync(path.join(spaDir, 'assets', `${ASSET}.gz`), gzipSync(ASSET_JS));
  fs.writeFileSync(path.join(spaDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(spaDir, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT);

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  // Frames only of our own pages and of object URLs (a document's preview), never elsewhere.
  expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  test.each([
    ['a public JSON answer', { method: 'GET', url: '/api/health' }],
    ['a 401 answer', { method: 'GET', url: '/api/language/getall' }],
    ['a 404 answer', { method: 'GET', url: '/api/nope' }],
    ['a 400 answer', { method: 'GET', url: '/api/service/get/abc' }],
    ['a 404 outside the API without a built SPA', { method: 'GET', url: '/chats/12' }],
  ] as const)('%s carries CSP, nosniff and frame denial', async (_name, request) => {
    const response = await plain.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expectSecurityHeaders(response);
  });

  test('no HSTS over plain http, even when the client claims https and no proxy is trusted', async () => {
    const direct = await plain.inject({ method: 'GET', url: '/api/health' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await plain.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS behind a trusted TLS proxy (trustProxy and x-forwarded-proto: https), also on errors', async () => {
    const proxied = await build({ trustProxy: ['loopback'] });
    for (const url of ['/api/health', '/api/nope']) {
      const response = await proxied.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expectSecurityHeaders(response);
    }
    const overHttp = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (app: App, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/service/getall',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  test('by default no origin is allowed', async () => {
    const simple = await plain.inject({
      method: 'GET',
      url: '/api/service/getall',
      headers: { origin: 'https://www.example.be' },
    });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const response = await preflight(plain, 'https://www.example.be');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a configured origin is allowed; another origin is not', async () => {
    const app = await build({ corsOrigins: ['https://www.example.be'] });

    const allowed = await app.inject({
      method: 'GET',
      url: '/api/service/getall',
      headers: { origin: 'https://www.example.be' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.be');
    const allowedPreflight = await preflight(app, 'https://www.example.be');
    expect(allowedPreflight.statusCode).toBeLessThan(300);
    expect(allowedPreflight.headers['access-control-allow-origin']).toBe('https://www.example.be');
    expect(
      String(allowedPreflight.headers['access-control-allow-headers']).toLowerCase(),
    ).toContain('authorization');

    for (const origin of ['https://evil.example', 'https://www.example.be.evil.example', 'null']) {
      const other = await app.inject({
        method: 'GET',
        url: '/api/service/getall',
        headers: { origin },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(app, origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('error answers', () => {
  test('a JSON body over 1 MB answers 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await plain.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.be', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  test('malformed JSON answers 400 MALFORMED_JSON without the parser’s words', async () => {
    const response = await plain.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.be", ',
    });
    expectError(response, 400, 'MALFORMED_JSON');
    expect(response.body).not.toMatch(/Unexpected|position|SyntaxError/);
  });

  describe('server faults', () => {
    let faulty: App;
    beforeAll(async () => {
      faulty = await build({}, (app) => {
        app.get('/api/test/throws', async () => {
          throw new Error('secret detail at /work/main/server/routes/x.ts:12');
        });
        app.get('/api/test/sql', async () => {
          await app.db.execute(sql`select secret_column from no_such_table_for_tests`);
          return { ok: true };
        });
        app.get('/api/test/odd-status', async () => {
          throw Object.assign(new Error('a redirect status is not an error answer'), {
            statusCode: 302,
          });
        });
      });
    }, DATABASE_HOOK_TIMEOUT);

    test.each(['/api/test/throws', '/api/test/sql', '/api/test/odd-status'])(
      '%s answers 500 INTERNAL with the generic message, no stack trace or SQL',
      async (url) => {
        const response = await faulty.inject({ method: 'GET', url });
        expectError(response, 500, 'INTERNAL');
        expect(response.json()).toEqual({
          statusCode: 500,
          code: 'INTERNAL',
          message: 'Something went wrong on the server',
        });
        expect(response.body).not.toMatch(/secret|no_such_table|select|\.ts:|at .*\(|stack/i);
        expectSecurityHeaders(response);
      },
    );
  });
});

describe('SPA host', () => {
  let spa: App;
  beforeAll(async () => {
    spa = await build({ spaDir });
  }, DATABASE_HOOK_TIMEOUT);

  test.each(['/', '/chats/12', '/cms/services', '/cms/services/3?tab=1', '/redirect/logout'])(
    'GET %s answers index.html, not cached, with the security headers',
    async (url) => {
      const response = await spa.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
    },
  );

  test('a hashed asset is served as it is, cached for a year as immutable', async () => {
    const response = await spa.inject({ method: 'GET', url: `/assets/${ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(ASSET_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  test('a pre-compressed copy is sent to clients that accept it, with the same caching', async () => {
    const response = await spa.inject({
      method: 'GET',
      url: `/assets/${ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a file without a hash in its name is served but revalidated', async () => {
    const response = await spa.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['GET', '/api?x=1'],
    ['GET', '/api/service/nope?x=1'],
    ['POST', '/whatever'],
    ['DELETE', '/chats/12'],
  ] as const)('%s %s answers JSON 404 NOT_FOUND, not the SPA', async (method, url) => {
    const response = await spa.inject({ method, url });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectError(response, 404, 'NOT_FOUND');
    expect(response.body).not.toContain('<html');
  });

  test('API calls still answer JSON next to the SPA', async () => {
    const response = await spa.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectShape('Health', response.json());
  });

  test('paths that climb out of the SPA folder never answer files outside it', async () => {
    const outside = path.join(path.dirname(spaDir), `outside-${path.basename(spaDir)}.txt`);
    fs.writeFileSync(outside, 'outside secret');
    try {
      for (const url of [
        `/../${path.basename(outside)}`,
        `/assets/..%2f..%2f${path.basename(outside)}`,
        `/%2e%2e/${path.basename(outside)}`,
        '/assets/../../../../etc/passwd',
      ]) {
        const response = await spa.inject({ method: 'GET', url });
        expect(response.body).not.toContain('outside secret');
        expect(response.body).not.toMatch(/root:.*:0:0:/);
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});
