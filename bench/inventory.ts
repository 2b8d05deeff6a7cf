/**
 * `npm run bench:inventory`: Voertuigen and Inventaris at a contractor's size (docs/product.md
 * §§ Voertuigen, Inventaris): 20 vehicles with five years of weekly readings and fuellings,
 * 2,000 articles, 100,000 movements over a warehouse, a location per van and project sites, and
 * 300 tools lent out ten times each (bench/lib/inventory-seed.ts; straight into the tables on
 * first use; BENCH_ARTICLES and BENCH_MOVES change the size). PGlite in bench/.data/inventory,
 * or with BENCH_DATABASE_URL the database bench_inventory on that PostgreSQL server. Through the
 * routes of a server built in this process (no network), each read BENCH_SAMPLES times (30)
 * after three unmeasured ones:
 *
 * 1. the stock levels `GET /api/stock/levels`, a page of 50: every location (Voorraad's first
 *    screen) and its last page, the warehouse, a van, what is below its minimum, an article's;
 *    target p99 < 50 ms;
 * 2. the movements `GET /api/stock/moves` of an article and of a van (a page of 50);
 * 3. the tools `GET /api/tool/getall`, all and overdue;
 * 4. Voertuigen: the list, a year's costs, who drove a plate at an instant, and a vehicle's
 *    trip log of last year (the busiest one; trips on every working day, seedTrips).
 *
 * Figures, not verdicts: each target is printed beside them, with the load average.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { rowsOf } from '../server/db/rows-of';
import { wallClockOf } from '../server/domain/brussels';
import { createUser } from '../server/services/users';
import { chatDatabase } from './lib/chat-seed';
import { INVENTORY_SIZE, seedInventory, seedTrips } from './lib/inventory-seed';
import { loadAverage, timed as timedRead } from './lib/timed';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const timed = (name: string, target: string, read: () => Promise<unknown>) =>
  timedRead(name, target, read, SAMPLES);
const SIZE = {
  ...INVENTORY_SIZE,
  articles: Number(process.env.BENCH_ARTICLES || INVENTORY_SIZE.articles),
  moves: Number(process.env.BENCH_MOVES || INVENTORY_SIZE.moves),
};

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function seed(database: Database, today: string) {
  const { db } = database;
  const [{ moves, trips }] = rowsOf(
    await db.execute(sql`select (select count(*) from stock_moves)::int as moves,
      (select count(*) from vehicle_trips)::int as trips`),
  );
  if (Number(moves) > 0 && Number(trips) > 0) return;
  const started = performance.now();
  const written = {
    ...(Number(moves) > 0 ? {} : await seedInventory(db, { ...SIZE, today })),
    trips: await seedTrips(db, { today }),
  };
  if (database.kind === 'pglite') await db.execute(sql`vacuum (analyze)`);
  else await db.execute(sql`analyze`);
  console.log(
    `Seeded ${JSON.stringify(written)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measureRoutes(database: Database) {
  const { db } = database;
  const config = { ...loadConfig({ DOCUMENT_TEXT: 'off' }), spaDir: '/nonexistent' };
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    const email = `bench-inventory-${Date.now()}@example.be`;
    const password = 'Bench-inventory-2026!';
    await createUser(db, { email, password, firstName: 'Bench', lastName: 'Kantoor' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    let rows = 0;
    const get = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
      const body = answer.json() as unknown;
      if (Array.isArray(body)) rows = body.length;
      else if (Array.isArray((body as { items?: unknown }).items))
        rows = (body as { items: unknown[] }).items.length;
      return body;
    };
    const [ids] = rowsOf(
      await db.execute(sql`select
        (select id from stock_locations where kind = 'warehouse' order by id limit 1) as warehouse,
        (select id from stock_locations where kind = 'vehicle' order by id limit 1) as van,
        (select article_id from stock_moves group by 1 order by count(*) desc limit 1) as article,
        (select v.plate from vehicles v order by id limit 1) as plate`),
    );

    console.log('The stock levels (GET /api/stock/levels), target p99 < 50 ms:');
    for (const [name, query] of [
      ['every location (Voorraad, first screen)', ''],
      ['the warehouse', `location=${String(ids.warehouse)}`],
      ['a van', `location=${String(ids.van)}`],
      ['below the minimum (te bestellen)', 'below=true'],
      ['an article (the one with most movements)', `article=${String(ids.article)}`],
    ]) {
      await get(`/api/stock/levels?${query}`);
      await timed(`${name}: ${rows} rows`, '< 50 ms', () => get(`/api/stock/levels?${query}`));
    }
    // The last page of every location: the keyset's deepest place.
    let cursor: string | null = null;
    let pages = 0;
    for (let page = await get('/api/stock/levels'); ; pages++) {
      const { next } = page as { next: string | null };
      if (!next) break;
      cursor = next;
      page = await get(`/api/stock/levels?cursor=${cursor}`);
    }
    if (cursor)
      await timed(`every location, its last page (page ${pages + 1})`, '< 50 ms', () =>
        get(`/api/stock/levels?cursor=${cursor}`),
      );

    console.log('The movements, a page of 50 (GET /api/stock/moves):');
    await timed('an article (the one with most movements)', 'a page', () =>
      get(`/api/stock/moves?article=${String(ids.article)}`),
    );
    await timed('a van', 'a page', () => get(`/api/stock/moves?location=${String(ids.van)}`));

    console.log('The tools (GET /api/tool/getall):');
    await timed('all', 'a list', () => get('/api/tool/getall'));
    await timed('overdue', 'a list', () => get('/api/tool/getall?overdue=true'));

    console.log('Voertuigen:');
    const year = Number(wallClockOf(new Date()).date.slice(0, 4)) - 1;
    await timed('the vehicles (GET /api/vehicle/getall)', 'a list', () =>
      get('/api/vehicle/getall'),
    );
    await timed(`a year's costs (GET /api/vehicle/costs?year=${year})`, 'a report', () =>
      get(`/api/vehicle/costs?year=${year}`),
    );
    const at = new Date(Date.now() - 200 * 86_400_000).toISOString();
    await timed('who drove (GET /api/vehicle/whoDrove)', 'a lookup', () =>
      get(`/api/vehicle/whoDrove?plate=${String(ids.plate)}&at=${encodeURIComponent(at)}`),
    );
    const [busiest] = rowsOf(
      await db.execute(sql`select vehicle_id, count(*)::int as n from vehicle_trips
        where trip_date between ${`${year}-01-01`} and ${`${year}-12-31`}
        group by 1 order by 2 desc, 1 limit 1`),
    );
    if (busiest)
      await timed(
        `a year's trip log (GET /api/vehicle/trips/{id}?year=${year}): ${String(busiest.n)} trips`,
        '< 50 ms',
        () => get(`/api/vehicle/trips/${String(busiest.vehicle_id)}?year=${year}`),
      );
  } catch (error) {
    console.log(`  stopped: ${(error as Error).message}`);
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `Load average (1 / 5 / 15 min) at the start: ${loadAverage()}; ${os.cpus().length} CPUs`,
  );
  const where = await chatDatabase('inventory');
  const database = await openDatabase(where.target);
  try {
    const today = wallClockOf(new Date()).date;
    await seed(database, today);
    const [counts] = rowsOf(
      await database.db.execute(sql`select (select count(*) from articles)::int as articles,
        (select count(*) from stock_moves)::int as moves,
        (select count(*) from stock_levels)::int as levels,
        (select count(*) from vehicle_readings)::int as readings,
        (select count(*) from vehicle_fuellings)::int as fuellings,
        (select count(*) from vehicle_trips)::int as trips`),
    );
    console.log(
      `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${where.where}: ${counts.articles} articles, ${counts.moves} movements, ${counts.levels} levels, ${counts.readings} readings, ${counts.fuellings} fuellings, ${counts.trips} trips; ${SAMPLES} samples each`,
    );
    await measureRoutes(database);
  } finally {
    await database.close();
    where.cleanup();
  }
  console.log(`Load average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
