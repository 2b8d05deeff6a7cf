/**
 * `npm run db:restore -- FILE [--force]`: restores a backup made by db:backup into the
 * configured database (PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR), after
 * applying its migrations. Refuses a database that holds any row unless --force, then replaces
 * everything in one transaction. The embedded database must not be in use by a running server.
 */
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase, type Database } from '../db/client';
import { BackupError, checkBackupFile, restoreBackupFile } from '../db/backup';
import {
  connectPostgres,
  formatBytes,
  readBackupArgs,
  runCommand,
  seconds,
} from '../db/backup/cli';
import { connectToServer } from '../db/backup/socket';

const usage =
  'Usage: npm run db:restore -- FILE [--force] (--force replaces whatever the database holds)';

async function openTarget(config: ReturnType<typeof loadConfig>): Promise<Database> {
  if (config.databaseUrl) {
    // Applies the migrations, then restores over a connection of its own (see connectPostgres).
    await (await openDatabase({ kind: 'postgres', url: config.databaseUrl })).close();
    return connectPostgres(config.databaseUrl);
  }
  const server = await connectToServer(config.dataDir);
  if (server) {
    server.destroy();
    throw new BackupError(
      `The server is running on ${config.dataDir}: stop it first (a restore replaces its whole ` +
        'database), then run db:restore again.',
    );
  }
  try {
    return await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    throw error;
  }
}

async function main() {
  const { file, force } = readBackupArgs(process.argv.slice(2), usage);
  const config = loadConfig();
  const started = Date.now();
  // The whole file is checked before the database is opened (and migrated): a file that is
  // not a complete backup changes nothing.
  const { header, bytes } = await checkBackupFile(file);
  const database = await openTarget(config);
  try {
    const stats = await restoreBackupFile(database.db, file, { force });
    const target =
      database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    const made = `made ${header.createdAt} from ${header.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
    const replaced = stats.replacedRows ? `, replacing ${stats.replacedRows} rows` : '';
    process.stdout.write(
      `Restored ${stats.tables} tables, ${stats.rows} rows from ${file} (${formatBytes(bytes)}, ` +
        `${made}) into ${target}${replaced} in ${seconds(started)}.\n`,
    );
  } finally {
    await database.close();
  }
}

runCommand('db:restore', main);
