import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { recordPastChat } from '../services/customer-chats';
import { createProject, setProjectStage } from '../services/projects';
import type { ProjectStage } from '../domain/project-stages';
import { agendaCalls, brussels } from '../test/agenda';
import { photoFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';

/**
 * The statistics are right to the second on known conversations around the clock changes of
 * 2027 (Brussels: 28 March 02:00 → 03:00, 31 October 03:00 → 02:00), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL alike.
 */
const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const get = (url: string) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function chatStatistics(query: string) {
  const response = await get(`/statistics/chats?${query}`);
  expect(response.statusCode).toBe(200);
  expectShape('ChatStatistics', response.json());
  return response.json();
}

const AUTHOR = {
  firstName: 'Lotte',
  lastName: 'Maes',
  email: 'lotte@example.be',
  phone: '',
  address: '',
};

interface Known {
  /** The customer's first message (and the conversation's start), UTC. */
  at: string;
  /** The first staff reply, UTC. */
  answer?: string;
  /** An automatic answer right after the question (never the first response). */
  automatic?: boolean;
  closedAt?: string;
  page?: string;
}

/** A conversation of the past as the widget and staff would have written it. */
async function known({ at, answer, automatic, closedAt, page }: Known) {
  const id = await recordPastChat(server.database.db, {
    subject: 'Vraag',
    author: AUTHOR,
    createdAt: new Date(at),
    messages: [
      {
        sender: 'customer',
        senderName: 'Lotte Maes',
        content: '<p>Hallo</p>',
        sentAt: new Date(at),
      },
      ...(answer
        ? [
            {
              sender: 'staff' as const,
              senderName: 'Els',
              content: '<p>Dag</p>',
              sentAt: new Date(answer),
            },
            // The customer thanks; a later staff message is not the first response.
            {
              sender: 'staff' as const,
              senderName: 'Els',
              content: '<p>Nog iets?</p>',
              sentAt: new Date(Date.parse(answer) + 60_000),
            },
          ]
        : []),
    ],
  });
  const db = server.database.db;
  if (automatic)
    await db.execute(sql`insert into messages (chat_id, sender, sender_name, content, sent_at, automatic)
      values (${id}, 'staff', 'Automatisch', '<p>Gesloten</p>', ${new Date(Date.parse(at) + 5_000).toISOString()}, true)`);
  if (closedAt)
    await db.execute(
      sql`update chats set status = 'closed', closed_at = ${closedAt} where id = ${id}`,
    );
  if (page) await db.execute(sql`update chats set start_page = ${page} where id = ${id}`);
  return id;
}

const WEEKDAYS_9_TO_17 = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  open: '09:00',
  close: '17:00',
}));

async function setOpeningHours(closedDates: string[] = []) {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/settings/openingHours',
    headers: bearer(token),
    payload: {
      days: WEEKDAYS_9_TO_17,
      closedDates,
      autoReplyDutch: '<p>Gesloten</p>',
      autoReplyEnglish: '',
    },
  });
  expect(response.statusCode).toBe(200);
}

/** The spring week: Saturday 27 March to Monday 29 March 2027 (Brussels), and around it. */
async function springWeek() {
  // Friday 26 March 23:59 (CET): the day before the period.
  await known({ at: '2027-03-26T22:59:00Z', answer: '2027-03-26T23:00:00Z' });
  // Saturday 23:30 (CET), answered Sunday 08:00 (CEST): across midnight and the clock change,
  // 7 h 30 of real time (8 h 30 on the wall clock); the automatic answer does not count.
  await known({
    at: '2027-03-27T22:30:00Z',
    answer: '2027-03-28T06:00:00Z',
    automatic: true,
    page: 'https://example.be/contact',
  });
  // Sunday 01:30 (CET), answered 03:10 (CEST): 40 minutes.
  await known({ at: '2027-03-28T00:30:00Z', answer: '2027-03-28T01:10:00Z' });
  // Sunday 03:30 (CEST), never answered, closed an hour later.
  await known({ at: '2027-03-28T01:30:00Z', closedAt: '2027-03-28T02:30:00Z' });
  // Monday 09:15, answered 09:45 (30 minutes, all in opening hours), closed two hours in.
  await known({
    at: '2027-03-29T07:15:00Z',
    answer: '2027-03-29T07:45:00Z',
    closedAt: '2027-03-29T09:15:00Z',
    page: 'https://example.be/diensten',
  });
  // Monday 23:59:59, the period's last second, answered Tuesday 09:30:01: 9 h 30 min 2 s, of
  // which 30 min 1 s in opening hours.
  await known({
    at: '2027-03-29T21:59:59Z',
    answer: '2027-03-30T07:30:01Z',
    page: 'https://example.be/diensten',
  });
  // Tuesday 00:00 (CEST): the day after the period.
  await known({ at: '2027-03-29T22:00:00Z' });
}

