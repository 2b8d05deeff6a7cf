/**
 * The chat list at volume: 20,000 conversations with 200,000 messages (`--chats N`,
 * `--messages M`, `--via bulk|repository` as for `npm run bench:seed`), seeded first when the
 * database holds none. On PGlite in bench/.data/<name>, or with BENCH_DATABASE_URL (or
 * DATABASE_URL) on PostgreSQL in the database bench_<name> on that server.
 *
 * Starts the built product server on that database with LOG_LEVEL=info (its one log line per
 * request carries the server's own time), signs in as staff and measures, one request at a time,
 * each read BENCH_SAMPLES times after a few unmeasured ones:
 * - the first page, GET /api/chat/getall?limit=60, of all chats and of the open ones;
 * - scrolling: ten more pages by `next`, three times, of all, of the open ones and of a search;
 * - searches: a rare word, a common one, a customer's name, a phone number's beginning, a word
 *   with an accent typed without it, two words, and one letter (a search as it is typed);
 * - GET /api/chat/counts; opening a chat (GET /api/chat/get/{id}) and marking it read (PUT
 *   /api/chat/markRead/{id}), as the conversation screen does; closing and reopening one (PUT
 *   /api/chat/setStatus/{id});
 * - for comparison the whole list without parameters (every chat in one answer).
 * Times are the client's (request sent → last byte, Accept-Encoding: gzip, deflate, br) and the
 * server's (Fastify's elapsed time from its log line); sizes the answer's raw JSON and as sent.
 * Then it stops the server, opens the database itself, runs the repository's own functions
 * (loadChatPage, countChats) through a Drizzle instance that records their SQL and parameters,
 * and prints EXPLAIN (ANALYZE, BUFFERS) of each (warm: the statement runs once before), with
 * how many chats each search matches and the sizes of the tables and indexes.
 * The target: every search's first page within 300 ms of server time (p99), printed with PASS
 * or FAIL; exits 0 unless BENCH_STRICT=true. The figures go to bench/.data/chats-<time>.json and
 * the plans to bench/.data/chats-<time>-plans.txt.
 * Settings: BENCH_SAMPLES (30), BENCH_STRICT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { rowsOf } from '../server/db/rows-of';
import { countChats, loadChatPage, type ChatFilter } from '../server/repositories/chat-inbox';
import { searchWords } from '../server/services/chats';
import { capture, decoded } from './lib/capture';
import { recordingDb } from './lib/recording';
import {
  chatDatabase,
  chatSeedName,
  chatSeedOptions,
  countInDatabase,
  seedChatDatabase,
  type ChatDatabase,
} from './lib/chat-seed';
import { call, json, percentile } from './lib/requests';
import { ensureServerBuilt, ROOT, startProductServer } from './lib/server-process';
import { settings } from './lib/settings';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const STRICT = process.env.BENCH_STRICT === 'true';
const WARMUP = 3;
const PAGE = 60;
const SCROLL_PAGES = 10;
const SCROLL_ROUNDS = 3;
const WHOLE_LIST_SAMPLES = 5;
const TARGET_SEARCH_MS = 300;

/** The searches: what a person types, and why. */
const SEARCHES = [
  { label: 'rare word', q: 'tadelakt' },
  { label: 'common word', q: 'offerte' },
  { label: 'customer name', q: 'Vermeulen' },
  { label: 'phone fragment', q: '0475 12' },
  { label: "accent ('cafe' for café)", q: 'cafe' },
  { label: 'two words', q: 'lekkage dak' },
  { label: 'one letter, as typed', q: 'd' },
];

interface Sample {
  ms: number;
  serverMs?: number;
  raw: number;
  wire: number;
  status: number;
  body: Buffer;
}

interface Row {
  name: string;
  url: string;
  samples: Sample[];
  /** Chats in the answer (of the last sample). */
  chats?: number;
  note?: string;
}

/** The server's log lines with a responseTime, by URL, in order; a waiter per URL. */
class ServerTimes {
  private readonly lines: { url: string; ms: number }[] = [];
  private waiting?: () => void;

