import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../server/test/smtp';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
import {
  call as callServer,
  killServers,
  favour,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './process';

/**
 * The e-mail outbox under faults, judged by what a real SMTP server (server/test/smtp.ts)
 * receives from real server processes (child processes, see ./process.ts):
 * - the SMTP server refuses every mail (421, then 451: 'try again later') for a minute, then
 *   accepts: every mail arrives, exactly once;
 * - the server is SIGKILLed right after acknowledging staff replies: after a restart on the same
 *   data (PGlite folder, PostgreSQL database) their mails arrive, exactly once;
 * - 200 staff replies at once through two instances on one PostgreSQL, whose senders claim the
 *   same outbox (FOR UPDATE SKIP LOCKED): exactly 200 mails, no Message-ID twice.
 * No timing is asserted; waits are generous, as the machine may be busy.
 */

const SETUP_MS = 120_000;
const ADMIN = { email: 'mail-hardening@example.be', password: 'correct horse battery staple' };
/** After the last expected mail: time for a duplicate to show up, should there be one. */
const GRACE_MS = 3000;

let cluster: ThrowawayPostgres | undefined;
const smtpServers: TestSmtpServer[] = [];
const folders: string[] = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, SETUP_MS);

afterAll(async () => {
  try {
    await killServers();
    for (const smtp of smtpServers) await smtp.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  } finally {
    cluster?.destroy();
  }
}, SETUP_MS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function smtpServer() {
  const smtp = await startSmtpServer();
  smtpServers.push(smtp);
  return smtp;
}

/** A database of its own on the shared cluster, so the tests do not see each other's outbox. */
async function newDatabase(name: string): Promise<string> {
  const admin = new Client({ connectionString: cluster!.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster!.url);
  url.pathname = `/${name}`;
  return url.toString();
}

interface OutboxRow {
  id: number;
  message_id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

async function outboxOf(url: string): Promise<OutboxRow[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query<OutboxRow>(
        'select id, message_id, kind, recipient, status, attempts, last_error from outbox order by id',
      )
    ).rows;
  } finally {
    await client.end();
  }
}

/** Calls wait long: 200 writes at once queue on a busy machine. */
const call = (...args: Parameters<typeof callServer>) =>
  callServer(args[0], args[1], args[2], args[3], args[4], 60_000);

/**
 * Starts a server process with mail set up and waits until it answers; favoured (see `favour`):
 * a restart after a kill on PGlite ran past the health wait beside the other CI lanes.
 */
async function startServer(env: Record<string, string>) {
  const server = favour(
    await spawnServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CHAT_CREATE_LIMIT_PER_ADDRESS: '1000000',
      MAIL_FROM: 'Kantoor <no-reply@example.be>',
      ...env,
    }),
  );
  await waitUntilHealthy(server);
  return server;
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await call(server, 'POST', '/api/user/login', ADMIN);
  if (response.status !== 200) throw new Error(`sign-in: ${JSON.stringify(response)}`);
  return response.body.token;
}

/** The staff account gets no mail for new conversations: only the customers' mails remain. */
async function noStaffNotices(server: ServerProcess, token: string) {
  const response = await call(
    server,
    'PUT',
    '/api/mail/preference',
    { notifyByMail: false },
    token,
  );
  expect(response).toEqual({ status: 200, body: { notifyByMail: false } });
}

interface Chat {
  id: number;
  /** The customer's address: unique per chat, so each mail says which chat it is for. */
  email: string;
  subject: string;
}