const SPRING = 'from=2027-03-27&to=2027-03-29';

test('every figure of a period across the spring clock change, counted to the second', async () => {
  await setOpeningHours();
  await springWeek();
  const figures = await chatStatistics(`${SPRING}&interval=day`);
  expect(figures.totals).toEqual({
    newChats: 5,
    answered: 4,
    // Responses 1,800, 2,400, 27,000 and 34,202 s: the median halfway the middle two.
    firstResponseMedianSeconds: 14_700,
    // percentile_cont: 27,000 + 0.7 × (34,202 − 27,000).
    firstResponseP90Seconds: 32_041,
    // In opening hours (weekdays 09:00–17:00): 0, 0, 1,800 and 1,801 s.
    firstResponseMedianOpeningSeconds: 900,
    firstResponseP90OpeningSeconds: 1_801,
    answeredWithinHour: 2,
    answeredWithinHourShare: 0.4,
    // One working day is eight opening hours: every answer came within one.
    answeredWithinWorkingDay: 4,
    answeredWithinWorkingDayShare: 0.8,
    closed: 2,
    // 3,600 and 7,200 s.
    timeToCloseMedianSeconds: 5_400,
    timeToCloseP90Seconds: 6_840,
  });
  expect(figures.buckets).toEqual([
    { start: '2027-03-27', newChats: 1, answered: 1, firstResponseMedianSeconds: 27_000 },
    { start: '2027-03-28', newChats: 2, answered: 1, firstResponseMedianSeconds: 2_400 },
    { start: '2027-03-29', newChats: 2, answered: 2, firstResponseMedianSeconds: 18_001 },
  ]);
  expect(figures.heatmap).toEqual([
    { weekday: 1, hour: 9, count: 1 },
    { weekday: 1, hour: 23, count: 1 },
    { weekday: 6, hour: 23, count: 1 },
    { weekday: 7, hour: 1, count: 1 },
    { weekday: 7, hour: 3, count: 1 },
  ]);
  expect(figures.pages).toEqual([
    { page: 'https://example.be/diensten', count: 2 },
    { page: 'https://example.be/contact', count: 1 },
  ]);
  expect(figures.openingHoursSet).toBe(true);
});

test('weeks start on their Monday and months on their first, empty buckets included', async () => {
  await springWeek();
  const weeks = await chatStatistics(`${SPRING}&interval=week`);
  expect(weeks.buckets).toEqual([
    { start: '2027-03-22', newChats: 3, answered: 2, firstResponseMedianSeconds: 14_700 },
    { start: '2027-03-29', newChats: 2, answered: 2, firstResponseMedianSeconds: 18_001 },
  ]);
  const months = await chatStatistics('from=2027-02-15&to=2027-04-02&interval=month');
  expect(months.buckets).toEqual([
    { start: '2027-02-01', newChats: 0, answered: 0, firstResponseMedianSeconds: null },
    // Friday 26 March and Tuesday 30 March count too now.
    { start: '2027-03-01', newChats: 7, answered: 5, firstResponseMedianSeconds: 2_400 },
    { start: '2027-04-01', newChats: 0, answered: 0, firstResponseMedianSeconds: null },
  ]);
  expect(months.totals.newChats).toBe(7);
});

