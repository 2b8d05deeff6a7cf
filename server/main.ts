import { buildApp } from './app';
import { loadConfig, refuseUnsafeWidgetOrigins } from './config';
import { DataDirLockedError, DatabaseUnreachableError } from './db/client';
import { ensureFirstAccount } from './services/users';
import { completeImages } from './services/images';
import { listenForBackups } from './db/backup/socket';

async function main() {
  const config = loadConfig();
  refuseUnsafeWidgetOrigins(config);
  const app = await buildApp(config);
  // Images an upgrade stored without thumbnails (the images migration) get them once.
  await completeImages(app.db);

  const created = await ensureFirstAccount(app.db, config.adminEmail, config.adminPassword);
  if (created?.password) {
    // Printed once, on purpose, and never logged.
    process.stdout.write(
      `\nCreated the first staff account.\n  email:    ${created.email}\n  password: ${created.password}\n` +
        'Write the password down now: it is not shown again.\n\n',
    );
  } else if (created) {
    app.log.info('created the first staff account from ADMIN_EMAIL');
  }

  // Only this process may open the embedded database: db:backup asks it through a socket.
  const backups =
    app.dbKind === 'pglite'
      ? await listenForBackups({ db: app.db, kind: app.dbKind }, config.dataDir, app.log)
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await backups?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  // Errors people fix themselves: their own words, no stack trace.
  if (error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? error.stack : error}\n`,
    );
  }
  process.exit(1);
});
