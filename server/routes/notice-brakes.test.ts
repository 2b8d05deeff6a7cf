import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { startTestServer, type TestServer, DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { mailConfigFor, startSmtpServer, type TestSmtpServer } from '../test/smtp';

/**
 * The global brakes on staff mail: a flood of conversations (from as many addresses as it
 * takes) is accepted all the same, but past the ceilings each staff member gets one summary
 * mail instead of a notice per event, and the summary holds counts only.
 */

let smtp: TestSmtpServer;
const servers: TestServer[] = [];
const STAFF = ['els@dakwerken.example.be', 'jan@dakwerken.example.be'];

async function startServer(brakes: Record<string, string>) {
  const mail = mailConfigFor(smtp, brakes);
  const server = await startTestServer({
    mail,
    chatCreateLimit: { perAddress: 1000, windowSeconds: 3600 },
  });
  servers.push(server);
  for (const email of STAFF) await server.signIn(email);
  return server;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  for (const server of servers) await server.close();
  await smtp?.close();
}, DATABASE_HOOK_TIMEOUT);
beforeEach(() => {
  smtp.received.length = 0;
});

let address = 0;
async function startChat(server: TestServer, subject = 'Bel mij: 0900 00 00 00') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    remoteAddress: `10.7.${++address % 250}.${address % 200}`,
    payload: {
      subject,
      author: { firstName: 'Klant', lastName: 'Vloed', email: `klant${address}@example.be` },
      content: '<p>KLANTTEKST die niet in een samenvatting hoort</p>',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

async function outboxOf(server: TestServer) {
  return rowsOf(
    await server.database.db.execute(
      sql`select id, kind, recipient, status, payload from outbox order by id`,
    ),
  ) as { id: number; kind: string; recipient: string; status: string; payload: unknown }[];
}

const payloadOf = (row: { payload: unknown }) =>
  (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
    string,
    unknown
  >;

async function sendSummariesNow(server: TestServer) {
  await server.database.db.execute(
    sql`update outbox set next_attempt_at = now() where kind = 'staff-summary'`,
  );
}

test('a flood of new conversations is accepted; past 3 a minute, staff get one summary mail each', async () => {
  const server = await startServer({
    CHAT_CREATE_BRAKE_PER_MINUTE: '3',
    STAFF_NOTICE_LIMIT_PER_HOUR: '1000',
  });
  for (let n = 0; n < 10; n++) await startChat(server);
  const rows = await outboxOf(server);
  for (const email of STAFF) {
    const mine = rows.filter((row) => row.recipient === email);
    expect(mine.filter((row) => row.kind === 'staff-notice')).toHaveLength(3);
    const summaries = mine.filter((row) => row.kind === 'staff-summary');
    expect(summaries).toHaveLength(1);
    expect(payloadOf(summaries[0])).toMatchObject({ conversations: 7, messages: 0 });
  }
  // Every conversation is there for staff to read.
  const [chats] = rowsOf(
    await server.database.db.execute(sql`select count(*)::int as n from chats`),
  );
  expect(chats.n).toBe(10);

  await sendSummariesNow(server);
  await smtp.waitFor(STAFF.length * 4);
  for (const email of STAFF) {
    const received = smtp.mailsTo(email);
    expect(received).toHaveLength(4);
    const summary = received.find((mail) =>
      mail.parsed.subject?.startsWith('Veel nieuwe berichten'),
    )!;
    expect(summary.parsed.subject).toBe('Veel nieuwe berichten via de website van Dakwerken Claes');
    const text = summary.parsed.text ?? '';
    expect(text).toContain('7 nieuwe gesprekken en 0 nieuwe berichten');
    expect(text).toContain('https://backoffice.example.be/chats');
    // Counts only: no customer's subject, name or words.
    expect(summary.raw).not.toMatch(/KLANTTEKST|0900|Vloed|klant\d+@/);
  }
});

test('past the hourly ceiling per staff member, further notices go into one summary that keeps counting', async () => {
  const server = await startServer({
    CHAT_CREATE_BRAKE_PER_MINUTE: '1000',
    STAFF_NOTICE_LIMIT_PER_HOUR: '2',
  });
  const chat = await startChat(server);
  for (let n = 0; n < 4; n++) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${chat.id}/message`,
      headers: { 'x-chat-token': chat.accessToken },
      payload: { content: `Nog iets ${n}` },
    });
    expect(response.statusCode).toBe(201);
  }
  await startChat(server);
  const rows = await outboxOf(server);
  for (const email of STAFF) {
    const mine = rows.filter((row) => row.recipient === email);
    expect(mine.filter((row) => row.kind === 'staff-notice')).toHaveLength(2);
    const summaries = mine.filter((row) => row.kind === 'staff-summary');
    expect(summaries).toHaveLength(1);
    expect(payloadOf(summaries[0])).toMatchObject({ conversations: 1, messages: 3 });
  }

  // Once sent, the next event past the ceiling starts a new summary.
  await sendSummariesNow(server);
  await smtp.waitFor(STAFF.length * 3);
  for (let i = 0; i < 100; i++) {
    const left = (await outboxOf(server)).filter(
      (row) => row.kind === 'staff-summary' && row.status === 'waiting',
    );
    if (!left.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await startChat(server);
  const waiting = (await outboxOf(server)).filter(
    (row) => row.kind === 'staff-summary' && row.status === 'waiting',
  );
  expect(waiting).toHaveLength(STAFF.length);
  expect(payloadOf(waiting[0])).toMatchObject({ conversations: 1, messages: 0 });
});
