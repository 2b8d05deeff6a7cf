/**
 * `npm run bench:finances`: Financiën at a company's size (docs/product.md § Financiën): five
 * years of 30,000 bank movements on three accounts, 10,000 invoices and 10,000 supplier invoices
 * (bench/lib/invoice-seed.ts over five years, bench/lib/purchase-seed.ts, bench/lib/bank-seed.ts:
 * every payment of both a matched movement, the rest booked, parked or open; straight into the
 * tables on first use; BENCH_BANK_LINES to change the size). PGlite in bench/.data/finances, or
 * with BENCH_DATABASE_URL the database bench_finances on that PostgreSQL server. Through the
 * routes of a server built in this process (no network), each read BENCH_SAMPLES times (30)
 * after three unmeasured ones:
 *
 * 1. the movements' list `GET /api/bank/line/getall`: what is to process (`state=open`), of one
 *    account, of a quarter's booking days, its second page by cursor, all; target p99 < 50 ms;
 * 2. the VAT overview `GET /api/finance/vat` of a quarter and of a month; target p99 < 200 ms;
 * 3. the payment run's candidates `GET /api/payment/run/candidates` due within 30 days;
 * 4. the import `POST /api/bank/import` of a CODA file of 5,000 movements (BENCH_IMPORT_LINES:
 *    a year of daily statements of 20) of which half carry the structured communication of an
 *    open invoice of the seed, each paying a part of it (the last one the rest) at import, the
 *    others free text; BENCH_IMPORT_RUNS times (5), each with other statement numbers, the
 *    database put back as it was after each (its statements, movements, matches, payments and
 *    activity entries removed, the invoices' paid amounts and statuses restored; not timed);
 *    target < 5 s.
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
import { OPEN_STATUSES } from '../server/domain/invoice-status';
import { twelveDigitsOf } from '../server/domain/structured-communication';
import { createUser } from '../server/services/users';
import { codaFile, type CodaMovementSpec, type CodaStatementSpec } from '../server/test/coda-files';
import { BANK_ACCOUNTS, BANK_SIZE, belgianIban, seedBank } from './lib/bank-seed';
import { chatDatabase } from './lib/chat-seed';
import { addDays, COMPANY_SIZE, seedInvoices } from './lib/invoice-seed';
import { PURCHASE_SIZE, seedPurchases } from './lib/purchase-seed';
import { percentiles } from './lib/requests';
import { loadAverage, timed as timedRead } from './lib/timed';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const timed = (name: string, target: string, read: () => Promise<unknown>, n = SAMPLES) =>
  timedRead(name, target, read, n);
const SIZE = {
  bankLines: Number(process.env.BENCH_BANK_LINES || BANK_SIZE.lines),
  importLines: Number(process.env.BENCH_IMPORT_LINES || 5_000),
  importRuns: Number(process.env.BENCH_IMPORT_RUNS || 5),
};
/** Movements per daily statement of the imported file. */
const PER_STATEMENT = 20;
/** The account the imports go to: no seeded statements, emptied after each import. */
const IMPORT_IBAN = BANK_ACCOUNTS[3].iban;

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function seed(database: Database, today: string) {
  const { db } = database;
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from bank_lines`));
  if (Number(n) > 0) return;
  const started = performance.now();
  const invoicing = await seedInvoices(db, { ...COMPANY_SIZE, today, years: 5 });
  const projectIds = rowsOf(await db.execute(sql`select id from projects order by id`)).map((row) =>
    Number(row.id),
  );
  const purchasing = await seedPurchases(db, projectIds, { ...PURCHASE_SIZE, today });
  const bank = await seedBank(db, { lines: SIZE.bankLines, today });
  if (database.kind === 'pglite') await db.execute(sql`vacuum (analyze)`);
  else await db.execute(sql`analyze`);
  console.log(
    `Seeded ${JSON.stringify({ ...invoicing, ...purchasing, ...bank })} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The last `count` working days (Monday to Friday) before `today`, oldest first. */
function workingDaysBefore(today: string, count: number) {
  const days: string[] = [];
  for (let day = addDays(today, -1); days.length < count; day = addDays(day, -1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
}

/** The month `n` months before `month` ('YYYY-MM'). */
function monthsBefore(month: string, n: number) {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - n);
  return date.toISOString().slice(0, 7);
}

interface OpenInvoice {
  id: number;
  digits: string;
  open: number;
  number: string;
}

/**
 * A CODA file of `lines` movements in daily statements of the import account: every other one
 * with the structured communication of an open invoice (round the list; each invoice's parts
 * add up to what is open on it), the others free text, incoming and outgoing. Answers the file
 * and how many movements should be matched.
 */
function importFile(open: OpenInvoice[], lines: number, run: number, today: string) {
  const structured = Math.min(Math.ceil(lines / 2), open.length * 50);
  const parts = new Map<number, number>();
  for (let i = 0; i < structured; i++) {
    const invoice = open[i % open.length];
    parts.set(invoice.id, (parts.get(invoice.id) ?? 0) + 1);
  }
  const given = new Map<number, number>();
  const movements: CodaMovementSpec[] = [];
  let matched = 0;
  for (let m = 0, s = 0; m < lines; m++) {
    if (m % 2 === 0 && s < structured) {
      const invoice = open[s % open.length];
      s++;
      const count = parts.get(invoice.id)!;
      const share = Math.floor(invoice.open / count);
      const before = given.get(invoice.id) ?? 0;
      given.set(invoice.id, before + 1);
      const amount = before + 1 === count ? invoice.open - share * (count - 1) : share;
      if (amount > 0) {
        matched++;
        movements.push({
          amount,
          entryDate: '',
          structured: invoice.digits,
          counterparty: {
            name: `Klant van ${invoice.number}`,
            iban: belgianIban(invoice.id * 7919),
            bic: 'GEBABEBB',
          },
        });
        continue;
      }
    }
    const incoming = m % 4 === 1;
    movements.push({
      amount: incoming ? 10_000 + ((m * 7_919) % 500_000) : -(2_000 + ((m * 104_729) % 300_000)),
      entryDate: '',
      communication: incoming
        ? `Betaling factuur ${2020 + (m % 6)}-${String(m % 9_999).padStart(4, '0')} werf ${m % 97}`
        : `Factuur VF-${m} levering materiaal werf ${m % 97}`,
      counterparty: {
        name: incoming ? `Klant ${m % 1_000}` : `Leverancier ${m % 200} NV`,
        iban: belgianIban(1_000_000 + (m % 5_000)),
        bic: 'GKCCBEBB',
      },
    });
  }
  const days = workingDaysBefore(today, Math.ceil(lines / PER_STATEMENT));
  let balance = 10_000_000;
  const statements: CodaStatementSpec[] = days.map((day, index) => {
    const own = movements
      .slice(index * PER_STATEMENT, (index + 1) * PER_STATEMENT)
      .map((movement) => ({ ...movement, entryDate: day }));
    const openingBalance = balance;
    balance += own.reduce((sum, movement) => sum + movement.amount, 0);
    return {
      iban: IMPORT_IBAN,
      // Other numbers each run (CODA has three digits for them).
      number: ((run * days.length + index) % 999) + 1,
      openingBalance,
      openingDate: index === 0 ? addDays(day, -1) : days[index - 1],
      closingDate: day,
      movements: own,
    };
  });
  return { text: codaFile(statements, today), statements: statements.length, matched };
}

/** A multipart body with one `files` part, as a browser sends it. */
async function multipartOf(name: string, content: Buffer) {
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }),
    name,
  );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/**
 * Puts the database back as it was before an import: the import account's statements, their
 * movements and matches, the payments they made and the activity entries after `activityId`
 * go; the invoices get back their paid amounts and statuses of `invoices` (a JSON snapshot);
 * then the touched tables are vacuumed.
 */
