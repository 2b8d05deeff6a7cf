/**
 * The chat list benchmark's database: `--chats N` conversations with `--messages M` messages
 * (10 per chat by default) from bench/lib/chat-content.ts, written straight into the database
 * (the server is not running), on PGlite in bench/.data/<name> or, with BENCH_DATABASE_URL (or
 * DATABASE_URL), in the database bench_<name> on that PostgreSQL server.
 *
 * Two ways to write them (`--via`):
 * - `bulk` (default): each batch of chats and their messages in one transaction with two
 *   INSERT … SELECT statements, then the list columns (last_activity_at, last_message_id,
 *   last_sender, message_count, last_customer_message_id, search) of every seeded chat
 *   recomputed by one UPDATE: the statement at the end of migration 0007_team_inbox.sql, read
 *   from that file, limited to the seeded chats. Afterwards a sample of the chats is written
 *   again through writePastChat (server/services/customer-chats.ts) in a transaction that is rolled
 *   back, and its columns compared with the bulk ones: the seed fails when they differ.
 * - `repository`: every chat through writePastChat, 100 chats per transaction, closed ones
 *   closed through updateChatStatus: exactly the product's write path, with the dead row
 *   versions and index entries each message's UPDATE of its chat leaves (which PGlite, without
 *   autovacuum, keeps).
 * Either way the chat_events rows the triggers wrote are removed again (the live streams keep
 * them for a day; this history is years old). On PostgreSQL the seed ends with VACUUM ANALYZE
 * of the two tables, which autovacuum would do by itself after such a load; PGlite has no
 * autovacuum and the product never analyzes, so the embedded database is left as written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseTarget, type Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';
import { sanitizeRichText } from '../../server/domain/rich-text';
import { updateChatStatus } from '../../server/repositories/chats';
import { writePastChat } from '../../server/services/customer-chats';
import { seedChats, type SeedChat } from './chat-content';
import { ROOT } from './server-process';
import { dataDir } from './settings';

export type SeedVia = 'bulk' | 'repository';

export interface ChatSeedOptions {
  chats: number;
  messages: number;
  via: SeedVia;
}

/** Chats per transaction. */
const BATCH = 500;
const REPOSITORY_BATCH = 100;
/** Chats written again through insertPastChat after a bulk seed, to compare. */
const CHECKED = 40;

/**
 * `--chats N [--messages M] [--via bulk|repository]` from the command line, or BENCH_SEED_CHATS,
 * BENCH_SEED_MESSAGES, BENCH_SEED_VIA; undefined when neither names a number of chats, unless
 * `fallbackChats` is given (the benchmark's own default).
 */
export function chatSeedOptions(
  argv = process.argv.slice(2),
  env = process.env,
  fallbackChats?: number,
): ChatSeedOptions | undefined {
  const flag = (name: string) => {
    const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (at < 0) return undefined;
    const arg = argv[at];
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1];
  };
  const given = flag('chats') ?? env.BENCH_SEED_CHATS;
  if (given === undefined && fallbackChats === undefined) return undefined;
  const chats = given === undefined ? fallbackChats! : Number(given);
  const messagesGiven = flag('messages') ?? env.BENCH_SEED_MESSAGES;
  const messages = messagesGiven === undefined ? chats * 10 : Number(messagesGiven);
  const via = (flag('via') ?? env.BENCH_SEED_VIA ?? 'bulk') as SeedVia;
  if (!Number.isSafeInteger(chats) || chats < 1) throw new Error(`--chats: not a count: ${given}`);
  if (!Number.isSafeInteger(messages) || messages < chats)
    throw new Error(`--messages: need a whole number of at least ${chats}: ${messagesGiven}`);
  if (via !== 'bulk' && via !== 'repository')
    throw new Error(`--via: bulk or repository, not ${via}`);
  return { chats, messages, via };
}

/** BENCH_NAME, or chats-<N> (with -<M>m for another number of messages, -repository). */
export function chatSeedName({ chats, messages, via }: ChatSeedOptions): string {
  if (process.env.BENCH_NAME) return process.env.BENCH_NAME;
  return [
    `chats-${chats}`,
    messages === chats * 10 ? '' : `-${messages}m`,
    via === 'repository' ? '-repository' : '',
  ].join('');
}

/** Where the benchmark's chats live, and what a product server needs to use that database. */
export interface ChatDatabase {
  name: string;
  kind: 'pglite' | 'postgres';
  /** For messages: the folder, or host:port/database. */
  where: string;
  target: DatabaseTarget;
  /** The server's DATA_DIR (on PostgreSQL a scratch folder) and environment. */
  serverDataDir: string;
  serverEnv: Record<string, string>;
  /** Removes the scratch folder (PostgreSQL). */
  cleanup(): void;
}