  onLine = (line: string) => {
    try {
      const entry = JSON.parse(line) as { url?: string; responseTime?: number };
      if (entry.url && typeof entry.responseTime === 'number') {
        this.lines.push({ url: entry.url, ms: entry.responseTime });
        this.waiting?.();
      }
    } catch {
      // Not a JSON log line.
    }
  };

  /** The next logged time of `url` (the requests are one at a time), or undefined after 2 s. */
  async take(url: string): Promise<number | undefined> {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const at = this.lines.findIndex((line) => line.url === url);
      if (at >= 0) return this.lines.splice(at, 1)[0].ms;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 50);
      });
    }
    return undefined;
  }
}

async function main() {
  const options = chatSeedOptions(process.argv.slice(2), process.env, 20_000)!;
  ensureServerBuilt();
  const name = chatSeedName(options);
  const database = await chatDatabase(name);
  const engine = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    let held = await countInDatabase(database.target);
    let seedLine = 'seeded before';
    if (held.chats === 0) {
      console.log(
        `Seeding ${options.chats} chats with ${options.messages} messages (${options.via}) into ${engine} ${database.where}`,
      );
      const result = await seedChatDatabase(database.target, options);
      seedLine = `seeded now (${options.via}) in ${result.seconds.total.toFixed(0)} s`;
      held = { chats: result.chats, messages: result.messages };
    }
    console.log(
      `${engine} ${database.where}: ${held.chats} chats, ${held.messages} messages (${seedLine})`,
    );
    const rows = await measure(database);
    const explained = await explain(database);
    report(database, held, rows, explained);
  } finally {
    database.cleanup();
  }
}

