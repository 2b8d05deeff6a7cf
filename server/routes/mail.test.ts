import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import {
  bearer,
  expectError,
  expectShape,
  startTestServer,
  type TestServer,
  DATABASE_HOOK_TIMEOUT,
} from '../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { loadConfig } from '../config';
import { createUser, setActive } from '../services/users';
import { maintainMail } from '../services/mail';

/**
 * E-mail end to end: the server writes mail into its outbox with the change that causes it,
 * its sender delivers it to a real SMTP server, and the tests read what that server received.
 */

const GROUP_SECONDS = 4;
const APP_URL = 'https://backoffice.example.be';
let smtp: TestSmtpServer;
let server: TestServer;
let unconfigured: TestServer;
let staffToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const mail = loadConfig({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dakwerken Claes <info@dakwerken.example.be>',
    APP_URL,
    COMPANY_NAME: 'Dakwerken Claes',
    MAIL_REPLY_GROUP_SECONDS: String(GROUP_SECONDS),
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_POLL_SECONDS: '1',
  }).mail;
  server = await startTestServer({ mail });
  unconfigured = await startTestServer();
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await unconfigured?.close();
  await smtp?.close();
}, DATABASE_HOOK_TIMEOUT);

beforeEach(async () => {
  await server.reset();
  smtp.received.length = 0;
  smtp.refuse = null;
  staffToken = await server.signIn('els@dakwerken.example.be');
}, DATABASE_HOOK_TIMEOUT);

