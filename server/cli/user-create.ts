import { loadConfig } from '../config';
import { databaseTarget } from '../app';
import { openDatabase } from '../db/client';
import { createUser } from '../domain/users';
import { readArgs } from './args';

const usage = 'Usage: npm run user:create -- --email E --password P --first-name F --last-name L';

async function main() {
  const args = readArgs(process.argv.slice(2));
  const missing = ['email', 'password', 'first-name', 'last-name'].filter((name) => !args[name]);
  if (missing.length) throw new Error(`Missing --${missing.join(', --')}\n${usage}`);
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const user = await createUser(database.db, {
      email: args.email,
      password: args.password,
      firstName: args['first-name'],
      lastName: args['last-name'],
    });
    process.stdout.write(`Created staff account ${user.email} (id ${user.id})\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
