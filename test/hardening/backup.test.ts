/**
 * Backups for real: the commands as `npm run db:backup` / `db:restore` run them, against a
 * server process on an embedded data folder and against PostgreSQL, with writes going on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig, projectRoot } from '../../server/config';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import {
  checkBackupFile,
  restoreBackupFile,
  saveBackup,
  streamSink,
  writeBackup,
} from '../../server/db/backup';
import { connectPostgres } from '../../server/db/backup/cli';
import { tableRows } from '../../server/db/backup/rows';
import { rowsOf } from '../../server/db/backup/tables';
import { createUser } from '../../server/services/users';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

const SETUP_TIMEOUT = 600_000;
const ADMIN = { email: 'beheer@example.be', password: 'een lang wachtwoord voor de test' };

let folder: string;
let cluster: ThrowawayPostgres;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-'));
  cluster = await startThrowawayPostgres();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await stopServers();
  cluster?.destroy();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}, SETUP_TIMEOUT);

// ---------------------------------------------------------------------------------------
// Processes

/** The environment of a command or server: this one's, without any database setting. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'TEST_DATABASE_URL', 'PORT', 'NODE_OPTIONS'])
    delete env[name];
  return { ...env, SPA_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...extra };
}

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- args` as package.json does: node server/cli/launch.js cli/<file>. */
function run(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const entry = { 'db:backup': 'db-backup', 'db:restore': 'db-restore', 'seed:demo': 'seed-demo' }[
    script
  ];
  const child = spawn(process.execPath, ['server/cli/launch.js', `cli/${entry}.js`, ...args], {
    cwd: projectRoot(),
    env: environment(env),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The last line a command wrote to stderr (a rebuild may print its own lines first). */
const lastLine = (text: string) => text.trim().split('\n').pop() ?? '';

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const servers = new Set<ServerProcess>();
const stopServers = () => Promise.all([...servers].map((server) => server.stop()));

/** `npm start` (launch.js, built server) on the given database, once it answers. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/cli/launch.js'], {
    cwd: projectRoot(),
    env: environment({
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CHAT_CREATE_LIMIT_PER_ADDRESS: '1000000',
      ...env,
    }),
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    // launch.js hands SIGTERM to the server, which shuts down gracefully.
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      servers.delete(server);
    },
  };
  servers.add(server);
  const deadline = Date.now() + SETUP_TIMEOUT;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended:\n${output}`);
    try {
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (health.status === 200) return server;
    } catch {
      // Still building or starting.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---------------------------------------------------------------------------------------
// Writes going on: two writers, each a sequence of small transactions in a known order

type Request = (
  method: 'POST' | 'PUT',
  url: string,
  body: { json: object } | { form: FormData },
  token?: string,
) => Promise<{ status: number; json: () => Promise<Record<string, unknown>> }>;

const overHttp =
  (base: string): Request =>
  async (method, url, body, token) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...('json' in body ? { 'content-type': 'application/json' } : {}),
      },
      body: 'json' in body ? JSON.stringify(body.json) : body.form,
    });
    return { status: response.status, json: () => response.json() };
  };

async function signIn(request: Request): Promise<string> {
  const response = await request('POST', '/user/login', { json: ADMIN });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token as string;
}

/**
 * Chat writer, operation i: when i % 3 === 1 a customer starts conversation "chat i" with
 * message "m i" (one transaction), otherwise staff answer "m i" in the latest conversation.
 * Service writer, operation j: language entries "w j title" and "w j body", service j, and
 * its content block: four transactions in that order.
 */
function startWriters(request: Request, token: string) {
  let stopping = false;
  const done = { chats: 0, services: 0 };
  const expectCreated = async (response: Awaited<ReturnType<Request>>) => {
    if (response.status !== 201) throw new Error(`a write answered ${response.status}`);
    return (await response.json()).id as number;
  };
  const chats = (async () => {
    let chatId = 0;
    for (let i = 1; !stopping; i++) {
      if (i % 3 === 1) {
        chatId = await expectCreated(
          await request('POST', '/chat/create', {
            json: {
              subject: `chat ${i}`,
              author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
              content: `m ${i}`,
            },
          }),
        );
      } else {
        await expectCreated(
          await request(
            'POST',
            `/chat/createMessage/${chatId}`,
            { json: { content: `m ${i}` } },
            token,
          ),
        );
      }
      done.chats = i;
    }
  })();
  const services = (async () => {
    for (let j = 1; !stopping; j++) {
      const entry = async (part: string) =>
        expectCreated(
          await request(
            'POST',
            '/language/create',
            {
              json: {
                name: `w ${j} ${part}`,
                group: 'writer',
                translationDutch: part,
                translationEnglish: part,
              },
            },
            token,
          ),
        );
      const titleId = await entry('title');
      const bodyId = await entry('body');
      const form = (data: object) => {
        const body = new FormData();
        body.append('data', JSON.stringify(data));
        return { form: body };
      };
      const serviceId = await expectCreated(
        await request(
          'POST',
          '/service/create',
          form({ titleId, descriptionId: bodyId, enabled: true }),
          token,
        ),
      );
      await expectCreated(
        await request(
          'POST',
          `/service/addServiceContent/${serviceId}`,
          form({ titleId, bodyId }),
          token,
        ),
      );
      done.services = j;
    }
  })();
  return {
    done,
    /** Resolves once both writers have finished `count` more operations than now. */
    async progress(count: number) {
      const target = { chats: done.chats + count, services: done.services + count };
      while (done.chats < target.chats || done.services < target.services) {
        await Promise.race([
          new Promise((resolve) => setTimeout(resolve, 20)),
          chats.then(() => {
            throw new Error('the chat writer stopped');
          }),
          services.then(() => {
            throw new Error('the service writer stopped');
          }),
        ]);
      }
    },
    async stop() {
      stopping = true;
      await Promise.all([chats, services]);
    },
  };
}

const numbers = (rows: Record<string, unknown>[], key: string, pattern: RegExp) =>
  rows
    .map((row) => pattern.exec(String(row[key]))?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Checks that a restored database holds the writers' work up to one moment: for each writer,
 * every operation up to some n and none after (each operation's rows complete), every chat
 * with its messages, every content block with its service. Answers each writer's n.
 */
async function expectOnePointInTime(db: Db): Promise<{ chats: number; services: number }> {
  const query = async (text: string) => rowsOf(await db.execute(sql.raw(text)));
  // Outside the demo's opening hours the server answers a new chat automatically: not a writer's.
  const messages = await query(
    `select m.content, c.subject from messages m join chats c on c.id = m.chat_id
      where c.subject like 'chat %' and not m.automatic`,
  );
  const chatOps = numbers(messages, 'content', /^m (\d+)$/);
  const n = chatOps.length;
  expect(chatOps).toEqual(range(n));
  for (const message of messages) {
    const i = Number(/^m (\d+)$/.exec(String(message.content))![1]);
    expect(message.subject).toBe(`chat ${i - ((i - 1) % 3)}`);
  }
  const subjects = numbers(await query(`select subject from chats`), 'subject', /^chat (\d+)$/);
  expect(subjects).toEqual(range(n).filter((i) => i % 3 === 1));
  expect(
    await query(
      `select id from chats c where not exists (select 1 from messages m where m.chat_id = c.id)`,
    ),
  ).toEqual([]);

  // The service writer's transactions in order: title, body, service, content block.
  const entries = await query(`select id, name from language_entries where "group" = 'writer'`);
  const services = await query(
    `select s.id, t.name from services s join language_entries t on t.id = s.title_id where t."group" = 'writer'`,
  );
  const blocks = await query(
    `select t.name from service_contents c join services s on s.id = c.service_id
     join language_entries t on t.id = c.title_id where t."group" = 'writer' and s.title_id = c.title_id`,
  );
  const has = (rows: Record<string, unknown>[], name: string) =>
    rows.some((row) => row.name === name);
  const steps: boolean[] = [];
  const last = Math.max(0, ...numbers(entries, 'name', /^w (\d+) /));
  for (let j = 1; j <= last; j++) {
    steps.push(
      has(entries, `w ${j} title`),
      has(entries, `w ${j} body`),
      has(services, `w ${j} title`),
      has(blocks, `w ${j} title`),
    );
  }
  const committed = steps.indexOf(false) === -1 ? steps.length : steps.indexOf(false);
  expect(steps.slice(committed).every((step) => !step)).toBe(true);
  expect(
    await query(
      `select c.id from service_contents c left join services s on s.id = c.service_id where s.id is null`,
    ),
  ).toEqual([]);
  return { chats: n, services: Math.floor(committed / 4) };
}

// ---------------------------------------------------------------------------------------

/** Every row of every table, compared; answers how many rows that was. */
async function expectSameRows(a: Db, b: Db): Promise<number> {
  const [left, right] = await Promise.all([tableRows(a), tableRows(b)]);
  expect(Object.keys(right)).toEqual(Object.keys(left));
  for (const table of Object.keys(left))
    expect([table, right[table]]).toEqual([table, left[table]]);
  return Object.values(left).reduce((sum, rows) => sum + rows.length, 0);
}

/** A fresh database on the throwaway cluster. */
async function createPostgresDatabase(name: string): Promise<string> {
  const admin = new Pool({ connectionString: cluster.url, max: 1 });
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

const kib = (file: string) => `${(fs.statSync(file).size / 1024).toFixed(0)} KiB`;

describe('the commands on an embedded data folder whose server is running', () => {
  let dataDir: string;
  let server: ServerProcess;
  let writers: ReturnType<typeof startWriters>;
  let opsBefore: { chats: number; services: number };
  let opsAfter: { chats: number; services: number };
  const file = () => path.join(folder, 'embedded.jsonl.gz');
  let backupOutcome: Outcome;
  let seconds: number;

  beforeAll(async () => {
    dataDir = path.join(folder, 'data');
    const seeded = await run('seed:demo', [], { DATA_DIR: dataDir });
    expect(seeded).toMatchObject({ code: 0 });
    server = await startServer({ DATA_DIR: dataDir });
    const request = overHttp(server.url);
    const token = await signIn(request);
    // A failed sign-in leaves a throttle record: every table has rows.
    expect(
      (await request('POST', '/user/login', { json: { ...ADMIN, password: 'fout wachtwoord' } }))
        .status,
    ).toBe(401);
    writers = startWriters(request, token);
    await writers.progress(5);
    opsBefore = { ...writers.done };
    const started = Date.now();
    backupOutcome = await run('db:backup', [file()], { DATA_DIR: dataDir });
    seconds = (Date.now() - started) / 1000;
    opsAfter = { ...writers.done };
    await writers.progress(3);
    await writers.stop();
    // The demo's first service, with its images and content blocks, into the trash: the backups
    // made from now on hold every table of history (versions, trash, activity) with rows.
    const removed = await fetch(`${server.url}/api/service/removeService/1`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
  }, SETUP_TIMEOUT);

  test('db:backup goes through the running server and says what it wrote', () => {
    expect(backupOutcome.code).toBe(0);
    expect(backupOutcome.stdout).toMatch(
      /^Backed up \d+ tables, \d+ rows of the embedded database in .* \(through the running server\) to .*: [\d.]+ [KM]?B in [\d.]+ s \(schema \w+\)\.\n$/,
    );
    expect(fs.existsSync(path.join(dataDir, 'backoffice.sock'))).toBe(true);
  });

  test('db:restore into the running server’s folder is refused in one line, exit 1', async () => {
    const outcome = await run('db:restore', [file(), '--force'], { DATA_DIR: dataDir });
    expect(outcome.code).toBe(1);
    expect(lastLine(outcome.stderr)).toMatch(/^The server is running on .*: stop it first/);
    expect(outcome.stdout).toBe('');
  });

  test('the backup is one point in time of the writes going on', async () => {
    const restoredDir = path.join(folder, 'point-in-time');
    const database = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      await restoreBackupFile(database.db, file());
      const snapshot = await expectOnePointInTime(database.db);
      console.log(
        `PGlite through the running server: ${backupOutcome.stdout.trim()} ` +
          `Writers' operations: ${JSON.stringify(opsBefore)} before, ${JSON.stringify(snapshot)} ` +
          `in the backup, ${JSON.stringify(opsAfter)} when it was done (${seconds.toFixed(1)} s with the command).`,
      );
      expect(snapshot.chats).toBeGreaterThanOrEqual(opsBefore.chats);
      expect(snapshot.chats).toBeLessThanOrEqual(opsAfter.chats + 1);
      expect(snapshot.services).toBeGreaterThanOrEqual(opsBefore.services);
      expect(snapshot.services).toBeLessThanOrEqual(opsAfter.services + 1);
    } finally {
      await database.close();
    }
  });

  describe('once the server has stopped', () => {
    let original: Database;
    let restoredDir: string;
    let restoreOutcome: Outcome;
    const stoppedFile = () => path.join(folder, 'stopped.jsonl.gz');

    beforeAll(async () => {
      await server.stop();
      restoredDir = path.join(folder, 'restored');
      const backedUp = await run('db:backup', [stoppedFile()], { DATA_DIR: dataDir });
      expect(backedUp).toMatchObject({ code: 0 });
      expect(backedUp.stdout).toMatch(/\(through the data folder\)/);
      const started = Date.now();
      restoreOutcome = await run('db:restore', [stoppedFile()], { DATA_DIR: restoredDir });
      console.log(
        `${restoreOutcome.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s with the command)`,
      );
      original = await openDatabase({ kind: 'pglite', dataDir });
    }, SETUP_TIMEOUT);
    afterAll(() => original?.close(), SETUP_TIMEOUT);

    test('the server removed its socket and key', () => {
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('backoffice.sock'))).toEqual(
        [],
      );
    });

    test('db:restore into a fresh folder gives identical rows in every table', async () => {
      expect(restoreOutcome).toMatchObject({ code: 0 });
      const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
      try {
        const rows = await expectSameRows(original.db, restored.db);
        // History, the trash and the activity log came along, with what they refer to.
        const restoredRows = await tableRows(restored.db);
        for (const table of ['versions', 'version_images', 'trash', 'trash_images', 'activity'])
          expect([table, restoredRows[table].length > 0]).toEqual([table, true]);
        const { header } = await checkBackupFile(stoppedFile());
        console.log(
          `PGlite → PGlite: ${header.tables.length} tables, ${rows} rows compared, ${kib(stoppedFile())}.`,
        );
        expect(rows).toBeGreaterThan(100);
      } finally {
        await restored.close();
      }
    });

    test('db:restore again refuses a database with data, and --force replaces it', async () => {
      const refused = await run('db:restore', [stoppedFile()], { DATA_DIR: restoredDir });
      expect(refused.code).toBe(1);
      expect(lastLine(refused.stderr)).toMatch(
        /^The database already holds data \(.*\): restore with --force/,
      );
      const forced = await run('db:restore', [stoppedFile(), '--force'], { DATA_DIR: restoredDir });
      expect(forced).toMatchObject({ code: 0 });
      expect(forced.stdout).toMatch(/replacing \d+ rows/);
    });

    test('the PGlite backup restores into PostgreSQL, and that one back into PGlite', async () => {
      const url = await createPostgresDatabase('from_pglite');
      let started = Date.now();
      const intoPostgres = await run('db:restore', [stoppedFile()], { DATABASE_URL: url });
      expect(intoPostgres).toMatchObject({ code: 0 });
      console.log(
        `PGlite → PostgreSQL: ${intoPostgres.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      const postgres = connectPostgres(url);
      try {
        const rows = await expectSameRows(original.db, postgres.db);
        console.log(`PGlite → PostgreSQL: ${rows} rows compared.`);
      } finally {
        await postgres.close();
      }

      const back = path.join(folder, 'from-postgres.jsonl.gz');
      started = Date.now();
      const fromPostgres = await run('db:backup', [back], { DATABASE_URL: url });
      expect(fromPostgres).toMatchObject({ code: 0 });
      expect(fromPostgres.stdout).toMatch(/of PostgreSQL to/);
      const againDir = path.join(folder, 'from-postgres');
      const intoPglite = await run('db:restore', [back], { DATA_DIR: againDir });
      expect(intoPglite).toMatchObject({ code: 0 });
      console.log(
        `PostgreSQL → PGlite: ${fromPostgres.stdout.trim()} ${intoPglite.stdout.trim()} ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s for both)`,
      );
      const again = await openDatabase({ kind: 'pglite', dataDir: againDir });
      try {
        await expectSameRows(original.db, again.db);
      } finally {
        await again.close();
      }
    });
  });
});

describe('PostgreSQL: a backup while the server writes', () => {
  test('holds one snapshot: writes committed after it began are not in it', async () => {
    const url = await createPostgresDatabase('writes_going_on');
    const database = await openDatabase({ kind: 'postgres', url });
    const config = {
      ...loadConfig({}),
      spaDir: '/nonexistent',
      chatCreateLimit: { perAddress: 1_000_000, windowSeconds: 3600 },
    };
    const app = await buildApp(config, { database, logger: false });
    await createUser(database.db, { ...ADMIN, firstName: 'Els', lastName: 'Janssens' });
    const request: Request = async (method, url, body, token) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let payload: object | Buffer;
      if ('json' in body) payload = body.json;
      else {
        // The multipart body as fetch would send it, with its boundary.
        const encoded = new Response(body.form);
        headers['content-type'] = encoded.headers.get('content-type')!;
        payload = Buffer.from(await encoded.arrayBuffer());
      }
      const response = await app.inject({ method, url: `/api${url}`, payload, headers });
      return { status: response.statusCode, json: async () => response.json() };
    };
    const writers = startWriters(request, await signIn(request));
    const backup = connectPostgres(url);
    const file = path.join(folder, 'postgres-writes.jsonl.gz');
    try {
      await writers.progress(5);
      const beforeBackup = { ...writers.done };
      let atSnapshot = { chats: 0, services: 0 };
      let first = true;
      const started = Date.now();
      const saved = await saveBackup(file, async (gzip) => {
        const sink = streamSink(gzip);
        await writeBackup(backup, {
          // After the header (the snapshot is taken), the writers go on before any row is read.
          async write(text) {
            await sink.write(text);
            if (first) {
              first = false;
              atSnapshot = { ...writers.done };
              await writers.progress(5);
            }
          },
        });
      });
      const afterBackup = { ...writers.done };
      await writers.stop();

      const restoredUrl = await createPostgresDatabase('writes_restored');
      await (await openDatabase({ kind: 'postgres', url: restoredUrl })).close();
      const restored = connectPostgres(restoredUrl);
      try {
        await restoreBackupFile(restored.db, file);
        const snapshot = await expectOnePointInTime(restored.db);
        console.log(
          `PostgreSQL, writes going on: ${saved.footer.tables} tables, ${saved.footer.rows} rows, ` +
            `${kib(file)} in ${((Date.now() - started) / 1000).toFixed(1)} s; writers' operations ` +
            `${JSON.stringify(atSnapshot)} at the snapshot, ${JSON.stringify(snapshot)} in the backup, ` +
            `${JSON.stringify(afterBackup)} when it was done.`,
        );
        expect(snapshot.chats).toBeGreaterThanOrEqual(beforeBackup.chats);
        expect(snapshot.services).toBeGreaterThanOrEqual(beforeBackup.services);
        // At most the operation each writer had in flight when the snapshot was taken.
        expect(snapshot.chats - atSnapshot.chats).toBeLessThanOrEqual(1);
        expect(snapshot.services - atSnapshot.services).toBeLessThanOrEqual(1);
        expect(afterBackup.chats).toBeGreaterThanOrEqual(snapshot.chats + 4);
        expect(afterBackup.services).toBeGreaterThanOrEqual(snapshot.services + 4);
      } finally {
        await restored.close();
      }
    } finally {
      await writers.stop().catch(() => undefined);
      await backup.close();
      await app.close();
      await database.close();
    }
  });
});
