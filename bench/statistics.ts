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
 * whole three years (per month), the projects' figures of a year and of three years (per month),
 * the content figures and the agenda's figures of a year. A database without projects gets
 * BENCH_PROJECTS (2,000) first, with their stage histories (lib/statistics-project-seed.ts). PGlite is
 * vacuumed and analyzed first, as the server's vacuum plugin does now and then. A database
 * without appointments gets 15 employees and 20,000 (lib/statistics-agenda-seed.ts).
 * Prints p50 and p99 with PASS or FAIL against 200 ms (p99), then EXPLAIN (ANALYZE, BUFFERS) of the chat
 * statements of the year and of three years and of the agenda's (BENCH_READS=0: none of this).
 * Then, unless BENCH_BROWSER=0, the screen in headless Chromium (BENCH_VIEWPORT, 1280x800)
 * served by the built product (`npm run build` first): the time from clicking Statistieken in
 * the menu, and from choosing another period (Jaar), to the first viewport's figures and charts
 * and to every section's (no read under way, no skeleton, every chart drawn), p50/p99 over
 * BENCH_RUNS (5) runs, each in a new browser context (nothing cached), and the requests the
 * menu's click started (BENCH_WATERFALLS=1: of every run); BENCH_PROFILE=1 records the last
 * menu click's performance trace and CPU profile and sums them up. Exits 0 unless
 * BENCH_STRICT=true.
 */
import { count, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { recordingDb } from './lib/recording';
import { loadOpeningHours, saveOpeningHours } from '../server/repositories/opening-hours';
import { DEFAULT_OPENING_HOURS } from '../server/services/opening-hours';
import {
  agendaStatistics,
  chatStatistics,
  contentStatistics,
  projectStatistics,
} from '../server/services/statistics';
import { seedProjects } from './lib/statistics-project-seed';
import { seedAgenda } from './lib/statistics-agenda-seed';
import {
  chatDatabase,
  chatSeedName,
  chatSeedOptions,
  countInDatabase,
  migrationStatement,
  seedChatDatabase,
} from './lib/chat-seed';
import { percentile } from './lib/requests';
import { measureScreen } from './lib/statistics-screen';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const STRICT = process.env.BENCH_STRICT === 'true';
/** BENCH_READS=0: the screen only (no reads timed in this process, no plans). */
const READS = process.env.BENCH_READS !== '0';
const WARMUP = 3;
const TARGET_MS = 200;
/** Projects written when the database has none. */
const PROJECTS = Number(process.env.BENCH_PROJECTS || 2_000);

const DAY_MS = 86_400_000;
const dateBefore = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function main() {
  const options = chatSeedOptions(process.argv.slice(2), process.env, 20_000)!;
  const database = await chatDatabase(chatSeedName(options));
  try {
    if ((await countInDatabase(database.target)).chats === 0)
      await seedChatDatabase(database.target, options);
    // Counted before the database is opened here: PGlite's folder takes one process at a time.
    const counted = await countInDatabase(database.target);
    const opened = await openDatabase(database.target);
    try {
      const { db } = opened;
      if (!(await loadOpeningHours(db))) {
        const days = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:00' }));
        await saveOpeningHours(db, { ...DEFAULT_OPENING_HOURS, days });
        // The seed wrote the chats without opening hours: count them as migration 0021 does.
        const started = performance.now();
        await db.execute(
          sql.raw(migrationStatement('0021_chat_opening_response.sql', 'UPDATE "chats" c SET')!),
        );
        console.log(
          `  opening hours set; every answered chat counted in them (migration 0021's update) ` +
            `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      // As the server's vacuum plugin does now and then (PostgreSQL: autovacuum).
      if (database.kind === 'pglite') await db.execute(sql`vacuum (analyze)`);
      if ((await db.select({ count: count() }).from(schema.appointments))[0].count === 0) {
        const started = performance.now();
        await seedAgenda(db);
        console.log(
          `  15 employees and 20000 appointments ` +
            `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      const projectCount = await countProjects(db);
      if (projectCount === 0) {
        const started = performance.now();
        const history = await seedProjects(db, PROJECTS);
        console.log(
          `  ${PROJECTS} projects with ${history} versions of their stages ` +
            `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      console.log(
        `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${database.where}: ` +
          `${counted.chats} chats, ${counted.messages} messages, ` +
          `${projectCount || PROJECTS} projects; ${SAMPLES} samples each`,
      );
      const today = dateBefore(0);
      const reads: [string, () => Promise<unknown>][] = [
        ['chats, last month by day', () => chatStatistics(db, period(30, 'day'))],
        ['chats, last quarter by week', () => chatStatistics(db, period(91, 'week'))],
        ['chats, last year by week', () => chatStatistics(db, period(365, 'week'))],
        ['chats, three years by month', () => chatStatistics(db, period(3 * 365, 'month'))],
        ['projects, last year by month', () => projectStatistics(db, period(365, 'month'))],
        ['projects, three years by month', () => projectStatistics(db, period(3 * 365, 'month'))],
        ['content', () => contentStatistics(db)],
        ['agenda, last year', () => agendaStatistics(db, { from: dateBefore(365), to: today })],
      ];
      const rows = [];
      for (const [name, read] of READS ? reads : []) {
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
      if (rows.length) console.table(rows);
      if (READS) await explain(opened.db, database.kind);
      if (STRICT && rows.some((row) => row.target === 'FAIL')) process.exitCode = 1;
    } finally {
      await opened.close();
    }
    if (process.env.BENCH_BROWSER !== '0') {
      const missed = await measureScreen(database);
      if (STRICT && missed) process.exitCode = 1;
    }
  } finally {
    database.cleanup();
  }
}

async function countProjects(db: Db) {
  const [row] = await db.select({ count: count() }).from(schema.projects);
  return row.count;
}

function period(days: number, interval: 'day' | 'week' | 'month') {
  return { from: dateBefore(days - 1), to: dateBefore(0), interval };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements the reads send, warm. */
async function explain(db: Db, kind: 'pglite' | 'postgres') {
  const { recording, recorded, run } = recordingDb(db, kind);
  const reads: [string, () => Promise<unknown>][] = [
    ['chats, last year by week', () => chatStatistics(recording, period(365, 'week'))],
    ['chats, three years by month', () => chatStatistics(recording, period(3 * 365, 'month'))],
    [
      'projects, three years by month',
      () => projectStatistics(recording, period(3 * 365, 'month')),
    ],
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