test('without opening hours the opening-hours figures are empty, the calendar ones are not', async () => {
  await springWeek();
  const { totals, openingHoursSet } = await chatStatistics(SPRING);
  expect(openingHoursSet).toBe(false);
  expect(totals).toMatchObject({
    newChats: 5,
    firstResponseMedianSeconds: 14_700,
    firstResponseMedianOpeningSeconds: null,
    firstResponseP90OpeningSeconds: null,
    answeredWithinWorkingDay: 0,
    answeredWithinWorkingDayShare: null,
  });
});

test('a closing date counts no opening hours', async () => {
  await setOpeningHours(['2027-03-30']);
  await springWeek();
  const { totals } = await chatStatistics(SPRING);
  // Tuesday 30 March is closed: the last answer took no opening time.
  expect(totals.firstResponseMedianOpeningSeconds).toBe(0);
  expect(totals.firstResponseP90OpeningSeconds).toBe(1_260);
});

test('answers keep the opening hours of their time: a later change of them does not count them again', async () => {
  await setOpeningHours();
  await springWeek();
  // Tuesday 30 March closed afterwards: the last answer still counts 30 min 1 s.
  await setOpeningHours(['2027-03-30']);
  expect((await chatStatistics(SPRING)).totals).toMatchObject({
    firstResponseMedianOpeningSeconds: 900,
    firstResponseP90OpeningSeconds: 1_801,
  });
});