/** Starts the server, measures every read, stops it. */
async function measure(database: ChatDatabase): Promise<Row[]> {
  const times = new ServerTimes();
  const server = await startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: { ...database.serverEnv, LOG_LEVEL: 'info' },
    onStdoutLine: times.onLine,
  });
  try {
    const { token } = (await call(
      server.origin,
      '/api/user/login',
      json('POST', { email: settings.email, password: settings.password }),
    )) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };

    const once = async (url: string, init?: { method: string; body?: unknown }) => {
      const started = performance.now();
      let status: number;
      let raw: Buffer;
      let wire: number;
      if (init) {
        const json = init.body !== undefined;
        const response = await fetch(server.origin + url, {
          method: init.method,
          headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
          body: json ? JSON.stringify(init.body) : undefined,
        });
        raw = Buffer.from(await response.arrayBuffer());
        status = response.status;
        wire = Number(response.headers.get('content-length') ?? raw.length);
      } else {
        const answer = await capture(server.origin + url, headers);
        status = answer.status;
        wire = answer.body.length;
        raw = decoded(answer);
      }
      const ms = performance.now() - started;
      if (status !== 200 && status !== 204)
        throw new Error(`${init?.method ?? 'GET'} ${url}: ${status} ${raw}`);
      const serverMs = await times.take(url);
      return { ms, serverMs, raw: raw.length, wire, status, body: raw };
    };
    const series = async (
      rowName: string,
      url: string,
      count = SAMPLES,
      warmup = WARMUP,
    ): Promise<Row> => {
      for (let i = 0; i < warmup; i++) await once(url);
      const samples: Sample[] = [];
      for (let i = 0; i < count; i++) samples.push(await once(url));
      const parsed = JSON.parse(samples[samples.length - 1].body.toString()) as
        { chats?: unknown[] } | unknown[];
      const row = {
        name: rowName,
        url,
        samples,
        chats: (Array.isArray(parsed) ? parsed : parsed.chats)?.length,
      };
      console.log(
        `  ${rowName}: p50 ${fmt(
          percentile(
            samples.map((s) => s.ms),
            50,
          ),
        )} ms`,
      );
      return row;
    };
    const list = (query: Record<string, string>) =>
      `/api/chat/getall?${new URLSearchParams({ limit: String(PAGE), ...query })}`;
    /** Ten pages after the first, by `next`, SCROLL_ROUNDS times: one sample per page. */
    const scroll = async (rowName: string, query: Record<string, string>): Promise<Row> => {
      const samples: Sample[] = [];
      let shown = 0;
      for (let round = 0; round < SCROLL_ROUNDS; round++) {
        let next = (
          JSON.parse((await once(list(query))).body.toString()) as { next: string | null }
        ).next;
        for (let page = 0; page < SCROLL_PAGES && next; page++) {
          const sample = await once(list({ ...query, cursor: next }));
          samples.push(sample);
          const answer = JSON.parse(sample.body.toString()) as {
            chats: unknown[];
            next: string | null;
          };
          if (round === 0) shown += answer.chats.length;
          next = answer.next;
        }
      }
      console.log(
        `  ${rowName}: p50 ${fmt(
          percentile(
            samples.map((s) => s.ms),
            50,
          ),
        )} ms`,
      );
      return {
        name: rowName,
        url: list({ ...query, cursor: '…' }),
        samples,
        chats: shown,
        note: `${SCROLL_PAGES} pages × ${SCROLL_ROUNDS}`,
      };
    };

    const rows: Row[] = [];
    console.log('Measuring');
    rows.push(await series('first page, all', list({})));
    rows.push(await series('first page, open', list({ status: 'open' })));
    rows.push(await series('first page, closed', list({ status: 'closed' })));
    rows.push(await scroll('scroll 10 pages, all', {}));
    rows.push(await scroll('scroll 10 pages, open', { status: 'open' }));
    rows.push(await scroll("scroll 10 pages, search 'offerte'", { q: 'offerte' }));
    for (const search of SEARCHES)
      rows.push(await series(`search: ${search.label} '${search.q}'`, list({ q: search.q })));
    rows.push(
      await series("search 'Vermeulen', open only", list({ q: 'Vermeulen', status: 'open' })),
    );
    rows.push(await series('counts', '/api/chat/counts'));

    // Opening chats of the first page as the conversation screen does: the read, then the mark.
    const firstPage = JSON.parse((await once(list({}))).body.toString()) as {
      chats: { id: number; status: string }[];
    };
    const opened: Sample[] = [];
    const marked: Sample[] = [];
    for (const chat of firstPage.chats.slice(0, SAMPLES)) {
      opened.push(await once(`/api/chat/get/${chat.id}`));
      marked.push(await once(`/api/chat/markRead/${chat.id}`, { method: 'PUT' }));
    }
    rows.push({
      name: 'open a chat (get/{id})',
      url: '/api/chat/get/{id}',
      samples: opened,
      chats: 1,
    });
    rows.push({
      name: 'mark it read (markRead/{id})',
      url: '/api/chat/markRead/{id}',
      samples: marked,
      chats: 0,
    });
    // Closing and reopening one chat, in turns (it ends as it was).
    const target = firstPage.chats[0];
    const statusSamples: Sample[] = [];
    for (let i = 0; i < SAMPLES - (SAMPLES % 2); i++) {
      const status = (i % 2 === 0) === (target.status === 'open') ? 'closed' : 'open';
      statusSamples.push(
        await once(`/api/chat/setStatus/${target.id}`, { method: 'PUT', body: { status } }),
      );
    }
    rows.push({
      name: 'close/reopen (setStatus/{id})',
      url: '/api/chat/setStatus/{id}',
      samples: statusSamples,
      chats: 1,
    });
    rows.push(await series('counts, after opening 30', '/api/chat/counts'));
    rows.push(await series('whole list, no parameters', '/api/chat/getall', WHOLE_LIST_SAMPLES, 1));
    return rows;
  } finally {
    await server.stop();
  }
}

interface Explained {
  name: string;
  sql: string;
  params: unknown[];
  plan: string[];
  /** Execution time from the plan, ms. */
  executionMs?: number;
  planningMs?: number;
  matches?: number;
}

/**
 * With the server stopped (PGlite has one opener), runs the repository's functions through a
 * Drizzle instance that records their statements, and EXPLAINs each statement (ANALYZE, BUFFERS)
 * with its parameters, the second time it runs.
 */