/** Customers start `count` chats, `concurrency` at a time, through the given servers in turn. */
async function startChats(
  servers: ServerProcess[],
  count: number,
  tag: string,
  concurrency = 8,
): Promise<Chat[]> {
  const chats: Chat[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const email = `klant-${tag}-${n}@example.be`;
      const subject = `Vraag ${tag} ${n}`;
      const response = await call(servers[n % servers.length], 'POST', '/api/chat/create', {
        subject,
        author: { firstName: 'Klant', lastName: `Nummer ${n}`, email },
        content: `Hallo, vraag ${n}.`,
      });
      if (response.status !== 201) throw new Error(`chat ${n}: ${JSON.stringify(response)}`);
      chats[n] = { id: response.body.id, email, subject };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return chats;
}

const replyText = (chat: Chat) => `Antwoord voor ${chat.email}`;

async function staffReply(server: ServerProcess, token: string, chat: Chat) {
  const response = await call(
    server,
    'POST',
    `/api/chat/createMessage/${chat.id}`,
    { content: `<p>${replyText(chat)}</p>` },
    token,
  );
  if (response.status !== 201) throw new Error(`reply ${chat.id}: ${JSON.stringify(response)}`);
}

/** Message-IDs without their angle brackets, as mailparser and the outbox may differ there. */
const bare = (messageId: string | undefined) => (messageId ?? '').replace(/^<|>$/g, '');

/** How often each Message-ID and each recipient occurs among the received mails. */
function tally(received: ReceivedMail[]) {
  const byMessageId = new Map<string, number>();
  const byRecipient = new Map<string, number>();
  for (const mail of received) {
    const id = bare(mail.parsed.messageId);
    byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
    for (const to of mail.envelope.to) byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
  }
  const repeated = (counts: Map<string, number>) =>
    [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
  return {
    byMessageId,
    byRecipient,
    repeatedMessageIds: repeated(byMessageId),
    repeatedRecipients: repeated(byRecipient),
  };
}

/** Every mail has one envelope recipient, the same as its To header, and a Message-ID. */
function wellAddressed(received: ReceivedMail[]) {
  return received
    .filter((mail) => {
      const to = mail.parsed.to;
      const header = (Array.isArray(to) ? to : to ? [to] : []).flatMap((list) =>
        list.value.map((address) => address.address),
      );
      return (
        mail.envelope.to.length !== 1 ||
        header.length !== 1 ||
        header[0] !== mail.envelope.to[0] ||
        !bare(mail.parsed.messageId)
      );
    })
    .map((mail) => `${mail.envelope.to.join(',')} ${mail.parsed.messageId}`);
}

/** Checks the customers' reply mails: one each, to the right address, with their reply. */
function expectOneReplyMailPerChat(received: ReceivedMail[], chats: Chat[]) {
  const wrong: string[] = [];
  for (const chat of chats) {
    const mails = received.filter((mail) => mail.envelope.to.includes(chat.email));
    if (mails.length !== 1) wrong.push(`${chat.email}: ${mails.length} mails`);
    else if (!(mails[0].parsed.text ?? '').includes(replyText(chat)))
      wrong.push(`${chat.email}: without its reply`);
  }
  expect(wrong).toEqual([]);
}

/** Polls until `check` answers true; fails with `what` after `timeoutMs`. */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(500);
  }
}

async function mailStatus(server: ServerProcess, token: string) {
  const response = await call(server, 'GET', '/api/mail/status', undefined, token);
  expect(response.status).toBe(200);
  return response.body as {
    configured: boolean;
    sent: number;
    waiting: number;
    failed: number;
    lastError: { message: string } | null;
  };
}