/** The PostgreSQL server the benchmarks should use, if any. */
export const postgresServerUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** The database for `name`: PGlite in bench/.data/<name>, or bench_<name> on PostgreSQL (created when missing). */
export async function chatDatabase(name: string): Promise<ChatDatabase> {
  const server = postgresServerUrl();
  if (!server) {
    const dir = dataDir(name);
    return {
      name,
      kind: 'pglite',
      where: path.relative(ROOT, dir),
      target: { kind: 'pglite', dataDir: dir },
      serverDataDir: dir,
      serverEnv: {},
      cleanup: () => undefined,
    };
  }
  const database = `bench_${name.replace(/[^A-Za-z0-9]+/g, '_')}`.toLowerCase();
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${database}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-chats-'));
  return {
    name,
    kind: 'postgres',
    where: `${url.hostname}:${url.port || 5432}/${database}`,
    // Seeding statements run longer than a request's (DB_QUERY_TIMEOUT_MS): no limit here.
    target: { kind: 'postgres', url: url.toString(), timeouts: { queryTimeoutMs: 0 } },
    serverDataDir: scratch,
    serverEnv: { DATABASE_URL: url.toString() },
    cleanup: () => fs.rmSync(scratch, { recursive: true, force: true }),
  };
}

/** How many chats and messages the database holds (opening it applies pending migrations). */
export async function countInDatabase(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    return await counts(database.db);
  } finally {
    await database.close();
  }
}

async function counts(db: Db) {
  const [row] = rowsOf(
    await db.execute(
      sql`select (select count(*) from chats)::int as chats, (select count(*) from messages)::int as messages`,
    ),
  );
  return { chats: Number(row.chats), messages: Number(row.messages) };
}

/** The statement of a migration file (in server/db/migrations) that begins with `begins`, comments left out. */
export function migrationStatement(fileName: string, begins: string) {
  const file = path.join(ROOT, 'server/db/migrations', fileName);
  return fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .find((part) => part.startsWith(begins));
}

/** The UPDATE at the end of migration 0007, which recomputes every chat's list columns. */
function migrationUpdate(): string {
  const file = '0007_team_inbox.sql';
  const statement = migrationStatement(file, 'UPDATE "chats" SET');
  if (!statement || !/WHERE "chats"\."id" = c\."id";$/.test(statement))
    throw new Error(`${file}: its UPDATE "chats" SET … WHERE "chats"."id" = c."id" was not found`);
  return statement.replace(/;$/, '');
}

/** The chat as the service's recordPastChat passes it on: message texts sanitized. */
const asPastChat = (chat: SeedChat) => ({
  subject: chat.subject,
  author: chat.author,
  language: chat.language,
  createdAt: chat.createdAt,
  messages: chat.messages.map((message) => ({
    ...message,
    content: sanitizeRichText(message.content),
  })),
});

export interface SeedResult {
  chats: number;
  messages: number;
  closed: number;
  seconds: { write: number; update: number; check: number; vacuum: number; total: number };
  /** Bulk only: how many chats were compared with insertPastChat's columns. */
  checked: number;
}

/**
 * Seeds `options` into `target` (which must hold no chats unless `force`). Prints progress.
 */
