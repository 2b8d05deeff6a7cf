import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { setSessionForBackup } from './dump';
import { quote, rowsOf, tableSpecs } from './tables';

/**
 * Every row of every table as PostgreSQL's own text of the row, in primary-key order, read in
 * one snapshot with the settings a backup uses: two databases hold the same data exactly when
 * these are equal, whichever driver reads them.
 */
export async function tableRows(db: Db, tables?: PgTable[]): Promise<Record<string, string[]>> {
  const specs = tableSpecs(tables);
  return db.transaction(
    async (tx) => {
      await setSessionForBackup(tx);
      const rows: Record<string, string[]> = {};
      for (const spec of specs) {
        const order = spec.orderBy.map((column) => `t.${quote(column)}`).join(', ');
        const result = await tx.execute(
          sql.raw(`select t::text as row from ${spec.sqlName} as t order by ${order}`),
        );
        rows[spec.name] = rowsOf(result).map((row) => String(row.row));
      }
      return rows;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
