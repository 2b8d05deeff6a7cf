import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, refuseUnsafeWidgetOrigins } from '../config';
import { DATABASE_HOOK_TIMEOUT, useTestServer } from '../test/harness';

/**
 * The chat widget as the company's website loads it: the loader at a fixed address that other
 * sites may load, and the widget's page, which only the sites of WIDGET_ORIGINS may frame.
 */

const server = useTestServer({ reset: false });
let spaDir: string;
let app: App;

const frameAncestors = (csp: unknown) =>
  /frame-ancestors ([^;]*)/.exec(String(csp))?.[1].split(' ') ?? [];

beforeAll(async () => {
  spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-widget-'));
  fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  fs.writeFileSync(path.join(spaDir, 'widget.js'), 'console.log("loader");\n');
  fs.mkdirSync(path.join(spaDir, 'widget'));
  fs.writeFileSync(path.join(spaDir, 'widget/index.html'), '<!doctype html><title>Chat</title>');
  const config = {
    ...loadConfig({
      PUBLIC_SITE_URL: 'https://www.dakwerken.example/nl/',
      WIDGET_ORIGINS: 'https://www.dakwerken.example, https://shop.dakwerken.example',
    }),
    spaDir,
  };
  app = await buildApp(config, { database: server.database, logger: false });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await app?.close();
  fs.rmSync(spaDir, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT);

test("WIDGET_ORIGINS defaults to the public website's origin and refuses what is no origin", () => {
  expect(loadConfig({ PUBLIC_SITE_URL: 'https://www.example.be/contact' }).widgetOrigins).toEqual([
    'https://www.example.be',
  ]);
  expect(() => loadConfig({ WIDGET_ORIGINS: 'https://www.example.be/path' })).toThrow(
    /WIDGET_ORIGINS/,
  );
  expect(() => loadConfig({ WIDGET_ORIGINS: "'none'" })).toThrow(/WIDGET_ORIGINS/);
});

describe('once mail is set up or NODE_ENV=production, the server refuses to start with WIDGET_ORIGINS', () => {
  const mail = {
    SMTP_URL: 'smtp://mail.example.net',
    MAIL_FROM: 'Kantoor <info@dakwerken.example>',
  };
  const check = (env: Record<string, string>) => () =>
    refuseUnsafeWidgetOrigins(loadConfig(env), env);

  test.each([
    ['the placeholder default (mail)', mail],
    ['the placeholder default (production)', { NODE_ENV: 'production' }],
    ['the placeholder named', { ...mail, WIDGET_ORIGINS: 'https://shop.example.be' }],
  ])('%s', (_name, env) => {
    expect(check(env)).toThrow(
      /WIDGET_ORIGINS is still the placeholder https:\/\/(www|shop)\.example\.be/,
    );
  });

  test.each(['http://www.dakwerken.example', 'https://www.dakwerken.example,http://shop.example'])(
    'an http: origin other than localhost (%s)',
    (origins) => {
      for (const env of [mail, { NODE_ENV: 'production' }] as Record<string, string>[]) {
        expect(check({ ...env, WIDGET_ORIGINS: origins })).toThrow(/must be https/);
      }
    },
  );

  test.each([
    ['https sites', { ...mail, WIDGET_ORIGINS: 'https://www.dakwerken.example' }],
    ['localhost over http', { NODE_ENV: 'production', WIDGET_ORIGINS: 'http://localhost:4000' }],
    [
      '127.0.0.1 and [::1] over http',
      { ...mail, WIDGET_ORIGINS: 'http://127.0.0.1:8081,http://[::1]:8082' },
    ],
    [
      'a site from PUBLIC_SITE_URL',
      { ...mail, PUBLIC_SITE_URL: 'https://www.dakwerken.example/nl' },
    ],
    ['the placeholder, without mail in development', {}],
  ])('but starts with %s', (_name, env) => {
    expect(check(env)).not.toThrow();
  });
});

test('the widget page may be framed by the configured sites only', async () => {
  for (const url of ['/widget/', '/widget/?chat=4']) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Chat</title>');
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://www.dakwerken.example',
      'https://shop.dakwerken.example',
    ]);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The page learns which sites may embed it: it hands its stored conversations to no other.
    expect(response.body).toContain(
      '<meta name="backoffice-widget-origins" content="https://www.dakwerken.example https://shop.dakwerken.example">',
    );
    const again = await app.inject({
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  }
  const redirect = await app.inject({ url: '/widget?chat=4' });
  expect(redirect.statusCode).toBe(301);
  expect(redirect.headers.location).toBe('/widget/?chat=4');
});

test('the SPA still may not be framed by anyone', async () => {
  const response = await app.inject({ url: '/chats' });
  expect(frameAncestors(response.headers['content-security-policy'])).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
});

test('the loader may be loaded by other sites and is kept for a few minutes', async () => {
  const response = await app.inject({ url: '/widget.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
});

test('the public chat calls answer CORS to the widget origins, other calls do not', async () => {
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/chat/public/1/message',
    headers: {
      origin: 'https://shop.dakwerken.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-chat-token',
    },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.dakwerken.example');
  expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-Chat-Token/);

  const stranger = await app.inject({
    method: 'GET',
    url: '/api/chat/public/1',
    headers: { origin: 'https://evil.example' },
  });
  expect(stranger.headers['access-control-allow-origin']).toBeUndefined();

  const staffCall = await app.inject({
    method: 'GET',
    url: '/api/chat/getall',
    headers: { origin: 'https://shop.dakwerken.example' },
  });
  expect(staffCall.headers['access-control-allow-origin']).toBeUndefined();
});
