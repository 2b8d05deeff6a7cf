/**
 * Mail latency: how long after a staff reply's 201 its mail reaches the customer's SMTP server.
 * Starts a real SMTP server in this process (server/test/smtp.ts), the built server with
 * SMTP_URL pointing to it and MAIL_REPLY_GROUP_SECONDS=0 (each reply its own mail, due at once),
 * on PGlite (or, with BENCH_POSTGRES=true, on a throwaway PostgreSQL 15 cluster), and creates
 * BENCH_CHATS conversations, each with its own customer address. The staff account's own mails
 * for new conversations are switched off first, so only the replies' mails are sent.
 * Then one staff reply per conversation, in three phases of a third each (a phase starts once
 * the previous one's mails are in): one reply every BENCH_SPACING_MS (an idle server), one after
 * the other, and BENCH_CONCURRENCY at once. Per reply: from its 201 answer to the SMTP server's
 * receipt of the mail addressed to that conversation's customer. Last, a baseline: mails sent
 * straight through the server's transport (server/mail/transport.ts) from this process, without
 * outbox or HTTP. Prints p50, p99, max and count per phase, and any reply whose mail did not
 * arrive or arrived twice. No target: exits 0 unless a mail is missing or duplicated.
 * Settings: BENCH_CHATS (200), BENCH_CONCURRENCY (10), BENCH_SPACING_MS (200),
 * BENCH_POSTGRES (false).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/hardening/postgres';
import { openTransport } from '../server/mail/transport';
import { startSmtpServer, type TestSmtpServer } from '../server/test/smtp';
import { ensureServerBuilt, startProductServer, type RunningProcess } from './lib/server-process';
import { call, json, percentile } from './lib/requests';

const CHATS = Number(process.env.BENCH_CHATS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
/** Mails sent straight through the server's transport, without the outbox: the baseline. */
const BASELINE = 30;
const POSTGRES = process.env.BENCH_POSTGRES === 'true';
const SPACING_MS = Number(process.env.BENCH_SPACING_MS || 200);
const ADMIN = { email: 'bench-mail@example.be', password: 'bench mail passphrase' };
/** How long to wait for the last mails after the last reply. */
const ARRIVAL_TIMEOUT_MS = 120_000;

interface Chat {
  id: number;
  email: string;
  /** Date.now() when the reply's 201 arrived. */
  answeredAt?: number;
}

/** Runs `task` for each item, `concurrency` at a time. */
async function inTurns<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