const AUTHOR = { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be' };

let address = 0;
async function startChat(
  target: TestServer,
  input: Partial<{ subject: string; author: object; content: string; language: string }> = {},
) {
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: { subject: 'Offerte dakwerken', author: AUTHOR, content: 'Hallo', ...input },
    remoteAddress: `10.2.0.${++address % 250}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

const reply = (target: TestServer, token: string, id: number, content: string) =>
  target.app.inject({
    method: 'POST',
    url: `/api/chat/createMessage/${id}`,
    headers: bearer(token),
    payload: { content },
  });

async function outbox(target: TestServer = server) {
  return rowsOf(
    await target.database.db.execute(
      sql`select id, kind, chat_id, recipient, status, attempts, message_id, last_error, payload from outbox order by id`,
    ),
  );
}

const linkIn = (text: string) => {
  const match =
    /https:\/\/backoffice\.example\.be\/widget\/\?chat=(\d+)[^#\s]*#token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no conversation link in ${text}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]), url: match[0] };
};

describe('staff replies reach the customer who left', () => {
  it('sends replies within the window as one mail, with both parts and a link that opens the conversation', async () => {
    const chat = await startChat(server);
    expect(
      (await reply(server, staffToken, chat.id, '<p>Dag Lotte, <b>dinsdag</b> past.</p>'))
        .statusCode,
    ).toBe(201);
    expect((await reply(server, staffToken, chat.id, '<p>Tot dan!</p>')).statusCode).toBe(201);
    const waiting = (await outbox()).filter((row) => row.kind === 'customer-reply');
    expect(waiting).toHaveLength(1);
    expect(waiting[0].status).toBe('waiting');

    const [mail] = await smtp.waitForMailTo(AUTHOR.email);
    // Nothing more comes for this conversation: the two replies were one mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mailsTo(AUTHOR.email)).toHaveLength(1);
    expect(mail.envelope.to).toEqual([AUTHOR.email]);
    expect(mail.envelope.from).toBe('info@dakwerken.example.be');
    expect(mail.parsed.subject).toBe(`Antwoord van Dakwerken Claes op uw bericht #${chat.id}`);
    expect(mail.parsed.from?.text).toContain('Dakwerken Claes');
    expect(mail.parsed.messageId).toBe(waiting[0].message_id);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Dag Lotte,');
    expect(text).toContain('Dag Lotte, dinsdag past.');
    expect(text).toContain('Tot dan!');
    expect(text).toContain('Els schreef:');
    const html = String(mail.parsed.html);
    expect(html).toContain('<b>dinsdag</b>');
    expect(html).toContain('Tot dan!');

    const link = linkIn(text);
    expect(link.id).toBe(chat.id);
    expect(html).toContain(link.url.replace(/&/g, '&amp;'));
    // Staff see the address as not confirmed until the mail's link is opened; the widget's own
    // token (whoever started the conversation) confirms nothing.
    const confirmed = async () =>
      (
        await server.app.inject({ url: `/api/chat/get/${chat.id}`, headers: bearer(staffToken) })
      ).json().emailConfirmed;
    expect(await confirmed()).toBe(false);
    await server.app.inject({
      url: `/api/chat/public/${chat.id}`,
      headers: { 'x-chat-token': chat.accessToken },
    });
    expect(await confirmed()).toBe(false);
    // The link's token opens the conversation as the widget's own token does.
    const opened = await server.app.inject({
      method: 'GET',
      url: `/api/chat/public/${link.id}`,
      headers: { 'x-chat-token': link.token },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().messages).toHaveLength(3);
    expect(opened.json()).not.toHaveProperty('confirmsEmail');
    expect(await confirmed()).toBe(true);
    const followUp = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${link.id}/message`,
      headers: { 'x-chat-token': link.token },
      payload: { content: 'Prima, tot dinsdag.' },
    });
    expect(followUp.statusCode).toBe(201);
    // A mail's link opens the conversation for 90 days, the widget's own token for as long as it lasts.
    await server.database.db.execute(
      sql`update chat_links set created_at = now() - interval '91 days'`,
    );
    const expired = await server.app.inject({
      method: 'GET',
      url: `/api/chat/public/${link.id}`,
      headers: { 'x-chat-token': link.token },
    });
    expect(expired.statusCode).toBe(404);
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/chat/public/${chat.id}`,
      headers: { 'x-chat-token': chat.accessToken },
    });
    expect(own.statusCode).toBe(200);

    // Sent: the row keeps no text and no token.
    const [row] = (await outbox()).filter((r) => r.kind === 'customer-reply');
    expect(row.status).toBe('sent');
    expect(JSON.stringify(row.payload)).toBe('{}');
  });

  it('speaks English to a customer who wrote in the English widget', async () => {
    const chat = await startChat(server, {
      language: 'en',
      author: { ...AUTHOR, email: 'john@example.com', firstName: 'John' },
    });
    await reply(server, staffToken, chat.id, '<p>Hello John</p>');
    const [mail] = await smtp.waitForMailTo('john@example.com');
    expect(mail.parsed.subject).toBe(`Reply from Dakwerken Claes to your message #${chat.id}`);
    expect(mail.parsed.text).toContain('Dear John,');
    expect(mail.parsed.text).toContain('Els wrote:');
    expect(linkIn(mail.parsed.text ?? '').url).toContain('&lang=en');
    expect(String(mail.parsed.html)).toContain('lang="en"');
  });

  it('writes no mail while the customer has the conversation open, and skips one they opened since', async () => {
    const open = await startChat(server);
    await server.database.db.execute(
      sql`insert into chat_watchers (stream_id, chat_id) values ('stream-1', ${open.id})`,
    );
    await reply(server, staffToken, open.id, '<p>Ziet u dit?</p>');
    expect((await outbox()).filter((row) => row.kind === 'customer-reply')).toHaveLength(0);

    const later = await startChat(server, { author: { ...AUTHOR, email: 'later@example.be' } });
    await reply(server, staffToken, later.id, '<p>Antwoord</p>');
    // Held back (whatever the machine's speed) until the customer has opened the conversation.
    await server.database.db.execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour' where chat_id = ${later.id}`,
    );
    await server.database.db.execute(
      sql`insert into chat_watchers (stream_id, chat_id) values ('stream-2', ${later.id})`,
    );
    await server.database.db.execute(
      sql`update outbox set next_attempt_at = now() where chat_id = ${later.id}`,
    );
    const until = Date.now() + 30_000;
    let row: Record<string, unknown> | undefined;
    while (Date.now() < until) {
      row = (await outbox()).find((r) => r.kind === 'customer-reply' && r.chat_id === later.id);
      if (row?.status !== 'waiting') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(row?.status).toBe('skipped');
    expect(smtp.mailsTo('later@example.be')).toHaveLength(0);
  });

  it('keeps hostile names, subjects and messages out of the markup and the headers', async () => {
    const chat = await startChat(server, {
      subject: 'Dak & "goot"\r\nBcc: victim@example.net',
      author: {
        firstName: 'Eve\r\nX-Injected: yes',
        lastName: 'Maes',
        email: 'eve@example.be',
      },
      content: '<p>Hallo</p>',
    });
    await reply(
      server,
      staffToken,
      chat.id,
      '<p>Kijk <a href="javascript:alert(1)">hier</a><img src=x onerror=alert(1)><script>alert(1)</script></p>',
    );
    const [mail] = await smtp.waitForMailTo('eve@example.be');
    expect(mail.envelope.to).toEqual(['eve@example.be']);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.headers.has('x-injected')).toBe(false);
    // A subject anyone may write, to anyone's address: never in the mail's subject line.
    expect(mail.parsed.subject).toBe(`Antwoord van Dakwerken Claes op uw bericht #${chat.id}`);
    const html = String(mail.parsed.html);
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(html).toContain('Dak &amp; &quot;goot&quot;');
    expect(mail.parsed.text).toContain('Dag Eve X-Injected: yes,');
  });

  it("removes a conversation's unsent mail with it", async () => {
    const chat = await startChat(server);
    await reply(server, staffToken, chat.id, '<p>Antwoord</p>');
    // Held back, so it is surely unsent when the conversation goes, however slow the machine.
    await server.database.db.execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour' where kind = 'customer-reply'`,
    );
    expect(
      (await outbox()).some((row) => row.chat_id === chat.id && row.status === 'waiting'),
    ).toBe(true);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/remove/${chat.id}`,
      headers: bearer(staffToken),
    });
    expect(removed.statusCode).toBe(204);
    // Its mail goes with it, sent (the staff notice) or not (the reply).
    expect(await outbox()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, GROUP_SECONDS * 1000 + 1500));
    expect(smtp.mailsTo(AUTHOR.email)).toHaveLength(0);
  });
});

describe('staff hear of new conversations and messages', () => {
  it('mails every active account that wants it, with a short excerpt and a link to the chat', async () => {
    const optedOut = await server.signIn('piet@dakwerken.example.be');
    const answer = await server.app.inject({
      method: 'PUT',
      url: '/api/mail/preference',
      headers: bearer(optedOut),
      payload: { notifyByMail: false },
    });
    expect(answer.json()).toEqual({ notifyByMail: false });
    const inactive = await createUser(server.database.db, {
      email: 'weg@dakwerken.example.be',
      password: 'correct horse battery',
      firstName: 'Weg',
      lastName: 'Geweest',
    });
    await setActive(server.database.db, inactive.id, false);

    const long = `<p>${'Mijn dak lekt bij de schoorsteen. '.repeat(20)}GEHEIM-EINDE</p>`;
    const chat = await startChat(server, { content: long });
    const [notice] = await smtp.waitForMailTo('els@dakwerken.example.be');
    expect(notice.parsed.subject).toBe('Nieuw gesprek van Lotte Maes: Offerte dakwerken');
    const text = notice.parsed.text ?? '';
    expect(text).toContain('Dag Els,');
    expect(text).toContain(`${APP_URL}/chats/${chat.id}`);
    expect(text).toContain('Mijn dak lekt bij de schoorsteen.');
    expect(text).not.toContain('GEHEIM-EINDE');
    expect(String(notice.parsed.html)).not.toContain('GEHEIM-EINDE');

    await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${chat.id}/message`,
      headers: { 'x-chat-token': chat.accessToken },
      payload: { content: '<p>Nog een vraag</p>' },
    });
    const [, again] = await smtp.waitForMailTo('els@dakwerken.example.be', 2);
    expect(again.parsed.subject).toBe('Nieuw bericht van Lotte Maes: Offerte dakwerken');
    expect(again.parsed.text).toContain('Nog een vraag');
    expect(smtp.mailsTo('piet@dakwerken.example.be')).toHaveLength(0);
    expect(smtp.mailsTo('weg@dakwerken.example.be')).toHaveLength(0);
  });
});

