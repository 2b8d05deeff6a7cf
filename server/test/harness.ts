import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { periodicTask } from '../plugins/periodic';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, projectRoot, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { hashPassword } from '../domain/passwords';
import { insertUser } from '../repositories/users';
import type { Role } from '../domain/roles';
import { pgliteTemplate } from './pglite-template';
import { postgresTemplate } from './postgres-template';
import { pgliteOnly } from './pglite-only';
import { allTables, emptyTables, KEPT_BY_RESET } from './empty-tables';
import { namedSchemas, type ErrorCode } from '../schemas';
import { kindSchemas } from '../services/content-kinds';

/**
 * A real server on a real, empty database: in-memory PGlite, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 * One per test file: see `useTestServer`.
 */
export interface TestServer {
  app: App;
  database: Database;
  config: Config;
  /** Another server instance on the same database, as another process would be; closed with this one. */
  otherInstance(overrides?: Partial<Config>): Promise<App>;
  reset(): Promise<void>;
  /** Creates a staff account (Beheerder unless `role` says) and signs it in; answers its token. */
  signIn(email?: string, role?: Role): Promise<string>;
  /**
   * Runs `work` and answers the statements the server sent to the database meanwhile (every
   * statement of the file's server, so run nothing else at the same time).
   */
  countQueries(work: () => Promise<unknown>): Promise<string[]>;
  /**
   * Row counts of every table but NOT_IN_SNAPSHOT, to prove that a refused write changed nothing
   * (or a removal only what it names).
   */
  snapshot(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export const STAFF_PASSWORD = 'correct horse battery';

let staffHash: Promise<string> | undefined;
/**
 * The real argon2 hash of STAFF_PASSWORD, made once per test file: the accounts signIn creates
 * share it (the sign-in itself still verifies the password), so a file that signs in hundreds
 * of times does not hash hundreds of times.
 */
const staffPasswordHash = () => (staffHash ??= hashPassword(STAFF_PASSWORD));

/**
 * Tables a snapshot leaves out: what the history keeps of a write (its own tests read them) and
 * what triggers keep (versions, events and figures follow every write).
 */
const NOT_IN_SNAPSHOT = [
  ...KEPT_BY_RESET,
  'chat_figures',
  'activity',
  'trash',
  'trash_images',
  'versions',
  'version_images',
];

/**
 * The test servers' waits for PostgreSQL. Production's 2.5 s and 3.5 s answer 503 to a request
 * that queues longer; in CI the suites share two cores with the browser lane and the clusters
 * of the hardening lane, and a plain write can wait that long there without anything being
 * wrong. The time-outs themselves are tested in server/db/client.test.ts and test/hardening.
 */
const TEST_DATABASE_TIMEOUTS = { connectTimeoutMs: 60_000, queryTimeoutMs: 60_000 };

async function openTestDatabase(
  adminUrl: string | null,
  onQuery: (sql: string) => void,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!adminUrl) {
    const template = await pgliteTemplate('migrated');
    return {
      database: await openDatabase({ kind: 'pglite', template }, { onQuery }),
      drop: async () => {},
    };
  }
  const name = `backoffice_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  const template = await postgresTemplate(admin, adminUrl, TEST_DATABASE_TIMEOUTS);
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { kind: 'postgres', url: url.toString(), timeouts: TEST_DATABASE_TIMEOUTS },
    { onQuery },
  );
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Rows inserted, updated or deleted in the database so far, by PostgreSQL's statistics. */
export async function rowsWritten(database: Database): Promise<number> {
  // Statistics reach the views at the end of a later transaction, unless a flush is asked for.
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = rowsOf(
    await database.db.execute(
      sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::int as n from pg_stat_user_tables`,
    ),
  );
  return Number(row.n);
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  {
    postgres = process.env.TEST_DATABASE_URL ?? null,
    logger = false,
  }: {
    /** The PostgreSQL server to create the database on (null: PGlite); TEST_DATABASE_URL by default. */
    postgres?: string | null;
    /** The server's logger (none by default). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestServer> {
  let log: string[] | undefined;
  // A periodic task that wakes meanwhile (reminders, Peppol polls) is not the counted work.
  const { database, url, drop } = await openTestDatabase(postgres, (query) => {
    if (!periodicTask.getStore()) log?.push(query);
  });
  // Tests start conversations by the dozen a minute: the mail brake has tests of its own. The
  // documents' text job too: a version's text status stays `wacht` unless a test starts it.
  const defaults = loadConfig({ CHAT_CREATE_BRAKE_PER_MINUTE: '100000', DOCUMENT_TEXT: 'off' });
  const config: Config = { ...defaults, spaDir: '/nonexistent', ...overrides };
  const app = await buildApp(config, { database, logger });
  await app.ready();
  // A file that the PostgreSQL run leaves out must not write: see ./pglite-only.ts.
  const testFile = path.relative(projectRoot(), expect.getState().testPath ?? '');
  const writtenBefore =
    !postgres && testFile in pgliteOnly ? await rowsWritten(database) : undefined;
  let accounts = 0;
  const others: { app: App; database?: Database }[] = [];
  return {
    app,
    database,
    config,
    async otherInstance(more = {}) {
      // PostgreSQL: a pool and a LISTEN connection of its own, as another process has. PGlite
      // is one connection per process: the same one, whose notices reach every subscriber.
      const own = url
        ? await openDatabase({ kind: 'postgres', url, timeouts: TEST_DATABASE_TIMEOUTS })
        : undefined;
      const other = await buildApp({ ...config, ...more }, { database: own ?? database, logger });
      others.push({ app: other, database: own });
      await other.ready();
      return other;
    },
    async reset() {
      await emptyTables(database);
    },
    async signIn(email = `staff${++accounts}@example.be`, role?: Role) {
      const created = await insertUser(database.db, {
        email,
        passwordHash: await staffPasswordHash(),
        firstName: 'Els',
        lastName: 'Janssens',
        role,
      });
      if (!created) throw new Error(`sign-in failed: an account for ${email} exists already`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: STAFF_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json().token as string;
    },
    async countQueries(work) {
      const statements: string[] = [];
      log = statements;
      try {
        await work();
      } finally {
        log = undefined;
      }
      return statements;
    },
    async snapshot() {
      // One statement for every table: the refusal tests take a snapshot before and after.
      const query = (await allTables(database.db))
        .filter((table) => !NOT_IN_SNAPSHOT.includes(table))
        .map((table) => `select '${table}' as name, count(*)::int as n from "${table}"`)
        .join(' union all ');
      const counts: Record<string, number> = {};
      for (const row of rowsOf(await database.db.execute(sql.raw(query))))
        counts[String(row.name)] = Number(row.n);
      return counts;
    },
    async close() {
      for (const other of others.splice(0)) {
        await other.app.close();
        await other.database?.close();
      }
      await app.close();
      const written =
        writtenBefore === undefined ? 0 : (await rowsWritten(database)) - writtenBefore;
      await database.close();
      await drop();
      if (written > 0) {
        throw new Error(
          `${testFile} wrote ${written} rows through SQL, so it must run on PostgreSQL too: ` +
            'remove it from server/test/pglite-only.ts',
        );
      }
    },
  };
}

/**
 * Opening a database takes seconds, and over a minute on 2 cores shared with other work
 * (jest's workers and CI's other steps): the same safety net as jest's testTimeout.
 */
export const DATABASE_HOOK_TIMEOUT = 180_000;

export interface UseTestServerOptions {
  /** Empty every table before each test (default true). */
  reset?: boolean;
  /** Settings of this server; a function is read when the server starts (after earlier hooks). */
  overrides?: Partial<Config> | (() => Partial<Config>);
}

/**
 * The server of this test file: started before its first test, closed after its last, and
 * (unless `reset: false`) emptied before each test. Its members are usable from then on.
 */
export function useTestServer({ reset = true, overrides }: UseTestServerOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(typeof overrides === 'function' ? overrides() : overrides);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await current?.close();
  }, DATABASE_HOOK_TIMEOUT);
  if (reset) {
    beforeEach(async () => {
      await started().reset();
    }, DATABASE_HOOK_TIMEOUT);
  }
  const started = () => {
    if (!current)
      throw new Error('The test server starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    otherInstance: (more) => started().otherInstance(more),
    reset: () => started().reset(),
    signIn: (email, role) => started().signIn(email, role),
    countQueries: (work) => started().countQueries(work),
    snapshot: () => started().snapshot(),
    close: () => started().close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let entriesMade = 0;
/** Creates a language entry (group `services`) through the API as `token`'s staff; answers its id. */
export async function newLanguageEntry(server: TestServer, token: string) {
  const n = ++entriesMade;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: bearer(token),
    payload: {
      name: `entry${n}`,
      group: 'services',
      translationDutch: 'NL',
      translationEnglish: 'EN',
    },
  });
  if (response.statusCode !== 201) throw new Error(`language entry not created: ${response.body}`);
  return response.json().id as number;
}

/** A multipart body as a browser would send it: a `data` part and `files` parts. */
export async function multipart(
  data: unknown,
  files: { content: Buffer; name?: string; type?: string }[] = [],
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  if (data !== undefined)
    form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const [i, file] of files.entries()) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? `file${i}.bin`,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
for (const schema of [...namedSchemas, ...kindSchemas]) ajv.addSchema(schema);

/** Asserts that a value matches a named schema of the API (by $id), listing what does not. */
export function expectShape(schemaId: string, value: unknown) {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`no schema ${schemaId}`);
  if (!validate(value)) {
    throw new Error(
      `not a ${schemaId}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`,
    );
  }
}

/**
 * Asserts an error answer: status, code, and the `{ statusCode, code, message }` shape, whose
 * `code` must be one of the contract's closed set.
 */
export function expectError(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  const body = response.json();
  expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
  expectShape('ErrorAnswer', body);
}
