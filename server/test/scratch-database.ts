import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { projectRoot } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { pgliteOnly } from './pglite-only';
import { pgliteTemplate } from './pglite-template';

/**
 * A database of its own for a test that applies migrations by hand, or (`migrated`) one with
 * this release's migrations applied: PGlite in memory, loaded from a dump (applying the whole
 * chain costs tens of seconds of CPU beside other test files), or with TEST_DATABASE_URL a
 * database created on that server and dropped by `close`.
 */
export interface Scratch {
  db: Db;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function scratchDatabase({ migrated = false } = {}): Promise<Scratch> {
  const testFile = path.relative(projectRoot(), expect.getState().testPath ?? '');
  if (testFile in pgliteOnly)
    throw new Error(`${testFile} migrates a database: remove it from server/test/pglite-only.ts`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite({
      loadDataDir: await pgliteTemplate(migrated ? 'migrated' : 'empty'),
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `backoffice_scratch_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database ends idle connections: not a failure of the test.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  if (migrated) await migratePg(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** This release's migrations folder. */
export const MIGRATIONS = path.join(projectRoot(), 'server/db/migrations');

/**
 * A copy of the migrations folder as an earlier release shipped it: every migration up to `tag`
 * (included). Remove it with `fs.rmSync(folder, { recursive: true })`.
 */
export function migrationsUpTo(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries)
    fs.copyFileSync(
      path.join(MIGRATIONS, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  return folder;
}
