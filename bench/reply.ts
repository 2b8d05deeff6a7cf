/**
 * What a staff reply costs the machine: server CPU and database CPU per reply, end to end (the
 * 201, the outbox's mail to a real SMTP server, the live event), and where the database's share
 * goes, statement by statement.
 *
 * Starts a real SMTP server in this process, a throwaway PostgreSQL 15 cluster with
 * pg_stat_statements (BENCH_POSTGRES=false: PGlite, where the database runs inside the server
 * process and only the total is measured), the built server on it with
 * MAIL_REPLY_GROUP_SECONDS=0, and BENCH_CHATS conversations. Then one staff reply per
 * conversation, one after the other, and waits for every mail. CPU is read from /proc: the
 * server process, and the postmaster with all its children (the backends, the WAL writer…).
 * With BENCH_PROFILE=<folder> the server writes a V8 CPU profile there (node --cpu-prof) and
 * its JavaScript time is printed by package and by our own module.
 * No target: figures for bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/hardening/postgres';
import { startSmtpServer, type TestSmtpServer } from '../server/test/smtp';
import { cpuMs } from './lib/cpu';
import { ensureServerBuilt, startProductServer, type RunningProcess } from './lib/server-process';
import { call, json } from './lib/requests';

const CHATS = Number(process.env.BENCH_CHATS || 300);
const POSTGRES = process.env.BENCH_POSTGRES !== 'false';
const PROFILE = process.env.BENCH_PROFILE;
const ADMIN = { email: 'bench-reply@example.be', password: 'bench reply passphrase' };

/** CPU ms of a process and every descendant of it (a PostgreSQL cluster: the postmaster's). */
function treeCpuMs(pid: number): number {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return (cpuMs(pid) ?? 0) + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
}

