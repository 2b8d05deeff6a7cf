import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { loadConfig } from '../config';
import { rowsOf } from '../db/rows-of';
import { loggerOptions } from '../logger';
import {
  STAFF_PASSWORD,
  bearer,
  startTestServer,
  type TestServer,
  DATABASE_HOOK_TIMEOUT,
} from './harness';
import { injectUntilStream } from './inject-stream';
import { captureLog } from './log-capture';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * The server's whole log at its most detailed level, over traffic that carries every kind of
 * secret and personal data the API takes (staff and customers' addresses, passwords right,
 * wrong and new, bearer tokens, chats' access tokens and mail links, searches, erasures,
 * refusals, a mail server that names the recipient it refuses), holds none of them.
 */

const log = captureLog();
let smtp: TestSmtpServer;
let server: TestServer;

const STAFF_EMAIL = 'els.privacy@dakwerken.example.be';
const NEW_STAFF_EMAIL = 'jan.nieuw@dakwerken.example.be';
const NEW_STAFF_PASSWORD = 'Eerste-Wachtwoord-2026';
const WRONG_PASSWORD = 'Fout-Wachtwoord-77';
const CHANGED_PASSWORD = 'Gewijzigd-Wachtwoord-88';
const CUSTOMER_EMAIL = 'lotte.klant@voorbeeld.example.be';
const OTHER_CUSTOMER_EMAIL = 'wim.tweede@voorbeeld.example.be';
const UNKNOWN_EMAIL = 'niemand.hier@voorbeeld.example.be';
const WRONG_CHAT_TOKEN = 'wrongTokenOfSomeoneElse0123456789abcdefXYZ';

beforeAll(async () => {
  smtp = await startSmtpServer();
  const mail = loadConfig({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dakwerken <info@dakwerken.example.be>',
    APP_URL: 'https://backoffice.example.be',
    MAIL_REPLY_GROUP_SECONDS: '0',
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_POLL_SECONDS: '1',
  }).mail;
  server = await startTestServer({ mail }, { logger: loggerOptions('trace', false, log.stream) });
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
}, DATABASE_HOOK_TIMEOUT);

