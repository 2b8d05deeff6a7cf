/**
 * `npm run bench:documents`: Bestanden at a company's real size. Seeds ten years of a small
 * contractor on first use (bench/lib/document-seed.ts: 20,000 documents, PDFs with text, scans
 * read by OCR and site photos, their files `--gb` GB in all, 1 by default and 5 at the issue's
 * size), then, through the product server: the search's p99 over Dutch queries (a prefix, a stem,
 * a typo, a word inside a PDF), the list's first page p99 (with and without filters, the
 * customer's roll-up), an upload of 20 photos while four other callers read (their latency
 * before and during it), and, with the server stopped, the database's size per GB of files.
 * PGlite in bench/.data/documents-<gb>gb; with BENCH_DATABASE_URL the database
 * bench_documents_<gb>gb on that PostgreSQL server. Figures, not verdicts: the targets are
 * printed beside them. `--seed-only` seeds and measures nothing; `--only upload,size` takes
 * some of the measures (search, list, upload, size).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../server/db/client';
import { rowsOf } from '../server/db/rows-of';
import { chatDatabase, type ChatDatabase } from './lib/chat-seed';
import { Api, pool } from './lib/client';
import { customerInput, seedCustomers } from './lib/customer-seed';
import { seedDocument, type Targets } from './lib/document-content';
import { makePools } from './lib/document-files';
import { seedDocuments } from './lib/document-seed';
import { cameraPhoto, photoSize } from './lib/photos';
import { percentiles } from './lib/requests';
import { ensureServerBuilt, startProductServer } from './lib/server-process';
import { settings } from './lib/settings';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const GB = Number(argument('gb') ?? process.env.BENCH_DOCUMENTS_GB ?? 1);
const COUNT = Number(argument('documents') ?? process.env.BENCH_DOCUMENTS ?? 20_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 1000);
const PROJECTS = Number(process.env.BENCH_PROJECTS || 400);
const EMPLOYEES = 15;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const SEARCH_TARGET_MS = 100;
const LIST_TARGET_MS = 50;
const READERS = 4;
/** The measures to take (`--only upload,size`): all by default. */
const parts = (argument('only') ?? 'search,list,upload,size').split(',');

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

const targetsFor = (customers: number): Targets => ({
  customers: Array.from({ length: customers }, (_, i) => {
    const input = customerInput(i + 1);
    return `${input.firstName} ${input.lastName}`;
  }),
  projects: PROJECTS,
  employees: EMPLOYEES,
});

/** What the database holds now: counts, the most linked customer and project, file bytes. */
async function facts(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    const [row] = rowsOf(
      await database.db.execute(sql`select
        (select count(*) from documents)::int as documents,
        (select count(*) from customers)::int as customers,
        (select coalesce(sum(size), 0)::bigint from document_blobs) as file_bytes,
        (select min(id) from customers) as customer_id,
        (select min(id) from projects) as project_id`),
    );
    return {
      documents: Number(row.documents),
      customers: Number(row.customers),
      fileBytes: Number(row.file_bytes),
      customerId: Number(row.customer_id),
      projectId: Number(row.project_id),
    };
  } finally {
    await database.close();
  }
}

/** Customers, employees and projects through the API: what documents link to. */
async function seedTargets(api: Api, log: (line: string) => void) {
  log(`Seeding ${CUSTOMERS} customers, ${EMPLOYEES} employees, ${PROJECTS} projects (API)…`);
  await seedCustomers(api, CUSTOMERS, settings.parallel * 2);
  const customers = await api.json<{ customers: { id: number }[] }>(
    'GET',
    '/api/customer/getall?limit=200',
  );
  await pool(
    Array.from({ length: EMPLOYEES }, (_, i) => i),
    2,
    (i) =>
      api.json('POST', '/api/employee/create', { firstName: `Vakman ${i + 1}`, lastName: 'Ploeg' }),
  );
  await pool(
    Array.from({ length: PROJECTS }, (_, i) => i),
    settings.parallel * 2,
    (i) =>
      api.json('POST', '/api/project/create', {
        name: `Werf ${i + 1}`,
        customerId: customers.customers[i % customers.customers.length].id,
      }),
  );
}

async function timedRead(api: Api, url: string) {
  const started = performance.now();
  const response = await fetch(api.origin + url, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await response.json()) as { documents?: unknown[]; next?: string | null };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, found: body.documents?.length ?? 0, next: body.next };
}