const postmasterOf = (cluster: ThrowawayPostgres) =>
  Number(fs.readFileSync(path.join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Restarts the cluster with pg_stat_statements loaded, and creates the extension. */
async function withStatementStatistics(cluster: ThrowawayPostgres) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await client.end();
  cluster.stop();
  cluster.start();
  const again = new pg.Client({ connectionString: cluster.url });
  await again.connect();
  await again.query('create extension if not exists pg_stat_statements');
  return again;
}

interface StatementRow {
  query: string;
  calls: string;
  total: number;
}

async function main() {
  ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-reply-'));
  let cluster: ThrowawayPostgres | undefined;
  let statistics: pg.Client | undefined;
  let server: RunningProcess | undefined;
  let smtp: TestSmtpServer | undefined;
  try {
    smtp = await startSmtpServer();
    if (POSTGRES) {
      cluster = await startThrowawayPostgres();
      statistics = await withStatementStatistics(cluster);
    }
    if (PROFILE) fs.mkdirSync(PROFILE, { recursive: true });
    server = await startProductServer({
      dataDir,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Kantoor <no-reply@example.be>',
        MAIL_REPLY_GROUP_SECONDS: '0',
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
        ...(PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE}` } : {}),
      },
    });
    const origin = server.origin;
    const { token } = (await call(origin, '/api/user/login', json('POST', ADMIN))) as {
      token: string;
    };
    const staff = { authorization: `Bearer ${token}` };
    await call(origin, '/api/mail/preference', json('PUT', { notifyByMail: false }, staff));
    // A staff screen listening, as in the office: the reply's event has somewhere to go.
    const events = new AbortController();
    void fetch(`${origin}/api/events`, { headers: staff, signal: events.signal })
      .then((response) => response.body?.pipeTo(new WritableStream()))
      .catch(() => undefined);

    const chats: number[] = [];
    for (let i = 0; i < CHATS; i++) {
      const created = (await call(
        origin,
        '/api/chat/create',
        json('POST', {
          subject: `Vraag ${i + 1}`,
          author: {
            firstName: 'Klant',
            lastName: `Nummer ${i + 1}`,
            email: `klant-${i}@example.be`,
          },
          content: 'Hallo, ik heb een vraag over de offerte.',
        }),
      )) as { id: number };
      chats.push(created.id);
    }
    // Settle: the creation's own work (mails off, statistics) is done before the measure.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mailsBefore = smtp.received.length;
    await statistics?.query('select pg_stat_statements_reset()');
    const serverBefore = cpuMs(server.pid) ?? 0;
    const databaseBefore = cluster ? treeCpuMs(postmasterOf(cluster)) : 0;
    const started = performance.now();
    // The profile's clock (V8's, in µs) is the monotonic clock hrtime reads.
    const window = { from: process.hrtime.bigint() / 1000n, to: 0n };
    for (const id of chats) {
      await call(
        origin,
        `/api/chat/createMessage/${id}`,
        json(
          'POST',
          { content: `<p>Antwoord op uw vraag ${id}: we komen <b>dinsdag</b>.</p>` },
          staff,
        ),
      );
    }
    const answeredSeconds = (performance.now() - started) / 1000;
    await smtp.waitFor(mailsBefore + CHATS, 120_000);
    window.to = process.hrtime.bigint() / 1000n;
    const mailedSeconds = (performance.now() - started) / 1000;
    const serverMs = (cpuMs(server.pid) ?? 0) - serverBefore;
    const databaseMs = cluster ? treeCpuMs(postmasterOf(cluster)) - databaseBefore : undefined;

    const perReply = (ms: number) => (ms / CHATS).toFixed(2);
    console.log(
      `\nbench:reply on ${cluster ? 'PostgreSQL 15 (fsync off)' : 'PGlite'}: ${CHATS} staff replies ` +
        `one after the other, ${(CHATS / answeredSeconds).toFixed(0)} replies/s; every mail in ` +
        `after ${mailedSeconds.toFixed(1)} s`,
    );
    console.log(`  server process CPU: ${perReply(serverMs)} ms per reply`);
    if (databaseMs !== undefined)
      console.log(`  PostgreSQL CPU (all its processes): ${perReply(databaseMs)} ms per reply`);

    if (statistics) {
      const { rows } = await statistics.query<StatementRow>(
        `select query, calls::text, total_exec_time as total from pg_stat_statements
          where query not like '%pg_stat_statements%' order by total_exec_time desc limit 25`,
      );
      console.log('\n| statement | calls per reply | ms per reply |\n| --- | --: | --: |');
      for (const row of rows) {
        const text = row.query.replace(/\s+/g, ' ').slice(0, 110).replace(/\|/g, '\\|');
        console.log(
          `| \`${text}\` | ${(Number(row.calls) / CHATS).toFixed(2)} | ${perReply(row.total)} |`,
        );
      }
    }
    events.abort();
    await server.stop();
    server = undefined;
    if (PROFILE) printProfile(PROFILE, window);
  } finally {
    await server?.stop();
    await statistics?.end().catch(() => undefined);
    await smtp?.close();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}

/**
 * The server's time during the replies by where it was spent: each sample is counted for the
 * nearest frame on its stack in a package or in one of our modules (Node's own streams and
 * sockets count for whoever called them); the collector and idle time apart.
 */
function printProfile(folder: string, window: { from: bigint; to: bigint }) {
  const file = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!file) return;
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const placeOf = (url: string) => {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (inPackage) return inPackage[1];
    const ours = /build\/server\/(.+)\.js$/.exec(url);
    return ours ? `server/${ours[1]}` : undefined;
  };
  const where = (id: number) => {
    const leaf = nodes.get(id)!.callFrame;
    if (!leaf.url && leaf.functionName.startsWith('(')) return leaf.functionName;
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const place = placeOf(nodes.get(at)!.callFrame.url);
      if (place) return place;
    }
    return 'node (no caller of ours)';
  };
  const spent = new Map<string, number>();
  let time = BigInt(profile.startTime);
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += BigInt(delta);
    if (time < window.from || time > window.to) return;
    const place = where(id);
    if (place !== '(idle)') total += delta / 1000;
    spent.set(place, (spent.get(place) ?? 0) + delta / 1000);
  });
  console.log(
    `\nServer time during the replies by place, ${total.toFixed(0)} ms busy ` +
      `(${(total / CHATS).toFixed(2)} ms per reply; ${path.basename(file)}):`,
  );
  for (const [place, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(ms / CHATS).toFixed(3).padStart(7)} ms per reply  ${place}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
