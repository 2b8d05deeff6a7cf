import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Row count and content digest of one table. */
export interface TableState {
  rows: number;
  digest: string;
}
export type DatabaseState = Record<string, TableState>;

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/**
 * Reads every table of the schema (found at run time, so tables added later are covered) in
 * one query: row count and an md5 over the rows' text, in a fixed order.
 */
export async function databaseState(db: Db, tables?: string[]): Promise<DatabaseState> {
  const names = tables ?? (await tableNames(db));
  if (names.length === 0) return {};
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
    )
    .join(' union all ');
  const state: DatabaseState = {};
  for (const row of rowsOf(await db.execute(sql.raw(query)))) {
    state[String(row.name)] = { rows: Number(row.rows), digest: String(row.digest) };
  }
  return state;
}

/** The application's tables (the migration bookkeeping lives in another schema). */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql.raw(
      `select table_name from information_schema.tables ` +
        `where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rowsOf(result).map((row) => String(row.table_name));
}

/** Tables whose rows or contents differ, with their row counts: empty when nothing changed. */
export function changedTables(
  before: DatabaseState,
  after: DatabaseState,
  ignore: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !ignore.includes(name))
    .filter(
      (name) =>
        before[name]?.rows !== after[name]?.rows || before[name]?.digest !== after[name]?.digest,
    )
    .map((name) => `${name} (${before[name]?.rows ?? '-'} → ${after[name]?.rows ?? '-'} rows)`);
}