/** Each url SAMPLES times after a warm-up: one row per url, and every time for the total. */
async function table(api: Api, reads: [string, string][], target: number, what: string) {
  const rows: Record<string, unknown>[] = [];
  const all: number[] = [];
  for (const [label, url] of reads) {
    const first = await timedRead(api, url);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push((await timedRead(api, url)).ms);
    all.push(...times);
    rows.push({ read: label, found: first.found, ...percentiles(times) });
  }
  console.table(rows);
  console.log(
    `${what}, every read above: p99 ${percentiles(all).p99} ms, target < ${target} ms ` +
      `(load average ${loadAverage()}).`,
  );
}

async function searches(api: Api) {
  const spec = seedDocument(4321, COUNT, targetsFor(CUSTOMERS), new Date());
  const q = (words: string) => `/api/document/getall?limit=50&q=${encodeURIComponent(words)}`;
  await table(
    api,
    [
      ['the start of a word: keuring (Keuringsattest)', q('keuring')],
      ['a stem: factuur (facturen)', q('factuur')],
      ['a typo: bestelwagn (bestelwagen)', q('bestelwagn')],
      ['a rare word inside PDFs: tadelakt', q('tadelakt')],
      ['two words: offerte badkamer', q('offerte badkamer')],
      ['a customer: peeters', q('peeters')],
      [`a document's name: ${spec.name.slice(0, 30)}`, q(spec.name.slice(0, 30))],
      ['a word nothing holds: zzyzx', q('zzyzx')],
      ['a search in a type: type=Factuur q=dakgoot', `${q('dakgoot')}&type=Factuur`],
    ],
    SEARCH_TARGET_MS,
    `Search over ${COUNT} documents`,
  );
}

async function lists(api: Api, customerId: number, projectId: number) {
  const list = '/api/document/getall?limit=50';
  let cursor: string | null | undefined = null;
  for (let page = 0; page < 39; page++)
    cursor = (await timedRead(api, `${list}${cursor ? `&cursor=${cursor}` : ''}`)).next;
  await table(
    api,
    [
      ['first page, no filter', list],
      ['type Factuur', `${list}&type=Factuur`],
      ['tag getekend', `${list}&tag=getekend`],
      ['a customer with its projects (roll-up)', `${list}&linkKind=customer&linkId=${customerId}`],
      ['a project', `${list}&linkKind=project&linkId=${projectId}`],
      ...(cursor
        ? [['the 40th page (cursor)', `${list}&cursor=${cursor}`] as [string, string]]
        : []),
    ],
    LIST_TARGET_MS,
    `The list's pages over ${COUNT} documents`,
  );
}

/** READERS callers reading the list and a search in turn, each read's time kept, until `stop`. */
function readers(api: Api) {
  const times: { at: number; ms: number }[] = [];
  let stopped = false;
  const urls = ['/api/document/getall?limit=50', '/api/document/getall?limit=50&q=factuur'];
  const failures: { at: number; error: string }[] = [];
  const loops = Array.from({ length: READERS }, async (_, reader) => {
    for (let i = reader; !stopped; i++) {
      try {
        const read = await timedRead(api, urls[i % urls.length]);
        times.push({ at: performance.now(), ms: read.ms });
      } catch (error) {
        // A read refused under load (503 when the database's statement timeout passes) is a
        // figure too: counted, with its answer.
        failures.push({ at: performance.now(), error: String(error).slice(0, 160) });
      }
    }
  });
  return {
    times,
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function uploadWhileReading(api: Api, projectId: number) {
  const photos = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const { width, height } = photoSize(900 + i);
      return cameraPhoto(900 + i, width, height);
    }),
  );
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1e6;
  const reading = readers(api);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const before = reading.times.length;
  const started = performance.now();
  const answer = await api.multipart<{ ids: number[] }>('POST', '/api/document/upload', {
    data: { links: [{ kind: 'project', id: projectId }], type: 'Foto', tags: ['bench'] },
    files: photos,
  });
  const ended = performance.now();
  const uploadMs = ended - started;
  await reading.stop();
  const alone = reading.times.slice(0, before).map((time) => time.ms);
  const beside = reading.times
    .filter((time) => time.at >= started && time.at <= ended)
    .map((time) => time.ms);
  const row = (label: string, times: number[]) =>
    times.length
      ? { readers: label, ...percentiles(times), max: Math.round(Math.max(...times)) }
      : { readers: label, n: 0 };
  console.table([
    row(`${READERS} callers, 5 s before the upload`, alone),
    row(`the same during the upload`, beside),
  ]);
  const refused = reading.failures.filter((f) => f.at >= started && f.at <= ended);
  if (refused.length)
    console.log(`${refused.length} reads failed during the upload, e.g. ${refused[0].error}`);
  console.log(
    `Upload of 20 photos (${megabytes.toFixed(1)} MB) answered 201 with ${answer.ids.length} ids ` +
      `in ${(uploadMs / 1000).toFixed(1)} s (load average ${loadAverage()}).`,
  );
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(file) : fs.statSync(file).size;
  }
  return total;
}

