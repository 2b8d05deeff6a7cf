import type { InjectOptions } from 'fastify';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { createUser } from '../../server/services/users';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
import { killServers, spawnServer, waitUntilHealthy } from './process';

/**
 * PostgreSQL faults under a running server: stopped, and frozen (SIGSTOP: the host still
 * accepts connections but never answers). Every kind of call must answer 503
 * DATABASE_UNAVAILABLE within a few seconds, and 2xx again once PostgreSQL is back, without
 * restarting the server.
 */

/** The issue's bound for an answer while the database is down. */
const ANSWER_WITHIN_MS = 5000;
/** Set-up and recovery are not timed: a busy machine may need tens of seconds. */
const RECOVERY_WITHIN_MS = 60_000;
const SETUP_MS = 120_000;

let cluster: ThrowawayPostgres | undefined;
let database: Database | undefined;
let app: App;
let token: string;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  database = await openDatabase({ kind: 'postgres', url: cluster.url });
  app = await buildApp(
    {
      ...loadConfig({}),
      spaDir: '/nonexistent',
      chatCreateLimit: { perAddress: 10_000, windowSeconds: 3600 },
    },
    { database, logger: false },
  );
  await app.ready();
  const credentials = { email: 'els@example.be', password: 'correct horse battery' };
  await createUser(database.db, { ...credentials, firstName: 'Els', lastName: 'Janssens' });
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: credentials });
  expect(login.statusCode).toBe(200);
  token = login.json().token;
}, SETUP_MS);

afterAll(async () => {
  try {
    await killServers();
    // Whatever a failed test left behind: a frozen cluster would hang the closing pool.
    cluster?.thaw();
    await app?.close();
    // Bounded, so that a pool that never ends cannot keep the cluster running after the suite.
    await Promise.race([database?.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  } finally {
    cluster?.destroy();
  }
}, SETUP_MS);

let serial = 0;
/** One call of each kind: health, a public read, a signed-in read, a staff and a public write. */
const calls = (): { name: string; ok: number; request: InjectOptions }[] => {
  const auth = { authorization: `Bearer ${token}` };
  const n = ++serial;
  return [
    { name: 'health', ok: 200, request: { method: 'GET', url: '/api/health' } },
    { name: 'public read', ok: 200, request: { method: 'GET', url: '/api/service/getall' } },
    {
      name: 'signed-in read',
      ok: 200,
      request: { method: 'GET', url: '/api/chat/getall', headers: auth },
    },
    {
      name: 'staff write',
      ok: 201,
      request: {
        method: 'POST',
        url: '/api/language/create',
        headers: auth,
        payload: { name: `faults.entry${n}`, group: 'faults', translationDutch: 'Storing' },
      },
    },
    {
      name: 'public write',
      ok: 201,
      request: {
        method: 'POST',
        url: '/api/chat/create',
        payload: {
          subject: `Storing ${n}`,
          author: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be' },
          content: 'Werkt de site nog?',
        },
      },
    },
  ];
};

interface Timed {
  name: string;
  ms: number;
  status: number | 'no answer';
  body?: { statusCode?: number; code?: string; message?: string };
  retryAfter?: string;
}

/** Sends a call and measures its answer; gives up (as 'no answer') after `capMs`. */
async function timed(name: string, request: InjectOptions, capMs = 30_000): Promise<Timed> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), capMs);
  });
  const response = await Promise.race([app.inject(request), cap]);
  clearTimeout(timer);
  const ms = Math.round(performance.now() - started);
  if (response === 'no answer') return { name, ms, status: 'no answer' };
  return {
    name,
    ms,
    status: response.statusCode,
    body: response.json(),
    retryAfter: response.headers['retry-after'] as string | undefined,
  };
}

/** Every kind of call at once (or these), while the database is down: each answers 503 in time. */
async function expectAllUnavailable(label: string, batch = calls()): Promise<Timed[]> {
  const answers = await Promise.all(batch.map((call) => timed(call.name, call.request)));
  console.log(
    `${label}: ${answers.map((answer) => `${answer.name} ${answer.status} in ${answer.ms} ms`).join(', ')}`,
  );
  // One comparison for all, so that a failure shows every call's answer.
  expect(
    answers.map((answer) => ({
      name: answer.name,
      status: answer.status,
      body: answer.body,
      retryAfter: answer.retryAfter,
      withinBound: answer.ms < ANSWER_WITHIN_MS,
    })),
  ).toEqual(
    answers.map((answer) => ({
      name: answer.name,
      status: 503,
      body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
      retryAfter: expect.stringMatching(/^[1-9][0-9]*$/),
      withinBound: true,
    })),
  );
  return answers;
}