export async function seedChatDatabase(
  target: DatabaseTarget,
  options: ChatSeedOptions,
  force = process.env.BENCH_FORCE === 'true',
): Promise<SeedResult> {
  const started = performance.now();
  const database = await openDatabase(target);
  try {
    const before = await counts(database.db);
    if (before.chats > 0 && !force)
      throw new Error(
        `The database already has ${before.chats} chats; set BENCH_FORCE=true to add the seed to them anyway`,
      );
    return await (options.via === 'bulk'
      ? seedBulk(database, options, started)
      : seedThroughRepository(database, options, started));
  } finally {
    await database.close();
  }
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function lastEventId(db: Db): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select coalesce(max(id), 0)::bigint as id from chat_events`),
  );
  return Number(row.id);
}

async function seedBulk(database: Database, options: ChatSeedOptions, started: number) {
  const { db } = database;
  const update = migrationUpdate();
  const events = await lastEventId(db);
  const every = Math.max(1, Math.floor(options.chats / CHECKED));
  const samples: { id: number; chat: SeedChat }[] = [];
  let firstId = Infinity;
  let lastId = 0;
  let messageTotal = 0;
  let closed = 0;
  let batch: SeedChat[] = [];
  let index = 0;
  const flush = async () => {
    const chats = batch.map((chat, k) => ({ ...chat, k }));
    batch = [];
    await db.transaction(async (tx) => {
      const rows = rowsOf(
        await tx.execute(sql`
          insert into chats (subject, author_first_name, author_last_name, author_email, author_phone,
            author_address, access_token_hash, language, created_at, status, last_activity_at)
          select subject, first_name, last_name, email, phone, address, token_hash, language,
            created_at, status, created_at
          from json_to_recordset(${JSON.stringify(
            chats.map((chat) => ({
              k: chat.k,
              subject: chat.subject,
              first_name: chat.author.firstName,
              last_name: chat.author.lastName,
              email: chat.author.email,
              phone: chat.author.phone,
              address: chat.author.address,
              token_hash: chat.accessTokenHash,
              language: chat.language,
              created_at: chat.createdAt.toISOString(),
              status: chat.status,
            })),
          )}::json) as x(k int, subject text, first_name text, last_name text, email text,
            phone text, address text, token_hash text, language text, created_at timestamptz,
            status chat_status)
          order by k
          returning id, access_token_hash`),
      );
      const idOf = new Map(rows.map((row) => [String(row.access_token_hash), Number(row.id)]));
      const messages = chats.flatMap((chat) => {
        const chatId = idOf.get(chat.accessTokenHash)!;
        firstId = Math.min(firstId, chatId);
        lastId = Math.max(lastId, chatId);
        if ((index + chat.k) % every === 0 && samples.length < CHECKED)
          samples.push({ id: chatId, chat });
        return chat.messages.map((message) => ({
          chat_id: chatId,
          sender: message.sender,
          sender_name: message.senderName,
          content: sanitizeRichText(message.content),
          sent_at: message.sentAt.toISOString(),
        }));
      });
      index += chats.length;
      // Within the 1 GB a value may have: a few MB per statement.
      for (let at = 0; at < messages.length; at += 5000) {
        await tx.execute(sql`
          insert into messages (chat_id, sender, sender_name, content, sent_at)
          select chat_id, sender, sender_name, content, sent_at
          from json_to_recordset(${JSON.stringify(
            messages.slice(at, at + 5000).map((message, k) => ({ k, ...message })),
          )}::json) as x(k int, chat_id int, sender message_sender, sender_name text,
            content text, sent_at timestamptz)
          order by k`);
      }
      messageTotal += messages.length;
    });
  };
  for (const chat of seedChats(options.chats, options.messages)) {
    if (chat.status === 'closed') closed++;
    batch.push(chat);
    if (batch.length === BATCH) {
      await flush();
      if (index % 5000 === 0)
        console.log(
          `  ${index} chats, ${messageTotal} messages (${seconds(started).toFixed(0)} s)`,
        );
    }
  }
  if (batch.length) await flush();
  const written = seconds(started);

  // The list columns, by the migration's own statement, for the seeded chats only.
  let phase = performance.now();
  await db.execute(
    sql.raw(`${update} AND c."id" BETWEEN ${Number(firstId)} AND ${Number(lastId)}`),
  );
  await db.execute(sql`delete from chat_events where id > ${events}`);
  await seedStatisticsColumns(db, firstId, lastId);
  const updated = seconds(phase);
  console.log(`  list columns recomputed (${updated.toFixed(1)} s)`);

  phase = performance.now();
  await compareWithRepository(db, samples);
  const checked = seconds(phase);
  console.log(
    `  ${samples.length} chats written again through insertPastChat: the same columns (${checked.toFixed(1)} s)`,
  );
  const vacuum = await vacuumPostgres(database);
  return {
    chats: index,
    messages: messageTotal,
    closed,
    checked: samples.length,
    seconds: { write: written, update: updated, check: checked, vacuum, total: seconds(started) },
  };
}

/**
 * Writes each sample again through insertPastChat (and updateChatStatus) in one transaction that
 * is rolled back, and compares the two rows' list columns; throws when one differs.
 */
async function compareWithRepository(db: Db, samples: { id: number; chat: SeedChat }[]) {
  const differences: string[] = [];
  const columns = (id: number) => sql`
    select c.status, c.message_count, c.last_sender,
      to_char(c.last_activity_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as last_activity_at,
      (select to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || ' ' || m.sender
        from messages m where m.id = c.last_message_id) as last_message,
      (select to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || ' ' || m.sender
        from messages m where m.id = c.last_customer_message_id) as last_customer_message,
      c.search::text as search
    from chats c where c.id = ${id}`;
  class RolledBack extends Error {}
  try {
    await db.transaction(async (tx) => {
      for (const { id, chat } of samples) {
        const { id: again } = await writePastChat(tx, asPastChat(chat));
        if (chat.status === 'closed') await updateChatStatus(tx, again, 'closed');
        const [bulk] = rowsOf(await tx.execute(columns(id)));
        const [repository] = rowsOf(await tx.execute(columns(again)));
        for (const [column, value] of Object.entries(repository)) {
          if (String(bulk[column]) !== String(value))
            differences.push(
              `chat ${id}, ${column}: bulk ${String(bulk[column]).slice(0, 200)} ≠ insertPastChat ${String(value).slice(0, 200)}`,
            );
        }
      }
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (differences.length)
    throw new Error(
      `The bulk seed's list columns differ from what insertPastChat writes:\n${differences.slice(0, 10).join('\n')}`,
    );
}