async function explain(database: ChatDatabase): Promise<{ plans: Explained[]; sizes: string[] }> {
  console.log('Explaining');
  const opened = await openDatabase(database.target);
  try {
    const { recording, recorded, run } = recordingDb(opened.db, database.kind);
    const [user] = rowsOf(
      await opened.db.execute(
        sql`select id from users where lower(email) = lower(${settings.email})`,
      ),
    );
    const userId = Number(user.id);
    // From PostgreSQL 17 on, SERIALIZE also counts reading (detoasting) and converting the columns
    // the statement answers, which ANALYZE alone leaves out.
    const [version] = await run('select current_setting($1)::int as n', ['server_version_num']);
    const explainOptions =
      Number(version.n) >= 170000 ? 'analyze, buffers, serialize text' : 'analyze, buffers';
    const plans: Explained[] = [];
    const record = async (name: string, work: () => Promise<unknown>, which: number[] = [0]) => {
      recorded.length = 0;
      await work();
      const statements = recorded.slice();
      for (const index of which) {
        const statement = statements[index];
        if (!statement) continue;
        const text = `explain (${explainOptions}) ${statement.sql}`;
        await run(text, statement.params); // warm
        const plan = (await run(text, statement.params)).map((row) =>
          String(Object.values(row)[0]),
        );
        const timeOf = (label: string) => {
          const line = plan.find((l) => l.startsWith(label));
          return line ? Number(line.replace(/[^0-9.]/g, '')) : undefined;
        };
        plans.push({
          name: which.length > 1 ? `${name} [statement ${index + 1}]` : name,
          sql: statement.sql,
          params: statement.params,
          plan,
          executionMs: timeOf('Execution Time'),
          planningMs: timeOf('Planning Time'),
        });
      }
    };
    const page = (filter: ChatFilter, after?: Parameters<typeof loadChatPage>[3]) =>
      loadChatPage(recording, userId, filter, after ?? { limit: PAGE });
    await record('first page, all', () => page({ status: 'all' }), [0, 1]);
    await record('first page, open', () => page({ status: 'open' }));
    // The eleventh page: ten cursors on.
    let cursor = (await loadChatPage(opened.db, userId, {}, { limit: PAGE })).next;
    for (let i = 1; i < SCROLL_PAGES && cursor; i++)
      cursor = (await loadChatPage(opened.db, userId, {}, { limit: PAGE, after: cursor })).next;
    await record('page 11, all', () => page({ status: 'all' }, { limit: PAGE, after: cursor }));
    for (const search of SEARCHES) {
      const words = searchWords(search.q);
      await record(`search: ${search.label} '${search.q}'`, () => page({ status: 'all', words }));
      const [count] = await run(
        `select count(*)::int as n from chats where search @@ to_tsquery('simple', fold_search($1))`,
        [words.map((word) => `${word}:*`).join(' & ')],
      );
      plans[plans.length - 1].matches = Number(count.n);
    }
    const offerte = await loadChatPage(opened.db, userId, { words: ['offerte'] }, { limit: PAGE });
    await record("search 'offerte', page 2", () =>
      page({ status: 'all', words: ['offerte'] }, { limit: PAGE, after: offerte.next }),
    );
    await record('counts', () => countChats(recording, userId));
    await record('whole list, no parameters', () => loadChatPage(recording, undefined, {}), [0, 1]);

    const sizes = (
      await run(
        `select c.relname as name, c.relkind as kind, pg_size_pretty(pg_relation_size(c.oid)) as size,
           pg_size_pretty(pg_total_relation_size(c.oid)) as total, s.n_live_tup as live, s.n_dead_tup as dead,
           coalesce(s.last_analyze, s.last_autoanalyze)::text as analyzed
         from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
         where c.relname in ('chats', 'messages', 'chat_reads', 'chats_activity_idx', 'chats_status_activity_idx',
           'chats_search_idx', 'chats_pkey', 'messages_pkey', 'messages_chat_sent_idx')
         order by c.relkind desc, c.relname`,
        [],
      )
    ).map((row) =>
      row.kind === 'r'
        ? `${row.name}: ${row.size} (with TOAST and indexes ${row.total}), ${row.live} live / ${row.dead} dead rows (statistics: ${row.analyzed ?? 'never analyzed'})`
        : `${row.name}: ${row.size}`,
    );
    return { plans, sizes };
  } finally {
    await opened.close();
  }
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)} … (${text.length} characters)` : text;
const fmt = (ms: number | undefined) =>
  ms === undefined ? '–' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en');
const kib = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(1)} KiB`;

