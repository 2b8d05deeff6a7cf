import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { pgliteByteaCodec } from './pglite-bytea';
import { TurnTakingPGlite } from './pglite-turns';
import { Client, Pool, type ClientConfig } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  projectRoot,
  type Config,
  type DatabaseTimeouts,
} from '../config';
import { describeFailure, isDatabaseUnavailable } from './errors';
import { postgresSubscriber, type Subscribe } from './listener';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `callback` with the payload of each NOTIFY on `channel` from this process's own
   * connection; answers how to stop. Only the embedded database, whose one connection makes
   * every write: see server/db/data-versions.ts.
   */
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `callback` with the payload of each NOTIFY on `channel`, whoever committed it: on
   * PostgreSQL over a dedicated connection that listens again by itself when lost (see
   * server/db/listener.ts), on the embedded database from its one connection. Answers how to stop.
   */
  subscribe: Subscribe;
}

const migrationsFolder = () => path.join(projectRoot(), 'server/db/migrations');

/**
 * Extra options for tests: `onQuery` sees every statement Drizzle sends (to count queries).
 * Production passes none, so Drizzle runs without a logger.
 */
export interface OpenOptions {
  onQuery?: (sql: string) => void;
}

const drizzleOptions = (options: OpenOptions) => ({
  schema,
  ...(options.onQuery && {
    logger: { logQuery: (query: string) => options.onQuery!(query) },
  }),
});

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Defaults: DEFAULT_DATABASE_TIMEOUTS, except startupWaitMs: 0 (fail at once). */
      timeouts?: Partial<DatabaseTimeouts>;
    }
  | {
      kind: 'pglite';
      dataDir?: string /* undefined: in memory */;
      /** In memory only: start from this dump of a data folder (PGlite's dumpDataDir). */
      template?: Blob;
    };

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** PostgreSQL did not answer at start, for as long as the server was told to wait. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * Opens the database, takes the data-folder lock for PGlite and applies pending migrations.
 * A PostgreSQL that does not answer (yet) is tried again until `timeouts.startupWaitMs` has
 * passed: a container platform often starts the server and its database together.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, startupWaitMs: 0, ...target.timeouts };
    const deadline = Date.now() + timeouts.startupWaitMs;
    for (let attempt = 1; ; attempt++) {
      // A migration may rightly run longer than any request's statement: no query limit here.
      const migrator = createPool(target.url, { ...timeouts, queryTimeoutMs: 0 }, 1);
      try {
        await migratePg(drizzlePg(migrator, { schema }) as never, {
          migrationsFolder: migrationsFolder(),
        });
        await migrator.end();
        const pool = createPool(target.url, timeouts);
        const db = drizzlePg(pool, drizzleOptions(options)) as unknown as Db;
        return {
          db,
          kind: 'postgres',
          subscribe: postgresSubscriber(target.url, timeouts.connectTimeoutMs),
          close: () => pool.end(),
        };
      } catch (error) {
        await migrator.end().catch(() => undefined);
        if (!isDatabaseUnavailable(error)) throw error;
        const where = describeServer(target.url);
        const reason = describeFailure(error);
        if (Date.now() >= deadline) {
          const waited = timeouts.startupWaitMs
            ? ` (tried for ${Math.round(timeouts.startupWaitMs / 1000)} s)`
            : '';
          throw new DatabaseUnreachableError(
            `PostgreSQL at ${where} does not answer: ${reason}${waited}. ` +
              'Start PostgreSQL, or correct DATABASE_URL.',
            { cause: error },
          );
        }
        if (attempt === 1) {
          process.stderr.write(
            `PostgreSQL at ${where} does not answer yet (${reason}); ` +
              `trying again for up to ${Math.round(timeouts.startupWaitMs / 1000)} s\n`,
          );
        }
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(1000, Math.max(0, deadline - Date.now()))),
        );
      }
    }
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    const pgliteOptions = { extensions: pgliteExtensions, ...pgliteByteaCodec };
    const opened = (client = target.dataDir
      ? new TurnTakingPGlite(target.dataDir, pgliteOptions)
      : new TurnTakingPGlite({ loadDataDir: target.template, ...pgliteOptions }));
    const db = drizzlePglite(opened, drizzleOptions(options)) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    // This one connection makes every write: its commits announce what they changed.
    await opened.exec(`set backoffice.announce_changes = 'on'`);
    return {
      db,
      kind: 'pglite',
      listen: async (channel, callback) => {
        const unlisten = await opened.listen(channel, callback);
        return () => unlisten();
      },
      // One connection in this process: it never loses its notifications.
      subscribe: async (channel, callback) => {
        const unlisten = await opened.listen(channel, callback);
        return () => unlisten();
      },
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    // Never leave the folder open without its lock.
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * A pool whose every wait is bounded, so that a PostgreSQL that stops answering (a frozen
 * host, a partition) costs a request seconds and a 503, never a hang.
 */
export function createPool(
  url: string,
  timeouts: Pick<DatabaseTimeouts, 'connectTimeoutMs' | 'queryTimeoutMs'>,
  max = 10,
): Pool {
  const { connectTimeoutMs, queryTimeoutMs } = timeouts;
  const pool = new Pool({
    connectionString: url,
    max,
    // Also bounds the wait for a free connection when all ten are busy.
    connectionTimeoutMillis: connectTimeoutMs,
    // Client side: the answer must arrive by then, or the connection is discarded.
    query_timeout: queryTimeoutMs || undefined,
    // Server side, a little earlier: a slow but live server cancels the statement (57014)
    // and the connection stays usable.
    statement_timeout: queryTimeoutMs ? Math.max(1, queryTimeoutMs - 500) : undefined,
    // Notices a peer that vanished under an idle connection.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    Client: DiscardingClient,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) =>
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
  );
  // Drizzle's transaction() never releases its client when BEGIN fails (BEGIN runs before its
  // try/finally). A connection that ends while checked out therefore gives its pool slot back
  // itself; otherwise each such failure keeps a slot forever, and ten of them leave the pool
  // with none even after the database is back.
  const checkedOut = new WeakSet<object>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // A later release() by the holder must not throw "released more than once".
      client.release = () => undefined;
      release(new Error('Connection terminated while checked out'));
    }),
  );
  return pool;
}

