import type { InjectOptions } from 'fastify';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

interface Message {
  id: number;
  sender: 'staff' | 'customer';
  senderName: string;
  content: string;
  timeStamp: string;
}
interface Chat {
  id: number;
  subject: string;
  timeStamp: string;
  author: Record<string, string>;
  messageCount: number;
  messages: Message[];
}

const AUTHOR = {
  firstName: 'Lotte',
  lastName: 'Maes',
  email: 'lotte.maes@example.be',
  phone: '+32 470 12 34 56',
  address: 'Kerkstraat 1, 9000 Gent',
};

const chatInput = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Offerte dakwerken',
  author: AUTHOR,
  content: 'Kunt u een offerte maken voor ons dak?',
  ...overrides,
});

/** The public call: no token. */
const createChat = (payload: unknown, remoteAddress?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: payload as object,
    remoteAddress,
  });

async function newChat(overrides: Record<string, unknown> = {}, remoteAddress?: string) {
  const response = await createChat(chatInput(overrides), remoteAddress);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const staff = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function getAll(): Promise<Chat[]> {
  const response = await staff('GET', '/api/chat/getall');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function getChat(id: number): Promise<Chat> {
  const response = await staff('GET', `/api/chat/get/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function reply(chatId: number, content: string) {
  const response = await staff('POST', `/api/chat/createMessage/${chatId}`, { content });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const FORBIDDEN = /<script|onerror|javascript:|data:|<img|<iframe|<svg/i;

describe('POST /api/chat/create (public)', () => {
  test('answers 201 with the id; the chat is listed with its author, one message and the customer text', async () => {
    const before = Date.now();
    const response = await createChat(chatInput());
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());
    const { id } = response.json();

    const chats = await getAll();
    expect(chats).toHaveLength(1);
    const [chat] = chats;
    expectShape('Chat', chat);
    expect(chat).toMatchObject({
      id,
      subject: 'Offerte dakwerken',
      author: AUTHOR,
      messageCount: 1,
    });
    expect(chat.messages).toHaveLength(1);
    expect(chat.messages[0]).toMatchObject({
      sender: 'customer',
      senderName: 'Lotte Maes',
      content: 'Kunt u een offerte maken voor ons dak?',
    });
    expect(Date.parse(chat.timeStamp)).toBeGreaterThan(before - 60_000);
  });

  test('phone and address are optional and answer as empty text', async () => {
    const id = await newChat({
      author: { firstName: ' Lotte ', lastName: 'Maes', email: 'lotte.maes@example.be' },
    });
    expect((await getChat(id)).author).toEqual({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte.maes@example.be',
      phone: '',
      address: '',
    });
  });

  test('hostile content is stored sanitized, its text kept', async () => {
    const id = await newChat({
      content:
        '<p>Hallo</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">klik</a><a href="data:text/html,x">hier</a><iframe src="https://evil.example"></iframe>',
    });
    const [message] = (await getChat(id)).messages;
    expect(message.content).not.toMatch(FORBIDDEN);
    expect(message.content).toContain('<p>Hallo</p>');
    expect(message.content).toContain('klik');
  });

  test.each([
    ['only a script', '<script>alert(1)</script>'],
    ['only an image', '<img src=x onerror=alert(1)>'],
    ['only spaces', '   '],
    ['an empty paragraph', '<p> </p><br>'],
    ['only a non-breaking space', '&nbsp;'],
  ])(
    'content that is blank after sanitizing (%s) answers 400 VALIDATION and stores nothing',
    async (_, content) => {
      const before = await server.snapshot();
      expectError(await createChat(chatInput({ content })), 400, 'VALIDATION');
      expect(await server.snapshot()).toEqual(before);
    },
  );

  const { email: _email, ...withoutEmail } = AUTHOR;
  const { firstName: _firstName, ...withoutFirstName } = AUTHOR;
  const { lastName: _lastName, ...withoutLastName } = AUTHOR;
  test.each<[string, unknown]>([
    ['no subject', { author: AUTHOR, content: 'Hallo' }],
    ['no author', { subject: 'Vraag', content: 'Hallo' }],
    ['no content', { subject: 'Vraag', author: AUTHOR }],
    ['an empty content', chatInput({ content: '' })],
    ['no author email', chatInput({ author: withoutEmail })],
    ['no author first name', chatInput({ author: withoutFirstName })],
    ['no author last name', chatInput({ author: withoutLastName })],
    ['an empty first name', chatInput({ author: { ...AUTHOR, firstName: '' } })],
    ['a first name of only spaces', chatInput({ author: { ...AUTHOR, firstName: '   ' } })],
    ['a last name of only spaces', chatInput({ author: { ...AUTHOR, lastName: ' ' } })],
    ['a bad email', chatInput({ author: { ...AUTHOR, email: 'lotte.maes.example.be' } })],
    ['an email with markup', chatInput({ author: { ...AUTHOR, email: '<b>@example.be' } })],
    ['a subject with <', chatInput({ subject: 'Offerte <script>' })],
    ['a subject of only spaces', chatInput({ subject: '    ' })],
    ['an empty subject', chatInput({ subject: '' })],
    ['a last name with >', chatInput({ author: { ...AUTHOR, lastName: 'Maes>' } })],
    ['an address with <', chatInput({ author: { ...AUTHOR, address: '<img src=x>' } })],
    ['a number as subject', chatInput({ subject: 42 })],
    ['the author as text', chatInput({ author: 'Lotte Maes' })],
    ['an extra property', chatInput({ sender: 'staff' })],
    ['an extra author property', chatInput({ author: { ...AUTHOR, company: 'Maes bv' } })],
    ['a subject longer than 200 characters', chatInput({ subject: 's'.repeat(201) })],
  ])('answers 400 VALIDATION for %s and stores nothing', async (_, payload) => {
    const before = await server.snapshot();
    expectError(await createChat(payload), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });

  test('answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/chat/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"subject": "Vraag"',
    });
    expectError(response, 400, 'MALFORMED_JSON');
  });

  test('is limited per client address: then 429 RATE_LIMITED with Retry-After, and nothing stored', async () => {
    const { perAddress, windowSeconds } = server.config.chatCreateLimit;
    const address = '203.0.113.50';
    for (let i = 0; i < perAddress; i++) {
      await newChat({ subject: `Vraag ${i}` }, address);
    }
    const before = await server.snapshot();
    const refused = await createChat(chatInput({ subject: 'Nog een vraag' }), address);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    expect(await server.snapshot()).toEqual(before);

    // Another address may still start a conversation.
    await newChat({ subject: 'Andere klant' }, '198.51.100.60');
    expect(await getAll()).toHaveLength(perAddress + 1);
  });

  test('parallel requests from one address cannot exceed the limit', async () => {
    const { perAddress } = server.config.chatCreateLimit;
    const answers = await Promise.all(
      Array.from({ length: perAddress * 3 }, (_, i) =>
        createChat(chatInput({ subject: `Spam ${i}` }), '203.0.113.51'),
      ),
    );
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    expect(created).toBeLessThanOrEqual(perAddress);
    expect(answers.filter((answer) => ![201, 429].includes(answer.statusCode))).toEqual([]);
    expect((await server.snapshot()).chats).toBe(created);
  });
});

describe('GET /api/chat/getall', () => {
  test('answers an empty list when there are no chats', async () => {
    expect(await getAll()).toEqual([]);
  });

  test('gives each chat as Chat with only its latest message and its message count, newest activity first', async () => {
    const older = await newChat({ subject: 'Eerste vraag' });
    const newer = await newChat({ subject: 'Tweede vraag' });
    let chats = await getAll();
    for (const chat of chats) expectShape('Chat', chat);
    expect(chats.map((chat) => chat.id)).toEqual([newer, older]);

    // A reply to the older chat makes it the one with the most recent activity.
    const replyId = await reply(older, 'Wij sturen u morgen een offerte.');
    chats = await getAll();
    expect(chats.map((chat) => chat.id)).toEqual([older, newer]);
    const [top, bottom] = chats;
    expect(top.messageCount).toBe(2);
    expect(top.messages).toHaveLength(1);
    expect(top.messages[0]).toMatchObject({
      id: replyId,
      sender: 'staff',
      content: 'Wij sturen u morgen een offerte.',
    });
    expect(bottom.messageCount).toBe(1);
    expect(bottom.messages.map((message) => message.sender)).toEqual(['customer']);

    // And a customer chat started now goes above both.
    const newest = await newChat({ subject: 'Derde vraag' });
    expect((await getAll()).map((chat) => chat.id)).toEqual([newest, older, newer]);
  });
});

describe('GET /api/chat/get/{id}', () => {
  test('answers the Chat with every message, oldest first', async () => {
    const id = await newChat();
    await reply(id, 'Eerste antwoord');
    await reply(id, 'Tweede antwoord');
    await newChat({ subject: 'Een andere chat' });

    const chat = await getChat(id);
    expectShape('Chat', chat);
    expect(chat.messageCount).toBe(3);
    expect(chat.messages.map((message) => [message.sender, message.content])).toEqual([
      ['customer', 'Kunt u een offerte maken voor ons dak?'],
      ['staff', 'Eerste antwoord'],
      ['staff', 'Tweede antwoord'],
    ]);
    const times = chat.messages.map((message) => Date.parse(message.timeStamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('answers 404 NOT_FOUND for an unknown id and 400 VALIDATION for an id that is not one', async () => {
    const id = await newChat();
    expectError(await staff('GET', `/api/chat/get/${id + 1}`), 404, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expectError(await staff('GET', `/api/chat/get/${bad}`), 400, 'VALIDATION');
    }
  });
});

describe('POST /api/chat/createMessage/{chatId}', () => {
  test("records a staff reply with sender 'staff', the staff member's name and the server's clock", async () => {
    const id = await newChat();
    const before = Date.now();
    const response = await staff('POST', `/api/chat/createMessage/${id}`, {
      content: 'Wij komen <b>dinsdag</b> langs.',
      sender: 'customer',
      timeStamp: '2001-01-01T00:00:00.000Z',
    });
    const after = Date.now();
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());

    const messages = (await getChat(id)).messages;
    expect(messages).toHaveLength(2);
    const message = messages.find((m) => m.id === response.json().id)!;
    expectShape('Message', message);
    expect(message).toMatchObject({
      sender: 'staff',
      senderName: 'Els Janssens',
      content: 'Wij komen <b>dinsdag</b> langs.',
    });
    // The server's clock, not the one in the body (allowing for a database clock a little apart).
    const at = Date.parse(message.timeStamp);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(after + 5_000);
  });

  test('sanitizes the reply', async () => {
    const id = await newChat();
    await reply(
      id,
      'Zie <a href="javascript:alert(1)">hier</a><img src=x onerror=alert(1)><script>alert(1)</script>',
    );
    const [, message] = (await getChat(id)).messages;
    expect(message.content).not.toMatch(FORBIDDEN);
    expect(message.content).toContain('hier');
  });

  test('answers 404 NOT_FOUND for an unknown chat and stores nothing', async () => {
    const id = await newChat();
    const before = await server.snapshot();
    expectError(
      await staff('POST', `/api/chat/createMessage/${id + 1}`, { content: 'Hallo' }),
      404,
      'NOT_FOUND',
    );
    expect(await server.snapshot()).toEqual(before);
  });

  test.each<[string, unknown]>([
    ['an empty content', { content: '' }],
    ['no content', { sender: 'staff' }],
    ['content blank after sanitizing', { content: '<script>alert(1)</script>' }],
    ['content of only spaces', { content: '   ' }],
    ['an extra property', { content: 'Hallo', chatId: 1 }],
    ['a list as body', [{ content: 'Hallo' }]],
  ])('answers 400 VALIDATION for %s and stores nothing', async (_, payload) => {
    const id = await newChat();
    const before = await server.snapshot();
    expectError(await staff('POST', `/api/chat/createMessage/${id}`, payload), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
    expect((await getChat(id)).messageCount).toBe(1);
  });

  test('answers 400 VALIDATION for a chat id that is not one', async () => {
    await newChat();
    const before = await server.snapshot();
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expectError(
        await staff('POST', `/api/chat/createMessage/${bad}`, { content: 'Hallo' }),
        400,
        'VALIDATION',
      );
    }
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('DELETE /api/chat/remove/{id}', () => {
  test('answers 204 and removes the chat with its messages; a second remove answers 404', async () => {
    const id = await newChat();
    await reply(id, 'Antwoord');
    const other = await newChat({ subject: 'Blijft staan' });
    const before = await server.snapshot();
    expect(before).toMatchObject({ chats: 2, messages: 3 });

    const response = await staff('DELETE', `/api/chat/remove/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // Its unsent mail (the staff notice and the reply to the customer) and its mail link go too;
    // the other chat's notice stays.
    expect(before).toMatchObject({ outbox: 3, chat_links: 1 });
    expect(await server.snapshot()).toEqual({
      ...before,
      chats: 1,
      messages: 1,
      outbox: 1,
      chat_links: 0,
    });
    expect((await getAll()).map((chat) => chat.id)).toEqual([other]);
    expect((await getChat(other)).messageCount).toBe(1);

    expectError(await staff('GET', `/api/chat/get/${id}`), 404, 'NOT_FOUND');
    expectError(await staff('DELETE', `/api/chat/remove/${id}`), 404, 'NOT_FOUND');
    expectError(
      await staff('POST', `/api/chat/createMessage/${id}`, { content: 'Nog iets' }),
      404,
      'NOT_FOUND',
    );
  });

  test('answers 400 VALIDATION for an id that is not one', async () => {
    await newChat();
    const before = await server.snapshot();
    expectError(await staff('DELETE', '/api/chat/remove/abc'), 400, 'VALIDATION');
    expectError(await staff('DELETE', '/api/chat/remove/0'), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });
});
