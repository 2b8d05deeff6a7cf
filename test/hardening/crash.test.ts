import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
import {
  call,
  favour,
  killServers,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './process';

/**
 * The real server (a child process, see ./process.ts) is killed with SIGKILL in the middle of
 * a stream of writes, then started again on the same data, several rounds, on PGlite and on
 * PostgreSQL. Every write it acknowledged (2xx) must be there afterwards, whole: a chat with its
 * first message, a reply in its chat, a language entry.
 */

const ROUNDS = 5;
/** Acknowledged writes in a round before the kill is armed. */
const ACKS_BEFORE_KILL = 25;
const WORKERS = 6;
const ADMIN = { email: 'crash@example.be', password: 'correct horse battery staple' };
const SETUP_MS = 120_000;
/**
 * A test's bound: six starts of a killed server (recovery, migrations check, a password hash)
 * took more than ten minutes in CI beside the other lanes at a load of 18.
 */
const ROUNDS_MS = 1_200_000;

interface Ledger {
  /** Acknowledged chats: id → subject and first message. */
  chats: Map<number, { subject: string; content: string }>;
  /** Acknowledged staff replies: message id → chat and text. */
  replies: Map<number, { chatId: number; content: string }>;
  /** Acknowledged language entries: id → name. */
  entries: Map<number, string>;
}
const newLedger = (): Ledger => ({ chats: new Map(), replies: new Map(), entries: new Map() });
const acknowledged = (ledger: Ledger) =>
  ledger.chats.size + ledger.replies.size + ledger.entries.size;

async function signIn(server: ServerProcess): Promise<string> {
  const response = await call(server, 'POST', '/api/user/login', ADMIN);
  if (response.status !== 200) throw new Error(`sign-in: ${JSON.stringify(response)}`);
  return response.body.token;
}

/**
 * Writes from several workers at once until the server dies; kills it (SIGKILL) once
 * ACKS_BEFORE_KILL writes of this round were acknowledged, after a short random delay, so that
 * the kill lands among writes in flight.
 */
async function writeAndKill(server: ServerProcess, token: string, ledger: Ledger, round: string) {
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let ackedThisRound = 0;
  const unexpected: string[] = [];
  let armKill: () => void = () => {};
  const killArmed = new Promise<void>((resolve) => (armKill = resolve));

  const worker = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const tag = `${round}-w${w}-${n}`;
      const chatIds = [...ledger.chats.keys()];
      let kind = (['chat', 'entry', 'reply'] as const)[w % 3];
      if (kind === 'reply' && chatIds.length === 0) kind = 'chat';
      inFlight++;
      try {
        if (kind === 'chat') {
          const chat = { subject: `Vraag ${tag}`, content: `Bericht ${tag}` };
          const response = await call(server, 'POST', '/api/chat/create', {
            subject: chat.subject,
            author: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be' },
            content: chat.content,
          });
          if (response.status === 201) ledger.chats.set(response.body.id, chat);
          else unexpected.push(`${tag} chat ${response.status}`);
        } else if (kind === 'entry') {
          const name = `crash.${tag}`;
          const response = await call(
            server,
            'POST',
            '/api/language/create',
            { name, group: 'crash', translationDutch: `Tekst ${tag}` },
            token,
          );
          if (response.status === 201) ledger.entries.set(response.body.id, name);
          else unexpected.push(`${tag} entry ${response.status}`);
        } else {
          const chatId = chatIds[n % chatIds.length];
          const content = `Antwoord ${tag}`;
          const response = await call(
            server,
            'POST',
            `/api/chat/createMessage/${chatId}`,
            { content },
            token,
          );
          if (response.status === 201) ledger.replies.set(response.body.id, { chatId, content });
          else unexpected.push(`${tag} reply ${response.status}`);
        }
        if (++ackedThisRound === ACKS_BEFORE_KILL) armKill();
      } catch (error) {
        // After the kill a write has no answer: its outcome is unknown, and it may or may not
        // be stored. Before the kill there is no excuse.
        if (!killed) unexpected.push(`${tag} ${kind} ${String(error)}`);
      } finally {
        inFlight--;
      }
    }
  };

  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await killArmed;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
  inFlightAtKill = inFlight;
  killed = true;
  server.kill('SIGKILL');
  const exit = await server.exited;
  await Promise.all(workers);
  return { exit, inFlightAtKill, ackedThisRound, unexpected };
}

