/**
 * Live updates at a company's size: two server instances on one PostgreSQL, 200 open event
 * streams (three quarters customers' widgets, a quarter staff screens), and how long a change
 * takes to appear on the other side:
 * - a staff reply written through one instance, in a widget whose stream another holds: the
 *   event, then the widget's read of the conversation;
 * - a customer's follow-up written through one instance, on a staff screen whose stream the
 *   other holds: the event, then the staff list's and the conversation's reads.
 * Also the servers' resident memory per open stream. Prints one table and the target (p99
 * under 1 s) with PASS or FAIL; exits 0 unless BENCH_STRICT=true.
 * Settings: BENCH_STREAMS (200), BENCH_SAMPLES (100 of each kind).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/hardening/postgres';
import { chatEventData, openStream, type OpenedStream } from '../server/test/event-stream-client';
import { residentMiB } from './lib/memory';
import { ensureServerBuilt, startProductServer, type RunningProcess } from './lib/server-process';
import { call, json, percentile } from './lib/requests';

const STREAMS = Number(process.env.BENCH_STREAMS || 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 100);
const STRICT = process.env.BENCH_STRICT === 'true';
const TARGET_P99_MS = 1000;
const ADMIN = { email: 'bench-live@example.be', password: 'bench live passphrase' };

interface Customer {
  id: number;
  accessToken: string;
  /** The instance that holds its widget's stream. */
  at: number;
  stream: OpenedStream;
}

async function main() {
  ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-live-'));
  let cluster: ThrowawayPostgres | undefined;
  const servers: RunningProcess[] = [];
  const streams: OpenedStream[] = [];
  try {
    cluster = await startThrowawayPostgres();
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startProductServer({
          dataDir: path.join(dataDir, String(i)),
          adminEmail: ADMIN.email,
          adminPassword: ADMIN.password,
          env: {
            DATABASE_URL: cluster.url,
            CHAT_MESSAGE_LIMIT_PER_CHAT: '1000000',
            CHAT_MESSAGE_LIMIT_PER_ADDRESS: '1000000',
            // Every stream comes from this one machine.
            LIVE_STREAMS_PER_ADDRESS: String(STREAMS),
            LIVE_STREAMS_MAX: String(STREAMS * 2),
          },
        }),
      );
    }
    const origins = servers.map((server) => server.origin);
    const login = (await call(origins[0], '/api/user/login', json('POST', ADMIN))) as {
      token: string;
    };
    const staff = { authorization: `Bearer ${login.token}` };
    const before = servers.map((server) => residentMiB(server.pid) ?? 0);

    const customerCount = Math.round((STREAMS * 3) / 4);
    const customers: Customer[] = [];
    for (let i = 0; i < customerCount; i++) {
      const at = i % 2;
      const created = (await call(
        origins[at],
        '/api/chat/create',
        json('POST', {
          subject: `Vraag ${i + 1}`,
          author: { firstName: 'Klant', lastName: `Nummer ${i + 1}`, email: 'klant@example.be' },
          content: 'Hallo, ik heb een vraag.',
        }),
      )) as { id: number; accessToken: string };
      const stream = await openStream(`${origins[at]}/api/chat/public/${created.id}/events`, {
        'x-chat-token': created.accessToken,
      });
      streams.push(stream);
      customers.push({ ...created, at, stream });
    }
    const staffStreams: { at: number; stream: OpenedStream }[] = [];
    for (let i = 0; i < STREAMS - customerCount; i++) {
      const at = i % 2;
      const stream = await openStream(`${origins[at]}/api/events`, staff);
      streams.push(stream);
      staffStreams.push({ at, stream });
    }
    await Promise.all(streams.map((stream) => stream.next((e) => e.event === 'ready')));
    // Let the servers settle (heartbeats, presence rows) before memory is read.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = servers.map((server) => residentMiB(server.pid) ?? 0);

    const replyEvent: number[] = [];
    const replyShown: number[] = [];
    const followUpEvent: number[] = [];
    const followUpShown: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      // A staff reply through the instance that does not hold the widget's stream.
      const customer = customers[sample % customers.length];
      const seen = customer.stream.events.length;
      const started = performance.now();
      await call(
        origins[1 - customer.at],
        `/api/chat/createMessage/${customer.id}`,
        json('POST', { content: `<p>Antwoord ${sample}</p>` }, staff),
      );
      await customer.stream.next(
        (e) => e.event === 'chat' && customer.stream.events.indexOf(e) >= seen,
      );
      replyEvent.push(performance.now() - started);
      await call(origins[customer.at], `/api/chat/public/${customer.id}`, {
        headers: { 'x-chat-token': customer.accessToken },
      });
      replyShown.push(performance.now() - started);

      // The customer answers through one instance; a staff screen on the other hears it.
      const watcher = staffStreams.find(({ at }) => at !== customer.at)!;
      const staffSeen = watcher.stream.events.length;
      const written = performance.now();
      await call(
        origins[customer.at],
        `/api/chat/public/${customer.id}/message`,
        json('POST', { content: `Dank u ${sample}` }, { 'x-chat-token': customer.accessToken }),
      );
      await watcher.stream.next(
        (e) =>
          e.event === 'chat' &&
          watcher.stream.events.indexOf(e) >= staffSeen &&
          chatEventData(e).chatId === customer.id &&
          chatEventData(e).sender === 'customer',
      );
      followUpEvent.push(performance.now() - written);
      await Promise.all([
        call(origins[watcher.at], '/api/chat/getall', { headers: staff }),
        call(origins[watcher.at], `/api/chat/get/${customer.id}`, { headers: staff }),
      ]);
      followUpShown.push(performance.now() - written);
    }

    const row = (name: string, values: number[]) =>
      `| ${name.padEnd(62)} | ${[50, 95, 99]
        .map((p) => percentile(values, p).toFixed(0).padStart(6))
        .join(' | ')} | ${Math.max(...values)
        .toFixed(0)
        .padStart(6)} |`;
    const perStream = servers.map((_, i) => {
      const held = streams.length / servers.length;
      return ((after[i] - before[i]) * 1024) / held;
    });
    const worst = Math.max(percentile(replyShown, 99), percentile(followUpShown, 99));
    const lines = [
      '',
      `bench:live: 2 instances on PostgreSQL 15, ${streams.length} open streams ` +
        `(${customers.length} widgets, ${staffStreams.length} staff screens), ${SAMPLES} samples of each kind`,
      '',
      `| ${'ms'.padEnd(62)} |    p50 |    p95 |    p99 |    max |`,
      `| ${'-'.repeat(62)} | -----: | -----: | -----: | -----: |`,
      row('staff reply → event in the widget (other instance)', replyEvent),
      row('staff reply → widget has read the conversation', replyShown),
      row('customer follow-up → event on a staff screen (other instance)', followUpEvent),
      row('customer follow-up → staff list and conversation read', followUpShown),
      '',
      `resident memory: ${servers
        .map((_, i) => `instance ${i + 1} ${before[i].toFixed(0)} → ${after[i].toFixed(0)} MiB`)
        .join(
          ', ',
        )}; per open stream ${perStream.map((kib) => `${kib.toFixed(1)} KiB`).join(', ')}`,
      '',
      `${worst < TARGET_P99_MS ? 'PASS' : 'FAIL'} a change appears on the other side within ` +
        `${TARGET_P99_MS} ms at p99 (${worst.toFixed(0)} ms)`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (STRICT && worst >= TARGET_P99_MS) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
