/**
 * A backup or restore that was refused or could not be done, with a message for the person at
 * the command line (one sentence or two, no stack): a file that is not a backup, a schema
 * version that does not match, a database that already holds data.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
