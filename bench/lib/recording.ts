import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';

/**
 * A Drizzle instance over an open database's own client that records each statement it sends
 * (`recorded`, with its parameters), and `run` to send a statement of one's own (an EXPLAIN of a
 * recorded one) on that client.
 */
export function recordingDb(db: Db, kind: 'pglite' | 'postgres') {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const recorded: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => void recorded.push({ sql: query, params }),
  };
  const recording = (kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as Pool, { schema, logger })) as unknown as Db;
  const run = async (text: string, params: unknown[]) =>
    (
      await (
        client as {
          query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
        }
      ).query(text, params)
    ).rows;
  return { recording, recorded, run };
}
