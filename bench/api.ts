/**
 * API read throughput against a bare baseline, payload sizes and upload memory, on a seeded
 * database (bench/seed.ts; seeded first when its data folder is missing).
 *
 * The product server runs as a child process. Each read's answer is captured once and served
 * byte for byte by a bare Fastify child process; autocannon then loads product and bare in
 * turn, in the same run, so the figures are ratios that survive a noisy, shared machine.
 * Prints one table and each target with PASS or FAIL; exits 0 unless BENCH_STRICT=true.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { writeManifest, type Recorded } from './lib/bare-server';
import { measureRenditions } from './lib/renditions';
import { burst, type BurstResult } from './lib/burst';
import { capture, decoded, type Captured } from './lib/capture';
import { Api, pool } from './lib/client';
import { cpuMs } from './lib/cpu';
import { load, type LoadResult } from './lib/load';
import { peakResidentMiB, residentMiB, sampleResident } from './lib/memory';
import { cameraPhoto } from './lib/photos';
import {
  ROOT,
  ensureServerBuilt,
  freePort,
  spawnNode,
  startProductServer,
  waitUntilReady,
  type RunningProcess,
} from './lib/server-process';
import { dataDir, settings } from './lib/settings';
import { seed } from './seed';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const STRICT = process.env.BENCH_STRICT === 'true';
/** Only the reads whose names contain one of these (comma-separated); then no payload checks. */
const ONLY = (process.env.BENCH_READS || '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

const TARGETS = {
  ratio: 0.5,
  p99Ms: 50,
  /**
   * A read in the spec's own form (no `?images=url`: what a client written against the spec
   * calls) against the bare server sending the same bytes: throughput, and p99 as a multiple.
   */
  specFormRatio: 0.9,
  specFormP99Factor: 1.5,
  achievementListGzipKiB: 60,
  serviceListGzipKiB: 50,
  thumbnailKiB: 40,
  /** Server RSS at its peak while 20 callers read a data-URL list at once. */
  burstPeakMiB: 1024,
};
/** Bodies larger than this are not gzipped here: the data-URL lists (base64 JPEG gains nothing). */
const MAX_LOCAL_GZIP_BYTES = 8 * 1024 * 1024;
/** An answer slower than this alone is loaded with a fixed number of requests, not for a time. */
const SLOW_MS = 250;
/** An image resource's path, also when the server writes it as an absolute address. */
const IMAGE_ADDRESS = /\/api\/images\/[0-9a-f]{64}(?=$|[?#])/;

interface Read {
  name: string;
  path: string;
  staff: boolean;
  /**
   * An answer of tens of megabytes (every image as a data URL): no p99 target (sending it takes
   * as long as its bytes take, on the bare server too), and its memory under a burst of parallel
   * callers is measured.
   */
  large?: boolean;
  /** A list in the spec's default form (images as data URLs where it has images). */
  specForm?: boolean;
}

interface Burst {
  read: string;
  /** The first burst on a fresh server (the answer not built yet), then a second one. */
  cold: BurstResult;
  warm: BurstResult;
}

interface Measured {
  read: Read;
  answer: Captured;
  raw: number;
  gzip: { bytes: number; how: string };
  etag?: string;
  conditional?: Captured;
  /** One request's time, alone, after a first one. */
  singleMs: number;
  product?: LoadResult;
  bare?: LoadResult;
  productRepeat?: LoadResult;
  bareRepeat?: LoadResult;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);

const checks: { name: string; pass: boolean; detail: string }[] = [];
function check(name: string, pass: boolean, detail: string) {
  checks.push({ name, pass, detail });
}

/** The mean of the rounds' throughput and p50, and the worst p99. */
function combine(results: LoadResult[]): LoadResult {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const statuses: Record<string, number> = {};
  for (const result of results)
    for (const [code, count] of Object.entries(result.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  return {
    requestsPerSecond: mean(results.map((r) => r.requestsPerSecond)),
    p50: mean(results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    statuses,
    completed: results.reduce((sum, r) => sum + r.completed, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    cpuMs: results.every((r) => r.cpuMs !== undefined)
      ? results.reduce((sum, r) => sum + r.cpuMs!, 0)
      : undefined,
  };
}

/** The server's CPU time per answer of a load, in ms (/proc, 10 ms resolution over the run). */
const cpuPerAnswer = (result: LoadResult) =>
  result.cpuMs === undefined || result.completed === 0
    ? undefined
    : result.cpuMs / result.completed;

/** The product server, started again (and signed in) when it ended under load. */
class Product {
  server!: RunningProcess;
  api!: Api;
  crashes = 0;

  constructor(private readonly dir: string) {}

  async start() {
    this.server = await startProductServer({
      dataDir: this.dir,
      adminEmail: settings.email,
      adminPassword: settings.password,
    });
    this.api = new Api(this.server.origin);
    await this.api.login(settings.email, settings.password);
  }

  async alive(label: string) {
    if (this.server.child.exitCode === null && this.server.child.signalCode === null) return;
    this.crashes++;
    console.log(`  the product server ended during ${label}; starting it again`);
    await this.start();
  }

  headers(read: Read, extra: Record<string, string> = {}) {
    return {
      ...ACCEPT,
      ...(read.staff ? { authorization: `Bearer ${this.api.token}` } : {}),
      ...extra,
    };
  }
}

async function measureReads(product: Product, reads: Read[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const read of reads) {
    const url = product.server.origin + read.path;
    const answer = await capture(url, product.headers(read));
    if (answer.status !== 200) throw new Error(`${read.path} answered ${answer.status}`);
    const body = decoded(answer);
    let gzip = { bytes: answer.body.length, how: 'server' };
    if (body.length > MAX_LOCAL_GZIP_BYTES && !answer.headers['content-encoding']) {
      gzip = { bytes: Number.NaN, how: 'not measured' };
    } else if (answer.headers['content-encoding'] !== 'gzip') {
      const gzipOnly = await capture(url, product.headers(read, { 'accept-encoding': 'gzip' }));
      gzip =
        gzipOnly.headers['content-encoding'] === 'gzip'
          ? { bytes: gzipOnly.body.length, how: 'server' }
          : { bytes: zlib.gzipSync(body).length, how: 'local, level 6' };
    }
    const started = performance.now();
    await capture(url, product.headers(read));
    const singleMs = performance.now() - started;
    const etag = answer.headers.etag;
    const conditional = etag
      ? await capture(url, product.headers(read, { 'if-none-match': etag }))
      : undefined;
    measured.push({ read, answer, raw: body.length, gzip, etag, conditional, singleMs });
  }
  return measured;
}

async function startBare(measured: Measured[]): Promise<RunningProcess> {
  const recorded: Recorded[] = measured.flatMap((m) => [
    { url: m.read.path, conditional: false, ...m.answer },
    ...(m.conditional ? [{ url: m.read.path, conditional: true, ...m.conditional }] : []),
  ]);
  const manifest = writeManifest(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), recorded);
  const port = await freePort();
  const bare = spawnNode(
    ['--import', 'tsx', path.join(ROOT, 'bench/lib/bare-server.ts'), manifest],
    { ...process.env, PORT: String(port) },
    true,
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin + measured[0].read.path, bare.exited);
  return { ...bare, origin };
}

/**
 * Waits until the product answers its health check quickly again: requests autocannon gave up
 * at the end of a run may still keep it busy, and would slow the next run down.
 */
async function settle(origin: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      if (performance.now() - started < 100) return;
    } catch {
      // ended or restarting: alive() deals with it
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Loads product and bare in turn, the order swapped every round, after a warm-up of each.
 * A slow read (one answer alone takes over SLOW_MS) gets one request per connection per
 * round instead of a duration, so each run ends with its answers complete.
 */
async function compare(
  product: Product,
  bare: RunningProcess,
  m: Measured,
  extra: Record<string, string>,
): Promise<{ product: LoadResult; bare: LoadResult }> {
  const { read } = m;
  const slow = m.singleMs > SLOW_MS && !extra['if-none-match'];
  const run = async (which: 'product' | 'bare', seconds: number) => {
    if (which === 'product') await settle(product.server.origin);
    const origin = which === 'product' ? product.server.origin : bare.origin;
    const pid = which === 'product' ? product.server.pid : bare.pid;
    const cpuBefore = cpuMs(pid);
    const result = await load(origin + read.path, {
      connections: CONNECTIONS,
      seconds,
      amount: slow ? CONNECTIONS : undefined,
      headers: product.headers(read, extra),
    });
    const cpuAfter = cpuMs(pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined) result.cpuMs = cpuAfter - cpuBefore;
    if (which === 'product') await product.alive(read.name);
    return result;
  };
  if (!slow) {
    await run('product', WARMUP_SECONDS);
    await run('bare', WARMUP_SECONDS);
  }
  const results = { product: [] as LoadResult[], bare: [] as LoadResult[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const);
    for (const which of order) results[which].push(await run(which, SECONDS));
  }
  return { product: combine(results.product), bare: combine(results.bare) };
}

/** Every image address in a JSON answer. */
function imageAddresses(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    const match = IMAGE_ADDRESS.exec(value);
    if (match) found.push(match[0]);
  } else if (Array.isArray(value)) {
    for (const item of value) imageAddresses(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imageAddresses(item, found);
  }
  return found;
}

const dataUrlCount = (body: Buffer) => body.toString('latin1').split('"data:image/').length - 1;

async function thumbnail(product: Product, measured: Measured[]) {
  const lists = measured.filter((m) => m.read.path.includes('getall?images=url'));
  const addresses = [
    ...new Set(lists.flatMap((m) => imageAddresses(JSON.parse(decoded(m.answer).toString())))),
  ];
  if (!addresses.length) {
    const dataUrls = lists.reduce((sum, m) => sum + dataUrlCount(decoded(m.answer)), 0);
    console.log(`\nThumbnail: no /api/images addresses in the lists (${dataUrls} data URLs).`);
    check(`thumbnail ≤ ${TARGETS.thumbnailKiB} KiB`, false, 'no image addresses (data URLs)');
    return;
  }
  const sizes = await pool(addresses, 4, async (address) => {
    const full = await capture(product.server.origin + address, {});
    return { address, bytes: full.status === 200 ? full.body.length : 0 };
  });
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const thumb = await capture(`${product.server.origin}${largest.address}?size=thumb`, ACCEPT);
  let detail = `${thumb.status}`;
  let pass = false;
  if (thumb.status === 200) {
    try {
      const meta = await sharp(decoded(thumb)).metadata();
      const side = Math.max(meta.width ?? 0, meta.height ?? 0);
      pass = thumb.body.length <= TARGETS.thumbnailKiB * 1024 && side <= 480;
      detail = `${kib(thumb.body.length)}, ${meta.width}×${meta.height} ${meta.format}`;
    } catch {
      detail = `${kib(thumb.body.length)}, not an image sharp can read`;
    }
  }
  console.log(
    `\nThumbnail of the largest of ${addresses.length} images (${kib(largest.bytes)}): ${detail}`,
  );
  check(`thumbnail ≤ ${TARGETS.thumbnailKiB} KiB, ≤ 480 px`, pass, detail);
}

async function uploadMemory(dir: string) {
  const photos: Buffer[] = [];
  for (let i = 0; i < 6; i++) photos.push(await cameraPhoto(90_001 + i, 4000, 3000));
  const total = photos.reduce((sum, photo) => sum + photo.length, 0);
  const product = new Product(dir);
  await product.start();
  try {
    const pid = product.server.pid;
    const before = sampleResident(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = residentMiB(pid) ?? 0;
    before.stop();
    const during = sampleResident(pid);
    const started = performance.now();
    const { id } = await product.api.multipart<{ id: number }>('POST', '/api/achievement/create', {
      data: {
        location: 'Gent',
        descriptionDutch: '<p>Meetfoto’s</p>',
        descriptionEnglish: '<p>Benchmark photos</p>',
      },
      files: photos,
    });
    const seconds = (performance.now() - started) / 1000;
    const { maxMiB, samples } = during.stop();
    const hwm = peakResidentMiB(pid);
    await product.api.json('DELETE', `/api/achievement/remove/${id}`);
    console.log(
      `\nUpload: six 4000×3000 photos (${(total / 1048576).toFixed(1)} MiB) in one ` +
        `POST /api/achievement/create: ${seconds.toFixed(2)} s; server RSS baseline ` +
        `${baseline.toFixed(0)} MiB, peak ${maxMiB.toFixed(0)} MiB (+${(maxMiB - baseline).toFixed(0)}, ` +
        `${samples} samples), VmHWM ${fixed(hwm)} MiB`,
    );
    return { seconds, baselineMiB: baseline, peakMiB: maxMiB, hwmMiB: hwm, photoBytes: total };
  } finally {
    await product.server.stop();
  }
}

/**
 * For each large read, on a fresh product server: BENCH_CONNECTIONS callers at once while the
 * answer is not built yet (cold), then again (warm), sampling the server's RSS.
 */
async function burstMemory(dir: string, large: Measured[]): Promise<Burst[]> {
  const bursts: Burst[] = [];
  console.log(`\nMemory: ${CONNECTIONS} callers at once, on a fresh server per read:`);
  for (const m of large) {
    const product = new Product(dir);
    await product.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const url = product.server.origin + m.read.path;
      const headers = product.headers(m.read);
      const cold = await burst(product.server.pid, url, CONNECTIONS, headers);
      await settle(product.server.origin);
      const warm = await burst(product.server.pid, url, CONNECTIONS, headers);
      bursts.push({ read: m.read.name, cold, warm });
      for (const [label, result] of [
        ['cold', cold],
        ['warm', warm],
      ] as const) {
        const complete = result.bodyBytes.filter((bytes) => bytes === m.raw).length;
        console.log(
          `  ${m.read.name}, ${label}: ${Object.entries(result.statuses)
            .map(([status, count]) => `${count}× ${status}`)
            .join(', ')} (${complete} complete) in ${result.seconds.toFixed(2)} s; server RSS ` +
            `${result.baselineMiB.toFixed(0)} MiB before, peak ${result.peakMiB.toFixed(0)} MiB ` +
            `(${result.samples} samples), VmHWM ${fixed(result.hwmMiB)} MiB`,
        );
      }
      const peak = Math.max(cold.peakMiB, warm.peakMiB, cold.hwmMiB ?? 0, warm.hwmMiB ?? 0);
      check(
        `${m.read.name}: server peak RSS, ${CONNECTIONS} callers at once ≤ ${TARGETS.burstPeakMiB} MiB`,
        peak <= TARGETS.burstPeakMiB,
        `${peak.toFixed(0)} MiB (cold ${cold.peakMiB.toFixed(0)}, warm ${warm.peakMiB.toFixed(0)})`,
      );
    } finally {
      await product.server.stop();
    }
  }
  return bursts;
}

function printTable(measured: Measured[]) {
  const header = [
    'read',
    'wire / raw',
    'gzip',
    'one alone',
    'product req/s',
    'bare req/s',
    'ratio',
    'p50 ms',
    'p99 ms',
    'CPU ms/answer (bare)',
    'If-None-Match',
  ];
  const rows = measured.map((m) => {
    const ratio = m.product!.requestsPerSecond / m.bare!.requestsPerSecond;
    const encoding = m.answer.headers['content-encoding'] ?? 'identity';
    const repeat = m.productRepeat
      ? `${Object.keys(m.productRepeat.statuses).join('/')} ${fixed(m.productRepeat.requestsPerSecond)} req/s (bare ${fixed(m.bareRepeat!.requestsPerSecond)})`
      : 'no ETag';
    return [
      `${m.read.name}${m.read.specForm ? ' ◆' : ''}${m.singleMs > SLOW_MS ? ' †' : ''}`,
      `${kib(m.answer.body.length)} ${encoding} / ${kib(m.raw)}`,
      Number.isNaN(m.gzip.bytes)
        ? '–'
        : `${kib(m.gzip.bytes)}${m.gzip.how === 'server' ? '' : '*'}`,
      `${fixed(m.singleMs)} ms`,
      fixed(m.product!.requestsPerSecond, 1),
      fixed(m.bare!.requestsPerSecond, 1),
      fixed(ratio, 2),
      fixed(m.product!.p50),
      m.read.large || m.read.specForm
        ? `${fixed(m.product!.p99)} (bare ${fixed(m.bare!.p99)})`
        : fixed(m.product!.p99),
      `${fixed(cpuPerAnswer(m.product!), 2)} (${fixed(cpuPerAnswer(m.bare!), 2)})`,
      repeat,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('* computed here: the server did not answer gzip; – not measured (over 8 MiB)');
  console.log(`† slow (one answer alone > ${SLOW_MS} ms): ${CONNECTIONS} requests at once per run`);
  console.log(
    `◆ the spec's default form: ratio ≥ ${TARGETS.specFormRatio}, p99 ≤ ${TARGETS.specFormP99Factor}× the bare server's`,
  );
}

function reportChecks(product: Product) {
  console.log('\nTargets:');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  if (product.crashes) console.log(`  (the product server ended ${product.crashes}× under load)`);
  if (STRICT && checks.some((c) => !c.pass)) process.exitCode = 1;
}

async function main() {
  const dir = dataDir();
  if (!fs.existsSync(dir)) await seed({ url: null });
  ensureServerBuilt();
  // BENCH_READS=renditions: the image renditions alone.
  if (ONLY.length === 1 && ONLY[0] === 'renditions') {
    await measureRenditions(dir);
    return;
  }
  const product = new Product(dir);
  await product.start();
  let bare: RunningProcess | undefined;
  let bursts: Burst[] = [];
  const measuredAt = new Date().toISOString();
  try {
    const chats = await product.api.json<{ id: number; messageCount: number }[]>(
      'GET',
      '/api/chat/getall',
    );
    const longest = chats.reduce((a, b) => (b.messageCount > a.messageCount ? b : a));
    // An enabled service: the public read of a disabled one answers 404.
    const services = await new Api(product.server.origin).json<{ id: number }[]>(
      'GET',
      '/api/service/getall?images=url',
    );
    // Each list with images in both forms: the spec's default (every image as a data URL, what
    // a client written against the spec gets) and `?images=url` (what the SPA asks for).
    const reads: Read[] = [
      {
        name: 'language/getall (staff)',
        path: '/api/language/getall',
        staff: true,
        specForm: true,
      },
      { name: 'chat/getall (staff)', path: '/api/chat/getall', staff: true, specForm: true },
      { name: 'service/getall', path: '/api/service/getall?images=url', staff: false },
      {
        name: 'service/getall data URLs',
        path: '/api/service/getall',
        staff: false,
        large: true,
        specForm: true,
      },
      {
        name: 'service/get/{id}',
        path: `/api/service/get/${services[0].id}?images=url`,
        staff: false,
      },
      { name: 'achievement/getall', path: '/api/achievement/getall?images=url', staff: false },
      {
        name: 'achievement/getall data URLs',
        path: '/api/achievement/getall',
        staff: false,
        large: true,
        specForm: true,
      },
      {
        name: `chat/get/{id} (${longest.messageCount} msgs)`,
        path: `/api/chat/get/${longest.id}`,
        staff: true,
      },
    ];
    const chosen = ONLY.length
      ? reads.filter((read) => ONLY.some((part) => read.name.includes(part)))
      : reads;
    if (!chosen.length) throw new Error(`BENCH_READS=${ONLY.join(',')} names no read`);
    const measured = await measureReads(product, chosen);
    bare = await startBare(measured);
    console.log(
      `Loading each read with ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per side ` +
        `after a ${WARMUP_SECONDS} s warm-up, product and bare in turn:`,
    );
    for (const m of measured) {
      process.stdout.write(`  ${m.read.name} …`);
      Object.assign(m, await compare(product, bare, m, {}));
      if (m.etag) {
        const repeat = await compare(product, bare, m, { 'if-none-match': m.etag });
        m.productRepeat = repeat.product;
        m.bareRepeat = repeat.bare;
      }
      process.stdout.write(' done\n');
    }
    printTable(measured);

    for (const m of measured) {
      const ratio = m.product!.requestsPerSecond / m.bare!.requestsPerSecond;
      const answered = m.product!.completed > 0;
      const minimum = m.read.specForm ? TARGETS.specFormRatio : TARGETS.ratio;
      check(
        `${m.read.name}: ratio ≥ ${minimum}`,
        answered && ratio >= minimum,
        answered ? fixed(ratio, 2) : 'no answer completed',
      );
      if (m.read.specForm) {
        const limit = m.bare!.p99 * TARGETS.specFormP99Factor;
        check(
          `${m.read.name}: p99 ≤ ${TARGETS.specFormP99Factor}× the bare server's`,
          answered && m.product!.p99 <= limit,
          answered
            ? `${fixed(m.product!.p99)} ms (bare ${fixed(m.bare!.p99)} ms)`
            : 'no answer completed',
        );
      }
      if (!m.read.large && !m.read.specForm) {
        check(
          `${m.read.name}: p99 < ${TARGETS.p99Ms} ms`,
          answered && m.product!.p99 < TARGETS.p99Ms,
          answered ? `${fixed(m.product!.p99)} ms` : 'no answer completed',
        );
      }
      const statuses = m.productRepeat ? Object.keys(m.productRepeat.statuses) : [];
      check(
        `${m.read.name}: repeat = 304`,
        statuses.length === 1 && statuses[0] === '304',
        m.productRepeat ? statuses.join('/') : 'no ETag',
      );
    }
    const large = measured.filter((m) => m.read.large);
    if (large.length) {
      await product.server.stop();
      await bare.stop();
      bare = undefined;
      bursts = await burstMemory(dir, large);
    }
    if (ONLY.length) {
      reportChecks(product);
      return;
    }
    const gzipOf = (fragment: string) => measured.find((m) => m.read.path.includes(fragment))!;
    const achievements = gzipOf('/achievement/getall');
    const serviceList = gzipOf('/service/getall');
    check(
      `achievement list ≤ ${TARGETS.achievementListGzipKiB} KiB gzip`,
      achievements.gzip.bytes <= TARGETS.achievementListGzipKiB * 1024,
      kib(achievements.gzip.bytes),
    );
    check(
      `service list ≤ ${TARGETS.serviceListGzipKiB} KiB gzip`,
      serviceList.gzip.bytes <= TARGETS.serviceListGzipKiB * 1024,
      kib(serviceList.gzip.bytes),
    );
    if (!large.length) await thumbnail(product, measured);
    else {
      // The product was stopped for the bursts: the thumbnail is read from a fresh one.
      await product.start();
      await thumbnail(product, measured);
    }
    await product.server.stop();
    await bare?.stop();
    bare = undefined;

    const upload = await uploadMemory(dir);
    const renditions = await measureRenditions(dir);

    reportChecks(product);
    const results = path.join(ROOT, 'bench/.data', `api-${measuredAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(
      results,
      JSON.stringify(
        {
          measuredAt,
          connections: CONNECTIONS,
          seconds: SECONDS,
          rounds: ROUNDS,
          reads: measured.map((m) => ({
            name: m.read.name,
            path: m.read.path,
            wireBytes: m.answer.body.length,
            encoding: m.answer.headers['content-encoding'] ?? 'identity',
            rawBytes: m.raw,
            gzip: m.gzip,
            etag: m.etag ?? null,
            singleMs: m.singleMs,
            product: m.product,
            bare: m.bare,
            productRepeat: m.productRepeat ?? null,
            bareRepeat: m.bareRepeat ?? null,
          })),
          upload,
          renditions,
          bursts,
          checks,
          crashes: product.crashes,
        },
        null,
        2,
      ),
    );
    console.log(`\nFigures written to ${path.relative(ROOT, results)}`);
  } finally {
    await bare?.stop();
    await product.server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
