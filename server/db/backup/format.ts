/**
 * The backup file: gzip-compressed JSON lines, independent of the database driver, so a backup
 * of the embedded database restores into PostgreSQL and back.
 *
 *   {"format":"backoffice-backup","version":1,"createdAt":…,"source":"pglite","schema":{…},
 *    "tables":[{"name":"users","columns":[{"name":"id","type":"serial","encoding":"plain"},…],
 *               "rows":2},…]}
 *   {"table":"users"}
 *   [1,"els@example.be",…]            one JSON array per row, in the header's column order
 *   …
 *   {"end":true,"tables":10,"rows":1234}
 *
 * Tables come in foreign-key order (parents first). Row counts in the header and the closing
 * line let a reader tell a complete file from a truncated one; gzip's checksum catches the rest.
 */
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './errors';
import type { ColumnSpec, Encoding, SchemaVersion } from './tables';

export const FORMAT = 'backoffice-backup';
export const FORMAT_VERSION = 1;

export interface TableHeader {
  name: string;
  columns: ColumnSpec[];
  rows: number;
}

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The database it was made from. */
  source: 'pglite' | 'postgres';
  schema: SchemaVersion;
  tables: TableHeader[];
}

export interface BackupFooter {
  end: true;
  tables: number;
  rows: number;
}

export type BackupEvent =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; table: TableHeader; rows: unknown[][] }
  | { kind: 'end'; footer: BackupFooter };

export const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** A line longer than this is not something db:backup writes (its largest rows are images). */
const MAX_LINE_CHARS = 256 * 1024 * 1024;
const ENCODINGS: Encoding[] = ['plain', 'text', 'json', 'base64'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validHeader(value: unknown): value is BackupHeader {
  if (!isObject(value) || !Array.isArray(value.tables) || !isObject(value.schema)) return false;
  const { schema } = value;
  return (
    typeof value.createdAt === 'string' &&
    (value.source === 'pglite' || value.source === 'postgres') &&
    typeof schema.migration === 'string' &&
    typeof schema.createdAt === 'number' &&
    typeof schema.hash === 'string' &&
    value.tables.every(
      (table: unknown) =>
        isObject(table) &&
        typeof table.name === 'string' &&
        Number.isSafeInteger(table.rows) &&
        (table.rows as number) >= 0 &&
        Array.isArray(table.columns) &&
        table.columns.length > 0 &&
        table.columns.every(
          (column: unknown) =>
            isObject(column) &&
            typeof column.name === 'string' &&
            typeof column.type === 'string' &&
            ENCODINGS.includes(column.encoding as Encoding),
        ),
    )
  );
}

function validValue(value: unknown, encoding: Encoding): boolean {
  if (value === null || typeof value === 'string') return true;
  return encoding === 'plain' && (typeof value === 'number' || typeof value === 'boolean');
}

/** Splits a UTF-8 text stream into lines, without the newline. */
async function* lines(text: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of text) {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      yield pending + chunk.slice(start, end);
      pending = '';
      start = end + 1;
    }
    pending += chunk.slice(start);
    if (pending.length > MAX_LINE_CHARS) throw new CorruptLine('a line is far too long');
  }
  if (pending) yield pending;
}

class CorruptLine extends Error {}

/**
 * Reads a backup file (gzip stream) and checks it as it goes: its header, every row's shape,
 * every table's row count, and its closing line. Yields the header, then the rows of each
 * table in batches of about `batchBytes`, then the closing line; throws a BackupError naming
 * `label` for anything that is not a complete backup. Nothing is yielded after a problem, so a
 * restore that reads through this stops before it writes a row the file does not vouch for.
 */