async function undoImports(database: Database, accountId: number, snapshot: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`with gone as (
        delete from bank_matches m using bank_lines l
        where l.id = m.line_id and l.account_id = ${accountId} returning m.payment_id)
      delete from invoice_payments where id in (select payment_id from gone)`);
    await tx.execute(sql`delete from bank_lines where account_id = ${accountId}`);
    await tx.execute(sql`delete from bank_statements where account_id = ${accountId}`);
    const [{ files }] = rowsOf(
      await tx.execute(sql`select to_regclass('public.bank_files') is not null as files`),
    );
    if (files)
      await tx.execute(sql`delete from bank_files where id not in
        (select file_id from bank_statements where file_id is not null)`);
    const before = JSON.parse(snapshot) as { activity: number; invoices: unknown[] };
    await tx.execute(sql`delete from activity where id > ${before.activity}`);
    await tx.execute(sql`update invoices i set paid_amount = (s->>'paid')::bigint,
        status = s->>'status', updated_at = (s->>'updated')::timestamptz
      from jsonb_array_elements(${JSON.stringify(before.invoices)}::jsonb) s
      where i.id = (s->>'id')::int`);
  });
  // The updates' dead rows go too, so that every import starts from the same tables.
  await database.db.execute(
    sql`vacuum (analyze) invoices, invoice_payments, bank_lines, bank_statements, bank_matches, activity`,
  );
}

