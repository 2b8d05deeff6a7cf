/**
 * `npm run db:check`: fails when server/db/schema/ and the committed migrations disagree,
 * that is when `drizzle-kit generate` would write a new migration. It generates into a scratch
 * copy of the migrations, so the working tree is never touched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../config';

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function main(): number {
  const root = projectRoot();
  const migrations = path.join(root, 'server/db/migrations');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-db-check-'));
  try {
    fs.cpSync(migrations, scratch, { recursive: true });
    const before = listFiles(scratch);
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--config',
        'server/db/drizzle.config.ts',
      ],
      {
        cwd: root,
        // drizzle-kit takes `out` relative to the working folder, even an absolute one.
        env: { ...process.env, DRIZZLE_OUT: path.relative(root, scratch) },
        encoding: 'utf8',
        // A question (such as "is this column renamed?") means a migration is needed too:
        // no input, so it cannot wait for an answer.
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      },
    );
    const added = listFiles(scratch).filter((file) => !before.includes(file));
    const changed = before.filter(
      (file) =>
        !fs
          .readFileSync(path.join(scratch, file))
          .equals(fs.readFileSync(path.join(migrations, file))),
    );
    // drizzle-kit exits 0 even when it fails, so only its "nothing to do" counts as agreement.
    const unchanged = /No schema changes/.test(result.stdout ?? '');
    if (result.status !== 0 || !unchanged || added.length || changed.length) {
      process.stderr.write(
        'The Drizzle schema (server/db/schema/) and the migrations in server/db/migrations ' +
          'differ: run `npm run db:generate` and commit the new migration.\n' +
          (added.length ? `Would add: ${added.join(', ')}\n` : '') +
          (changed.length ? `Would change: ${changed.join(', ')}\n` : '') +
          (unchanged ? '' : `drizzle-kit said:\n${result.stdout}${result.stderr}\n`),
      );
      return 1;
    }
    process.stdout.write('The migrations match the Drizzle schema.\n');
    return 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = main();
