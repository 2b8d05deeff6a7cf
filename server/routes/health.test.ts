import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createPool, type Db } from '../db/client';
import { postgresSubscriber } from '../db/listener';
import * as schema from '../db/schema';
import { expectError, useTestServer } from '../test/harness';

const server = useTestServer({ reset: false });

test('GET /api/health answers ok with the database kind, without a token', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: server.database.kind });
});

test('an unknown API path answers 404 NOT_FOUND as JSON', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/nope' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});

describe('with a PostgreSQL that refuses connections', () => {
  let app: App;
  let pool: Pool;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const url = `postgres://backoffice@127.0.0.1:${port}/backoffice`;
    pool = createPool(url, {
      connectTimeoutMs: 2000,
      queryTimeoutMs: 2000,
    });
    app = await buildApp(
      { ...loadConfig({}), spaDir: '/nonexistent' },
      {
        database: {
          db: drizzle(pool, { schema }) as unknown as Db,
          kind: 'postgres',
          // Keeps trying to listen in the background, as the server does.
          subscribe: postgresSubscriber(url, 2000),
          close: () => pool.end(),
        },
        logger: false,
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  test.each([
    // Five values in every row: with fewer, jest passes a `done` callback as the payload.
    ['health', 'GET', '/api/health', {}, undefined],
    ['a public read', 'GET', '/api/service/getall', {}, undefined],
    [
      'a signed-in call',
      'GET',
      '/api/chat/getall',
      { authorization: `Bearer ${'a'.repeat(43)}` },
      undefined,
    ],
    [
      'a public write',
      'POST',
      '/api/chat/create',
      {},
      {
        subject: 'Offerte',
        author: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be' },
        content: 'Hallo',
      },
    ],
  ] as const)(
    '%s answers 503 DATABASE_UNAVAILABLE with Retry-After, not 500',
    async (_name, method, url, headers, payload) => {
      const response = await app.inject({ method, url, headers, payload });
      expectError(response, 503, 'DATABASE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
      // No driver words or addresses reach the client.
      expect(response.json().message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    },
  );
});