test('a staff reply keeps its chat’s first response in opening hours; a later one changes nothing', async () => {
  // Open round the clock: the opening-hours time of an answer is its calendar time.
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/settings/openingHours',
    headers: bearer(token),
    payload: {
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
      closedDates: [],
      autoReplyDutch: '<p>Gesloten</p>',
      autoReplyEnglish: '',
    },
  });
  expect(response.statusCode).toBe(200);
  const id = await known({ at: new Date(Date.now() - 90_000).toISOString() });
  const reply = async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/chat/createMessage/${id}`,
      headers: bearer(token),
      payload: { content: '<p>Dag</p>' },
    });
    expect(answer.statusCode).toBe(201);
    const [row] = rowsOf(
      await server.database.db.execute(sql`select first_response_opening_seconds as opening,
        extract(epoch from first_response_at - first_customer_at)::float8 as calendar
        from chats where id = ${id}`),
    );
    return row as { opening: number | null; calendar: number };
  };
  const first = await reply();
  expect(first.opening).toBeGreaterThanOrEqual(90);
  expect(first.opening).toBeCloseTo(first.calendar, 3);
  expect((await reply()).opening).toBe(first.opening);
});

test('the autumn clock change: the hour that happens twice is one hour of the heatmap, counted twice', async () => {
  // Sunday 31 October 2027: 01:30 (CEST), 02:30 (CEST), 02:30 again (CET), then Monday 00:00.
  await known({ at: '2027-10-30T23:30:00Z' });
  await known({ at: '2027-10-31T00:30:00Z', answer: '2027-10-31T01:45:00Z' });
  await known({ at: '2027-10-31T01:30:00Z' });
  await known({ at: '2027-10-31T23:00:00Z' });
  const figures = await chatStatistics('from=2027-10-31&to=2027-10-31&interval=week');
  expect(figures.totals).toMatchObject({
    newChats: 3,
    answered: 1,
    // 02:30 CEST to 02:45 CET: 75 minutes, not the wall clock's 15.
    firstResponseMedianSeconds: 4_500,
    answeredWithinHour: 0,
  });
  expect(figures.buckets).toEqual([
    { start: '2027-10-25', newChats: 3, answered: 1, firstResponseMedianSeconds: 4_500 },
  ]);
  expect(figures.heatmap).toEqual([
    { weekday: 7, hour: 1, count: 1 },
    { weekday: 7, hour: 2, count: 2 },
  ]);
});

test('an empty period answers zeros and every bucket', async () => {
  const figures = await chatStatistics('from=2027-01-01&to=2027-01-03');
  expect(figures.totals).toMatchObject({
    newChats: 0,
    answered: 0,
    firstResponseMedianSeconds: null,
    answeredWithinHourShare: null,
    timeToCloseMedianSeconds: null,
  });
  expect(figures.buckets.map((bucket: { start: string }) => bucket.start)).toEqual([
    '2027-01-01',
    '2027-01-02',
    '2027-01-03',
  ]);
  expect(figures.heatmap).toEqual([]);
  expect(figures.pages).toEqual([]);
});

test.each([
  ['from=2027-02-30&to=2027-03-01', 'from must be a date'],
  ['from=2027-03-02&to=2027-03-01', 'from must not be after to'],
  ['from=2020-01-01&to=2027-03-01', 'at most five years'],
  ['from=2027-03-01&to=2027-03-02&interval=year', ''],
  ['to=2027-03-01', ''],
  ['from=2027-03-01&to=03-02-2027', ''],
])('%s is refused with 400', async (query, message) => {
  for (const section of ['chats', 'projects']) {
    const response = await get(`/statistics/${section}?${query}`);
    expectError(response, 400, 'VALIDATION');
    expect(response.json().message).toContain(message);
  }
});

test('the widget’s page is kept on the conversation without its query and fragment', async () => {
  const start = (page: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/chat/create',
      payload: { subject: 'Vraag', author: AUTHOR, content: 'Hallo', page },
    });
  const created = await start('https://www.example.be/diensten/dak?token=geheim#top');
  expect(created.statusCode).toBe(201);
  const before = await server.snapshot();
  for (const bad of ['javascript:alert(1)', 'niet een adres', 'ftp://example.be/x'])
    expectError(await start(bad), 400, 'VALIDATION');
  expect(await server.snapshot()).toEqual(before);
  const rows = await server.database.db.execute(sql`select start_page from chats`);
  expect((rows as unknown as { rows: { start_page: string }[] }).rows).toEqual([
    { start_page: 'https://www.example.be/diensten/dak' },
  ]);
});

test('closing keeps when; a customer’s message opens the conversation again and forgets it', async () => {
  const id = await known({ at: '2027-03-01T10:00:00Z' });
  const closedAt = async () => {
    const result = await server.database.db.execute(
      sql`select closed_at from chats where id = ${id}`,
    );
    return (result as unknown as { rows: { closed_at: unknown }[] }).rows[0].closed_at;
  };
  const setStatus = (status: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/chat/setStatus/${id}`,
      headers: bearer(token),
      payload: { status },
    });
  expect((await setStatus('closed')).statusCode).toBe(200);
  const first = await closedAt();
  expect(first).not.toBeNull();
  expect((await setStatus('closed')).statusCode).toBe(200);
  expect(await closedAt()).toEqual(first);
  expect((await setStatus('open')).statusCode).toBe(200);
  expect(await closedAt()).toBeNull();
});

