/**
 * The staff account commands (`npm run user:create`, `user:password`, `user:disable`): the same
 * rules as the API, through the same domain functions. Passwords are typed at a hidden prompt
 * or piped on standard input, never given as an argument.
 */
import type { Db } from '../db/client';
import { loadConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/client';
import { checkNewPassword } from '../domain/passwords';
import { accountByEmail, createUser, setActiveByEmail, setPassword } from '../services/users';
import { ADMIN_ROLE, ROLES, type Role } from '../domain/roles';
import { PASSWORD_NOT_IN_ARGS, readArgs, readNewPassword, type Io } from './args';

/** Runs `work` on the command's database, opened only once the arguments are known good. */
export type WithDb = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

function required(args: Record<string, string>, names: string[], usage: string) {
  if ('password' in args) throw new Error(PASSWORD_NOT_IN_ARGS);
  const known = new Set(names);
  const unknown = Object.keys(args).filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`Unknown --${unknown.join(', --')}\n${usage}`);
}

const CREATE_USAGE =
  'Usage: npm run user:create -- --email E --first-name F --last-name L [--role R]\n' +
  `R is one of ${ROLES.join(', ')} (default ${ADMIN_ROLE}). ` +
  'The password is asked twice at a hidden prompt, or read from standard input.';

/** The --role of a command, checked before anything else is asked. */
function roleOf(value: string | undefined): Role {
  if (value === undefined) return ADMIN_ROLE;
  if ((ROLES as readonly string[]).includes(value)) return value as Role;
  throw new Error(`Unknown role "${value}"\n${CREATE_USAGE}`);
}

export async function userCreate(argv: string[], io: Io, withDb: WithDb) {
  const args = readArgs(argv);
  required(args, ['email', 'first-name', 'last-name', 'role'], CREATE_USAGE);
  const missing = ['email', 'first-name', 'last-name'].filter((name) => !args[name]);
  if (missing.length) throw new Error(`Missing --${missing.join(', --')}\n${CREATE_USAGE}`);
  const role = roleOf(args.role);
  const password = await readNewPassword(io);
  const user = await withDb((db) =>
    createUser(db, {
      email: args.email,
      password,
      firstName: args['first-name'],
      lastName: args['last-name'],
      role,
    }),
  );
  io.stdout.write(`Created staff account ${user.email} (id ${user.id}), role ${role}\n`);
}

const PASSWORD_USAGE =
  'Usage: npm run user:password -- --email E\n' +
  'The new password is asked twice at a hidden prompt, or read from standard input.';

export async function userPassword(argv: string[], io: Io, withDb: WithDb) {
  const args = readArgs(argv);
  required(args, ['email'], PASSWORD_USAGE);
  if (!args.email) throw new Error(`Missing --email\n${PASSWORD_USAGE}`);
  const user = await withDb(async (db) => {
    // Known before the password is typed: an address with a typo fails at once.
    const account = await accountByEmail(db, args.email);
    await setPassword(db, account.id, checkNewPassword(await readNewPassword(io), account.email));
    return account;
  });
  io.stdout.write(
    `Changed the password of ${user.email} (id ${user.id}); every session of the account ended\n`,
  );
}

const DISABLE_USAGE =
  'Usage: npm run user:disable -- --email E [--enable]\n' +
  'Deactivates the account and ends its sessions; --enable makes it active again.';

export async function userDisable(argv: string[], io: Io, withDb: WithDb) {
  const args = readArgs(argv, ['enable']);
  required(args, ['email', 'enable'], DISABLE_USAGE);
  if (!args.email) throw new Error(`Missing --email\n${DISABLE_USAGE}`);
  const active = args.enable === 'true';
  const member = await withDb((db) => setActiveByEmail(db, args.email, active));
  io.stdout.write(
    active
      ? `Activated staff account ${member.email} (id ${member.id}): it can sign in again\n`
      : `Deactivated staff account ${member.email} (id ${member.id}); its sessions ended\n`,
  );
}

type Command = (argv: string[], io: Io, withDb: WithDb) => Promise<void>;

/** Runs a command on the server's database (the same settings as the server) and exits. */
export function runCli(command: Command) {
  const withDb: WithDb = async (work) => {
    const database = await openDatabase(databaseTarget(loadConfig()));
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  command(process.argv.slice(2), io, withDb).then(
    () => process.exit(0),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
