import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { projectRoot } from '../../config';
import type { Db } from '../client';
import * as schema from '../schema';
import { BackupError } from './errors';
import { rowsOf } from '../rows-of';

/**
 * How a column's values are written to a backup:
 * - `plain`: as JSON (integers, booleans, text, enums), exactly what the driver answers;
 * - `text`: PostgreSQL's own text form (timestamps, numerics, bigints, arrays…), lossless and
 *   read back by the column type's input function, whichever driver wrote or reads it;
 * - `json`: json/jsonb as their text, so no number is rounded by JavaScript on the way;
 * - `base64`: bytea.
 */
export type Encoding = 'plain' | 'text' | 'json' | 'base64';

export interface ColumnSpec {
  name: string;
  /** The SQL type Drizzle declares, for the reader of a backup file. */
  type: string;
  encoding: Encoding;
}

export interface TableSpec {
  /** Name in backup files: the table name, schema-qualified outside `public`. */
  name: string;
  /** Quoted, qualified name for SQL. */
  sqlName: string;
  /** Every stored column (computed columns are left out: PostgreSQL recomputes them). */
  columns: ColumnSpec[];
  /** Columns rows are ordered by, so a backup of unchanged data is the same file. */
  orderBy: string[];
}

export { rowsOf };

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

const PLAIN_TYPES =
  /^(integer|smallint|serial|smallserial|boolean|text|varchar(\(\d+\))?|char(\(\d+\))?)$/;

function encodingOf(column: PgColumn): Encoding {
  const type = column.getSQLType();
  if (column.columnType === 'PgEnumColumn' || PLAIN_TYPES.test(type)) return 'plain';
  if (type === 'bytea') return 'base64';
  if (type === 'json' || type === 'jsonb') return 'json';
  return 'text';
}

const tableName = (table: PgTable) => {
  const config = getTableConfig(table);
  return config.schema ? `${config.schema}.${config.name}` : config.name;
};

/** Every table of the Drizzle schema, parents before the tables whose foreign keys point at them. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/**
 * The tables to back up and restore, in an order that inserts every row after the rows its
 * foreign keys refer to. A table that refers to itself keeps its rows in primary-key order.
 */
export function tableSpecs(tables: PgTable[] = schemaTables()): TableSpec[] {
  const byName = new Map(tables.map((table) => [tableName(table), table]));
  const ordered: PgTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`The foreign keys of ${[...trail, name].join(' → ')} form a cycle`);
    state.set(name, 'visiting');
    const table = byName.get(name)!;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = tableName(foreignKey.reference().foreignTable);
      if (parent !== name && byName.has(parent)) visit(parent, [...trail, name]);
    }
    state.set(name, 'done');
    ordered.push(table);
  };
  for (const name of byName.keys()) visit(name, []);

  return ordered.map((table) => {
    const config = getTableConfig(table);
    const columns = config.columns.filter((column) => !column.generated);
    const primaryKey = [
      ...columns.filter((column) => column.primary).map((column) => column.name),
      ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
    ];
    return {
      name: tableName(table),
      sqlName: config.schema ? `${quote(config.schema)}.${quote(config.name)}` : quote(config.name),
      columns: columns.map((column) => ({
        name: column.name,
        type: column.getSQLType(),
        encoding: encodingOf(column),
      })),
      orderBy: primaryKey.length ? primaryKey : columns.map((column) => column.name),
    };
  });
}

/** A database schema version: the last migration applied (Drizzle's migrations table). */
export interface SchemaVersion {
  /** The migration's tag, such as `0001_user_active`; `unknown` for a release newer than this. */
  migration: string;
  /** The migration's timestamp, which is how Drizzle orders and identifies migrations. */
  createdAt: number;
  hash: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * The migrations this program knows, read when it starts: a running server keeps answering
 * with the schema it migrated to, even when a newer release is unpacked beside it.
 */
const JOURNAL: JournalEntry[] = (
  JSON.parse(
    fs.readFileSync(path.join(projectRoot(), 'server/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] }
).entries;

const tagOf = (createdAt: number) =>
  JOURNAL.find((entry) => entry.when === createdAt)?.tag ?? 'unknown';

/** The schema version this program's migrations lead to. */
export function latestMigration(): { migration: string; createdAt: number } {
  const last = JOURNAL[JOURNAL.length - 1];
  return { migration: last.tag, createdAt: last.when };
}

export const describeVersion = (version: { migration: string; createdAt: number }) =>
  version.migration === 'unknown'
    ? `an unknown migration (${version.createdAt})`
    : version.migration;

/** The database's schema version, or undefined when no migration was ever applied. */
export async function databaseVersion(db: Db): Promise<SchemaVersion | undefined> {
  // Checked first: a failed query would end the caller's transaction.
  const [exists] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists.found) return undefined;
  const [row] = rowsOf(
    await db.execute(
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    ),
  );
  if (!row) return undefined;
  const createdAt = Number(row.created_at);
  return { migration: tagOf(createdAt), createdAt, hash: String(row.hash) };
}

/** Refuses a database whose schema is not the one this program's tables describe. */
export function expectCurrentSchema(version: SchemaVersion | undefined): SchemaVersion {
  const latest = latestMigration();
  if (!version)
    throw new BackupError('The database has no tables yet (no migration was ever applied).');
  if (version.createdAt !== latest.createdAt)
    throw new BackupError(
      `The database is at schema version ${describeVersion(version)}, but this release ` +
        `expects ${latest.migration}: start this release's server once (it applies its ` +
        'migrations), or use the release that matches the database.',
    );
  return version;
}