/** After PostgreSQL is back, every kind of call answers 2xx again; measures the time to each. */
async function expectAllRecover(label: string, since: number): Promise<void> {
  const recovered: string[] = [];
  for (const call of calls()) {
    let last: Timed | undefined;
    while (performance.now() - since < RECOVERY_WITHIN_MS) {
      last = await timed(call.name, call.request);
      if (last.status === call.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect({ name: call.name, status: last?.status }).toEqual({ name: call.name, status: call.ok });
    recovered.push(`${call.name} ${Math.round(performance.now() - since)} ms`);
  }
  console.log(`${label}: first 2xx after ${recovered.join(', ')}`);
}

test('before any fault, every kind of call answers 2xx', async () => {
  for (const call of calls()) {
    const response = await app.inject(call.request);
    expect({ name: call.name, status: response.statusCode }).toEqual({
      name: call.name,
      status: call.ok,
    });
  }
});

test('PostgreSQL stopped: every call answers 503 DATABASE_UNAVAILABLE within 5 s; started again: 2xx without a restart', async () => {
  cluster!.stop();
  try {
    // Twice: first with the pool's connections just broken, then with none left.
    await expectAllUnavailable('stopped, first calls');
    await expectAllUnavailable('stopped, next calls');
  } finally {
    cluster!.start();
  }
  await expectAllRecover('started again', performance.now());
});

test('PostgreSQL frozen (SIGSTOP): every call answers 503 DATABASE_UNAVAILABLE within 5 s; thawed: 2xx', async () => {
  // Warm the pool so that the first calls meet open connections that stop answering.
  await Promise.all(calls().map((call) => app.inject(call.request)));
  cluster!.freeze();
  try {
    await expectAllUnavailable('frozen, first calls');
    await expectAllUnavailable('frozen, next calls');
    // More writes at once than the pool has connections: those that wait for a free
    // connection are bounded as well, not only those that hold one.
    const writes = Array.from({ length: 6 }, () => calls().slice(3)).flat();
    await expectAllUnavailable(`frozen, ${writes.length} writes at once`, writes);
  } finally {
    cluster!.thaw();
  }
  await expectAllRecover('thawed', performance.now());
});

describe('the server started while PostgreSQL is down', () => {
  const PASSWORD = 'not-shown-anywhere';
  /** The cluster's address with a password in it (trust authentication ignores it). */
  const urlWithPassword = () => cluster!.url.replace('postgres@', `postgres:${PASSWORD}@`);
  const where = () => `127.0.0.1:${cluster!.port}/postgres`;

  let stopped = false;
  const stop = () => {
    cluster!.stop();
    stopped = true;
  };
  const start = () => {
    cluster!.start();
    stopped = false;
  };
  afterEach(() => {
    if (stopped) start();
  });

  test('gives up after DB_STARTUP_WAIT_SECONDS with exit code 1 and a clear message, no stack trace, no password', async () => {
    stop();
    const server = await spawnServer({
      DATABASE_URL: urlWithPassword(),
      DB_STARTUP_WAIT_SECONDS: '1',
    });
    const { code } = await server.exited;
    const output = server.output();
    console.log(`start while stopped, 1 s wait: exit ${code}: ${output.trim()}`);
    expect(code).toBe(1);
    expect(output).toContain(`PostgreSQL at ${where()} does not answer`);
    expect(output).toContain('ECONNREFUSED');
    expect(output).toContain('Start PostgreSQL, or correct DATABASE_URL.');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain(PASSWORD);
  });

  test('waits for PostgreSQL (30 s by default) and serves once it is up', async () => {
    stop();
    const server = await spawnServer({ DATABASE_URL: urlWithPassword() });
    const deadline = Date.now() + RECOVERY_WITHIN_MS;
    while (!server.output().includes('does not answer yet') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain(`PostgreSQL at ${where()} does not answer yet`);
    const started = performance.now();
    start();
    await waitUntilHealthy(server, RECOVERY_WITHIN_MS);
    console.log(
      `start while stopped: healthy ${Math.round(performance.now() - started)} ms after PostgreSQL started`,
    );
    expect(server.output()).not.toContain(PASSWORD);
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