async function seedThroughRepository(
  database: Database,
  options: ChatSeedOptions,
  started: number,
) {
  const { db } = database;
  const events = await lastEventId(db);
  let chats = 0;
  let messages = 0;
  let closed = 0;
  let batch: SeedChat[] = [];
  const flush = async () => {
    const written = batch;
    batch = [];
    await db.transaction(async (tx) => {
      for (const chat of written) {
        const { id } = await writePastChat(tx, asPastChat(chat));
        if (chat.status === 'closed') await updateChatStatus(tx, id, 'closed');
      }
    });
    chats += written.length;
    messages += written.reduce((sum, chat) => sum + chat.messages.length, 0);
  };
  for (const chat of seedChats(options.chats, options.messages)) {
    if (chat.status === 'closed') closed++;
    batch.push(chat);
    if (batch.length === REPOSITORY_BATCH) {
      await flush();
      if (chats % 1000 === 0)
        console.log(`  ${chats} chats, ${messages} messages (${seconds(started).toFixed(0)} s)`);
    }
  }
  if (batch.length) await flush();
  await db.execute(sql`delete from chat_events where id > ${events}`);
  await seedStatisticsColumns(db, 1, 2_147_483_647);
  const written = seconds(started);
  const vacuum = await vacuumPostgres(database);
  return {
    chats,
    messages,
    closed,
    checked: 0,
    seconds: { write: written, update: 0, check: 0, vacuum, total: seconds(started) },
  };
}

/** The website pages conversations start on in the seed, most often the first. */
const START_PAGES = [
  'https://www.example.be/',
  'https://www.example.be/diensten/dakwerken',
  'https://www.example.be/contact',
  'https://www.example.be/diensten/isolatie',
  'https://www.example.be/realisaties',
  'https://www.example.be/diensten/zonnepanelen',
];

/**
 * What the statistics read besides messages, for the chats seeded between two ids: when each
 * closed one was closed (its last activity: the seed's history is years old, not closed today)
 * the page it started on, and the customer's first message and first staff reply (which each
 * message's write keeps; the bulk seed writes messages without it).
 */
export async function seedStatisticsColumns(db: Db, firstId: number, lastId: number) {
  const pages = sql.raw(`ARRAY[${START_PAGES.map((page) => `'${page}'`).join(', ')}]`);
  await db.execute(sql`
    update chats set
      closed_at = case when status = 'closed' then last_activity_at end,
      start_page = (${pages})[1 + (id * 7919 % 23) % ${START_PAGES.length}]
    where id between ${firstId} and ${lastId}`);
  await db.execute(sql`
    update chats c set first_customer_at = (select min(m.sent_at) from messages m
      where m.chat_id = c.id and m.sender = 'customer')
    where c.id between ${firstId} and ${lastId}`);
  await db.execute(sql`
    update chats c set first_response_at = (select min(m.sent_at) from messages m
      where m.chat_id = c.id and m.sender = 'staff' and not m.automatic
        and m.sent_at >= c.first_customer_at)
    where c.id between ${firstId} and ${lastId}`);
}

/** On PostgreSQL: what autovacuum would soon do after such a load. Answers the seconds taken. */
async function vacuumPostgres(database: Database): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  const phase = performance.now();
  await database.db.execute(sql`vacuum analyze chats, messages, chat_events`);
  const taken = seconds(phase);
  console.log(`  vacuum analyze (${taken.toFixed(1)} s)`);
  return taken;
}

/** `npm run bench:seed -- --chats N`: seeds the benchmark's chat database; prints what it did. */
export async function seedChatBench(options: ChatSeedOptions): Promise<void> {
  const name = chatSeedName(options);
  const database = await chatDatabase(name);
  try {
    console.log(
      `Seeding ${options.chats} chats with ${options.messages} messages (${options.via}) into ` +
        `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${database.where}`,
    );
    const result = await seedChatDatabase(database.target, options);
    const s = result.seconds;
    console.log(
      `Seeded in ${s.total.toFixed(0)} s: ${result.chats} chats (${result.closed} closed) with ` +
        `${result.messages} messages; writing ${s.write.toFixed(1)} s` +
        (options.via === 'bulk'
          ? `, list columns ${s.update.toFixed(1)} s, check of ${result.checked} chats ${s.check.toFixed(1)} s`
          : '') +
        (database.kind === 'postgres' ? `, vacuum analyze ${s.vacuum.toFixed(1)} s` : '') +
        '.',
    );
  } finally {
    database.cleanup();
  }
}
