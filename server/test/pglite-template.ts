import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../config';

/**
 * Dumps of an in-memory PGlite data folder for the tests to start from: `empty` just after
 * initdb, `migrated` with this release's migrations applied. A new PGlite runs initdb, which
 * costs seconds of CPU per test file; loading a dump costs a fraction of that. Each dump is
 * made once and kept in node_modules/.cache, named after PGlite's version and the migrations'
 * contents, so a changed migration or PGlite makes a new one.
 */
export type TemplateKind = 'empty' | 'migrated';

const root = projectRoot();
const migrationsFolder = path.join(root, 'server/db/migrations');
const cacheFolder = path.join(root, 'node_modules/.cache/backoffice-pglite');

/** Adds the migrations' file names and contents to `hash`: a changed migration changes it. */
export function hashMigrations(hash: Hash): Hash {
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).sort()) {
    const full = path.join(migrationsFolder, String(file));
    if (fs.statSync(full).isFile()) hash.update(String(file)).update(fs.readFileSync(full));
  }
  return hash;
}

function templateFile(kind: TemplateKind): string {
  const hash = createHash('sha256');
  hash.update(kind);
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  if (kind === 'migrated') hashMigrations(hash);
  return path.join(cacheFolder, `${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeTemplate(kind: TemplateKind, file: string): Promise<void> {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    // dumpDataDir waits for nothing: before initdb has finished it never answers.
    await client.waitReady;
    if (kind === 'migrated') await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(cacheFolder, { recursive: true });
    // Written aside and renamed: a test file running beside this one never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
}

const loaded = new Map<TemplateKind, Promise<Blob>>();

/** The dump of `kind`, made now when no earlier run left one. */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = loaded.get(kind);
  if (!template) {
    template = (async () => {
      const file = templateFile(kind);
      if (!fs.existsSync(file)) await makeTemplate(kind, file);
      return new Blob([fs.readFileSync(file)]);
    })();
    loaded.set(kind, template);
  }
  return template;
}