async function measureRoutes(database: Database, today: string) {
  const { db } = database;
  const config = { ...loadConfig({ DOCUMENT_TEXT: 'off' }), spaDir: '/nonexistent' };
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    const email = `bench-finances-${Date.now()}@example.be`;
    const password = 'Bench-finances-2026!';
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
    const accounts = rowsOf(await db.execute(sql`select id, iban from bank_accounts`));
    const accountId = (iban: string) => Number(accounts.find((row) => row.iban === iban)!.id);

    console.log('The movements list (GET /api/bank/line/getall), target p99 < 50 ms:');
    const firstOpen = (await get('/api/bank/line/getall?state=open&limit=50')) as {
      next: string | null;
    };
    const month = today.slice(0, 7);
    const recent = `${monthsBefore(month, 2)}-01`;
    for (const [name, query] of [
      ['to process (state=open), first page', 'state=open'],
      ['to process, of one account', `state=open&account=${accountId(BANK_ACCOUNTS[0].iban)}`],
      [`to process, booked ${recent} to ${today}`, `state=open&from=${recent}&to=${today}`],
      ['to process, the second page (cursor)', `state=open&cursor=${firstOpen.next ?? ''}`],
      ['all, newest first', ''],
    ])
      await timed(name, '< 50 ms', () => get(`/api/bank/line/getall?limit=50&${query}`));

    // The last whole quarter and month before today.
    const thisQuarter = monthsBefore(month, (Number(month.slice(5, 7)) - 1) % 3);
    const quarter = {
      from: `${monthsBefore(thisQuarter, 3)}-01`,
      to: addDays(`${thisQuarter}-01`, -1),
    };
    const lastMonth = { from: `${monthsBefore(month, 1)}-01`, to: addDays(`${month}-01`, -1) };
    const [inQuarter] = rowsOf(
      await db.execute(sql`select
        (select count(*) from invoices where issue_date between ${quarter.from} and ${quarter.to})::int as invoices,
        (select count(*) from purchases where issue_date between ${quarter.from} and ${quarter.to})::int as purchases`),
    );
    console.log(
      `The VAT overview (GET /api/finance/vat), target p99 < 200 ms; the quarter has ${String(inQuarter.invoices)} invoices and ${String(inQuarter.purchases)} supplier invoices:`,
    );
    for (const [name, period] of [
      [`a quarter (${quarter.from} to ${quarter.to})`, quarter],
      [`a month (${lastMonth.from} to ${lastMonth.to})`, lastMonth],
    ] as const)
      await timed(name, '< 200 ms', () =>
        get(`/api/finance/vat?from=${period.from}&to=${period.to}`),
      );

    const dueBy = addDays(today, 30);
    const candidates = (await get(`/api/payment/run/candidates?dueBy=${dueBy}`)) as Record<
      string,
      unknown
    >;
    const listed = Object.values(candidates).find(Array.isArray)?.length ?? 0;
    console.log(
      `The payment run's candidates (GET /api/payment/run/candidates), ${listed} listed:`,
    );
    await timed(`due by ${dueBy}`, 'no target', () =>
      get(`/api/payment/run/candidates?dueBy=${dueBy}`),
    );

    if (SIZE.importRuns > 0)
      await measureImport(database, app, headers, today, accountId(IMPORT_IBAN));
  } catch (error) {
    console.log(`  stopped: ${(error as Error).message}`);
  } finally {
    await app.close();
  }
}

