/**
 * `npm run bench:customers`: the register of customers at a company's real size (5,000
 * customers, bench/lib/customer-seed.ts, `BENCH_CUSTOMERS` to change it), seeded through the API
 * on first use, then the customers' search as the screen asks for it (`limit=50`): the first
 * page, name words, a part of an e-mail address, a phone number and an enterprise number typed
 * as people type them, a town, a word that matches nothing, and the next page after a cursor.
 * PGlite in bench/.data/customers by default; with BENCH_DATABASE_URL the database
 * bench_customers on that PostgreSQL server. Figures, not verdicts: the target is printed beside
 * them.
 */
import fs from 'node:fs';
import { chatDatabase } from './lib/chat-seed';
import { Api } from './lib/client';
import { customerInput, seedCustomers } from './lib/customer-seed';
import { ensureServerBuilt, startProductServer } from './lib/server-process';
import { percentiles } from './lib/requests';
import { settings } from './lib/settings';

const COUNT = Number(process.env.BENCH_CUSTOMERS || 5000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const SEARCH_TARGET_MS = 50;

async function timedRead(api: Api, url: string) {
  const started = performance.now();
  const response = await fetch(api.origin + url, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await response.json()) as { customers: unknown[]; next: string | null };
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, count: body.customers.length, next: body.next };
}

async function measure(api: Api) {
  const sample = customerInput(4 * 321); // a company
  const person = customerInput(1234);
  // A customer whose first name has an accent (Élise, Anaïs, …), typed with it.
  const accented = customerInput(
    Array.from({ length: COUNT }, (_, i) => i + 1).find((i) =>
      /[^\x20-\x7e]/.test(customerInput(i).firstName),
    ) ?? 1,
  );
  const digits = sample.enterpriseNumber;
  const searches: [string, string][] = [
    ['first page, no search', ''],
    ['a last name', 'peeters'],
    [
      'first and last name, accents typed',
      `${accented.firstName} ${accented.lastName}`.toLowerCase(),
    ],
    ['part of an e-mail address', person.email.split('@')[0]],
    ['a phone number with spaces', person.phone],
    [
      'an enterprise number as BE0123.456.789',
      `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`,
    ],
    ['a town', 'mechelen'],
    ['a word nothing holds', 'zzyzx'],
  ];
  const rows: Record<string, unknown>[] = [];
  const all: number[] = [];
  for (const [label, q] of searches) {
    const url = `/api/customer/getall?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`;
    await timedRead(api, url); // warm
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const read = await timedRead(api, url);
      times.push(read.ms);
      found = read.count;
    }
    all.push(...times);
    rows.push({ search: label, found, ...percentiles(times) });
  }
  // A page deep in the list: the 40th, after its cursor.
  let cursor: string | null = null;
  for (let page = 0; page < 39; page++)
    cursor = (
      await timedRead(api, `/api/customer/getall?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
    ).next;
  if (cursor) {
    const url = `/api/customer/getall?limit=50&cursor=${cursor}`;
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push((await timedRead(api, url)).ms);
    all.push(...times);
    rows.push({ search: 'the 40th page (cursor)', found: 50, ...percentiles(times) });
  }
  console.table(rows);
  console.log(
    `Customer search over ${COUNT} customers, every read above: p99 ${percentiles(all).p99} ms, target < ${SEARCH_TARGET_MS} ms.`,
  );
}

async function main() {
  ensureServerBuilt();
  const database = await chatDatabase(process.env.BENCH_NAME || 'customers');
  fs.mkdirSync(database.serverDataDir, { recursive: true });
  const server = await startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: database.serverEnv,
  });
  try {
    const api = new Api(server.origin);
    await api.login(settings.email, settings.password);
    console.log(`Customers benchmark on ${database.kind} (${database.where})`);
    const first = await api.json<{ customers: unknown[] }>('GET', '/api/customer/getall?limit=1');
    if (first.customers.length === 0) {
      console.log(`Seeding ${COUNT} customers through the API (once)…`);
      const started = performance.now();
      await seedCustomers(api, COUNT, settings.parallel * 2);
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    }
    await measure(api);
  } finally {
    await server.stop();
    database.cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
