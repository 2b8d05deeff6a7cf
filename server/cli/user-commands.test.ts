import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { projectRoot } from '../config';
import { createUser } from '../services/users';
import { STAFF_PASSWORD, bearer, expectError, useTestServer } from '../test/harness';
import type { Io } from './args';
import { userCreate, userDisable, userPassword, type WithDb } from './user-commands';

const server = useTestServer();

const NEW_PASSWORD = 'a brand new passphrase';

const withDb: WithDb = (work) => work(server.database.db);

/** Standard streams of a command: stdin piped with `input`, or a terminal that types it. */
function streams(input: string, terminal = false) {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: terminal,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      stdin.rawModes.push(mode);
    },
  });
  const collect = () => {
    const stream = new PassThrough();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    return { stream, text: () => chunks.join('') };
  };
  const stdout = collect();
  const stderr = collect();
  if (terminal) {
    // Typed key by key, once the prompt is there.
    setImmediate(() => {
      for (const char of input) stdin.write(char);
    });
  } else {
    stdin.end(input);
  }
  const io: Io = { stdin, stdout: stdout.stream, stderr: stderr.stream };
  return { io, stdin, stdout: stdout.text, stderr: stderr.text };
}

const addStaff = (email: string) =>
  createUser(server.database.db, {
    email,
    password: STAFF_PASSWORD,
    firstName: 'Anna',
    lastName: 'Peeters',
  });

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

const signIn = async (email: string, password = STAFF_PASSWORD) => {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};

const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

