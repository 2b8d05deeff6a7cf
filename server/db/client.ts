import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { projectRoot } from '../config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(projectRoot(), 'server/db/migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string /* undefined: in memory */ };

/** Opens the database, takes the data-folder lock for PGlite, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) =>
      process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    const opened = (client = target.dataDir ? new PGlite(target.dataDir) : new PGlite());
    const db = drizzlePglite(opened, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: 'pglite',
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

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Data folders this process has open: its own pid in a lock file only counts for these. */
const heldDataDirs = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it, and so do two
 * PGlite instances in one process. A lock file holding the owner's pid keeps a second opener
 * out; a stale one (dead owner, or this pid from an earlier run, as in a restarted container)
 * is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = fs.realpathSync(dataDir);
  const lockFile = path.join(folder, 'backoffice.lock');
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
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    heldDataDirs.delete(folder);
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