/**
 * pg leaves a connection whose query timed out open and in the pool, and the next query on it
 * waits behind the unanswered one. This client closes such a connection instead (the pool then
 * drops it), and keeps an 'error' listener while checked out: a connection broken in the middle
 * of a transaction would otherwise end the process with an unhandled 'error' event.
 */
class DiscardingClient extends Client {
  constructor(config?: ClientConfig) {
    super(config);
    // The query in flight fails with the same error; nothing more to do here.
    this.on('error', () => undefined);
  }

  private discardWhenTimedOut(error: unknown) {
    if ((error as { message?: unknown } | undefined)?.message === QUERY_TIMED_OUT) {
      // With a query still active, end() destroys the socket rather than waiting for an answer.
      this.end().catch(() => undefined);
    }
  }

  // pg's overloads: (config), (text, values?), each with or without a trailing callback.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.discardWhenTimedOut(error);
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return (Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
    }
    const result = (Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof (result as Promise<unknown> | undefined)?.catch !== 'function')
      return result as never;
    return (result as Promise<unknown>).catch((error: unknown) => {
      this.discardWhenTimedOut(error);
      throw error;
    }) as never;
  }
}

/** pg's error when query_timeout passes without an answer. */
const QUERY_TIMED_OUT = 'Query read timeout';

/** host:port/database of a connection string, never its password. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Data folders this process has open: its own pid in a lock file only counts for these. */
const heldDataDirs = new Set<string>();

const lockFileOf = (folder: string) => path.join(folder, 'backoffice.lock');

/**
 * A process that exits with a folder still open (a stop that ran out of time, or came while the
 * database was being opened) leaves no lock: on Node's exit, and called by the server's own exit,
 * which runs no exit handler (server/stop.ts).
 */
export function releaseDataDirLocks() {
  for (const folder of heldDataDirs) fs.rmSync(lockFileOf(folder), { force: true });
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it, and so do two
 * PGlite instances in one process. A lock file holding the owner's pid keeps a second opener
 * out; a stale one (dead owner, or this pid from an earlier run, as in a restarted container)
 * is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = fs.realpathSync(dataDir);
  const lockFile = lockFileOf(folder);
  const inUse = (owner: number) =>
    new DataDirLockedError(
      `The data folder ${folder} is in use by ${owner === process.pid ? 'this process' : 'another process'} ` +
        `(pid ${owner}). Stop that process first, or set DATA_DIR to another folder.`,
    );
  if (heldDataDirs.has(folder)) throw inUse(process.pid);
  const take = () => fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
      throw inUse(owner);
    fs.rmSync(lockFile, { force: true });
    try {
      take();
    } catch (retry) {
      // Another process took the stale lock between our removal and our write.
      if ((retry as NodeJS.ErrnoException).code === 'EEXIST')
        throw inUse(Number(fs.readFileSync(lockFile, 'utf8')));
      throw retry;
    }
  }
  heldDataDirs.add(folder);
  if (heldDataDirs.size === 1) process.on('exit', releaseDataDirLocks);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    heldDataDirs.delete(folder);
    if (heldDataDirs.size === 0) process.off('exit', releaseDataDirLocks);
    fs.rmSync(lockFile, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