const usersTable = async () => {
  const result = await server.database.db.execute(
    sql`select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as digest from users t`,
  );
  return (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
};

describe('user:create', () => {
  const args = ['--email', 'Lotte@Example.be', '--first-name', 'Lotte', '--last-name', 'Maes'];

  test('reads the password from standard input when it is not a terminal', async () => {
    const { io, stdout } = streams(`${NEW_PASSWORD}\n`);
    await userCreate(args, io, withDb);
    expect(stdout()).toMatch(
      /^Created staff account lotte@example\.be \(id \d+\), role beheerder\n$/,
    );
    expect((await login('lotte@example.be', NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('--role gives the account its role, which GET /api/user/me reports', async () => {
    const { io, stdout } = streams(`${NEW_PASSWORD}\n`);
    await userCreate([...args, '--role', 'technieker'], io, withDb);
    expect(stdout()).toMatch(/role technieker\n$/);
    const answer = await me(await signIn('lotte@example.be', NEW_PASSWORD));
    expect(answer.json()).toMatchObject({
      role: 'technieker',
      permissions: { agenda: 'read', projects: 'read', customers: 'read' },
    });
    expect(answer.json().permissions.cms).toBeUndefined();
  });

  test('refuses an unknown --role before asking the password, and creates nothing', async () => {
    const { io, stderr } = streams(`${NEW_PASSWORD}\n`);
    await expect(userCreate([...args, '--role', 'baas'], io, withDb)).rejects.toThrow(
      /Unknown role "baas"/,
    );
    expect(stderr()).toBe('');
    expect((await server.snapshot()).users).toBe(0);
  });

  test('asks twice at a hidden prompt on a terminal', async () => {
    const { io, stdin, stderr } = streams(`${NEW_PASSWORD}\r${NEW_PASSWORD}\r`, true);
    await userCreate(args, io, withDb);
    expect(stdin.rawModes).toEqual([true, false]);
    expect(stderr()).toContain('New password: ');
    expect(stderr()).toContain('Repeat the new password: ');
    // Raw mode echoes nothing, and neither does the prompt.
    expect(stderr()).not.toContain(NEW_PASSWORD);
    expect((await login('lotte@example.be', NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('refuses two different passwords at the prompt and creates nothing', async () => {
    const { io } = streams(`${NEW_PASSWORD}\rsomething else entirely\r`, true);
    await expect(userCreate(args, io, withDb)).rejects.toThrow(/differ/);
    expect((await server.snapshot()).users).toBe(0);
  });

  test('refuses --password: a password never comes from the command line', async () => {
    const { io } = streams(`${NEW_PASSWORD}\n`);
    await expect(userCreate([...args, '--password', NEW_PASSWORD], io, withDb)).rejects.toThrow(
      /--password is not accepted/,
    );
    expect((await server.snapshot()).users).toBe(0);
  });

  test.each([
    ['a short password', 'too short\n', /at least 10 characters/],
    ['the email address as password', 'LOTTE@example.be\n', /must not be the email address/],
    ['no password on standard input', '', /No password/],
  ])('refuses %s and creates nothing', async (_, input, message) => {
    const { io } = streams(input);
    await expect(userCreate(args, io, withDb)).rejects.toThrow(message);
    expect((await server.snapshot()).users).toBe(0);
  });

  test('refuses an address that has an account, in any case', async () => {
    await addStaff('lotte@example.be');
    const before = await usersTable();
    const { io } = streams(`${NEW_PASSWORD}\n`);
    await expect(userCreate(args, io, withDb)).rejects.toThrow(/exists already/);
    expect(await usersTable()).toBe(before);
  });
});

describe('user:password', () => {
  const EMAIL = 'anna@example.be';

  test('sets the password from standard input and ends every session of the account', async () => {
    await addStaff(EMAIL);
    const tokens = [await signIn(EMAIL), await signIn(EMAIL)];
    const other = await server.signIn('piet@example.be');
    const { io, stdout } = streams(`${NEW_PASSWORD}\n`);

    await userPassword(['--email', 'ANNA@example.be'], io, withDb);
    expect(stdout()).toContain(`Changed the password of ${EMAIL}`);
    for (const token of tokens) expectError(await me(token), 401, 'UNAUTHORIZED');
    expect((await me(other)).statusCode).toBe(200);
    expectError(await login(EMAIL, STAFF_PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('takes only the first line of standard input, without its line ending', async () => {
    await addStaff(EMAIL);
    const { io } = streams(`${NEW_PASSWORD}\r\nsecond line\n`);
    await userPassword(['--email', EMAIL], io, withDb);
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('asks twice at a hidden prompt on a terminal', async () => {
    await addStaff(EMAIL);
    const { io, stdin, stderr } = streams(`${NEW_PASSWORD}\r${NEW_PASSWORD}\r`, true);
    await userPassword(['--email', EMAIL], io, withDb);
    expect(stdin.rawModes).toEqual([true, false]);
    expect(stderr()).not.toContain(NEW_PASSWORD);
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('Ctrl-C at the prompt cancels and changes nothing', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const before = await usersTable();
    const { io, stdin } = streams('half a pass\u0003', true);
    await expect(userPassword(['--email', EMAIL], io, withDb)).rejects.toThrow(/Cancelled/);
    expect(stdin.rawModes).toEqual([true, false]);
    expect(await usersTable()).toBe(before);
    expect((await me(token)).statusCode).toBe(200);
  });

  test.each([
    ['a short password', ['--email', EMAIL], 'too short\n', /at least 10 characters/],
    ['the email address as password', ['--email', EMAIL], 'Anna@Example.be\n', /email address/],
    ['an unknown address', ['--email', 'nobody@example.be'], `${NEW_PASSWORD}\n`, /no account/],
    ['a missing --email', [], `${NEW_PASSWORD}\n`, /Missing --email/],
    [
      'a password given as argument',
      ['--email', EMAIL, '--password', NEW_PASSWORD],
      '',
      /--password is not accepted/,
    ],
  ])('refuses %s and changes nothing', async (_, argv, input, message) => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const before = await usersTable();
    const { io } = streams(input);
    await expect(userPassword(argv, io, withDb)).rejects.toThrow(message);
    expect(await usersTable()).toBe(before);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('user:disable', () => {
  test('deactivates the account and ends its sessions; --enable restores sign-in', async () => {
    await server.signIn('admin@example.be');
    await addStaff('anna@example.be');
    const token = await signIn('anna@example.be');

    const disabled = streams('');
    await userDisable(['--email', 'Anna@example.be'], disabled.io, withDb);
    expect(disabled.stdout()).toContain('Deactivated staff account anna@example.be');
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expectError(await login('anna@example.be', STAFF_PASSWORD), 403, 'ACCOUNT_DISABLED');

    const enabled = streams('');
    await userDisable(['--enable', '--email', 'anna@example.be'], enabled.io, withDb);
    expect(enabled.stdout()).toContain('Activated staff account anna@example.be');
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expect((await login('anna@example.be', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  test('refuses the last active account and changes nothing', async () => {
    await addStaff('anna@example.be');
    const { id } = await addStaff('piet@example.be');
    await server.database.db.execute(sql`update users set active = false where id = ${id}`);
    const token = await signIn('anna@example.be');
    const counts = await server.snapshot();
    const before = await usersTable();

    await expect(
      userDisable(['--email', 'anna@example.be'], streams('').io, withDb),
    ).rejects.toThrow(/last active account/);
    expect(await usersTable()).toBe(before);
    expect(await server.snapshot()).toEqual(counts);
    expect((await me(token)).statusCode).toBe(200);
  });

  test.each([
    ['an unknown address', ['--email', 'nobody@example.be'], /no account/],
    ['a missing --email', ['--enable'], /Missing --email/],
    ['a value for --enable', ['--email', 'anna@example.be', '--enable=no'], /takes no value/],
    ['an unknown option', ['--email', 'anna@example.be', '--force'], /Unknown --force/],
  ])('refuses %s and changes nothing', async (_, argv, message) => {
    await addStaff('anna@example.be');
    await addStaff('piet@example.be');
    const before = await usersTable();
    await expect(userDisable(argv, streams('').io, withDb)).rejects.toThrow(message);
    expect(await usersTable()).toBe(before);
  });
});

describe('the commands as run from a shell', () => {
  const tsx = path.join(projectRoot(), 'node_modules/.bin/tsx');
  const run = (script: string, argv: string[], input: string, dataDir: string) =>
    spawnSync(tsx, [path.join(projectRoot(), 'server/cli', script), ...argv], {
      input,
      encoding: 'utf8',
      // Their own embedded database, whatever database the suite runs on.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 150_000,
    });

  test('user:create reads a piped password; user:disable then finds the account', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-cli-'));
    try {
      const created = run(
        'user-create.ts',
        ['--email', 'els@example.be', '--first-name', 'Els', '--last-name', 'Janssens'],
        `${NEW_PASSWORD}\n`,
        dataDir,
      );
      expect({ status: created.status, stdout: created.stdout }).toEqual({
        status: 0,
        stdout: expect.stringContaining('Created staff account els@example.be'),
      });

      // The only account is the last active one: refused, which proves it exists.
      const disabled = run('user-disable.ts', ['--email', 'els@example.be'], '', dataDir);
      expect(disabled.status).toBe(1);
      expect(disabled.stderr).toContain('last active account');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