async function stopGracefully(server: ServerProcess) {
  server.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

test('an SMTP server that answers 421, then 451, for a minute gets every mail once it accepts, exactly once', async () => {
  const CHATS = 5;
  const smtp = await smtpServer();
  smtp.refuse = { code: 421, message: 'Service not available, try again later' };
  const url = await newDatabase('mail_refused');
  const server = await startServer({
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    MAIL_REPLY_GROUP_SECONDS: '0',
    MAIL_RETRY_FIRST_SECONDS: '5',
    MAIL_RETRY_MAX_SECONDS: '10',
  });
  const token = await signIn(server);
  const refusingSince = Date.now();

  // Each new chat: a notice to the staff account; each reply: a mail to the customer.
  const chats = await startChats([server], CHATS, 'refused', 1);
  for (const chat of chats) await staffReply(server, token, chat);
  const expected = CHATS * 2;

  await sleep(Math.max(0, refusingSince + 30_000 - Date.now()));
  smtp.refuse = { code: 451, message: 'Requested action aborted, try again later' };
  await sleep(Math.max(0, refusingSince + 60_000 - Date.now()));

  // Still refusing: nothing arrived, and every mail was tried more than once, none given up.
  const whileRefusing = await outboxOf(url);
  expect(smtp.received).toHaveLength(0);
  expect(whileRefusing).toHaveLength(expected);
  expect(
    whileRefusing.filter(
      (row) =>
        row.status !== 'waiting' || row.attempts < 2 || !/\b4(21|51)\b/.test(row.last_error ?? ''),
    ),
  ).toEqual([]);
  const status = await mailStatus(server, token);
  expect(status).toMatchObject({ configured: true, sent: 0, waiting: expected, failed: 0 });
  expect(status.lastError?.message).toMatch(/\b4(21|51)\b/);

  smtp.refuse = null;
  await smtp.waitFor(expected, 120_000);
  await waitUntil('the outbox marks every mail sent', async () =>
    (await outboxOf(url)).every((row) => row.status === 'sent'),
  );
  await sleep(GRACE_MS);

  const counts = tally(smtp.received);
  expect(smtp.received).toHaveLength(expected);
  expect(counts.repeatedMessageIds).toEqual([]);
  expect(wellAddressed(smtp.received)).toEqual([]);
  expectOneReplyMailPerChat(smtp.received, chats);
  // The staff account: one notice per new chat, each naming its chat.
  const notices = smtp.received.filter((mail) => mail.envelope.to[0] === ADMIN.email);
  expect(notices).toHaveLength(CHATS);
  for (const chat of chats)
    expect(notices.filter((mail) => (mail.parsed.text ?? '').includes(chat.subject))).toHaveLength(
      1,
    );
  // The mails that arrived are the outbox's, each tried again after the refusals.
  const after = await outboxOf(url);
  expect(new Set(after.map((row) => bare(row.message_id)))).toEqual(
    new Set(counts.byMessageId.keys()),
  );
  expect(after.filter((row) => row.status !== 'sent' || row.attempts < 2)).toEqual([]);
  expect(await mailStatus(server, token)).toMatchObject({
    sent: expected,
    waiting: 0,
    failed: 0,
  });
  console.log(
    `refused for ${Math.round((Date.now() - refusingSince) / 1000)} s in all; ` +
      `attempts per mail: ${after.map((row) => row.attempts).join(', ')}`,
  );
  await stopGracefully(server);
}, 360_000);

describe.each(['PGlite', 'PostgreSQL'] as const)(
  'SIGKILL right after staff replies were acknowledged (%s)',
  (kind) => {
    test('after a restart on the same data, each reply mail arrives, exactly once', async () => {
      const CHATS = 3;
      const smtp = await smtpServer();
      let store: Record<string, string>;
      if (kind === 'PGlite') {
        const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-mail-crash-'));
        folders.push(folder);
        store = { DATA_DIR: folder };
      } else {
        store = { DATABASE_URL: await newDatabase('mail_crash') };
      }
      const env = {
        ...store,
        SMTP_URL: smtp.url,
        // Small, not 0: the mails wait a little, so the kill lands before any is claimed (a kill
        // between the SMTP server's acceptance and the mark would send one again, by design).
        MAIL_REPLY_GROUP_SECONDS: '10',
        MAIL_RETRY_FIRST_SECONDS: '5',
      };

      const first = await startServer(env);
      const token = await signIn(first);
      await noStaffNotices(first, token);
      const chats = await startChats([first], CHATS, `crash-${kind}`);
      await Promise.all(chats.map((chat) => staffReply(first, token, chat)));
      first.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // The grouping window had not passed: no mail left before the kill.
      expect(smtp.received).toHaveLength(0);

      const second = await startServer(env);
      // On a machine busy enough that the grouping window ran out before the kill, the first
      // server may have claimed a mail without sending it: the second sends it once the claim's
      // lease (120 s, mail/sender.ts) has run out, so the wait outlasts the lease.
      await smtp.waitFor(CHATS, 180_000);
      const token2 = await signIn(second);
      await waitUntil(
        'the outbox marks every mail sent',
        async () => (await mailStatus(second, token2)).waiting === 0,
      );
      await sleep(GRACE_MS);

      expect(smtp.received).toHaveLength(CHATS);
      expect(tally(smtp.received).repeatedMessageIds).toEqual([]);
      expect(wellAddressed(smtp.received)).toEqual([]);
      expectOneReplyMailPerChat(smtp.received, chats);
      expect(await mailStatus(second, token2)).toMatchObject({
        sent: CHATS,
        waiting: 0,
        failed: 0,
      });
      await stopGracefully(second);
    }, 400_000);
  },
);

test('200 staff replies at once through two instances on one PostgreSQL: exactly 200 mails, no Message-ID twice', async () => {
  const CHATS = 200;
  const smtp = await smtpServer();
  const url = await newDatabase('mail_two_instances');
  const env = {
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    MAIL_REPLY_GROUP_SECONDS: '0',
    // 200 writes at once queue for each instance's 10 connections: on a busy machine the wait
    // may pass the default 2.5 s and answer 503, which is not what this test is about.
    DB_CONNECT_TIMEOUT_MS: '60000',
    DB_QUERY_TIMEOUT_MS: '60000',
  };
  // One after the other: the first migrates the new database and creates the account.
  const a = await startServer(env);
  const token = await signIn(a);
  await noStaffNotices(a, token);
  const b = await startServer(env);
  const instances = [a, b];

  const chats = await startChats(instances, CHATS, 'two');
  expect(new Set(chats.map((chat) => chat.id)).size).toBe(CHATS);
  // Every reply at once, half through each instance: both senders are woken by every reply
  // (NOTIFY) and claim from the same rows.
  await Promise.all(chats.map((chat, i) => staffReply(instances[i % 2], token, chat)));

  await smtp.waitFor(CHATS, 180_000);
  await waitUntil('the outbox marks every mail sent', async () =>
    (await outboxOf(url)).every((row) => row.status === 'sent'),
  );
  await sleep(GRACE_MS);

  const counts = tally(smtp.received);
  expect(smtp.received).toHaveLength(CHATS);
  expect(counts.byMessageId.size).toBe(CHATS);
  expect(counts.repeatedMessageIds).toEqual([]);
  expect(counts.repeatedRecipients).toEqual([]);
  expect(wellAddressed(smtp.received)).toEqual([]);
  expectOneReplyMailPerChat(smtp.received, chats);
  // Each row claimed once: a second claim of a row would count a second attempt.
  const rows = await outboxOf(url);
  expect(rows).toHaveLength(CHATS);
  expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  expect(new Set(rows.map((row) => bare(row.message_id)))).toEqual(
    new Set(counts.byMessageId.keys()),
  );
  for (const instance of instances) await stopGracefully(instance);
}, 420_000);
