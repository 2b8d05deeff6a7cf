/**
 * The statistics at volume: each read of /statistics on the chat benchmark's database (20,000
 * conversations with 200,000 messages unless `--chats N` / `--messages M`, as for
 * `npm run bench:seed`), seeded first when it holds none. On PGlite in bench/.data/<name>, or
 * with BENCH_DATABASE_URL (or DATABASE_URL) on PostgreSQL in the database bench_<name>.
 *
 * The company's opening hours are set (Monday to Friday 08:00–17:00) when none are, so the
 * opening-hours figures are computed. Each read runs BENCH_SAMPLES times (30) after three
 * unmeasured ones, in this process through the services the routes call (the database's work
 * and the decoding of its answer; no HTTP, whose cache would answer repeats with a 304):
 * the chat figures of the last month (per day), quarter (per week), year (per week) and the
 * whole three years (per month), the content figures and the agenda's figures of a year.
 * Prints p50 and p99 with PASS or FAIL against 200 ms (p99), the time a change of the opening
 * hours takes to count every answered chat again, then EXPLAIN (ANALYZE, BUFFERS) of the chat
 * statements of the year and of three years and of the agenda's. Exits 0 unless BENCH_STRICT=true.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { openDatabase, type Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { loadOpeningHours, saveOpeningHours } from '../server/repositories/opening-hours';
import { recountFirstResponseOpeningSeconds } from '../server/repositories/chats';
import { DEFAULT_OPENING_HOURS } from '../server/services/opening-hours';
import { agendaStatistics, chatStatistics, contentStatistics } from '../server/services/statistics';
import {
  chatDatabase,
  chatSeedName,
  chatSeedOptions,
  countInDatabase,
  seedChatDatabase,
} from './lib/chat-seed';
import { percentile } from './lib/requests';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const STRICT = process.env.BENCH_STRICT === 'true';
const WARMUP = 3;
const TARGET_MS = 200;

const DAY_MS = 86_400_000;
const dateBefore = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function main() {
  const options = chatSeedOptions(process.argv.slice(2), process.env, 20_000)!;
  const database = await chatDatabase(chatSeedName(options));
  try {
    const { chats, messages } = await countInDatabase(database.target);
    if (chats === 0) await seedChatDatabase(database.target, options);
    const opened = await openDatabase(database.target);
    try {
      const { db } = opened;
      if (!(await loadOpeningHours(db))) {
        const days = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:00' }));
        await saveOpeningHours(db, { ...DEFAULT_OPENING_HOURS, days });
        // As a change of the opening hours in /settings does (services/opening-hours.ts).
        await recountFirstResponseOpeningSeconds(db, { days, closedDates: [] });
      }
      const counted = chats === 0 ? await countInDatabase(database.target) : { chats, messages };
      console.log(
        `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${database.where}: ` +
          `${counted.chats} chats, ${counted.messages} messages; ${SAMPLES} samples each`,
      );
      const today = dateBefore(0);
      const reads: [string, () => Promise<unknown>][] = [
        ['chats, last month by day', () => chatStatistics(db, period(30, 'day'))],
        ['chats, last quarter by week', () => chatStatistics(db, period(91, 'week'))],
        ['chats, last year by week', () => chatStatistics(db, period(365, 'week'))],
        ['chats, three years by month', () => chatStatistics(db, period(3 * 365, 'month'))],
        ['content', () => contentStatistics(db)],
        ['agenda, last year', () => agendaStatistics(db, { from: dateBefore(365), to: today })],
      ];
      const rows = [];
      for (const [name, read] of reads) {
        for (let i = 0; i < WARMUP; i++) await read();
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const started = performance.now();
          await read();
          times.push(performance.now() - started);
        }
        const p99 = percentile(times, 99);
        rows.push({
          read: name,
          'p50 ms': percentile(times, 50).toFixed(1),
          'p99 ms': p99.toFixed(1),
          target: p99 < TARGET_MS ? 'PASS' : 'FAIL',
        });
      }
      console.table(rows);
      // What a change of the opening hours does: every answered chat counted again, same hours.
      const hours = (await loadOpeningHours(db))!;
      const recountStarted = performance.now();
      await db.transaction((tx) => recountFirstResponseOpeningSeconds(tx, hours));
      console.log(
        `opening hours changed: every answered chat counted again in ` +
          `${(performance.now() - recountStarted).toFixed(0)} ms`,
      );
      await explain(opened.db, database.kind);
      if (STRICT && rows.some((row) => row.target === 'FAIL')) process.exitCode = 1;
    } finally {
      await opened.close();
    }
  } finally {
    database.cleanup();
  }
}

function period(days: number, interval: 'day' | 'week' | 'month') {
  return { from: dateBefore(days - 1), to: dateBefore(0), interval };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements the reads send, warm. */
async function explain(db: Db, kind: 'pglite' | 'postgres') {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const recorded: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => void recorded.push({ sql: query, params }),
  };
  const recording = (kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as Pool, { schema, logger })) as unknown as Db;
  const run = async (text: string, params: unknown[]) =>
    (
      await (
        client as {
          query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
        }
      ).query(text, params)
    ).rows;
  const reads: [string, () => Promise<unknown>][] = [
    ['chats, last year by week', () => chatStatistics(recording, period(365, 'week'))],
    ['chats, three years by month', () => chatStatistics(recording, period(3 * 365, 'month'))],
    [
      'agenda, last year',
      () => agendaStatistics(recording, { from: dateBefore(365), to: dateBefore(0) }),
    ],
  ];
  for (const [name, read] of reads) {
    recorded.length = 0;
    await read();
    // The figures' statement: the one that is not BEGIN, SET or the opening hours' read.
    const statement = recorded.find((one) => /^\s*with /i.test(one.sql));
    if (!statement) continue;
    const text = `explain (analyze, buffers) ${statement.sql}`;
    await run(text, statement.params);
    const plan = (await run(text, statement.params)).map((row) => String(Object.values(row)[0]));
    console.log(`\n${name}:\n${plan.join('\n')}`);
  }
}

void main();
