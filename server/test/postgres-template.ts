import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DatabaseTimeouts } from '../config';
import { openDatabase } from '../db/client';
import { hashMigrations } from './pglite-template';

/**
 * A migrated database on the test PostgreSQL server, for each test file's database to be
 * copied from (`create database … template …`): migrating a new database costs the server
 * about a second of CPU per test file, a copy a tenth of that. Named after the migrations'
 * contents, so a changed migration makes a new one (and drops the older ones); made once per
 * server by the first test file that needs it, under an advisory lock the others wait on.
 */
const PREFIX = 'backoffice_template_';
/** The advisory lock's key: any number no other test takes. */
const LOCK = 7_130_421;

const made = new Map<string, Promise<string>>();

export function postgresTemplate(
  admin: Pool,
  adminUrl: string,
  timeouts: Partial<DatabaseTimeouts>,
): Promise<string> {
  let template = made.get(adminUrl);
  if (!template) {
    template = makeTemplate(admin, adminUrl, timeouts);
    made.set(adminUrl, template);
  }
  return template;
}

async function makeTemplate(
  admin: Pool,
  adminUrl: string,
  timeouts: Partial<DatabaseTimeouts>,
): Promise<string> {
  const name = PREFIX + hashMigrations(createHash('sha256')).digest('hex').slice(0, 16);
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK]);
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    if (rows.some((row) => row.datname === name)) return name;
    for (const row of rows) await client.query(`drop database ${row.datname} with (force)`);
    // Migrated under another name and renamed: a half-made template is never copied.
    const partial = `${name}_partial`;
    await client.query(`create database ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), timeouts });
    await database.close();
    await client.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK]).catch(() => undefined);
    client.release();
  }
}
