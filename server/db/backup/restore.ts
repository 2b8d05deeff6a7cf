import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { countRows, setSessionForBackup } from './dump';
import { BackupError } from './errors';
import type { BackupEvent, BackupHeader, TableHeader } from './format';
import {
  databaseVersion,
  describeVersion,
  expectCurrentSchema,
  quote,
  rowsOf,
  tableSpecs,
  type ColumnSpec,
  type TableSpec,
} from './tables';

export interface RestoreOptions {
  /** Replace whatever the database holds; without it a database with any row is refused. */
  force?: boolean;
  /** The tables to restore; default: every table of the Drizzle schema. */
  tables?: PgTable[];
}

export interface RestoreStats {
  tables: number;
  rows: number;
  /** Rows the database held before and that the restore replaced (with force). */
  replacedRows: number;
}

/**
 * Restores a backup read by readBackup into `db`, whose migrations must have been applied
 * (openDatabase does). Refuses a backup of another schema version, and a database that holds
 * any row unless `force`. Everything happens in one transaction: the tables are locked,
 * emptied (with force), filled in the file's foreign-key order, and their sequences moved past
 * the restored ids. Any failure, including a file that turns out to be truncated or corrupt
 * part-way, rolls it all back and leaves the database as it was.
 */
export async function restoreBackup(
  db: Db,
  events: AsyncGenerator<BackupEvent>,
  { force = false, tables }: RestoreOptions = {},
): Promise<RestoreStats> {
  try {
    return await restore(db, events, force, tableSpecs(tables));
  } finally {
    // Closes the file when the restore stopped before its end.
    await events.return(undefined);
  }
}

async function restore(
  db: Db,
  events: AsyncGenerator<BackupEvent>,
  force: boolean,
  specs: TableSpec[],
): Promise<RestoreStats> {
  const first = await events.next();
  if (first.done || first.value.kind !== 'header') throw new Error('a backup starts with a header');
  const header = first.value.header;
  const target = await databaseVersion(db);
  if (!target || header.schema.createdAt !== target.createdAt)
    throw new BackupError(
      `The backup is of schema version ${describeVersion(header.schema)}, the database is at ` +
        `${target ? describeVersion(target) : 'no version'}: restore it with the release that ` +
        'made it; starting a newer release afterwards upgrades the restored database.',
    );
  expectCurrentSchema(target);
  const inserts = matchTables(header, specs);

  return db.transaction(async (tx) => {
    await setSessionForBackup(tx);
    const names = specs.map((spec) => spec.sqlName).join(', ');
    // Nobody else writes (or reads half a restore) until it commits.
    await tx.execute(sql.raw(`lock table ${names} in access exclusive mode`));
    const before = await countRows(tx, specs);
    const replacedRows = before.reduce((sum, n) => sum + n, 0);
    if (replacedRows > 0) {
      if (!force) {
        const held = specs
          .map((spec, i) => (before[i] ? `${spec.name}: ${before[i]}` : ''))
          .filter(Boolean)
          .join(', ');
        throw new BackupError(
          `The database already holds data (${held} rows): restore with --force to replace ` +
            'everything in it, or restore into an empty database.',
        );
      }
      await tx.execute(sql.raw(`truncate ${names} restart identity`));
    }

    let rows = 0;
    for (;;) {
      const next = await events.next();
      if (next.done) throw new Error('a backup ends with its closing line');
      const event = next.value;
      if (event.kind === 'end') break;
      if (event.kind !== 'rows') throw new Error('a backup has one header');
      const insert = inserts.get(event.table)!;
      try {
        await tx.execute(
          sql`${sql.raw(insert.sql)}${JSON.stringify(event.rows.map(insert.toRecord))}${sql.raw(insert.from)}`,
        );
      } catch (error) {
        // The database's own words, without the statement and its rows.
        throw new BackupError(
          `The restore failed in table ${event.table.name} (${databaseMessage(error)}): ` +
            'the database was left as it was.',
        );
      }
      rows += event.rows.length;
    }

    const after = await countRows(tx, specs);
    specs.forEach((spec, i) => {
      const expected = header.tables.find((table) => table.name === spec.name)!.rows;
      if (after[i] !== expected)
        throw new Error(
          `table ${spec.name} has ${after[i]} rows after the restore, not ${expected}`,
        );
    });
    for (const spec of specs) await moveSequences(tx, spec);
    await moveSequencesPastHistory(tx, specs);
    return { tables: specs.length, rows, replacedRows };
  });
}