describe('/settings: the state of mail, a test mail, the preference', () => {
  it('sends a test mail to the staff member and counts it', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: bearer(staffToken),
    });
    expect(answer.statusCode).toBe(200);
    expectShape('MailTestOutcome', answer.json());
    expect(answer.json()).toEqual({ status: 'sent', error: null });
    const [mail] = smtp.mailsTo('els@dakwerken.example.be');
    expect(mail.parsed.subject).toBe('Testmail van de back office van Dakwerken Claes');

    const status = await server.app.inject({
      url: '/api/mail/status',
      headers: bearer(staffToken),
    });
    expectShape('MailStatus', status.json());
    expect(status.json()).toMatchObject({
      configured: true,
      sent: 1,
      waiting: 0,
      failed: 0,
      lastError: null,
    });
  });

  it("reports the mail server's refusal", async () => {
    smtp.refuse = { code: 550, message: 'Mailbox unavailable' };
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: bearer(staffToken),
    });
    expect(answer.json().status).toBe('failed');
    expect(answer.json().error).toMatch(/550.*Mailbox unavailable/);
    const status = (
      await server.app.inject({ url: '/api/mail/status', headers: bearer(staffToken) })
    ).json();
    expect(status).toMatchObject({ sent: 0, failed: 1 });
    expect(status.lastError.message).toMatch(/Mailbox unavailable/);
  });

  it('tries again after a temporary refusal with the same Message-ID and body, which goes once sent', async () => {
    smtp.refuse = { code: 451, message: 'Try again later' };
    const chat = await startChat(server, {
      author: { ...AUTHOR, email: 'retry@example.be' },
    });
    await reply(server, staffToken, chat.id, '<p>Antwoord</p>');
    const until = Date.now() + 30_000;
    let row: Record<string, unknown> | undefined;
    while (Date.now() < until) {
      row = (await outbox()).find((r) => r.kind === 'customer-reply');
      if (row && Number(row.attempts) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(row).toMatchObject({ status: 'waiting' });
    expect(String(row!.last_error)).toMatch(/451/);
    // Waiting for its next try, the mail keeps what it says: the reply and its link's token.
    const kept = row!.payload as { token?: string; replies?: { html: string }[] };
    expect(kept.token).toEqual(expect.any(String));
    expect(kept.replies?.[0].html).toBe('<p>Antwoord</p>');
    smtp.refuse = null;
    const mails = await smtp.waitForMailTo('retry@example.be');
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.messageId).toBe(row!.message_id);
    expect(linkIn(mails[0].parsed.text ?? '').token).toBe(kept.token);
    // Sent: the row keeps what the mail log needs (recipient, kind, reference), not the body.
    let sent: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && sent?.status !== 'sent'; i++) {
      sent = (await outbox()).find((r) => r.kind === 'customer-reply');
      if (sent?.status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent).toMatchObject({
      status: 'sent',
      recipient: 'retry@example.be',
      chat_id: chat.id,
      message_id: row!.message_id,
    });
    expect(JSON.stringify(sent!.payload)).toBe('{}');
    expect(JSON.stringify(sent)).not.toContain(kept.token);
  });

  it('keeps and remembers each account’s choice', async () => {
    const read = () =>
      server.app.inject({ url: '/api/mail/preference', headers: bearer(staffToken) });
    expect((await read()).json()).toEqual({ notifyByMail: true });
    const bad = await server.app.inject({
      method: 'PUT',
      url: '/api/mail/preference',
      headers: bearer(staffToken),
      payload: { notifyByMail: 'no' },
    });
    expectError(bad, 400, 'VALIDATION');
    expect((await read()).json()).toEqual({ notifyByMail: true });
    await server.app.inject({
      method: 'PUT',
      url: '/api/mail/preference',
      headers: bearer(staffToken),
      payload: { notifyByMail: false },
    });
    expect((await read()).json()).toEqual({ notifyByMail: false });
  });
});