/** Through the API of a freshly started server: every acknowledged write, whole. */
async function checkThroughApi(server: ServerProcess, token: string, ledger: Ledger) {
  const missing: string[] = [];
  const chats = await call(server, 'GET', '/api/chat/getall', undefined, token);
  expect(chats.status).toBe(200);
  const listed = new Map<number, { messageCount: number }>(
    chats.body.map((chat: { id: number; messageCount: number }) => [chat.id, chat]),
  );
  // Nothing half-written: every chat, acknowledged or not, has its first message.
  const halfWritten = [...listed].filter(([, chat]) => chat.messageCount < 1).map(([id]) => id);

  const repliesByChat = new Map<number, { id: number; content: string }[]>();
  for (const [id, reply] of ledger.replies) {
    repliesByChat.set(reply.chatId, [
      ...(repliesByChat.get(reply.chatId) ?? []),
      { id, content: reply.content },
    ]);
  }
  for (const [id, chat] of ledger.chats) {
    if (!listed.has(id)) {
      missing.push(`chat ${id}`);
      continue;
    }
    const full = await call(server, 'GET', `/api/chat/get/${id}`, undefined, token);
    const messages: { id: number; sender: string; content: string }[] = full.body.messages;
    if (full.body.subject !== chat.subject) missing.push(`chat ${id} subject`);
    if (messages[0]?.sender !== 'customer' || !messages[0].content.includes(chat.content))
      missing.push(`chat ${id} first message`);
    for (const reply of repliesByChat.get(id) ?? []) {
      const found = messages.find((message) => message.id === reply.id);
      if (!found || found.sender !== 'staff' || !found.content.includes(reply.content))
        missing.push(`reply ${reply.id}`);
    }
  }

  const entries = await call(server, 'GET', '/api/language/getall', undefined, token);
  expect(entries.status).toBe(200);
  const names = new Map<number, string>(
    entries.body.map((entry: { id: number; name: string }) => [entry.id, entry.name]),
  );
  for (const [id, name] of ledger.entries) {
    if (names.get(id) !== name) missing.push(`entry ${id}`);
  }
  return { missing, halfWritten, chatsListed: listed.size };
}

/** Straight in the database, with the server stopped: no chat without a message. */
async function checkInDatabase(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;
  const [orphans] = await rows(
    sql`select count(*)::int as n from chats c where not exists
          (select 1 from messages m where m.chat_id = c.id)`,
  );
  const [firstIsStaff] = await rows(
    sql`select count(*)::int as n from chats c where (select m.sender from messages m
          where m.chat_id = c.id order by m.id limit 1) <> 'customer'`,
  );
  return { chatsWithoutMessage: orphans.n, chatsOpenedByStaff: firstIsStaff.n };
}

/** Rounds of start → check → write → SIGKILL, then a last start that checks and stops cleanly. */
async function crashRounds(label: string, env: Record<string, string>) {
  const ledger = newLedger();
  const figures: string[] = [];
  for (let round = 1; round <= ROUNDS + 1; round++) {
    const server = favour(
      await spawnServer({
        ...env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        CHAT_CREATE_LIMIT_PER_ADDRESS: '1000000',
      }),
    );
    await waitUntilHealthy(server);
    const token = await signIn(server);
    const check = await checkThroughApi(server, token, ledger);
    const lost = check.missing.length;
    figures.push(
      `${label} start ${round}: ${acknowledged(ledger)} acknowledged writes so far, ` +
        `${check.chatsListed} chats listed, lost ${lost}, half-written ${check.halfWritten.length}`,
    );
    expect({ lost: check.missing.slice(0, 20), halfWritten: check.halfWritten }).toEqual({
      lost: [],
      halfWritten: [],
    });
    if (round > ROUNDS) {
      figures.push(
        `${label}: ${ROUNDS} rounds, ${acknowledged(ledger)} acknowledged writes ` +
          `(${ledger.chats.size} chats, ${ledger.replies.size} replies, ${ledger.entries.size} entries), lost ${lost}`,
      );
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      break;
    }
    const result = await writeAndKill(server, token, ledger, `r${round}`);
    figures.push(
      `${label} round ${round}: ${result.ackedThisRound} acknowledged, ` +
        `${result.inFlightAtKill} in flight at SIGKILL`,
    );
    expect(result.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(result.unexpected).toEqual([]);
    expect(result.inFlightAtKill).toBeGreaterThan(0);
  }
  console.log(figures.join('\n'));
  return ledger;
}

afterAll(() => killServers(), SETUP_MS);

describe('PGlite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-crash-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test(
    `${ROUNDS} SIGKILLs in the middle of writes lose no acknowledged write and leave none half-written`,
    async () => {
      const ledger = await crashRounds('PGlite', { DATA_DIR: dataDir });
      expect(acknowledged(ledger)).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
      // The lock of the killed processes was taken over; the last one removed its own.
      expect(fs.existsSync(path.join(dataDir, 'backoffice.lock'))).toBe(false);
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await checkInDatabase(database)).toEqual({
          chatsWithoutMessage: 0,
          chatsOpenedByStaff: 0,
        });
      } finally {
        await database.close();
      }
    },
    ROUNDS_MS,
  );
});

describe('PostgreSQL', () => {
  let cluster: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, SETUP_MS);
  afterAll(async () => {
    await killServers();
    cluster?.destroy();
  }, SETUP_MS);

  test(
    `${ROUNDS} SIGKILLs in the middle of writes lose no acknowledged write and leave none half-written`,
    async () => {
      const ledger = await crashRounds('PostgreSQL', { DATABASE_URL: cluster!.url });
      expect(acknowledged(ledger)).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
      const database = await openDatabase({ kind: 'postgres', url: cluster!.url });
      try {
        expect(await checkInDatabase(database)).toEqual({
          chatsWithoutMessage: 0,
          chatsOpenedByStaff: 0,
        });
      } finally {
        await database.close();
      }
    },
    ROUNDS_MS,
  );
});