async function measureImport(
  database: Database,
  app: Awaited<ReturnType<typeof buildApp>>,
  headers: Record<string, string>,
  today: string,
  accountId: number,
) {
  const { db } = database;
  const snapshotOf = async () => {
    const invoices = rowsOf(
      await db.execute(sql`select id, paid_amount::bigint as paid, status, updated_at as updated
        from invoices where kind = 'invoice' and status in ${[...OPEN_STATUSES]}`),
    );
    const [{ activity }] = rowsOf(
      await db.execute(sql`select coalesce(max(id), 0)::int as activity from activity`),
    );
    return JSON.stringify({ activity, invoices });
  };
  const open: OpenInvoice[] = rowsOf(
    await db.execute(sql`select id, number, structured_communication,
        (payable_amount - paid_amount)::bigint as open
      from invoices where kind = 'invoice' and status in ${[...OPEN_STATUSES]}
        and payable_amount > paid_amount order by id`),
  ).map((row) => ({
    id: Number(row.id),
    number: String(row.number),
    digits: twelveDigitsOf(String(row.structured_communication)) ?? '',
    open: Number(row.open),
  }));
  // A crashed run's imports go first.
  await undoImports(database, accountId, await snapshotOf());
  const ms: number[] = [];
  let described = false;
  for (let run = 0; run < SIZE.importRuns; run++) {
    const file = importFile(
      open.filter((invoice) => invoice.digits),
      SIZE.importLines,
      run,
      today,
    );
    const bytes = Buffer.from(file.text, 'latin1');
    if (!described) {
      console.log(
        `The import (POST /api/bank/import) of a CODA file of ${SIZE.importLines} movements in ${file.statements} statements (${(bytes.length / 1024 / 1024).toFixed(1)} MB), ${file.matched} with the structured communication of one of ${open.length} open invoices, target < 5 s:`,
      );
      described = true;
    }
    const body = await multipartOf(`uittreksels-${run}.cod`, bytes);
    const snapshot = await snapshotOf();
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bank/import',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    const took = performance.now() - started;
    try {
      if (answer.statusCode !== 201)
        throw new Error(`import: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      const result = answer.json() as { lines: number; duplicates: number; matches: unknown[] };
      if (result.lines !== SIZE.importLines || result.duplicates !== 0)
        throw new Error(`import: ${result.lines} movements added, ${result.duplicates} duplicates`);
      ms.push(took);
      console.log(
        `  run ${run + 1}: ${took.toFixed(0)} ms, ${result.lines} movements, ${result.matches.length} matched at import`,
      );
    } finally {
      await undoImports(database, accountId, snapshot);
    }
  }
  const figures = percentiles(ms);
  console.log(
    `  ${'import and match'.padEnd(52)} median ${String(figures.p50).padStart(7)}  max ${String(Math.max(...ms).toFixed(1)).padStart(7)} ms  (< 5 s)`,
  );
}

async function main() {
  console.log(
    `Load average (1 / 5 / 15 min) at the start: ${loadAverage()}; ${os.cpus().length} CPUs`,
  );
  const where = await chatDatabase('finances');
  const database = await openDatabase(where.target);
  try {
    const today = wallClockOf(new Date()).date;
    await seed(database, today);
    const [counts] = rowsOf(
      await database.db.execute(sql`select (select count(*) from bank_lines)::int as lines,
        (select count(*) from bank_lines where state = 'open')::int as open,
        (select count(*) from bank_statements)::int as statements,
        (select count(*) from bank_matches)::int as matches,
        (select count(*) from invoices)::int as invoices,
        (select count(*) from purchases)::int as purchases`),
    );
    console.log(
      `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${where.where}: ${counts.lines} bank movements (${counts.open} open) in ${counts.statements} statements with ${counts.matches} matches, ${counts.invoices} invoices, ${counts.purchases} supplier invoices; ${SAMPLES} samples each`,
    );
    await measureRoutes(database, today);
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