export async function* readBackup(
  input: Readable,
  { label, batchBytes = 4 * 1024 * 1024 }: { label: string; batchBytes?: number },
): AsyncGenerator<BackupEvent> {
  const gunzip = createGunzip();
  gunzip.setEncoding('utf8');
  // Errors of either stream reach the loop below through gunzip.
  pipeline(input, gunzip).catch((error) => gunzip.destroy(error));

  const notBackup = () =>
    new BackupError(`${label} is not a backup file made by db:backup: it does not start with one.`);
  const corrupt = (why: string) => new BackupError(`${label} is corrupt: ${why}.`);

  let header: BackupHeader | undefined;
  let footer: BackupFooter | undefined;
  let tableIndex = -1;
  let table: TableHeader | undefined;
  let seen = 0;
  let total = 0;
  let batch: unknown[][] = [];
  let batchSize = 0;

  const closeTable = () => {
    if (table && seen !== table.rows)
      throw corrupt(
        `table ${table.name} has ${seen} rows where the header announces ${table.rows}`,
      );
  };

  try {
    for await (const text of lines(gunzip)) {
      if (footer) {
        if (text.trim()) throw corrupt('there is more after its closing line');
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        if (!header) throw notBackup();
        throw corrupt(`a line${table ? ` of table ${table.name}` : ''} is not valid JSON`);
      }
      if (!header) {
        if (!isObject(value) || value.format !== FORMAT) throw notBackup();
        if (typeof value.version !== 'number' || value.version > FORMAT_VERSION)
          throw new BackupError(
            `${label} was made by a newer release (backup format ${String(value.version)}); ` +
              `this release reads format ${FORMAT_VERSION}.`,
          );
        if (!validHeader(value)) throw corrupt('its header is incomplete');
        header = value;
        yield { kind: 'header', header };
        continue;
      }
      if (Array.isArray(value)) {
        if (!table) throw corrupt('rows come before their table');
        if (
          value.length !== table.columns.length ||
          !value.every((cell, i) => validValue(cell, table!.columns[i].encoding))
        )
          throw corrupt(`row ${seen + 1} of table ${table.name} does not match its columns`);
        seen++;
        total++;
        batch.push(value);
        batchSize += text.length;
        if (batchSize >= batchBytes || batch.length >= 1000) {
          yield { kind: 'rows', table, rows: batch };
          batch = [];
          batchSize = 0;
        }
        continue;
      }
      // `{ error }` ends a stream early: the server that made the backup failed part-way.
      if (isObject(value) && typeof value.error === 'string')
        throw new BackupError(`The server could not finish the backup: ${value.error}`);
      if (batch.length) yield { kind: 'rows', table: table!, rows: batch };
      batch = [];
      batchSize = 0;
      if (isObject(value) && typeof value.table === 'string') {
        closeTable();
        table = header.tables[++tableIndex];
        if (!table || table.name !== value.table)
          throw corrupt(`table ${value.table} is not the next table its header announces`);
        seen = 0;
        continue;
      }
      if (isObject(value) && value.end === true) {
        closeTable();
        if (
          tableIndex !== header.tables.length - 1 ||
          value.tables !== header.tables.length ||
          value.rows !== total
        )
          throw corrupt('its closing line does not match its contents');
        footer = value as unknown as BackupFooter;
        continue;
      }
      throw corrupt('it holds a line that is neither a row nor a table');
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof CorruptLine) throw corrupt(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' && /header check/.test((error as Error).message)) throw notBackup();
    if (code === 'Z_BUF_ERROR' || /unexpected end/.test((error as Error).message))
      throw new BackupError(`${label} is truncated: it ends before its last table.`);
    if (code?.startsWith('Z_')) throw corrupt((error as Error).message);
    throw error;
  } finally {
    gunzip.destroy();
  }
  if (!header) throw notBackup();
  if (!footer)
    throw new BackupError(
      `${label} is truncated: it ends ${table ? `in table ${table.name}` : 'after its header'}.`,
    );
  yield { kind: 'end', footer };
}

/** Reads a whole backup without keeping it: its header and closing line, or a BackupError. */
export async function checkBackup(
  input: Readable,
  label: string,
): Promise<{ header: BackupHeader; footer: BackupFooter }> {
  let header: BackupHeader | undefined;
  for await (const event of readBackup(input, { label })) {
    if (event.kind === 'header') header = event.header;
    if (event.kind === 'end') return { header: header!, footer: event.footer };
  }
  throw new Error('unreachable: readBackup ends with its closing line or throws');
}
