/**
 * Backups of the whole database as one portable file (see backup/format.ts), made and restored
 * on PGlite and on PostgreSQL alike: `npm run db:backup` and `npm run db:restore`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from './client';
import { writeBackup, type BackupOptions } from './backup/dump';
import { streamSink } from './backup/sink';
import { BackupError } from './backup/errors';
import { checkBackup, readBackup, type BackupFooter, type BackupHeader } from './backup/format';
import { restoreBackup, type RestoreOptions, type RestoreStats } from './backup/restore';

export { BackupError } from './backup/errors';
export { writeBackup, type BackupSink } from './backup/dump';
export { streamSink } from './backup/sink';
export { restoreBackup } from './backup/restore';
export type { BackupHeader, BackupFooter } from './backup/format';

export interface SavedBackup {
  header: BackupHeader;
  footer: BackupFooter;
  /** Size of the file. */
  bytes: number;
}

/**
 * Writes a backup file: `fill` writes the backup's lines into the gzip stream it is given. The
 * file is written under a temporary name (readable by its owner only: it holds password and
 * session hashes), read back and checked, and only then given its name, so FILE is never a
 * half-written backup. Refuses to overwrite an existing file unless `force`.
 */
export async function saveBackup(
  file: string,
  fill: (gzip: Writable) => Promise<void>,
  { force = false }: { force?: boolean } = {},
): Promise<SavedBackup> {
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist.`);
  if (!force && fs.existsSync(file))
    throw new BackupError(
      `${file} already exists: choose another name, or add --force to replace it.`,
    );
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    const output = fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    const gzip = createGzip();
    const written = pipeline(gzip, output);
    try {
      await fill(gzip);
      gzip.end();
    } catch (error) {
      gzip.destroy();
      throw error;
    } finally {
      await written.catch(() => undefined);
    }
    await written;
    const { header, footer } = await checkBackup(fs.createReadStream(partial), 'The backup');
    fs.renameSync(partial, file);
    return { header, footer, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Backs up `database` (opened by this process) into `file`. */
export function backupToFile(
  database: Parameters<typeof writeBackup>[0],
  file: string,
  options: BackupOptions & { force?: boolean } = {},
): Promise<SavedBackup> {
  return saveBackup(
    file,
    async (gzip) => {
      await writeBackup(database, streamSink(gzip), options);
    },
    options,
  );
}

/** Saves a backup that arrives as a stream of lines (from the running server's socket). */
export function saveBackupStream(
  lines: Readable,
  file: string,
  options: { force?: boolean } = {},
): Promise<SavedBackup> {
  return saveBackup(file, (gzip) => pipeline(lines, gzip, { end: false }), options);
}

/** The size of `file`, refusing what cannot be a backup: nothing there, an empty file. */
function backupFileSize(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`${file} does not exist.`);
    throw error;
  }
  if (!stat.isFile()) throw new BackupError(`${file} is not a file.`);
  if (stat.size === 0) throw new BackupError(`${file} is empty: it is not a backup.`);
  return stat.size;
}

/** Checks that `file` is a complete backup, reading all of it; answers its header and end. */
export async function checkBackupFile(
  file: string,
): Promise<{ header: BackupHeader; footer: BackupFooter; bytes: number }> {
  const bytes = backupFileSize(file);
  return { ...(await checkBackup(fs.createReadStream(file), file)), bytes };
}

/** Restores `file` into `db` (migrated already): see restoreBackup. */
export async function restoreBackupFile(
  db: Db,
  file: string,
  { batchBytes, ...options }: RestoreOptions & { batchBytes?: number } = {},
): Promise<RestoreStats> {
  backupFileSize(file);
  return restoreBackup(
    db,
    readBackup(fs.createReadStream(file), { label: file, batchBytes }),
    options,
  );
}