async function sizes(database: ChatDatabase) {
  const opened = await openDatabase(database.target);
  let databaseBytes: number;
  let tables: Record<string, unknown>[];
  try {
    tables = rowsOf(
      await opened.db.execute(sql`select relname as table,
          round(pg_total_relation_size(oid) / 1e6)::int as mb
        from pg_class where relname in ('document_blob_chunks', 'document_blobs', 'documents',
          'document_versions', 'document_links') order by 2 desc`),
    );
    const [row] = rowsOf(
      await opened.db.execute(sql`select pg_database_size(current_database())::bigint as bytes`),
    );
    databaseBytes = Number(row.bytes);
  } finally {
    await opened.close();
  }
  if (database.kind === 'pglite') databaseBytes = folderBytes(database.serverDataDir);
  const { fileBytes } = await facts(database.target);
  console.table(tables);
  console.log(
    `Database ${(databaseBytes / 1e9).toFixed(2)} GB (${database.kind === 'pglite' ? 'the data folder' : 'pg_database_size'}) ` +
      `for ${(fileBytes / 1e9).toFixed(2)} GB of files: ${(databaseBytes / fileBytes).toFixed(2)} GB per GB of files.`,
  );
}

async function start(database: ChatDatabase) {
  fs.mkdirSync(database.serverDataDir, { recursive: true });
  return startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: database.serverEnv,
  });
}

async function main() {
  if (!(GB > 0) || !Number.isSafeInteger(COUNT) || COUNT < 1)
    throw new Error('--gb: a positive number of GB; --documents: a count');
  ensureServerBuilt();
  const database = await chatDatabase(process.env.BENCH_NAME || `documents-${GB}gb`);
  console.log(
    `Documents benchmark on ${database.kind} (${database.where}), ${COUNT} documents, ${GB} GB`,
  );
  let known = await facts(database.target);
  if (!known.documents) {
    if (!known.customers) {
      const seeding = await start(database);
      try {
        const api = new Api(seeding.origin);
        await api.login(settings.email, settings.password);
        await seedTargets(api, console.log);
      } finally {
        await seeding.stop();
      }
    }
    console.log(`Seeding ${COUNT} documents, about ${GB} GB of files…`);
    const pools = await makePools(console.log);
    const seeded = await seedDocuments(
      database.target,
      { count: COUNT, bytes: GB * 1e9 },
      targetsFor(CUSTOMERS),
      pools,
      console.log,
    );
    console.log(
      `Seeded ${seeded.documents} documents (${seeded.versions} versions, ` +
        `${(seeded.fileBytes / 1e9).toFixed(2)} GB of files) in ${seeded.seconds.toFixed(0)} s.`,
    );
    known = await facts(database.target);
  }
  if (known.documents < COUNT)
    throw new Error(
      `${database.where} holds ${known.documents} of ${COUNT} documents (a seed that stopped): ` +
        'remove it and run again',
    );
  if (process.argv.includes('--seed-only')) return database.cleanup();
  // The embedded database is one process's: the server opens it only once the seed closed it.
  const server = await start(database);
  try {
    const api = new Api(server.origin);
    await api.login(settings.email, settings.password);
    if (parts.includes('search')) await searches(api);
    if (parts.includes('list')) await lists(api, known.customerId, known.projectId);
    if (parts.includes('upload')) await uploadWhileReading(api, known.projectId);
    await server.stop();
    if (parts.includes('size')) await sizes(database);
  } finally {
    await server.stop();
    database.cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
