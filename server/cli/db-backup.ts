/**
 * `npm run db:backup -- FILE [--force]`: writes a backup of the whole database to FILE.
 * PostgreSQL (DATABASE_URL): read in one snapshot, whatever else is running. Embedded (DATA_DIR):
 * through the running server when there is one, else by opening the data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { backupToFile, BackupError, saveBackupStream, type SavedBackup } from '../db/backup';
import {
  connectPostgres,
  formatBytes,
  readBackupArgs,
  runCommand,
  seconds,
} from '../db/backup/cli';
import { requestBackup } from '../db/backup/socket';

const usage = 'Usage: npm run db:backup -- FILE [--force] (--force replaces an existing FILE)';

async function backUpPostgres(url: string, file: string, force: boolean) {
  // Not openDatabase: a backup only reads, so it applies no migration.
  const database = connectPostgres(url);
  try {
    return await backupToFile(database, file, { force });
  } finally {
    await database.close();
  }
}

async function backUpEmbedded(dataDir: string, file: string, force: boolean) {
  const fromServer = await requestBackup(dataDir);
  if (fromServer) {
    try {
      return {
        saved: await saveBackupStream(fromServer, file, { force }),
        via: 'the running server',
      };
    } finally {
      fromServer.destroy();
    }
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${dataDir} (DATA_DIR): nothing to back up.`);
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupError(
        `${error.message} (It does not answer backup requests: only a running server does.)`,
      );
    throw error;
  }
  try {
    return { saved: await backupToFile(database, file, { force }), via: 'the data folder' };
  } finally {
    await database.close();
  }
}

async function main() {
  const { file, force } = readBackupArgs(process.argv.slice(2), usage);
  const config = loadConfig();
  const started = Date.now();
  let saved: SavedBackup;
  let source: string;
  if (config.databaseUrl) {
    saved = await backUpPostgres(config.databaseUrl, file, force);
    source = 'PostgreSQL';
  } else {
    const embedded = await backUpEmbedded(config.dataDir, file, force);
    saved = embedded.saved;
    source = `the embedded database in ${config.dataDir} (through ${embedded.via})`;
  }
  process.stdout.write(
    `Backed up ${saved.footer.tables} tables, ${saved.footer.rows} rows of ${source} to ${file}: ` +
      `${formatBytes(saved.bytes)} in ${seconds(started)} (schema ${saved.header.schema.migration}).\n`,
  );
}

runCommand('db:backup', main);
