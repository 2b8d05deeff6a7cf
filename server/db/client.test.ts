import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import {
  DataDirLockedError,
  DatabaseUnreachableError,
  createPool,
  openDatabase,
  type Database,
} from './client';
import { isDatabaseUnavailable } from './errors';

/** PGlite data folders take a lock file; these tests open real folders (PGlite only). */
const LOCK = 'backoffice.lock';
let dataDir: string;
const opened: Database[] = [];

const rowsOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

async function open(dir = dataDir) {
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  opened.push(database);
  return database;
}
async function close(database: Database) {
  opened.splice(opened.indexOf(database), 1);
  await database.close();
}
async function refusal(dir = dataDir) {
  try {
    await open(dir);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the data folder was opened twice');
}

// One folder for the file: creating a PGlite folder costs seconds, opening it again less.
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-data-'));
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  fs.rmSync(path.join(dataDir, LOCK), { force: true });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('queries in flight, each awaited after the last, let the event loop turn between them (a stop signal is seen under load)', async () => {
  const { db } = await open();
  let turns = 0;
  let finished = false;
  const countTurns = () => {
    if (finished) return;
    turns++;
    setImmediate(countTurns);
  };
  setImmediate(countTurns);
  // Twenty requests, each with ten queries one after another.
  let answered = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 10; i++) {
        await db.execute(sql`select 1`);
        answered++;
      }
    }),
  );
  finished = true;
  expect(answered).toBe(200);
  // PGlite alone answers all 200 in one stretch of promise callbacks: the loop turns once.
  expect(turns).toBeGreaterThanOrEqual(10);
});

test('a second open of the same folder in this process is refused with a clear message; after close it opens again', async () => {
  const first = await open();
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  await first.db.execute(sql`create table notes (id serial primary key, text text not null)`);
  await first.db.execute(sql`insert into notes (text) values ('kept')`);

  const error = await refusal();
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect(error.message).toContain(dataDir);
  expect(error.message).toMatch(/in use/);
  // The refusal left the holder's lock and database alone.
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  expect(await rowsOf(first, sql`select text from notes`)).toEqual([{ text: 'kept' }]);

  await close(first);
  expect(fs.existsSync(path.join(dataDir, LOCK))).toBe(false);

  const again = await open();
  expect(await rowsOf(again, sql`select text from notes`)).toEqual([{ text: 'kept' }]);
});

test('the same folder named another way (trailing slash, relative path) is the same lock', async () => {
  await open();
  expect(await refusal(`${dataDir}${path.sep}`)).toBeInstanceOf(DataDirLockedError);
  expect(await refusal(path.relative(process.cwd(), dataDir))).toBeInstanceOf(DataDirLockedError);
});

test('a lock held by another live process is refused', async () => {
  // The parent of this test process is alive for as long as the test runs.
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.ppid));
  const error = await refusal();
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect(error.message).toContain(`pid ${process.ppid}`);
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.ppid));
});

/** The pid of a process that has ended. */
const deadPid = () => String(spawnSync(process.execPath, ['-e', '']).pid);

test.each([
  ['a dead pid', deadPid()],
  ['a pid above any live one', '999999'],
  ['an empty file', ''],
  ['no pid at all', 'garbage'],
])('a stale lock file holding %s is taken over', async (_name, content) => {
  fs.writeFileSync(path.join(dataDir, LOCK), content);
  const database = await open();
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
});

test('a lock file with this process’s own pid that this process does not hold is stale (a restarted container keeps its pid)', async () => {
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.pid));
  const database = await open();
  expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
});

test('closing twice does not remove a lock that someone else has taken since', async () => {
  const first = await open();
  await close(first);
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.ppid));
  await first.close().catch(() => undefined);
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.ppid));
});

/**
 * A PostgreSQL stand-in on loopback, enough of the wire protocol for the pool: it signs every
 * connection in (unless `answerStartup` is false: a frozen server), answers BEGIN, COMMIT and
 * ROLLBACK, and hands every other simple query to `onQuery`, which may stay silent.
 */
