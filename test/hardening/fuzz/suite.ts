import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { findSession, startSession } from '../../../server/services/sessions';
import {
  DATABASE_HOOK_TIMEOUT,
  multipart,
  rowsWritten,
  startTestServer,
  type TestServer,
} from '../../../server/test/harness';
import {
  changedTables,
  databaseState,
  tableNames,
  type DatabaseState,
} from '../../../server/test/database-state';
import { errorCodes, loadDocument, operationsOf, resolver } from './openapi';
import { describeRequest, requestsFor, type FuzzRequest } from './requests';
import { injectUntilStream, isEventStreamPath } from '../../../server/test/inject-stream';
import { emptyTables } from '../../../server/test/empty-tables';

/**
 * Every operation of openapi.json, attacked with generated requests: odd ids, odd query
 * strings, fuzzed and broken JSON, fuzzed and broken multipart, wrong content types, hostile
 * text, odd headers (forged X-Forwarded-For, malformed X-Request-Id), with a valid staff token,
 * without one and with a broken one. For every request: no 5xx; an X-Request-Id in the answer
 * (the caller's when well formed); a 4xx answers `{ statusCode, code, message }` with a code of
 * the contract and leaves every table (rows and contents) as it was, and so does every read (GET,
 * HEAD) that succeeds. Requests that happen to be valid may succeed.
 *
 * The operations are shared out over `fuzz-N.test.ts` files (see fuzzSuite), which the hardening
 * suite runs side by side.
 *
 * Every run prints its seed. `FUZZ_SEED=<seed> npm run test:hardening -- test/hardening/fuzz-1.test.ts`
 * repeats a run; with `-t <operationId>` and `FUZZ_PATH=<path>` (fast-check prints both with a
 * failure) it goes straight to the failing case, unless that case depends on rows that earlier
 * operations' requests stored.
 * FUZZ_REQUESTS sets the total number of requests (default 12,000). The total is a budget shared
 * by the operations, so that each new area makes every operation's share smaller rather than the
 * suite longer; no operation gets fewer than RUNS_FLOOR.
 */

const document = loadDocument();
const resolve = resolver(document);
const operations = operationsOf(document);
const codes = errorCodes(document);
const fieldsOf = new Map(operations.map((op) => [op.operationId, op.answerFields]));

const TOTAL = Number(process.env.FUZZ_REQUESTS || 12_000);
/** The fewest generated requests one operation gets, however many operations there are. */
const RUNS_FLOOR = 40;
/** Five sixths of the requests go to one operation at a time, the rest to all of them mixed. */
const RUNS_PER_OPERATION = Math.max(RUNS_FLOOR, Math.ceil((TOTAL * 5) / 6 / operations.length));
const MIXED_RUNS = Math.max(1000, Math.ceil(TOTAL / 6));
/** One seed for the run, printed with the figures, so that any run can be repeated. */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : (Date.now() ^ (Math.random() * 2 ** 31)) | 0;

/**
 * Tables a refusal may write to, by the refusal's code: a failed sign-in is counted (that is
 * what makes the limit work), whatever else it is refused for.
 */
const WRITES_OF_REFUSALS: Record<string, string[]> = {
  INVALID_CREDENTIALS: ['throttle_events'],
  ACCOUNT_DISABLED: ['throttle_events'],
  WRONG_PASSWORD: ['throttle_events'],
};

/**
 * The documents' public link calls count a wrong token or password against the client address
 * (a miss), as a failed sign-in is counted: their 404 writes that event, and nothing else.
 */
const COUNTED_MISSES = new Set([
  'getSharedDocument',
  'getSharedDocumentFile',
  'getPublicUploadLink',
  'uploadPublicDocuments',
]);
const writesOfRefusal = (operationId: string, status: number, code: string | undefined) => [
  ...(WRITES_OF_REFUSALS[code ?? ''] ?? []),
  // A HEAD's 404 has no body to name its code.
  ...(status === 404 && COUNTED_MISSES.has(operationId) ? ['throttle_events'] : []),
];