test('a log of the API traffic holds no address, token or password it carried', async () => {
  const secrets = new Set<string>([
    STAFF_EMAIL,
    NEW_STAFF_EMAIL,
    STAFF_PASSWORD,
    NEW_STAFF_PASSWORD,
    WRONG_PASSWORD,
    CHANGED_PASSWORD,
    CUSTOMER_EMAIL,
    OTHER_CUSTOMER_EMAIL,
    UNKNOWN_EMAIL,
    WRONG_CHAT_TOKEN,
  ]);
  const { app } = server;
  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    expect(response.statusCode).toBeLessThan(500);
    return response;
  };

  // Staff: sign-ins right and wrong, an account created, passwords changed right and wrong.
  const token = await server.signIn(STAFF_EMAIL);
  secrets.add(token);
  const staff = bearer(token);
  const login = (email: string, password: string) =>
    call({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect((await login(STAFF_EMAIL, WRONG_PASSWORD)).statusCode).toBe(401);
  expect((await login(UNKNOWN_EMAIL, WRONG_PASSWORD)).statusCode).toBe(401);
  await call({
    method: 'POST',
    url: '/api/user/create',
    headers: staff,
    payload: {
      email: NEW_STAFF_EMAIL,
      password: NEW_STAFF_PASSWORD,
      firstName: 'Jan',
      lastName: 'Nieuw',
    },
  });
  const second = await login(NEW_STAFF_EMAIL, NEW_STAFF_PASSWORD);
  expect(second.statusCode).toBe(200);
  const secondToken = second.json().token as string;
  secrets.add(secondToken);
  for (const currentPassword of [WRONG_PASSWORD, NEW_STAFF_PASSWORD]) {
    await call({
      method: 'PUT',
      url: '/api/user/changePassword',
      headers: bearer(secondToken),
      payload: { currentPassword, newPassword: CHANGED_PASSWORD },
    });
  }
  // Refusals that echo nothing: malformed JSON, a body too large, a wrong type.
  await call({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: `{"email": "${STAFF_EMAIL}", "password": "${STAFF_PASSWORD}"`,
  });
  await call({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD.repeat(60_000) }),
  });
  await call({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: STAFF_EMAIL, password: 12345678901 },
  });
  await call({
    method: 'GET',
    url: `/api/user/me?token=${token}&password=${encodeURIComponent(STAFF_PASSWORD)}`,
    headers: { authorization: `Bearer ${WRONG_CHAT_TOKEN}`, cookie: `session=${token}` },
  });

  // Customers: conversations, follow-ups, their streams, with right and wrong tokens.
  const chats: { id: number; accessToken: string }[] = [];
  for (const [n, email] of [CUSTOMER_EMAIL, OTHER_CUSTOMER_EMAIL].entries()) {
    const created = await call({
      method: 'POST',
      url: '/api/chat/create',
      remoteAddress: `10.9.0.${n + 1}`,
      payload: {
        subject: `Vraag over ${email}`,
        author: { firstName: 'Lotte', lastName: 'Klant', email, phone: '0470 12 34 56' },
        content: `<p>Mail me op ${email}</p>`,
      },
    });
    expect(created.statusCode).toBe(201);
    chats.push(created.json());
    secrets.add(created.json().accessToken);
  }
  const [chat] = chats;
  for (const chatToken of [chat.accessToken, WRONG_CHAT_TOKEN]) {
    const headers = { 'x-chat-token': chatToken };
    await call({ method: 'GET', url: `/api/chat/public/${chat.id}`, headers });
    await call({
      method: 'POST',
      url: `/api/chat/public/${chat.id}/message`,
      headers,
      payload: { content: `Nog eens: ${CUSTOMER_EMAIL}` },
    });
    await injectUntilStream(app, {
      method: 'GET',
      url: `/api/chat/public/${chat.id}/events`,
      headers,
    });
  }
  await injectUntilStream(app, { method: 'GET', url: '/api/events', headers: staff });

  // Staff read, search, reply (mailed with a link token), export and erase by address.
  await call({ method: 'GET', url: `/api/chat/get/${chat.id}`, headers: staff });
  await call({
    method: 'GET',
    url: `/api/chat/getall?limit=20&q=${encodeURIComponent(CUSTOMER_EMAIL)}`,
    headers: staff,
  });
  // A refusing mail server names the recipient it refuses, which the sender logs.
  smtp.refuse = { code: 450, message: `Mailbox ${CUSTOMER_EMAIL} is busy` };
  await call({
    method: 'POST',
    url: `/api/chat/createMessage/${chat.id}`,
    headers: staff,
    payload: { content: '<p>Wij bellen u morgen.</p>' },
  });
  const [link] = rowsOf(
    await server.database.db.execute(
      sql`select payload->>'token' as token from outbox where kind = 'customer-reply'`,
    ),
  );
  secrets.add(String(link.token));
  await waitForLine(/mail: not sent/);
  smtp.refuse = null;
  await call({
    method: 'GET',
    url: `/api/chat/public/${chat.id}`,
    headers: { 'x-chat-token': String(link.token) },
  });
  for (const email of [CUSTOMER_EMAIL, OTHER_CUSTOMER_EMAIL]) {
    await call({
      method: 'GET',
      url: `/api/chat/customerData?email=${encodeURIComponent(email)}`,
      headers: staff,
    });
  }
  await call({
    method: 'DELETE',
    url: `/api/chat/customerData?email=${encodeURIComponent(OTHER_CUSTOMER_EMAIL)}`,
    headers: staff,
  });
  // An address in a path that matches no route.
  await call({ method: 'GET', url: `/api/nothing/${CUSTOMER_EMAIL}?${UNKNOWN_EMAIL}=1` });
  await call({ method: 'POST', url: '/api/user/logout', headers: staff });

  const text = log.text();
  const lines = log.lines();
  // The log was written: a line per request, named by route and query keys, with its id.
  const requestLines = lines.filter((line) => typeof line.statusCode === 'number');
  expect(requestLines.length).toBeGreaterThan(25);
  expect(requestLines.every((line) => typeof line.reqId === 'string')).toBe(true);
  expect(requestLines).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      route: '/api/chat/customerData',
      query: ['email'],
      statusCode: 200,
    }),
  );
  expect(requestLines).toContainEqual(
    expect.objectContaining({ route: '/api/chat/getall', query: ['limit', 'q'] }),
  );
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'sign-in refused' }));
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'mail: not sent' }));

  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret)])) {
      if (text.includes(form)) {
        const line = text.split('\n').find((entry) => entry.includes(form));
        throw new Error(`the log holds ${form}:\n${line}`);
      }
    }
  }
  // Nor any other address: the customers' and staff's all end in example.be.
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.example\.be/);
});

async function waitForLine(pattern: RegExp, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(log.text())) {
    if (Date.now() > until) throw new Error(`no log line ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
