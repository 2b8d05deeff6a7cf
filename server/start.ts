import { buildApp } from './app';
import { loadConfig, refuseUnsafeWidgetOrigins } from './config';
import { DataDirLockedError, DatabaseUnreachableError } from './db/client';
import { ensureFirstAccount } from './services/users';
import { completeImages } from './services/images';
import { decodingSettled, stopDecoding } from './domain/images';
import { listenForBackups } from './db/backup/socket';
import type { Stopper } from './stop';

export { releaseDataDirLocks } from './db/client';

/**
 * Starts the server, step by step, registering with `stopper` what a stop closes; a stop asked
 * meanwhile leaves the steps still to come (docs/operations.md § Shutdown).
 */
export async function start(stopper: Stopper) {
  const config = loadConfig();
  refuseUnsafeWidgetOrigins(config);
  if (stopper.requested) return;
  const app = await buildApp(config);
  // Last of all: the images still being decoded, whose thread-pool jobs the exit would wait for.
  stopper.closes({ close: () => decodingSettled() });
  stopper.closes(
    // Requests still running after the grace period are cut off, so that the close ends.
    { close: () => app.close(), hurry: () => app.server.closeAllConnections() },
    app.log,
  );
  // First of all: no image starts decoding any more and those under way end after their current
  // step, so that an upload under way is refused at once instead of holding the stop.
  stopper.closes({ close: async () => stopDecoding() });
  if (stopper.requested) return;
  // Images an upgrade stored without thumbnails (the images migration) get them once.
  await completeImages(app.db);
  if (stopper.requested) return;

  const created = await ensureFirstAccount(app.db, config.adminEmail, config.adminPassword);
  if (created?.password) {
    // Printed once, on purpose, and never logged.
    process.stdout.write(
      `\nCreated the first staff account.\n  email:    ${created.email}\n  password: ${created.password}\n` +
        'Write the password down now: it is not shown again.\n\n',
    );
  } else if (created) {
    app.log.info({ email: created.email }, 'created the first staff account from ADMIN_EMAIL');
  }

  // Only this process may open the embedded database: db:backup asks it through a socket.
  const backups =
    app.dbKind === 'pglite'
      ? await listenForBackups({ db: app.db, kind: app.dbKind }, config.dataDir, app.log)
      : undefined;
  // Closed before the app: a backup in progress ends before the database closes.
  if (backups) stopper.closes({ close: () => backups.close() });
  if (stopper.requested) return;

  await app.listen({ port: config.port, host: config.host });
}

/** Why the server could not start, for standard error. */
export function startFailure(error: unknown): string {
  // Errors people fix themselves: their own words, no stack trace.
  if (error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError) {
    return error.message;
  }
  return `The server could not start: ${error instanceof Error ? error.stack : error}`;
}