/** The test file running this part of the suite, for the line that repeats a failure. */
let testFile = 'test/hardening/fuzz-1.test.ts';
let server: TestServer;
let tables: string[];
let token: string;
let staffId: number;
let lastState: DatabaseState;
const started = Date.now();

const figures = {
  perOperation: new Map<string, Map<number, number>>(),
  statuses: new Map<number, number>(),
  serverErrors: 0,
  requests: 0,
  /** Milliseconds spent waiting for answers, and for the database checks after them. */
  answering: 0,
  checking: 0,
  /** Checks that found the write count unchanged and read no digest. */
  skippedDigests: 0,
};

function count(request: FuzzRequest, status: number) {
  figures.requests++;
  figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
  const perStatus = figures.perOperation.get(request.operationId) ?? new Map<number, number>();
  perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
  figures.perOperation.set(request.operationId, perStatus);
  if (status >= 500) figures.serverErrors++;
}

/** Tables of the people using the server; every other table holds content. */
const ACCOUNT_TABLES = ['users', 'sessions', 'throttle_events'];
let fixtureRuns = 0;

/**
 * The same content before each operation, with ids from 1, so that generated ids name rows and
 * one operation's deletes do not leave the next with nothing to work on. Accounts stay.
 */
async function freshContent() {
  await emptyTables(server.database, ACCOUNT_TABLES);
  await keepSignedIn();
  // Its own client address each time: public chat creation is limited per address.
  const remoteAddress = `10.99.${Math.floor(++fixtureRuns / 250)}.${fixtureRuns % 250}`;
  const send = async (options: InjectOptions) => {
    const response = await server.app.inject({
      ...options,
      remoteAddress,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 201)
      throw new Error(`fixture ${options.url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const form = async (url: string, data: unknown): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    ...(await multipart(data)),
  });
  const entries: number[] = [];
  for (const name of ['titel', 'omschrijving', 'inhoud', 'tekst', 'ongebruikt']) {
    entries.push(
      await send({
        method: 'POST',
        url: '/api/language/create',
        payload: { name, group: 'diensten', translationDutch: name, translationEnglish: name },
      }),
    );
  }
  const made = { services: [] as number[], blocks: [] as number[], achievements: [] as number[] };
  for (let i = 0; i < 3; i++) {
    const service = await send(
      await form('/api/service/create', { titleId: entries[0], descriptionId: entries[1] }),
    );
    made.services.push(service);
    made.blocks.push(
      await send(
        await form(`/api/service/addServiceContent/${service}`, {
          titleId: entries[2],
          bodyId: entries[3],
        }),
      ),
    );
    made.achievements.push(
      await send(
        await form('/api/achievement/create', {
          location: 'Gent',
          descriptionDutch: 'Gevel',
          descriptionEnglish: 'Facade',
        }),
      ),
    );
  }
  for (let i = 0; i < 3; i++) {
    await send({
      method: 'POST',
      url: '/api/chat/create',
      payload: {
        subject: 'Vraag',
        author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
        content: 'Hallo',
      },
    });
  }
  for (const title of ['Bedankt', 'Offerte volgt', 'Tot ziens']) {
    await send({
      method: 'POST',
      url: '/api/quickReply/create',
      payload: { title, contentDutch: title, contentEnglish: '' },
    });
  }
  // One of each kind in the trash, for the restore and history calls to work on: an entry, a
  // block whose service stays, a service with its block, an achievement.
  for (const url of [
    `/api/language/remove/${entries[4]}`,
    `/api/service/removeServiceContent/${made.blocks[1]}`,
    `/api/service/removeService/${made.services[2]}`,
    `/api/achievement/remove/${made.achievements[2]}`,
  ]) {
    const response = await server.app.inject({
      method: 'DELETE',
      url,
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 204)
      throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
  }
  lastState = await databaseState(server.database.db, tables);
  lastWritten = await rowsWrittenSoFar();
}

/**
 * A request that succeeded may have ended the fuzzing session (logout, a password change) or
 * taken its account's rights (a role set by setRole).
 */
async function keepSignedIn() {
  const db = server.database.db;
  const isBeheerder = async () => (await findSession(db, token))?.user.role === 'beheerder';
  if (await isBeheerder()) return;
  token = (await startSession(db, staffId, 3600)).token;
  if (await isBeheerder()) return;
  // The account itself was deactivated or given another role: carry on as a new Beheerder.
  token = await server.signIn(`fuzz${Date.now()}@example.be`);
  staffId = (await findSession(db, token))!.user.id;
}

function checkErrorAnswer(request: FuzzRequest, status: number, text: string) {
  const fail = (why: string) => {
    throw new Error(`${describeRequest(request)} answered ${status} ${why}: ${text.slice(0, 300)}`);
  };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail('with a body that is not JSON');
  }
  const { statusCode, code, message, ...rest } = (body ?? {}) as Record<string, unknown>;
  // More only where the operation's answer for this status declares it (409 IN_USE's usedBy).
  const declared = fieldsOf.get(request.operationId)?.[String(status)] ?? [];
  const undeclared = Object.keys(rest).filter((field) => !declared.includes(field));
  if (undeclared.length) fail(`with more than {statusCode, code, message}: ${undeclared}`);
  if (statusCode !== status) fail('with another statusCode in its body');
  if (typeof code !== 'string' || !codes.has(code)) fail('with a code outside ErrorAnswer.code');
  if (typeof message !== 'string' || message === '') fail('without a message');
  return code as string;
}

/** A request id as the server writes it into its log and answers: short, plain characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every answer names its request (X-Request-Id): the caller's id when it was well formed, a new
 * one of the same plain form otherwise, so support can find its log lines whatever was sent.
 */
function checkRequestId(request: FuzzRequest, answered: unknown) {
  const given = request.headers['x-request-id'];
  const fail = (why: string) => {
    throw new Error(`${describeRequest(request)} ${why}: ${JSON.stringify(answered)}`);
  };
  if (typeof answered !== 'string' || !WELL_FORMED_ID.test(answered)) {
    return fail('answered without a well-formed X-Request-Id');
  }
  if (given !== undefined && WELL_FORMED_ID.test(given) && answered !== given) {
    fail(`answered another X-Request-Id than its own ${JSON.stringify(given)}`);
  }
  if (given !== undefined && !WELL_FORMED_ID.test(given) && answered === given) {
    fail('had its malformed X-Request-Id echoed');
  }
}

/**
 * A body as a socket delivers it, in chunks of at most 64 KB (inject would hand it over in one):
 * parsers behave differently when a part and its end arrive in one chunk.
 */
function asFromSocket(payload: string | Buffer): string | Buffer | Readable {
  const bytes = Buffer.from(payload);
  if (bytes.length <= SOCKET_CHUNK) return payload;
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += SOCKET_CHUNK)
    chunks.push(bytes.subarray(at, at + SOCKET_CHUNK));
  return Readable.from(chunks);
}
const SOCKET_CHUNK = 64 * 1024;

/**
 * A request that never gets an answer holds a connection for good: that is a failure too. The
 * limit is far above any answer's time on a busy machine; it only tells a hang from slowness.
 */
const NO_ANSWER_MS = 60_000;

async function answerOf(request: FuzzRequest, options: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${describeRequest(request)} got no answer in ${NO_ANSWER_MS} ms`)),
      NO_ANSWER_MS,
    );
  });
  try {
    // An event stream that opens never ends: it is closed once begun (see injectUntilStream).
    const answer = isEventStreamPath(String(options.url))
      ? injectUntilStream(server.app, options)
      : server.app.inject(options);
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (request.auth.kind === 'staff') headers.authorization = `Bearer ${token}`;
  if (request.auth.kind === 'header') headers.authorization = request.auth.value;
  const payload = request.body.payload;
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  const sent = performance.now();
  const response = await answerOf(request, {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload: asFromSocket(payload) }),
  });
  const answered = performance.now();
  figures.answering += answered - sent;
  const status = response.statusCode;
  count(request, status);
  checkRequestId(request, response.headers['x-request-id']);
  if (status >= 500) {
    throw new Error(
      `${describeRequest(request)} answered ${status}: ${response.body.slice(0, 300)}`,
    );
  }
  const code =
    status >= 400 && request.method !== 'HEAD'
      ? checkErrorAnswer(request, status, response.body)
      : undefined;
  // Reads never end a session; a write that succeeded may have (logout, password change).
  if (status < 400 && !['GET', 'HEAD'].includes(request.method)) await keepSignedIn();
  const written = await rowsWrittenSoFar();
  const unchanged = written !== undefined && written === lastWritten;
  lastWritten = written;
  if (unchanged) figures.skippedDigests++;
  const state = unchanged ? lastState : await databaseState(server.database.db, tables);
  figures.checking += performance.now() - answered;
  const before = lastState;
  lastState = state;
  if (status >= 400) {
    const changed = changedTables(
      before,
      state,
      writesOfRefusal(request.operationId, status, code),
    );
    if (changed.length) {
      throw new Error(
        `${describeRequest(request)} answered ${status} ${code} but changed ${changed.join(', ')}`,
      );
    }
  } else if (['GET', 'HEAD'].includes(request.method)) {
    // A read is safe: a prefetch, a link preview or a monitoring probe changes nothing.
    const changed = changedTables(before, state);
    if (changed.length) {
      throw new Error(
        `${describeRequest(request)} answered ${status} but changed ${changed.join(', ')}`,
      );
    }
  }
}

