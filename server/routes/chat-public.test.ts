import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { rowsOf } from '../db/rows-of';
import { pruneEvents } from '../repositories/chat-live';
import { chatEventData, openStream } from '../test/event-stream-client';
import {
  bearer,
  expectError,
  expectShape,
  useTestServer,
  DATABASE_HOOK_TIMEOUT,
} from '../test/harness';

const server = useTestServer({ overrides: { liveHeartbeatSeconds: 1 } });
let staffToken: string;
let base: string;

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  staffToken = await server.signIn();
});

const AUTHOR = { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be' };

let address = 0;
/** Each conversation from its own client address, so the start limit stays out of the way. */
async function startChat(content = 'Kunt u een offerte maken voor ons dak?') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: { subject: 'Offerte dakwerken', author: AUTHOR, content },
    remoteAddress: `10.1.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  expectShape('ChatAccess', response.json());
  return response.json() as { id: number; accessToken: string };
}

const readPublic = (id: number | string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/chat/public/${id}`,
    headers: token === undefined ? {} : { 'x-chat-token': token },
  });

const writeAgain = (id: number, token: string, content: unknown, remoteAddress?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${id}/message`,
    headers: { 'x-chat-token': token },
    payload: { content } as object,
    remoteAddress,
  });

const staffReply = (id: number, content: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/chat/createMessage/${id}`,
    headers: bearer(staffToken),
    payload: { content },
  });

