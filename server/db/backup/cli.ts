/** What db:backup and db:restore share: their arguments, their summary, their exit. */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { postgresSubscriber } from '../listener';
import type { Database, Db } from '../client';
import * as schema from '../schema';
import { BackupError } from './errors';
import { databaseMessage } from './restore';

export interface BackupArgs {
  file: string;
  force: boolean;
}

/** `FILE [--force]`, in any order. */
export function readBackupArgs(argv: string[], usage: string): BackupArgs {
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const unknown = flags.find((flag) => flag !== '--force');
  if (unknown) throw new BackupError(`Unknown option ${unknown}. ${usage}`);
  if (files.length !== 1) throw new BackupError(usage);
  return { file: files[0], force: flags.includes('--force') };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Runs a command: exit 0 when it succeeds, 1 with one line on stderr when it is refused or
 * fails (a BackupError says why in its own words; anything else is prefixed with the command).
 */
export function runCommand(name: string, main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const text =
        error instanceof BackupError ? error.message : `${name} failed: ${databaseMessage(error)}`;
      process.stderr.write(`${text.replace(/\s*\n\s*/g, ' ')}\n`);
      process.exit(1);
    },
  );
}

/**
 * A connection to PostgreSQL for one backup or restore. Not the server's pool: its per-query
 * time-outs are for requests, and a backup's batches and a restore's locks may rightly take
 * longer. Migrations are applied by the caller where needed (openDatabase).
 */
export function connectPostgres(url: string): Database {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => undefined);
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    subscribe: postgresSubscriber(url, 10_000),
    close: () => pool.end(),
  };
}