/** The embedded database's count of rows written when the digest was last read. */
let lastWritten: number | undefined;

/**
 * On the embedded database, rows inserted, updated or deleted so far, by its own statistics:
 * its one backend flushes them when asked, and every committed write (and a rolled-back one too)
 * moves the count, so an unchanged count proves unchanged tables without digesting them. On
 * PostgreSQL, whose other backends flush their counts later, undefined: always digest.
 */
async function rowsWrittenSoFar(): Promise<number | undefined> {
  return server.database.kind === 'pglite' ? rowsWritten(server.database) : undefined;
}

/** Each operation its own stream of cases, the same for a given run seed. */
const seedOf = (operationId: string) =>
  [...operationId].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, SEED);

/** Runs the generated requests; on failure, says how to repeat the failing case. */
async function fuzzWith(
  name: string,
  requests: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  { alone = true } = {},
) {
  const details = await fc.check(
    fc.asyncProperty(requests, async (request) => send(request)),
    {
      numRuns,
      seed: seedOf(name),
      // No shrinking: the failing request is printed whole, and shrinking a hang would
      // wait for each smaller case in turn.
      endOnFailure: true,
      ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
    },
  );
  if (details.failed) {
    // A case that depends on what earlier cases stored repeats only with them.
    const path = alone ? `FUZZ_PATH=${details.counterexamplePath} ` : '';
    const cause = details.errorInstance;
    throw new Error(
      `${cause instanceof Error ? cause.message : String(cause)}\n\n` +
        `${await fc.asyncDefaultReportMessage(details)}\n\nRepeat: FUZZ_SEED=${SEED} ${path}` +
        `npm run test:hardening -- ${testFile} -t '${name}'`,
    );
  }
}

