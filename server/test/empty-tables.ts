import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { tableNames } from './database-state';

/**
 * Tables a reset always leaves alone: the data versions (raised instead) and the chat events
 * (their ids go on across tests, as a live stream's would).
 */
export const KEPT_BY_RESET = ['data_versions', 'chat_events'];

let schemaTables: Promise<string[]> | undefined;
/** Every table of the schema, read once: an area's new tables need no list in the tests. */
export const allTables = (db: Database['db']) => (schemaTables ??= tableNames(db));

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Empties every table but KEPT_BY_RESET and `keep`, restarts their sequences and raises every
 * data version, as a `truncate … restart identity cascade` did, at a tenth of its cost. That
 * TRUNCATE reached nearly every table through the foreign keys to `users`, gave each new files
 * and made every pooled connection reload their catalogue entries: 100–300 ms a test. Here only
 * the tables holding rows are deleted from, with triggers off (replica role: no foreign-key
 * checks, no chat or session notices about the rows of a test that has ended), and the versions
 * are raised and announced by hand, as the TRUNCATE triggers did. A kept table must not refer
 * to an emptied one (the accounts refer to nothing).
 */
export async function emptyTables(database: Database, keep: readonly string[] = []) {
  const kept = [...KEPT_BY_RESET, ...keep];
  const emptied = (await allTables(database.db)).filter((table) => !kept.includes(table));
  const probes = emptied.map((table) => `(select '${table}' from "${table}" limit 1)`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    const [row] = rowsOf(
      await tx.execute(sql.raw(`select array_remove(array[${probes.join(', ')}], null) as names`)),
    );
    for (const table of row.names as string[]) await tx.execute(sql.raw(`delete from "${table}"`));
    await tx.execute(
      sql.raw(
        `select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
         from pg_sequences s join pg_depend d
           on d.objid = format('%I.%I', schemaname, sequencename)::regclass and d.deptype in ('a', 'i')
         where s.schemaname = 'public' and s.last_value is not null
           and d.refobjid::regclass::text not in (${quoted(kept)})`,
      ),
    );
    await tx.execute(
      sql.raw(
        `with raised as (update data_versions set version = version + 1
           where scope <> 'database' returning scope)
         select pg_notify('data_versions', string_agg(scope, ',')) from raised
         having current_setting('backoffice.announce_changes', true) = 'on'`,
      ),
    );
  });
}
