import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, projectRoot } from '../config';
import { openDatabase } from '../db/client';

/** Writes openapi.json at the repository root from the route schemas. */
async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp(loadConfig({}), { database, logger: false });
  await app.ready();
  const document = app.swagger();
  const file = path.join(projectRoot(), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document, null, 2) + '\n');
  await app.close();
  await database.close();
  process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
