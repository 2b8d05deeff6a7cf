import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { DATABASE_HOOK_TIMEOUT, expectError, useTestServer } from '../test/harness';

/** Source maps of the built SPA hold its whole source: served only when configured. */

const server = useTestServer({ reset: false });
const apps: App[] = [];
let spaDir: string;

const SCRIPT = 'main.0123456789.js';
const MAP = `${SCRIPT}.map`;

async function build(env: NodeJS.ProcessEnv) {
  const config = { ...loadConfig(env), spaDir };
  const app = await buildApp(config, { database: server.database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(() => {
  spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-spa-maps-'));
  fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  fs.writeFileSync(path.join(spaDir, SCRIPT), 'console.log(1);\n');
  fs.writeFileSync(path.join(spaDir, `${SCRIPT}.gz`), Buffer.from([0x1f, 0x8b]));
  fs.writeFileSync(path.join(spaDir, MAP), '{"version":3,"sources":["src/secret.ts"]}');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(spaDir, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT);

test('SERVE_SOURCE_MAPS is off unless set to true', () => {
  expect(loadConfig({}).serveSourceMaps).toBe(false);
  expect(loadConfig({ SERVE_SOURCE_MAPS: 'false' }).serveSourceMaps).toBe(false);
  expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
});

describe('by default', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({});
  }, DATABASE_HOOK_TIMEOUT);

  test.each([`/${MAP}`, `/${MAP}?v=1`, '/missing.js.map'])(
    'GET %s answers 404 NOT_FOUND, not the map and not the SPA',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expectError(response, 404, 'NOT_FOUND');
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('<title>');
    },
  );

  test('HEAD of a map answers 404 too', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/${MAP}` });
    expect(response.statusCode).toBe(404);
  });

  test('scripts are served without a SourceMap header', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: `/${SCRIPT}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.sourcemap).toBeUndefined();
    }
  });
});

describe('with SERVE_SOURCE_MAPS=true', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ SERVE_SOURCE_MAPS: 'true' });
  }, DATABASE_HOOK_TIMEOUT);

  test('the map is served', async () => {
    const response = await app.inject({ method: 'GET', url: `/${MAP}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().sources).toEqual(['src/secret.ts']);
  });

  test('a script links its map with a SourceMap header, also its compressed copy', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: `/${SCRIPT}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.sourcemap).toBe(`/${MAP}`);
    }
  });

  test('a map that does not exist is still a 404, not the SPA', async () => {
    expectError(await app.inject({ method: 'GET', url: '/missing.js.map' }), 404, 'NOT_FOUND');
  });
});

describe('/robots.txt', () => {
  test('keeps every crawler out, as a robots file and not the SPA', async () => {
    const app = await build({});
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    expect(response.body).not.toContain('<');
  });
});