interface Insert {
  sql: string;
  from: string;
  /** A row of the file as the JSON object json_populate_recordset reads. */
  toRecord(row: unknown[]): Record<string, unknown>;
}

/**
 * Pairs the backup's tables with this release's, by name, and builds each table's insert:
 * one statement per batch, whose single parameter is the batch as JSON. PostgreSQL turns each
 * value into its column's type (json_populate_recordset), so no driver converts anything.
 */
function matchTables(header: BackupHeader, specs: TableSpec[]): Map<TableHeader, Insert> {
  const mismatch = (what: string) =>
    new BackupError(
      `The backup's tables do not match this release's although their schema versions agree ` +
        `(${what}): the file was changed or made by a modified program.`,
    );
  const names = (list: { name: string }[]) => list.map((item) => item.name).join(',');
  if (header.tables.length !== specs.length) throw mismatch('not the same tables');
  const inserts = new Map<TableHeader, Insert>();
  for (const table of header.tables) {
    const spec = specs.find((candidate) => candidate.name === table.name);
    if (!spec) throw mismatch(`no table ${table.name} here`);
    if (names(table.columns) !== names(spec.columns)) throw mismatch(`columns of ${table.name}`);
    const columns = table.columns.map((column) => quote(column.name));
    inserts.set(table, {
      sql:
        `insert into ${spec.sqlName} (${columns.join(', ')}) overriding system value ` +
        `select ${spec.columns.map(writeColumn).join(', ')} from json_populate_recordset(null::${spec.sqlName}, `,
      from: '::text::json) as r',
      toRecord: (row) => {
        const record: Record<string, unknown> = {};
        table.columns.forEach((column, i) => {
          const value = row[i];
          record[column.name] =
            column.encoding === 'base64' && typeof value === 'string'
              ? `\\x${Buffer.from(value, 'base64').toString('hex')}`
              : value;
        });
        return record;
      },
    });
  }
  return inserts;
}

/** The select-list entry that turns a record's field into the column's value. */
function writeColumn(column: ColumnSpec): string {
  const field = `r.${quote(column.name)}`;
  // A json column of the record holds the backup's text as a JSON string: unwrap, then parse.
  return column.encoding === 'json' ? `(${field} #>> '{}')::${column.type}` : field;
}

/** Serial and identity columns continue after the highest restored value. */
async function moveSequences(tx: Db, spec: TableSpec) {
  for (const column of spec.columns) {
    const [found] = rowsOf(
      await tx.execute(sql`select pg_get_serial_sequence(${spec.sqlName}, ${column.name}) as seq`),
    );
    if (!found.seq) continue;
    await tx.execute(
      sql.raw(
        `select setval(${literal(String(found.seq))}, m) ` +
          `from (select max(${quote(column.name)}) as m from ${spec.sqlName}) as t where m is not null`,
      ),
    );
  }
}

/** The tables of the kinds of content that history and the trash name by id (migration 0009). */
const HISTORY_KINDS: Record<string, string> = {
  language: 'language_entries',
  service: 'services',
  serviceContent: 'service_contents',
  achievement: 'achievements',
};

/**
 * History and the trash name entities that exist no more, and a restore from the trash puts
 * them back with their ids: a new row must never take one. The restored rows alone do not show
 * those ids (an item in the trash was the newest, say), so the sequences also move past them.
 */
async function moveSequencesPastHistory(tx: Db, specs: TableSpec[]) {
  if (!['versions', 'trash'].every((name) => specs.some((spec) => spec.name === name))) return;
  for (const [kind, table] of Object.entries(HISTORY_KINDS)) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), m)
        from (select max(entity_id) as m from (
          select entity_id from versions where kind = ${kind}
          union all select entity_id from trash where kind = ${kind}) as named) as t
        where m > (select coalesce(max(id), 0) from ${sql.identifier(table)})`,
    );
  }
}

/** The database's message of a failed query (Drizzle wraps it with the query and its values). */
export function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