describe('the access token', () => {
  test('is long and random, kept only as a hash, and opens its own conversation', async () => {
    const { id, accessToken } = await startChat();
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = rowsOf(
      await server.database.db.execute(sql`select access_token_hash from chats where id = ${id}`),
    );
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(accessToken);

    expect(await staffReply(id, '<p>Wij komen langs op <b>maandag</b>.</p>')).toMatchObject({
      statusCode: 201,
    });
    const response = await readPublic(id, accessToken);
    expect(response.statusCode).toBe(200);
    expectShape('PublicChat', response.json());
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const chat = response.json();
    expect(chat).toMatchObject({ id, subject: 'Offerte dakwerken', author: AUTHOR });
    expect(
      chat.messages.map((m: { sender: string; senderFirstName: string }) => [
        m.sender,
        m.senderFirstName,
      ]),
    ).toEqual([
      ['customer', 'Lotte'],
      // The staff account signed in by the harness is Els Janssens: her first name only.
      ['staff', 'Els'],
    ]);
    expect(JSON.stringify(chat)).not.toContain('Janssens');
  });

  test('no staff answer shows a token', async () => {
    const { id, accessToken } = await startChat();
    for (const url of ['/api/chat/getall', `/api/chat/get/${id}`]) {
      const response = await server.app.inject({ url, headers: bearer(staffToken) });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(accessToken);
      expect(response.body).not.toMatch(/token/i);
    }
  });

  test("a missing, wrong or other chat's token, an unknown or removed chat: the same 404", async () => {
    const mine = await startChat();
    const other = await startChat();
    const answers = [
      await readPublic(mine.id),
      await readPublic(mine.id, ''),
      await readPublic(mine.id, 'x'.repeat(43)),
      await readPublic(mine.id, other.accessToken),
      await readPublic(mine.id, mine.accessToken + 'x'),
      await readPublic(999999, mine.accessToken),
      await readPublic(mine.id, 'y'.repeat(5000)),
    ];
    const removed = await startChat();
    await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/remove/${removed.id}`,
      headers: bearer(staffToken),
    });
    answers.push(await readPublic(removed.id, removed.accessToken));
    for (const response of answers) expectError(response, 404, 'NOT_FOUND');
    // Word for word the same, but for the id asked.
    const messages = new Set(answers.map((r) => r.json().message.replace(/\d+/g, 'N')));
    expect([...messages]).toEqual(['Chat N does not exist']);
    // The token still opens its own chat.
    expect((await readPublic(mine.id, mine.accessToken)).statusCode).toBe(200);
  });
});

describe('the customer writes again', () => {
  test("the follow-up is sanitized, stored as the customer's, and the chat waits again", async () => {
    const { id, accessToken } = await startChat();
    await staffReply(id, 'Wanneer past het?');
    const response = await writeAgain(
      id,
      accessToken,
      '<p>Dinsdag <script>alert(1)</script>graag</p>',
    );
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());
    const chat = (await readPublic(id, accessToken)).json();
    expect(chat.messages).toHaveLength(3);
    expect(chat.messages[2]).toMatchObject({ sender: 'customer', content: '<p>Dinsdag graag</p>' });
    // The staff list's latest message is the customer's again: the green bar.
    const list = await server.app.inject({ url: '/api/chat/getall', headers: bearer(staffToken) });
    expect(list.json()[0].messages[0]).toMatchObject({
      sender: 'customer',
      senderName: 'Lotte Maes',
    });
  });

  test.each(HOSTILE_INPUTS)('hostile input ($name) is stored harmless', async (hostile) => {
    const { id, accessToken } = await startChat();
    const response = await writeAgain(id, accessToken, hostile.input);
    expect(response.statusCode).toBe(201);
    const stored = (await readPublic(id, accessToken)).json().messages[1].content as string;
    expect(stored).toContain(HOSTILE_TEXT);
    for (const piece of hostile.mustNotSurvive)
      expect(stored.toLowerCase()).not.toContain(piece.toLowerCase());
  });

  test('blank, too long, wrong types and malformed JSON are 400 and store nothing', async () => {
    const { id, accessToken } = await startChat();
    const before = await server.snapshot();
    for (const content of ['', '   ', '<p><br></p>', 'x'.repeat(20001), 42, null]) {
      expectError(await writeAgain(id, accessToken, content), 400, 'VALIDATION');
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${id}/message`,
      headers: { 'x-chat-token': accessToken, 'content-type': 'application/json' },
      payload: '{"content": "Hallo',
    });
    expectError(malformed, 400, 'MALFORMED_JSON');
    const extra = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${id}/message`,
      headers: { 'x-chat-token': accessToken },
      payload: { content: 'Hallo', sender: 'staff' },
    });
    expectError(extra, 400, 'VALIDATION');
    // No body at all (no content type either), to either message call.
    for (const url of [`/api/chat/public/${id}/message`, `/api/chat/createMessage/${id}`]) {
      const bodiless = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'x-chat-token': accessToken, ...bearer(staffToken) },
      });
      expectError(bodiless, 400, 'VALIDATION');
    }
    expect(await server.snapshot()).toEqual(before);
  });

  test('a wrong token writes nothing and answers 404', async () => {
    const { id } = await startChat();
    const other = await startChat();
    const before = await server.snapshot();
    expectError(await writeAgain(id, other.accessToken, 'Hallo'), 404, 'NOT_FOUND');
    expectError(await writeAgain(id, '', 'Hallo'), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
  });

  test('at most 30 per chat per hour, counted in the database; then 429 with Retry-After', async () => {
    const { id, accessToken } = await startChat();
    for (let i = 1; i <= 30; i++) {
      // From changing addresses: this is the chat's own limit.
      const response = await writeAgain(id, accessToken, `Bericht ${i}`, `10.2.${i}.1`);
      expect(response.statusCode).toBe(201);
    }
    const refused = await writeAgain(id, accessToken, 'Nog eentje', '10.3.0.1');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const chat = (await readPublic(id, accessToken)).json();
    expect(chat.messages).toHaveLength(31);
    // Another chat is not held back.
    const other = await startChat();
    expect((await writeAgain(other.id, other.accessToken, 'Hallo', '10.3.0.1')).statusCode).toBe(
      201,
    );
  });

  test('per client address across chats', async () => {
    const limit = server.config.chatMessageLimit.perAddress;
    const chats = await Promise.all([startChat(), startChat(), startChat()]);
    let sent = 0;
    for (let i = 0; sent < limit; i++) {
      const chat = chats[i % chats.length];
      const response = await writeAgain(chat.id, chat.accessToken, `Bericht ${i}`, '10.9.9.9');
      expect(response.statusCode).toBe(201);
      sent++;
    }
    const fresh = await startChat();
    expectError(
      await writeAgain(fresh.id, fresh.accessToken, 'Hallo', '10.9.9.9'),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('live', () => {
  test("the customer's stream tells of staff replies, never their text, and ends with the chat", async () => {
    const { id, accessToken } = await startChat();
    const stream = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': accessToken,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    await stream.next((e) => e.event === 'ready');
    await staffReply(id, 'Geheime tekst van het antwoord');
    const event = await stream.next((e) => e.event === 'chat');
    expect(chatEventData(event)).toEqual({ chatId: id, kind: 'message', sender: 'staff' });
    expect(event.id).toMatch(/^\d+$/);
    expect(JSON.stringify(stream.events)).not.toContain('Geheime');

    // Other chats' changes do not reach it.
    const other = await startChat();
    await staffReply(other.id, 'Ander gesprek');
    // Heartbeats arrive (every second in this file).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.comments).toBeGreaterThan(0);
    expect(
      stream.events.filter((e) => e.event === 'chat').map((e) => chatEventData(e).chatId),
    ).toEqual([id]);

    await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/remove/${id}`,
      headers: bearer(staffToken),
    });
    const removed = await stream.next(
      (e) => e.event === 'chat' && chatEventData(e).kind === 'removed',
    );
    expect(chatEventData(removed).chatId).toBe(id);
    await stream.ended;
  });

  test("staff events say which screen's call caused them (X-Client-Id); the customer's never do", async () => {
    const { id, accessToken } = await startChat();
    const staffStream = await openStream(`${base}/api/events`, bearer(staffToken));
    const customer = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': accessToken,
    });
    await staffStream.next((e) => e.event === 'ready');
    await customer.next((e) => e.event === 'ready');
    const reply = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: `/api/chat/createMessage/${id}`,
        headers: { ...bearer(staffToken), ...headers },
        payload: { content: 'Tot morgen', sender: 'staff', timeStamp: new Date().toISOString() },
      });
    expect((await reply({ 'x-client-id': 'screen-0001' })).statusCode).toBe(201);
    expect((await reply({})).statusCode).toBe(201);
    const staffReplies = () =>
      staffStream.events
        .filter((e) => e.event === 'chat' && chatEventData(e).sender === 'staff')
        .map(chatEventData);
    await staffStream.next(() => staffReplies().length === 2);
    expect(staffReplies()).toEqual([
      { chatId: id, kind: 'message', sender: 'staff', origin: 'screen-0001' },
      { chatId: id, kind: 'message', sender: 'staff' },
    ]);
    const status = await server.app.inject({
      method: 'PUT',
      url: `/api/chat/setStatus/${id}`,
      headers: { ...bearer(staffToken), 'x-client-id': 'screen-0002' },
      payload: { status: 'closed' },
    });
    expect(status.statusCode).toBe(200);
    const closed = await staffStream.next(
      (e) => e.event === 'chat' && chatEventData(e).kind === 'status',
    );
    expect(chatEventData(closed)).toEqual({ chatId: id, kind: 'status', origin: 'screen-0002' });
    await customer.next(() => customer.events.filter((e) => e.event === 'chat').length === 2);
    for (const event of customer.events.filter((e) => e.event === 'chat'))
      expect(chatEventData(event)).toEqual({ chatId: id, kind: 'message', sender: 'staff' });
    // Not an id of the form a screen sends: refused.
    expect((await reply({ 'x-client-id': 'a b' })).statusCode).toBe(400);
    staffStream.close();
    customer.close();
  });

  test('a wrong token gets the same 404 and no stream', async () => {
    const { id } = await startChat();
    const other = await startChat();
    const stream = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': other.accessToken,
    });
    expect(stream.status).toBe(404);
    expect(stream.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('staff hear of new chats, messages and presence; the header says whether the customer is there', async () => {
    const staffStream = await openStream(`${base}/api/events`, bearer(staffToken));
    expect(staffStream.status).toBe(200);
    await staffStream.next((e) => e.event === 'ready');
    const { id, accessToken } = await startChat();
    await staffStream.next((e) => e.event === 'chat' && chatEventData(e).kind === 'created');
    await staffStream.next(
      (e) =>
        e.event === 'chat' &&
        chatEventData(e).kind === 'message' &&
        chatEventData(e).sender === 'customer',
    );

    const presence = () =>
      server.app.inject({ url: `/api/chat/presence/${id}`, headers: bearer(staffToken) });
    expect((await presence()).json()).toEqual({ online: false });
    const customer = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': accessToken,
    });
    await customer.next((e) => e.event === 'ready');
    await staffStream.next((e) => e.event === 'chat' && chatEventData(e).kind === 'presence');
    expect((await presence()).json()).toEqual({ online: true });

    await writeAgain(id, accessToken, 'Nog een vraag');
    const customerMessages = () =>
      staffStream.events.filter(
        (e) =>
          e.event === 'chat' &&
          chatEventData(e).kind === 'message' &&
          chatEventData(e).sender === 'customer',
      ).length;
    await staffStream.next(() => customerMessages() >= 2);

    const presenceEvents = () =>
      staffStream.events.filter((e) => e.event === 'chat' && chatEventData(e).kind === 'presence')
        .length;
    const before = presenceEvents();
    customer.close();
    await staffStream.next(() => presenceEvents() > before);
    for (let i = 0; i < 50 && (await presence()).json().online; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await presence()).json()).toEqual({ online: false });
    expectError(
      await server.app.inject({ url: '/api/chat/presence/999999', headers: bearer(staffToken) }),
      404,
      'NOT_FOUND',
    );
    staffStream.close();
  });

  test('a stream with presence=false tells of replies without making the customer present', async () => {
    const { id, accessToken } = await startChat();
    const customer = await openStream(`${base}/api/chat/public/${id}/events?presence=false`, {
      'x-chat-token': accessToken,
    });
    expect(customer.status).toBe(200);
    await customer.next((e) => e.event === 'ready');
    await staffReply(id, 'Wij komen morgen.');
    const event = await customer.next((e) => e.event === 'chat');
    expect(chatEventData(event)).toEqual({ chatId: id, kind: 'message', sender: 'staff' });
    expect(
      (
        await server.app.inject({ url: `/api/chat/presence/${id}`, headers: bearer(staffToken) })
      ).json(),
    ).toEqual({ online: false });
    const [{ n }] = rowsOf(
      await server.database.db.execute(
        sql`select count(*)::int as n from chat_watchers where chat_id = ${id}`,
      ),
    );
    expect(n).toBe(0);
    customer.close();
    const refused = await openStream(`${base}/api/chat/public/${id}/events?presence=maybe`, {
      'x-chat-token': accessToken,
    });
    expect(refused.status).toBe(400);
  });

  test('events are kept a day for reconnecting streams, then pruned', async () => {
    const { id } = await startChat();
    const db = server.database.db;
    const eventsOf = async () =>
      rowsOf(await db.execute(sql`select id from chat_events where chat_id = ${id} order by id`));
    const [old, ...recent] = await eventsOf();
    expect(recent.length).toBeGreaterThan(0);
    await db.execute(
      sql`update chat_events set at = now() - interval '25 hours' where id = ${old.id}`,
    );
    await pruneEvents(db);
    expect(await eventsOf()).toEqual(recent);
  });

  test('a reconnecting stream receives what it missed (Last-Event-ID)', async () => {
    const { id, accessToken } = await startChat();
    const first = await openStream(`${base}/api/events`, bearer(staffToken));
    await staffReply(id, 'Eerste');
    // On PostgreSQL the chat's own creation may reach the stream just after it opened: the
    // point to resume from is the staff reply's event.
    const seen = await first.next(
      (e) =>
        e.event === 'chat' &&
        chatEventData(e).kind === 'message' &&
        chatEventData(e).sender === 'staff',
    );
    first.close();
    await staffReply(id, 'Tweede');
    await writeAgain(id, accessToken, 'Derde');
    const again = await openStream(`${base}/api/events`, {
      ...bearer(staffToken),
      'last-event-id': seen.id!,
    });
    const missed = await again.next(
      () => again.events.filter((e) => e.event === 'chat').length >= 2,
    );
    expect(missed).toBeDefined();
    expect(
      again.events.filter((e) => e.event === 'chat').map((e) => chatEventData(e).sender),
    ).toEqual(['staff', 'customer']);
    again.close();
  });

  test('the staff stream needs a valid session and ends when it is revoked', async () => {
    const refused = await openStream(`${base}/api/events`);
    expect(refused.status).toBe(401);
    const stream = await openStream(`${base}/api/events`, bearer(staffToken));
    await stream.next((e) => e.event === 'ready');
    await server.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(staffToken),
    });
    // The next heartbeat (1 s here) finds the session gone.
    await stream.ended;
  });
});

test('one conversation holds at most 10 open streams on an instance; then 429', async () => {
  const { id, accessToken } = await startChat();
  const open = [];
  for (let i = 0; i < 10; i++) {
    const stream = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': accessToken,
    });
    expect(stream.status).toBe(200);
    open.push(stream);
  }
  const refused = await openStream(`${base}/api/chat/public/${id}/events`, {
    'x-chat-token': accessToken,
  });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('30');
  open[0].close();
  await open[0].ended;
  // Once the server has seen it close, a stream may open again.
  let again = refused;
  for (let i = 0; i < 50 && again.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    again = await openStream(`${base}/api/chat/public/${id}/events`, {
      'x-chat-token': accessToken,
    });
  }
  expect(again.status).toBe(200);
  for (const stream of [...open, again]) stream.close();
});
