/**
 * `npm run bench:purchases`: Aankopen at a company's size (docs/product.md § Aankopen): five
 * years of 2,000 supplier invoices a year (about 30,000 lines, each line's cost on a project or
 * on general costs), on top of the invoicing seed's customers, projects, quotes and invoices
 * (bench/lib/invoice-seed.ts, bench/lib/purchase-seed.ts; straight into the tables on first use;
 * BENCH_PURCHASES and BENCH_SUPPLIERS to change the size). PGlite in bench/.data/purchases, or
 * with BENCH_DATABASE_URL the database bench_purchases on that PostgreSQL server. Through the
 * routes of a server built in this process (no network), each read BENCH_SAMPLES times (30)
 * after three unmeasured ones:
 *
 * 1. the supplier invoices' list `GET /api/purchase/getall`: the inbox (`ontvangen`), all,
 *    a supplier's, a project's, a search; target p99 < 50 ms;
 * 2. a project's costing `GET /api/project/costing/{id}` (the project with most cost lines):
 *    quoted, invoiced, costs by category, hours, margin; target p99 < 100 ms;
 * 3. Statistieken's costs per month and margins over five years.
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
import { COMPANY_SIZE, seedInvoices } from './lib/invoice-seed';
import { PURCHASE_SIZE, seedPurchases } from './lib/purchase-seed';
import { loadAverage, timed as timedRead } from './lib/timed';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const timed = (name: string, target: string, read: () => Promise<unknown>, n = SAMPLES) =>
  timedRead(name, target, read, n);
const SIZE = {
  suppliers: Number(process.env.BENCH_SUPPLIERS || PURCHASE_SIZE.suppliers),
  purchases: Number(process.env.BENCH_PURCHASES || PURCHASE_SIZE.purchases),
};

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function seed(database: Database, today: string) {
  const { db } = database;
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from purchases`));
  if (Number(n) > 0) return;
  const started = performance.now();
  const invoicing = await seedInvoices(db, { ...COMPANY_SIZE, today });
  const projectIds = rowsOf(await db.execute(sql`select id from projects order by id`)).map((row) =>
    Number(row.id),
  );
  const purchasing = await seedPurchases(db, projectIds, { ...SIZE, today });
  if (database.kind === 'pglite') await db.execute(sql`vacuum (analyze)`);
  else await db.execute(sql`analyze`);
  console.log(
    `Seeded ${JSON.stringify({ ...invoicing, ...purchasing })} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measureRoutes(database: Database) {
  const { db } = database;
  const config = { ...loadConfig({ DOCUMENT_TEXT: 'off' }), spaDir: '/nonexistent' };
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    const email = `bench-purchases-${Date.now()}@example.be`;
    const password = 'Bench-purchases-2026!';
    await createUser(db, { email, password, firstName: 'Bench', lastName: 'Kantoor' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const get = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
      return answer.json() as unknown;
    };
    const [busiest] = rowsOf(
      await db.execute(sql`select
        (select supplier_id from purchases group by 1 order by count(*) desc limit 1) as supplier,
        (select project_id from purchase_allocations where project_id is not null
          group by 1 order by count(*) desc limit 1) as project`),
    );

    console.log('The supplier invoices list (GET /api/purchase/getall), target p99 < 50 ms:');
    for (const [name, query] of [
      ['the inbox (ontvangen)', 'status=ontvangen'],
      ['all, newest first', ''],
      ['a supplier (the one with most invoices)', `supplier=${String(busiest.supplier)}`],
      ['a project (the one with most cost lines)', `project=${String(busiest.project)}`],
      ['a search (q=Leverancier 17)', 'q=Leverancier%2017'],
    ])
      await timed(name, '< 50 ms', () => get(`/api/purchase/getall?limit=50&${query}`));

    console.log("A project's costing (GET /api/project/costing/{id}), target p99 < 100 ms:");
    await timed('the project with most cost lines', '< 100 ms', () =>
      get(`/api/project/costing/${String(busiest.project)}`),
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
  const where = await chatDatabase('purchases');
  const database = await openDatabase(where.target);
  try {
    const today = wallClockOf(new Date()).date;
    await seed(database, today);
    const [counts] = rowsOf(
      await database.db.execute(sql`select (select count(*) from purchases)::int as purchases,
        (select coalesce(sum(jsonb_array_length(lines)), 0) from purchases)::int as lines,
        (select count(*) from purchase_allocations)::int as allocations,
        (select count(*) from invoices)::int as invoices`),
    );
    console.log(
      `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${where.where}: ${counts.purchases} supplier invoices with ${counts.lines} lines and ${counts.allocations} allocations, ${counts.invoices} invoices; ${SAMPLES} samples each`,
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
