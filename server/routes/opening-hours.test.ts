import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const WEEK = ([1, 2, 3, 4, 5] as const).map((weekday) => ({
  weekday,
  open: '08:00',
  close: '17:00',
}));
const hours = (overrides: Record<string, unknown> = {}) => ({
  days: WEEK,
  closedDates: ['2027-12-25', '2027-11-01'],
  autoReplyDutch: '<p>We zijn terug op {nextOpen}.</p>',
  autoReplyEnglish: '<p>We are back on {nextOpen}.</p>',
  ...overrides,
});

const put = (payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/settings/openingHours',
    headers: bearer(token),
    payload: payload as object,
  });
const get = () =>
  server.app.inject({ method: 'GET', url: '/api/settings/openingHours', headers: bearer(token) });
const availability = () =>
  server.app.inject({ method: 'GET', url: '/api/chat/public/availability' });

let address = 0;
async function startChat(language: 'nl' | 'en' = 'nl') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Lek',
      language,
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Ons dak lekt.',
    },
    remoteAddress: `10.3.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}
const readPublic = (id: number, accessToken: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/chat/public/${id}`,
    headers: { 'x-chat-token': accessToken },
  });
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), payload });

describe('/api/settings/openingHours', () => {
  test('until set: open every day round the clock; the widget says staff are in', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expectShape('OpeningHours', response.json());
    expect(response.json().days).toHaveLength(7);
    expect(response.json().days[0]).toEqual({ weekday: 1, open: '00:00', close: '24:00' });
    expect((await availability()).json()).toEqual({ open: true, nextOpen: null });
  });

  test('stores the week by weekday and the dates ascending, once each; answers what is stored', async () => {
    const response = await put(
      hours({ days: [...WEEK].reverse(), closedDates: ['2027-12-25', '2027-11-01', '2027-12-25'] }),
    );
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored.days.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(stored.closedDates).toEqual(['2027-11-01', '2027-12-25']);
    expect((await get()).json()).toEqual(stored);
  });

  test.each([
    ['a weekday twice', hours({ days: [WEEK[0], WEEK[0]] })],
    ['open after close', hours({ days: [{ weekday: 1, open: '18:00', close: '08:00' }] })],
    ['a weekday 0', hours({ days: [{ weekday: 0, open: '08:00', close: '17:00' }] })],
    ['a time 25:00', hours({ days: [{ weekday: 1, open: '08:00', close: '25:00' }] })],
    ['a date that does not exist', hours({ closedDates: ['2027-02-29'] })],
    ['no Dutch text', hours({ autoReplyDutch: '<p> </p>' })],
    ['a missing field', { days: WEEK, closedDates: [] }],
    ['an unknown field', hours({ extra: 1 })],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const before = (await get()).json();
    expectError(await put(payload), 400, 'VALIDATION');
    expect((await get()).json()).toEqual(before);
  });

  test.each(HOSTILE_INPUTS)('hostile answer text ($name) is stored harmless', async (hostile) => {
    const stored = (await put(hours({ autoReplyDutch: hostile.input }))).json();
    expect(stored.autoReplyDutch).toContain(HOSTILE_TEXT);
    for (const piece of hostile.mustNotSurvive)
      expect(stored.autoReplyDutch.toLowerCase()).not.toContain(piece.toLowerCase());
  });

  test('needs a staff token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/settings/openingHours' });
    expect(response.statusCode).toBe(401);
  });

  test('is in the activity log', async () => {
    await put(hours());
    const log = (await staff('GET', '/api/activity/getall?limit=5')).json();
    expect(JSON.stringify(log)).toContain('openingHours');
  });
});

describe('outside opening hours', () => {
  test('the widget hears when staff are back, and the customer gets one automatic answer', async () => {
    // Closed every day but one weekday, so whenever this runs staff are not in.
    const today = new Date();
    const closedToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
      today,
    );
    await put(hours({ closedDates: [closedToday] }));
    const answer = (await availability()).json();
    expectShape('Availability', answer);
    expect(answer.open).toBe(false);
    expect(Date.parse(answer.nextOpen)).toBeGreaterThan(Date.now());

    const { id, accessToken } = await startChat();
    const chat = (await readPublic(id, accessToken)).json();
    expect(chat.messages.map((m: { automatic: boolean }) => m.automatic)).toEqual([false, true]);
    const automatic = chat.messages[1];
    expect(automatic.sender).toBe('staff');
    expect(automatic.content).toMatch(/^<p>We zijn terug op \S+ \d+ \S+ om 0?8:00\.<\/p>$/);

    // A second message while closed: no second automatic answer.
    await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${id}/message`,
      headers: { 'x-chat-token': accessToken },
      payload: { content: 'Nog een foto volgt.' },
    });
    const again = (await readPublic(id, accessToken)).json();
    expect(again.messages.filter((m: { automatic: boolean }) => m.automatic)).toHaveLength(1);

    // Staff's reads carry it; the list's latest message stays the customer's (the green bar).
    const full = (await staff('GET', `/api/chat/get/${id}`)).json();
    expectShape('Chat', full);
    expect(full.messages.map((m: { automatic: boolean }) => m.automatic)).toEqual([
      false,
      true,
      false,
    ]);
    const [listed] = (await staff('GET', '/api/chat/getall')).json();
    expect(listed.messages[0]).toMatchObject({ sender: 'customer', automatic: false });
    expect(listed.messageCount).toBe(3);
    expect((await staff('GET', '/api/chat/counts')).json().waiting).toBe(1);

    // After a human reply, the next message outside hours is answered automatically again.
    await staff('POST', `/api/chat/createMessage/${id}`, { content: 'Wij komen kijken.' });
    await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${id}/message`,
      headers: { 'x-chat-token': accessToken },
      payload: { content: 'Dank u.' },
    });
    const last = (await readPublic(id, accessToken)).json();
    expect(last.messages.filter((m: { automatic: boolean }) => m.automatic)).toHaveLength(2);
  });

  test('in English for an English customer; Dutch when there is no English text', async () => {
    await put(hours({ days: [] }));
    const english = await startChat('en');
    const [, en] = (await readPublic(english.id, english.accessToken)).json().messages;
    expect(en.content).toBe('<p>We are back on our next working day.</p>');
    await put(hours({ days: [], autoReplyEnglish: '' }));
    const other = await startChat('en');
    const [, nl] = (await readPublic(other.id, other.accessToken)).json().messages;
    expect(nl.content).toBe('<p>We zijn terug op onze volgende werkdag.</p>');
  });

  test('while open: no automatic answer', async () => {
    const { id, accessToken } = await startChat();
    const chat = (await readPublic(id, accessToken)).json();
    expect(chat.messages).toHaveLength(1);
    expect(chat.messages[0].automatic).toBe(false);
  });
});

test('the availability may be reached from any site, and read only by those of WIDGET_ORIGINS', async () => {
  const allowed = server.config.widgetOrigins[0];
  const own = await server.app.inject({
    method: 'GET',
    url: '/api/chat/public/availability',
    headers: { origin: allowed },
  });
  expect(own.headers['access-control-allow-origin']).toBe(allowed);
  expect(own.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const other = await server.app.inject({
    method: 'GET',
    url: '/api/chat/public/availability',
    headers: { origin: 'https://elders.example.com' },
  });
  expect(other.statusCode).toBe(200);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});
