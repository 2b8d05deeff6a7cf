import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../client';
import { BackupError } from './errors';
import { FORMAT, FORMAT_VERSION, line, type BackupHeader } from './format';
import {
  databaseVersion,
  expectCurrentSchema,
  quote,
  rowsOf,
  tableSpecs,
  type ColumnSpec,
  type TableSpec,
} from './tables';

/** Where a backup's lines go; `write` resolves once the sink can take more (backpressure). */
export interface BackupSink {
  write(text: string): Promise<void>;
}

export interface BackupOptions {
  /** The tables to back up; default: every table of the Drizzle schema. */
  tables?: PgTable[];
  /** About how many bytes of rows to read from the database at once. */
  batchBytes?: number;
}

export interface BackupStats {
  tables: number;
  rows: number;
  /** Bytes of uncompressed JSON lines written. */
  bytes: number;
}

/**
 * Settings that make every value's text form the same on every server: ISO dates in UTC,
 * floats with all their digits. The time-outs are for the whole backup or restore, which may
 * rightly take longer than any request; they end with the transaction (SET LOCAL).
 */
export async function setSessionForBackup(tx: Db) {
  for (const setting of [
    `set local datestyle = 'ISO, YMD'`,
    `set local timezone = 'UTC'`,
    `set local intervalstyle = 'postgres'`,
    `set local extra_float_digits = 3`,
    `set local statement_timeout = 0`,
    `set local idle_in_transaction_session_timeout = 0`,
    `set local lock_timeout = 0`,
  ]) {
    await tx.execute(sql.raw(setting));
  }
}

/** The select-list entry that reads a column in its backup encoding. */
function readColumn(column: ColumnSpec, alias: string): string {
  const name = quote(column.name);
  switch (column.encoding) {
    case 'plain':
      return `${name} as ${alias}`;
    case 'base64':
      // PostgreSQL breaks base64 into lines of 76 characters.
      return `translate(encode(${name}, 'base64'), E'\\n', '') as ${alias}`;
    default:
      return `${name}::text as ${alias}`;
  }
}

const CURSOR = 'backoffice_backup';

/**
 * Writes a backup of every table through `sink`: one transaction, REPEATABLE READ and READ
 * ONLY, so every row comes from one snapshot of the database while writes go on. Rows are read
 * through a cursor in batches of about `batchBytes`, so a table of large images never sits in
 * memory at once. On the embedded database the transaction holds its one connection: other
 * queries wait until the backup is done.
 */
export async function writeBackup(
  database: Pick<Database, 'db' | 'kind'>,
  sink: BackupSink,
  { tables, batchBytes = 4 * 1024 * 1024 }: BackupOptions = {},
): Promise<BackupStats> {
  const specs = tableSpecs(tables);
  return database.db.transaction(
    async (tx) => {
      await setSessionForBackup(tx);
      const schema = expectCurrentSchema(await databaseVersion(tx));
      const counts = await countRows(tx, specs);
      const header: BackupHeader = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        schema,
        tables: specs.map((spec, i) => ({
          name: spec.name,
          columns: spec.columns,
          rows: counts[i],
        })),
      };
      let bytes = 0;
      const write = async (text: string) => {
        bytes += Buffer.byteLength(text);
        await sink.write(text);
      };
      await write(line(header));
      let rows = 0;
      for (const [i, spec] of specs.entries()) {
        await write(line({ table: spec.name }));
        const written = await writeTable(tx, spec, write, batchBytes);
        // Cannot differ inside one snapshot; checked so a broken assumption is loud, not silent.
        if (written !== counts[i])
          throw new BackupError(`Table ${spec.name} changed while it was read.`);
        rows += written;
      }
      await write(line({ end: true, tables: specs.length, rows }));
      return { tables: specs.length, rows, bytes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Rows of each table, in the order of `specs`. */
export async function countRows(tx: Db, specs: TableSpec[]): Promise<number[]> {
  const query = specs
    .map((spec, i) => `(select count(*) from ${spec.sqlName})::text as c${i}`)
    .join(', ');
  const [row] = rowsOf(await tx.execute(sql.raw(`select ${query}`)));
  return specs.map((_, i) => Number(row[`c${i}`]));
}

async function writeTable(
  tx: Db,
  spec: TableSpec,
  write: (text: string) => Promise<void>,
  batchBytes: number,
): Promise<number> {
  const select = spec.columns.map((column, i) => readColumn(column, `c${i}`)).join(', ');
  const order = spec.orderBy.map(quote).join(', ');
  await tx.execute(
    sql.raw(
      `declare ${CURSOR} no scroll cursor for select ${select} from ${spec.sqlName} order by ${order}`,
    ),
  );
  let rows = 0;
  // One row first (a row may hold large images), then about batchBytes per round trip, from
  // the size of the rows seen so far.
  let fetch = 1;
  for (;;) {
    const batch = rowsOf(await tx.execute(sql.raw(`fetch forward ${fetch} from ${CURSOR}`)));
    if (batch.length === 0) break;
    let text = '';
    for (const row of batch) text += line(spec.columns.map((_, i) => row[`c${i}`]));
    await write(text);
    rows += batch.length;
    const perRow = Math.max(1, text.length / batch.length);
    fetch = Math.max(1, Math.min(5000, Math.floor(batchBytes / perRow)));
  }
  await tx.execute(sql.raw(`close ${CURSOR}`));
  return rows;
}