test('the content figures count what the website still lacks', async () => {
  const empty = await get('/statistics/content');
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toEqual({
    missingTranslations: 0,
    staleTranslations: 0,
    imagesWithoutDescription: 0,
    disabledServices: 0,
  });
  const entry = async (name: string, translationDutch: string, translationEnglish: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/language/create',
      headers: bearer(token),
      payload: { name, group: 'diensten', translationDutch, translationEnglish },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const title = await entry('titel', '<p>Dakwerken</p>', '<p>Roofing</p>');
  const description = await entry('omschrijving', '<p>Daken</p>', '<p><br></p>');
  await entry('leeg', '', '<p>Only English</p>');
  await server.database.db.execute(
    sql`update language_entries set stale_language = 'en' where id = ${title}`,
  );
  const body = await multipart({ titleId: title, descriptionId: description, enabled: false }, [
    await photoFile(300, 200),
  ]);
  const service = await server.app.inject({
    method: 'POST',
    url: '/api/service/create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(service.statusCode).toBe(201);
  const figures = await get('/statistics/content');
  expectShape('ContentStatistics', figures.json());
  expect(figures.json()).toEqual({
    missingTranslations: 2,
    staleTranslations: 1,
    imagesWithoutDescription: 1,
    disabledServices: 1,
  });
});

test('the list behind each bucket and heatmap cell holds as many conversations as it counts', async () => {
  await springWeek();
  const listed = async (query: string) => {
    const response = await get(`/chat/getall?status=all&${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }[]).length;
  };
  const figures = await chatStatistics(`${SPRING}&interval=day`);
  for (const bucket of figures.buckets as { start: string; newChats: number }[])
    expect(await listed(`startedFrom=${bucket.start}&startedTo=${bucket.start}`)).toBe(
      bucket.newChats,
    );
  for (const cell of figures.heatmap as { weekday: number; hour: number; count: number }[]) {
    const query = `startedFrom=2027-03-27&startedTo=2027-03-29&startedWeekday=${cell.weekday}&startedHour=${cell.hour}`;
    expect(await listed(query)).toBe(cell.count);
  }
  expect(await listed('startedFrom=2027-03-27&startedTo=2027-03-29')).toBe(5);
  expectError(await get('/chat/getall?startedFrom=2027-03-27'), 400, 'VALIDATION');
  expectError(
    await get('/chat/getall?startedFrom=2027-03-29&startedTo=2027-03-27'),
    400,
    'VALIDATION',
  );
});

test('the agenda: appointments per employee and week, cancellations, booked against working hours', async () => {
  const agenda = agendaCalls(server, () => token);
  // Jan1: Monday to Friday 08:00–16:30; Jan2: Mondays 09:00–12:00.
  const jan1 = await agenda.newEmployee();
  const jan2 = await agenda.newEmployee({
    workingHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
  });
  const at = (date: string, start: string, end: string, employeeIds: number[]) =>
    agenda.newAppointment({
      start: brussels(date, start),
      end: brussels(date, end),
      employeeIds,
      allowConflict: true,
    });
  await at('2027-03-23', '10:00', '11:00', [jan1]);
  const cancelled = await at('2027-03-24', '10:00', '11:00', [jan1]);
  await at('2027-03-25', '14:00', '16:00', [jan1]);
  // After the clock change, and for both.
  await at('2027-03-30', '09:00', '10:30', [jan1, jan2]);
  // The Monday after the period.
  await at('2027-04-05', '10:00', '11:00', [jan1]);
  const db = server.database.db;
  await db.execute(
    sql`update appointments set status = 'geannuleerd', cancelled_by = 'customer' where id = ${cancelled}`,
  );
  await db.execute(sql`insert into employee_absences (employee_id, from_date, to_date, kind)
    values (${jan1}, '2027-03-31', '2027-03-31', 'verlof')`);

  const response = await get('/statistics/agenda?from=2027-03-22&to=2027-04-04');
  expect(response.statusCode).toBe(200);
  expectShape('AgendaStatistics', response.json());
  const figures = response.json();
  expect(figures.totals).toEqual({ appointments: 3, cancelled: 1, cancelledByCustomer: 1 });
  expect(figures.employees).toEqual([
    {
      employeeId: jan1,
      name: 'Jan1 Peeters',
      colour: expect.any(String),
      appointments: 3,
      cancelled: 1,
      bookedSeconds: 3_600 + 7_200 + 5_400,
      // Nine weekdays (Easter Monday 29 March is a public holiday), less the day off: 8 × 8.5 h.
      workingSeconds: 8 * 8.5 * 3_600,
    },
    {
      employeeId: jan2,
      name: 'Jan2 Peeters',
      colour: expect.any(String),
      appointments: 1,
      cancelled: 0,
      bookedSeconds: 5_400,
      // One Monday: the other is Easter Monday.
      workingSeconds: 3 * 3_600,
    },
  ]);
  expect(figures.weeks).toEqual([
    { start: '2027-03-22', employeeId: jan1, appointments: 2 },
    { start: '2027-03-29', employeeId: jan1, appointments: 1 },
    { start: '2027-03-29', employeeId: jan2, appointments: 1 },
  ]);
  expectError(await get('/statistics/agenda?from=2027-04-04&to=2027-03-22'), 400, 'VALIDATION');
});

/**
 * A project created at `created` that moved through `moves` ([stage, when], UTC), each move a
 * version of its history dated as given.
 */
async function projectWithHistory(created: string, moves: [ProjectStage, string][]) {
  const db = server.database.db;
  const id = await createProject(db, { name: `Project ${created}` });
  const dateLatestVersion = (at: string) =>
    db.execute(sql`update versions set at = ${at} where kind = 'project' and entity_id = ${id}
      and version = (select max(version) from versions where kind = 'project' and entity_id = ${id})`);
  await db.execute(sql`update projects set created_at = ${created} where id = ${id}`);
  await dateLatestVersion(created);
  for (const [stage, at] of moves) {
    await setProjectStage(db, id, stage);
    await dateLatestVersion(at);
  }
  return id;
}

test('the projects: per stage now, started and delivered per Brussels month and week, days to delivery', async () => {
  // Created in December, delivered 5 January: 16 days; started before the period.
  await projectWithHistory('2026-12-20T09:00:00Z', [['opgeleverd', '2027-01-05T09:00:00Z']]);
  // Created 10 January, delivered Monday 1 March 00:30 Brussels (28 February in UTC): 49.6 days.
  await projectWithHistory('2027-01-10T09:00:00Z', [
    ['offerte', '2027-01-20T09:00:00Z'],
    ['opgeleverd', '2027-02-28T23:30:00Z'],
  ]);
  // Delivered 15 February (10 days), closed later: closing does not deliver it again.
  await projectWithHistory('2027-02-05T09:00:00Z', [
    ['opgeleverd', '2027-02-15T09:00:00Z'],
    ['afgesloten', '2027-02-20T09:00:00Z'],
  ]);
  // Delivered, moved back, delivered again 5 March: counted then, 23 days.
  await projectWithHistory('2027-02-10T09:00:00Z', [
    ['opgeleverd', '2027-02-12T09:00:00Z'],
    ['in_uitvoering', '2027-02-13T09:00:00Z'],
    ['opgeleverd', '2027-03-05T09:00:00Z'],
  ]);
  // Delivered and moved back for good: not delivered.
  await projectWithHistory('2027-02-01T09:00:00Z', [
    ['opgeleverd', '2027-02-03T09:00:00Z'],
    ['in_uitvoering', '2027-02-04T09:00:00Z'],
  ]);
  // Started in March, planned.
  await projectWithHistory('2027-03-10T09:00:00Z', [['gepland', '2027-03-11T09:00:00Z']]);

  const response = await get('/statistics/projects?from=2027-01-01&to=2027-03-31');
  expect(response.statusCode).toBe(200);
  const figures = response.json();
  expectShape('ProjectStatistics', figures);
  expect(figures).toEqual({
    // (16 + 49.604 + 10 + 23) / 4 = 24.65 days.
    totals: { started: 5, delivered: 4, deliveryDaysAverage: 24.7 },
    stages: [
      { stage: 'aanvraag', projects: 0 },
      { stage: 'offerte', projects: 0 },
      { stage: 'gepland', projects: 1 },
      { stage: 'in_uitvoering', projects: 1 },
      { stage: 'opgeleverd', projects: 3 },
      { stage: 'afgesloten', projects: 1 },
    ],
    buckets: [
      { start: '2027-01-01', started: 1, delivered: 1 },
      { start: '2027-02-01', started: 3, delivered: 1 },
      { start: '2027-03-01', started: 1, delivered: 2 },
    ],
  });

  const weeks = (
    await get('/statistics/projects?from=2027-02-22&to=2027-03-07&interval=week')
  ).json();
  // The delivery on Monday 1 March 00:30 Brussels is in the week of 1 March, not of 22 February.
  expect(weeks.buckets).toEqual([
    { start: '2027-02-22', started: 0, delivered: 0 },
    { start: '2027-03-01', started: 0, delivered: 2 },
  ]);
  expect(weeks.totals).toEqual({ started: 0, delivered: 2, deliveryDaysAverage: 36.3 });
});

test('the projects of a period without any: zeros, every bucket, and no average', async () => {
  const response = await get('/statistics/projects?from=2027-05-01&to=2027-05-03&interval=day');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    totals: { started: 0, delivered: 0, deliveryDaysAverage: null },
    buckets: [
      { start: '2027-05-01', started: 0, delivered: 0 },
      { start: '2027-05-02', started: 0, delivered: 0 },
      { start: '2027-05-03', started: 0, delivered: 0 },
    ],
  });
});

test("a bar's list: the projects started and delivered on a Brussels day are those the figures count, across the clock change", async () => {
  // Saturday 27 March 23:30 Brussels (UTC+1), then Sunday 28 March 00:30 (UTC+1) and 23:30 (UTC+2).
  const saturday = await projectWithHistory('2027-03-27T22:30:00Z', [
    ['opgeleverd', '2027-03-28T21:30:00Z'],
  ]);
  const sundayEarly = await projectWithHistory('2027-03-27T23:30:00Z', [
    ['opgeleverd', '2027-03-28T22:30:00Z'],
  ]);
  const sundayLate = await projectWithHistory('2027-03-28T21:30:00Z', [
    ['gepland', '2027-03-28T21:40:00Z'],
  ]);
  // Delivered Sunday, moved back: not delivered.
  await projectWithHistory('2027-03-20T09:00:00Z', [
    ['opgeleverd', '2027-03-28T09:00:00Z'],
    ['in_uitvoering', '2027-03-28T10:00:00Z'],
  ]);

  const figures = (
    await get('/statistics/projects?from=2027-03-27&to=2027-03-29&interval=day')
  ).json();
  expect(figures.buckets).toEqual([
    { start: '2027-03-27', started: 1, delivered: 0 },
    { start: '2027-03-28', started: 2, delivered: 1 },
    { start: '2027-03-29', started: 0, delivered: 1 },
  ]);
  const listed = async (query: string) => {
    const response = await get(`/project/getall?${query}`);
    expect(response.statusCode).toBe(200);
    expectShape('ProjectPage', response.json());
    return response.json().projects.map((project: { id: number }) => project.id);
  };
  expect(await listed('startedFrom=2027-03-28&startedTo=2027-03-28')).toEqual([
    sundayLate,
    sundayEarly,
  ]);
  expect(await listed('startedFrom=2027-03-27&startedTo=2027-03-27')).toEqual([saturday]);
  expect(await listed('deliveredFrom=2027-03-28&deliveredTo=2027-03-28')).toEqual([saturday]);
  expect(await listed('deliveredFrom=2027-03-29&deliveredTo=2027-03-29')).toEqual([sundayEarly]);
  expect(await listed('deliveredFrom=2027-03-27&deliveredTo=2027-03-29&stage=opgeleverd')).toEqual([
    sundayEarly,
    saturday,
  ]);
  // Both filters: started on Sunday and delivered by Monday.
  expect(
    await listed(
      'startedFrom=2027-03-28&startedTo=2027-03-28&deliveredFrom=2027-03-27&deliveredTo=2027-03-29',
    ),
  ).toEqual([sundayEarly]);
  // A page at a time keeps the filter.
  const first = (
    await get('/project/getall?startedFrom=2027-03-27&startedTo=2027-03-28&limit=2')
  ).json();
  expect(first.projects.map((project: { id: number }) => project.id)).toEqual([
    sundayLate,
    sundayEarly,
  ]);
  expect(
    await listed(`startedFrom=2027-03-27&startedTo=2027-03-28&limit=2&cursor=${first.next}`),
  ).toEqual([saturday]);
});

test("the project list's date filters refuse what is not a pair of dates in order", async () => {
  for (const query of [
    'startedFrom=2027-03-28',
    'deliveredTo=2027-03-28',
    'startedFrom=2027-03-29&startedTo=2027-03-28',
    'deliveredFrom=2027-02-30&deliveredTo=2027-03-01',
    'startedFrom=28/03/2027&startedTo=2027-03-28',
  ])
    expectError(await get(`/project/getall?${query}`), 400, 'VALIDATION');
});