describe('without SMTP_URL', () => {
  it('keeps every mail in the outbox and says mail is not set up', async () => {
    await unconfigured.reset();
    const token = await unconfigured.signIn('els@dakwerken.example.be');
    const chat = await startChat(unconfigured);
    expect((await reply(unconfigured, token, chat.id, '<p>Antwoord</p>')).statusCode).toBe(201);
    const rows = await outbox(unconfigured);
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['customer-reply', 'waiting'],
      ['staff-notice', 'waiting'],
    ]);
    const status = await unconfigured.app.inject({
      url: '/api/mail/status',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({ configured: false, waiting: 2, sent: 0 });
    const test = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: bearer(token),
    });
    expectError(test, 409, 'MAIL_NOT_CONFIGURED');
    expect(await outbox(unconfigured)).toHaveLength(2);

    // Two days later nothing was sent: the mail is given up, its text and link token gone.
    await unconfigured.database.db.execute(
      sql`update outbox set created_at = now() - interval '49 hours'`,
    );
    await maintainMail(unconfigured.database.db, unconfigured.config.mail);
    const given = await outbox(unconfigured);
    expect(given.map((row) => [row.status, JSON.stringify(row.payload)])).toEqual([
      ['failed', '{}'],
      ['failed', '{}'],
    ]);
    expect(given[0].last_error).toBe('Not sent within 48 hours');
  });
});