/**
 * Registers the fuzzing of every `parts`-th operation (this file's share, from `part`), a mixed
 * run over all operations with this share of the mixed requests, and the checks of the figures.
 * The hardening suite runs its files side by side, so the fuzzing is split over several files.
 */
export function fuzzSuite(part: number, parts: number) {
  testFile = `test/hardening/fuzz-${part}.test.ts`;
  const mine = operations.filter((_, index) => index % parts === part - 1);
  const mixedRuns = Math.ceil(MIXED_RUNS / parts);
  const minimum = Math.ceil(Math.min(TOTAL, 5000) / parts);

  beforeAll(async () => {
    // Behind a proxy on this machine (inject's peer is 127.0.0.1), the forged X-Forwarded-For
    // headers are read: every odd entry becomes a client address the limits count.
    server = await startTestServer({ trustProxy: ['loopback'] });
    tables = await tableNames(server.database.db);
    await server.signIn('tweede@example.be');
    token = await server.signIn('fuzz@example.be');
    staffId = (await findSession(server.database.db, token))!.user.id;
  }, DATABASE_HOOK_TIMEOUT * 2);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = (statuses: Map<number, number>) =>
      [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
    const width = Math.max(...mine.map((op) => op.operationId.length));
    const lines = [
      '',
      `fuzz (${server?.database.kind ?? '?'}): ${figures.requests} requests over ` +
        `${mine.length} operations one at a time (part ${part} of ${parts}), then all ` +
        `${operations.length} mixed, in ${seconds} s; ` +
        `5xx: ${figures.serverErrors}; seed ${SEED} (FUZZ_SEED=${SEED} repeats the run)`,
      `statuses: ${histogram(figures.statuses)}`,
      `time waiting for answers ${(figures.answering / 1000).toFixed(1)} s, ` +
        `checking the database after them ${(figures.checking / 1000).toFixed(1)} s ` +
        `(${figures.skippedDigests} of ${figures.requests} checks saw no row written)`,
      ...mine.map((op) => {
        const statuses = figures.perOperation.get(op.operationId) ?? new Map<number, number>();
        const total = [...statuses.values()].reduce((a, b) => a + b, 0);
        return `  ${op.operationId.padEnd(width)} ${String(total).padStart(5)}  ${histogram(statuses)}`;
      }),
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
    await server?.close();
  }, DATABASE_HOOK_TIMEOUT);

  // The whole document's check, once.
  if (part === 1) {
    test('openapi.json lists operations of every kind: with ids, JSON bodies and multipart bodies', () => {
      expect(operations.some((op) => op.pathParams.length > 0)).toBe(true);
      expect(operations.some((op) => op.body.kind === 'json')).toBe(true);
      expect(operations.some((op) => op.body.kind === 'multipart')).toBe(true);
      // The message calls take JSON and multipart: both forms are fuzzed.
      const both = operations
        .filter((op) => op.body.kind === 'multipart' && op.body.json !== undefined)
        .map((op) => op.operationId)
        .sort();
      expect(both).toEqual(expect.arrayContaining(['createCustomerMessage', 'createMessage']));
      expect(codes.has('VALIDATION')).toBe(true);
    });
  }

  describe.each(mine.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    (_, operation) => {
      test(`${operation.operationId}: ${RUNS_PER_OPERATION} generated requests, no 5xx, refusals and reads change nothing`, async () => {
        await freshContent();
        await fuzzWith(operation.operationId, requestsFor(operation, resolve), RUNS_PER_OPERATION);
      });
    },
  );

  // Each operation above starts from the same content; here what one stores, the next works on
  // (a service given an achievement's description as its title, then the achievement removed).
  test(`all operations mixed, part ${part}: ${mixedRuns} generated requests on what the others left`, async () => {
    await freshContent();
    const mixed = fc.oneof(...operations.map((op) => requestsFor(op, resolve)));
    await fuzzWith(`all operations mixed, part ${part}`, mixed, mixedRuns, { alone: false });
  });

  test('after all of it the server answers GET /api/health 200', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  test(`each of this part's operations was fuzzed, at least ${minimum} requests in all (5,000 over the ${parts} parts), no 5xx`, () => {
    expect(figures.requests).toBeGreaterThanOrEqual(minimum);
    for (const op of mine) {
      const statuses = figures.perOperation.get(op.operationId);
      const total = [...(statuses?.values() ?? [])].reduce((a, b) => a + b, 0);
      expect({ operation: op.operationId, enough: total >= RUNS_PER_OPERATION }).toEqual({
        operation: op.operationId,
        enough: true,
      });
    }
    expect(figures.serverErrors).toBe(0);
  });
}