function report(
  database: ChatDatabase,
  held: { chats: number; messages: number },
  rows: Row[],
  explained: { plans: Explained[]; sizes: string[] },
) {
  const engine = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const width = Math.max(...rows.map((row) => row.name.length));
  const header = `| ${'Request'.padEnd(width)} |   n | p50 ms | p99 ms | server p50 | server p99 | chats | answer (raw) | as sent |`;
  const lines = [
    '',
    `bench:chats on ${engine} (${database.where}): ${held.chats} chats, ${held.messages} messages; ` +
      `page size ${PAGE}, one request at a time, Accept-Encoding: gzip, deflate, br`,
    '',
    header,
    `| ${'-'.repeat(width)} | --: | -----: | -----: | ---------: | ---------: | ----: | -----------: | ------: |`,
  ];
  const failures: string[] = [];
  for (const row of rows) {
    const ms = row.samples.map((s) => s.ms);
    const server = row.samples.map((s) => s.serverMs).filter((v): v is number => v !== undefined);
    const last = row.samples[row.samples.length - 1];
    const serverP99 = server.length ? percentile(server, 99) : undefined;
    if (row.name.startsWith('search') && serverP99 !== undefined && serverP99 > TARGET_SEARCH_MS)
      failures.push(`${row.name}: ${serverP99} ms`);
    lines.push(
      `| ${row.name.padEnd(width)} | ${String(row.samples.length).padStart(3)} | ${fmt(percentile(ms, 50)).padStart(6)} | ${fmt(percentile(ms, 99)).padStart(6)} | ${fmt(server.length ? percentile(server, 50) : undefined).padStart(10)} | ${fmt(serverP99).padStart(10)} | ${String(row.chats ?? '').padStart(5)} | ${kib(last.raw).padStart(12)} | ${kib(last.wire).padStart(7)} |`,
    );
  }
  lines.push(
    '',
    'Server times are whole milliseconds (Fastify elapsed time, rounded by the log line); p99 of 30 samples is the slowest.',
    '',
    `Target: every search's first page within ${TARGET_SEARCH_MS} ms of server time at p99: ` +
      (failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'),
    '',
    "EXPLAIN (ANALYZE, BUFFERS), the repository's statements (second run):",
    '',
    `| ${'Statement'.padEnd(44)} | execution ms | planning ms | matches |`,
    `| ${'-'.repeat(44)} | -----------: | ----------: | ------: |`,
    ...explained.plans.map(
      (p) =>
        `| ${p.name.padEnd(44)} | ${fmt(p.executionMs).padStart(12)} | ${fmt(p.planningMs).padStart(11)} | ${String(p.matches ?? '').padStart(7)} |`,
    ),
    '',
    ...explained.sizes,
    '',
  );
  const planText = explained.plans
    .map((p) =>
      [
        `=== ${p.name}`,
        truncate(p.sql.replace(/\s+/g, ' ').trim(), 1200),
        `-- parameters: ${JSON.stringify(p.params.length > 12 ? [...p.params.slice(0, 12), `… ${p.params.length} in all`] : p.params)}`,
        ...p.plan.map((line) => truncate(line, 240)),
        '',
      ].join('\n'),
    )
    .join('\n');
  process.stdout.write(`${lines.join('\n')}\nPlans:\n\n${planText}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.join(ROOT, 'bench/.data');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `chats-${stamp}`);
  fs.writeFileSync(`${file}-plans.txt`, `${lines.join('\n')}\nPlans:\n\n${planText}\n`);
  fs.writeFileSync(
    `${file}.json`,
    JSON.stringify(
      {
        engine,
        where: database.where,
        held,
        rows: rows.map((row) => ({
          name: row.name,
          url: row.url,
          note: row.note,
          chats: row.chats,
          ms: row.samples.map((s) => Math.round(s.ms * 10) / 10),
          serverMs: row.samples.map((s) => s.serverMs),
          raw: row.samples[row.samples.length - 1].raw,
          wire: row.samples[row.samples.length - 1].wire,
        })),
        plans: explained.plans.map(({ params, ...p }) => ({ ...p, params: params.slice(0, 20) })),
        sizes: explained.sizes,
      },
      null,
      1,
    ),
  );
  console.log(`Written to ${path.relative(ROOT, file)}.json and -plans.txt`);
  if (failures.length && STRICT) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