async function main() {
  ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-mail-'));
  let cluster: ThrowawayPostgres | undefined;
  let server: RunningProcess | undefined;
  let smtp: TestSmtpServer | undefined;
  try {
    smtp = await startSmtpServer();
    if (POSTGRES) cluster = await startThrowawayPostgres();
    server = await startProductServer({
      dataDir,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Kantoor <no-reply@example.be>',
        MAIL_REPLY_GROUP_SECONDS: '0',
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      },
    });
    const origin = server.origin;
    const login = (await call(origin, '/api/user/login', json('POST', ADMIN))) as {
      token: string;
    };
    const staff = { authorization: `Bearer ${login.token}` };
    await call(origin, '/api/mail/preference', json('PUT', { notifyByMail: false }, staff));

    const chats: Chat[] = [];
    for (let i = 0; i < CHATS; i++) {
      const email = `klant-${i + 1}@example.be`;
      const created = (await call(
        origin,
        '/api/chat/create',
        json('POST', {
          subject: `Vraag ${i + 1}`,
          author: { firstName: 'Klant', lastName: `Nummer ${i + 1}`, email },
          content: 'Hallo, ik heb een vraag.',
        }),
      )) as { id: number };
      chats.push({ id: created.id, email });
    }
    // Nothing should have been sent yet: the staff account asked for no notices.
    const strays = smtp.received.length;

    const reply = async (chat: Chat) => {
      await call(
        origin,
        `/api/chat/createMessage/${chat.id}`,
        json('POST', { content: `<p>Antwoord voor ${chat.email}</p>` }, staff),
      );
      chat.answeredAt = Date.now();
    };
    const third = Math.ceil(CHATS / 3);
    const phases = [
      {
        name: `one reply every ${SPACING_MS} ms`,
        chats: chats.slice(0, third),
        concurrency: 1,
        pauseMs: SPACING_MS,
      },
      {
        name: 'one reply after the other',
        chats: chats.slice(third, 2 * third),
        concurrency: 1,
        pauseMs: 0,
      },
      {
        name: `${CONCURRENCY} replies at once`,
        chats: chats.slice(2 * third),
        concurrency: CONCURRENCY,
        pauseMs: 0,
      },
    ];
    const started = performance.now();
    for (const phase of phases) {
      await inTurns(phase.chats, phase.concurrency, async (chat) => {
        await reply(chat);
        if (phase.pauseMs) await new Promise((resolve) => setTimeout(resolve, phase.pauseMs));
      });
      // The next phase starts once this one's mails are in, so the phases do not overlap.
      await smtp
        .waitFor(strays + chats.filter((chat) => chat.answeredAt).length, ARRIVAL_TIMEOUT_MS)
        .catch(() => undefined);
    }
    const replySeconds = (performance.now() - started) / 1000;
    try {
      await smtp.waitFor(strays + CHATS, ARRIVAL_TIMEOUT_MS);
    } catch {
      // Reported below as missing.
    }
    // A second mail for a reply would show up now.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const arrivals = new Map<string, number[]>();
    for (const mail of smtp.received)
      for (const to of mail.envelope.to) arrivals.set(to, [...(arrivals.get(to) ?? []), mail.at]);
    const replyMails = smtp.received.length - strays;
    const missing = chats.filter((chat) => !arrivals.has(chat.email)).length;
    const twice = chats.filter((chat) => (arrivals.get(chat.email)?.length ?? 0) > 1).length;
    const delays = (list: Chat[]) =>
      list
        .filter((chat) => arrivals.has(chat.email))
        .map((chat) => arrivals.get(chat.email)![0] - chat.answeredAt!);

    // The baseline: the server's transport (server/mail/transport.ts) in this process, one mail
    // at a time to the same SMTP server, from the call to the receipt.
    const transport = openTransport(smtp.url);
    const baseline: number[] = [];
    try {
      for (let i = 0; i < BASELINE; i++) {
        const count = smtp.received.length;
        const sentAt = Date.now();
        await transport.sendMail({
          from: ADMIN.email,
          to: `baseline-${i}@example.be`,
          subject: 'Baseline',
          text: 'Baseline',
        });
        await smtp.waitFor(count + 1, ARRIVAL_TIMEOUT_MS);
        baseline.push(smtp.received[count].at - sentAt);
        await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
      }
    } finally {
      transport.close();
    }

    const row = (name: string, values: number[]) =>
      `| ${name.padEnd(40)} | ${
        values.length
          ? [percentile(values, 50), percentile(values, 99), Math.max(...values)]
              .map((value) => value.toFixed(0).padStart(6))
              .join(' | ')
          : ['–', '–', '–'].map((value) => value.padStart(6)).join(' | ')
      } | ${String(values.length).padStart(5)} |`;
    const lines = [
      '',
      `bench:mail: 1 instance on ${cluster ? 'PostgreSQL 15' : 'PGlite'}, ${CHATS} chats, ` +
        `one staff reply each (${replySeconds.toFixed(1)} s for the three phases), ` +
        'MAIL_REPLY_GROUP_SECONDS=0',
      '',
      `| ${'staff reply 201 → mail at the SMTP server'.padEnd(40)} | p50 ms | p99 ms | max ms | count |`,
      `| ${'-'.repeat(40)} | -----: | -----: | -----: | ----: |`,
      ...phases.map((phase) => row(phase.name, delays(phase.chats))),
      row('all', delays(chats)),
      row(`transport alone, one every ${SPACING_MS} ms`, baseline),
      '',
      `reply mails received: ${replyMails}; replies without a mail: ${missing}; ` +
        `replies with more than one: ${twice}; other mails: ${strays}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (missing || twice) process.exitCode = 1;
  } finally {
    await server?.stop();
    await smtp?.close();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
