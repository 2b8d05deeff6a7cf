import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { rowsOf } from './rows-of';

/**
 * Areas of the data, each with a counter in table data_versions that the commit of every
 * write changing it raises (triggers, migrations 0002, 0004, 0009 and 0014).
 */
export type DataScope =
  | 'language'
  | 'services'
  | 'achievements'
  | 'images'
  | 'chats'
  | 'staff'
  | 'sessions'
  | 'trash'
  | 'agenda';

export type Versions = ReadonlyMap<string, string>;

/** The channel on which each commit names the scopes it changed (comma separated). */
const CHANNEL = 'data_versions';

export interface DataVersions {
  /** The versions now: never older than a write committed before the call. */
  read(): Promise<Versions>;
  /** The versions, when they are known without asking the database (see `read`). */
  remembered(): Versions | undefined;
  /**
   * Calls `listener` with the scopes of each committed write, before the code that waited for
   * that commit goes on. Only where this process sees every write (`watched`); elsewhere never.
   */
  onChange(listener: (scopes: DataScope[]) => void): void;
  /** Whether every write is seen here, so that what was read can be remembered until a change. */
  readonly watched: boolean;
  close(): Promise<void>;
}

/** Every data version in one small query. */
export async function readVersions(db: Db): Promise<Versions> {
  const result = await db.execute(sql`select scope, version from data_versions`);
  return new Map(rowsOf(result).map((row) => [String(row.scope), String(row.version)]));
}

/**
 * Reads the versions for many requests at once: a request that arrives while a read is under
 * way waits for the next one, which starts after it arrived and serves everyone who came
 * meanwhile. A read begun before a request arrived is never used for it: it might predate a
 * write whose answer that client has already seen. Under load this is one query per round
 * instead of one per request.
 */
export function versionReader(read: () => Promise<Versions>): () => Promise<Versions> {
  let running: Promise<Versions> | undefined;
  let queued: Promise<Versions> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * The data versions of a database.
 * - Embedded (PGlite): this process holds the data folder alone, so every write passes through
 *   its one connection, whose commits announce their scopes (NOTIFY; PGlite calls listeners
 *   before the committing query's caller resumes). The versions are read once and remembered
 *   until the next announcement: a cached answer then costs no query at all.
 * - PostgreSQL: other server instances write too, and a notice from them could arrive after a
 *   client that wrote through them reads here. The versions are read for each request (shared
 *   by the requests of one round, see versionReader), which keeps every instance exact.
 */
export async function openDataVersions(database: Database): Promise<DataVersions> {
  const listeners: ((scopes: DataScope[]) => void)[] = [];
  const query = versionReader(() => readVersions(database.db));
  if (!database.listen) {
    return {
      read: query,
      remembered: () => undefined,
      onChange: () => {},
      watched: false,
      close: async () => {},
    };
  }
  let remembered: Versions | undefined;
  /** Raised by every announcement: a read that saw one begin meanwhile is not remembered. */
  let changes = 0;
  const unlisten = await database.listen(CHANNEL, (payload) => {
    changes++;
    remembered = undefined;
    const scopes = payload.split(',').filter(Boolean) as DataScope[];
    for (const listener of listeners) listener(scopes);
  });
  return {
    async read() {
      if (remembered) return remembered;
      const before = changes;
      const versions = await query();
      if (changes === before) remembered = versions;
      return versions;
    },
    remembered: () => remembered,
    onChange: (listener) => listeners.push(listener),
    watched: true,
    close: unlisten,
  };
}