async function fakePostgres({
  answerStartup = true,
  answerBegin = true,
  onQuery = () => {},
}: {
  answerStartup?: boolean;
  /** false: BEGIN gets no answer either. */
  answerBegin?: boolean;
  onQuery?: (text: string, socket: net.Socket) => void;
} = {}) {
  const sockets: net.Socket[] = [];
  const closed: Promise<void>[] = [];
  const frame = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0);
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const ready = (status: 'I' | 'T') => frame('Z', Buffer.from(status));
  const server = net.createServer((socket) => {
    sockets.push(socket);
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let signedIn = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!signedIn) {
          // StartupMessage: length, protocol, parameters; no type byte.
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
          buffer = buffer.subarray(buffer.readInt32BE(0));
          signedIn = true;
          if (answerStartup) socket.write(Buffer.concat([frame('R', Buffer.alloc(4)), ready('I')]));
          continue;
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, 1 + buffer.readInt32BE(1));
        buffer = buffer.subarray(1 + buffer.readInt32BE(1));
        if (type !== 'Q') continue;
        const text = body.toString('utf8', 0, body.length - 1).trim();
        const command = /^(begin|commit|rollback)$/i.exec(text)?.[1].toUpperCase();
        if (command && (answerBegin || command !== 'BEGIN')) {
          const done = frame('C', Buffer.from(`${command}\0`));
          socket.write(Buffer.concat([done, ready(command === 'BEGIN' ? 'T' : 'I')]));
        } else {
          onQuery(text, socket);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://backoffice:secret@127.0.0.1:${port}/backoffice`,
    sockets,
    /** Resolves when the n-th connection (from 0) has been closed. */
    closed: (n: number) => closed[n],
    /** A server-side error (SQLSTATE) and then the connection closed, as PostgreSQL does. */
    fatal(socket: net.Socket, code: string, message: string) {
      const fields = `SFATAL\0VFATAL\0C${code}\0M${message}\0\0`;
      socket.end(frame('E', Buffer.from(fields)));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the PostgreSQL pool', () => {
  const fakes: { close(): Promise<void> }[] = [];
  const pools: Pool[] = [];
  afterEach(async () => {
    // Bounded: a pool that leaked a client would never end, and the test has failed already.
    const ended = (pool: Pool) =>
      Promise.race([
        pool.end().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    for (const pool of pools.splice(0)) await ended(pool);
    for (const fake of fakes.splice(0)) await fake.close();
  });
  const start = async (options?: Parameters<typeof fakePostgres>[0]) => {
    const fake = await fakePostgres(options);
    fakes.push(fake);
    return fake;
  };
  const pool = (url: string, queryTimeoutMs = 300) => {
    const created = createPool(url, { connectTimeoutMs: 300, queryTimeoutMs });
    pools.push(created);
    return created;
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );

  test('a statement in a transaction that gets no answer fails, and its connection is closed rather than reused', async () => {
    const fake = await start(); // answers nothing but BEGIN/COMMIT/ROLLBACK
    const connections = pool(fake.url);
    const db = drizzle(connections);

    const error = await failure(db.transaction((tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The stuck connection left the pool at once (not when idle long enough)...
    expect(connections.totalCount).toBe(0);
    // ...so the next transaction does not queue behind the unanswered statement.
    await failure(db.transaction((tx) => tx.execute(sql`select 2`)));
    expect(fake.sockets).toHaveLength(2);
    // And the server saw it closed.
    await fake.closed(0);
  });

  test('a transaction whose BEGIN gets no answer gives its connection back to the pool (Drizzle does not release it)', async () => {
    const fake = await start({ answerBegin: false });
    const connections = createPool(fake.url, { connectTimeoutMs: 300, queryTimeoutMs: 300 }, 1);
    pools.push(connections);
    const db = drizzle(connections);

    expect(isDatabaseUnavailable(await failure(db.transaction(async () => {})))).toBe(true);
    await fake.closed(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections.totalCount).toBe(0);
    // The pool's only slot is free: the next transaction reaches the server on a new connection
    // rather than failing to get a slot.
    await failure(db.transaction(async () => {}));
    expect(fake.sockets).toHaveLength(2);
  });

  test('a server that accepts connections but never signs them in fails within the connect time-out', async () => {
    const fake = await start({ answerStartup: false });
    const error = await failure(pool(fake.url).query('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await fake.closed(0);
  });

  test('a connection that the server ends in the middle of a transaction fails that transaction and does not end the process', async () => {
    const fake = await start({
      onQuery: (_text, socket) =>
        fake.fatal(socket, '57P01', 'terminating connection due to administrator command'),
    });
    const db = drizzle(pool(fake.url, 0));
    const error = await failure(db.transaction((tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The broken connection emits 'error' after the failure: give it the time to, then prove
    // the pool still works (a new connection) in this same, living process.
    await fake.closed(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await failure(db.transaction((tx) => tx.execute(sql`select 2`)));
    expect(fake.sockets).toHaveLength(2);
  });

  test('openDatabase fails at once with a clear message, without the password, when told not to wait', async () => {
    const fake = await start({ answerStartup: false });
    const error = await failure(
      openDatabase({ kind: 'postgres', url: fake.url, timeouts: { connectTimeoutMs: 300 } }),
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const message = (error as Error).message;
    expect(message).toContain(`127.0.0.1:${new URL(fake.url).port}/backoffice does not answer`);
    expect(message).not.toContain('secret');
  });
});
