import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { hashToken } from '../domain/tokens';
import { agendaCalls } from '../test/agenda';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * An employee's calendar feeds: several at once, each with the account that made it and when a
 * calendar last fetched it; ended one by one, and with the employee's or the maker's activity
 * (checked in the database at each fetch); a bounded window, the customer's contact details and
 * notes only when asked for, and 304 for a calendar that has the feed already.
 */

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;
const DAY_MS = 86_400_000;

beforeEach(async () => {
  token = await server.signIn();
});

const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: pathOf(url), headers });

async function newFeed(employeeId: number, includeCustomerDetails?: boolean, as = token) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/employee/feed/${employeeId}`,
    headers: bearer(as),
    payload: includeCustomerDetails === undefined ? {} : { includeCustomerDetails },
  });
  expect(response.statusCode).toBe(200);
  expectShape('FeedAddress', response.json());
  return response.json() as { id: number; url: string };
}

async function feedsOf(employeeId: number) {
  const response = await call('GET', `/employee/feeds/${employeeId}`);
  expect(response.statusCode).toBe(200);
  for (const feed of response.json()) expectShape('EmployeeFeed', feed);
  return response.json() as {
    id: number;
    createdBy: { id: number; name: string } | null;
    createdAt: string;
    lastFetchedAt: string | null;
    includeCustomerDetails: boolean;
  }[];
}

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** An appointment of these employees `days` from now (negative: in the past), an hour long. */
function appointmentIn(days: number, employeeIds: number[], extra: Record<string, unknown> = {}) {
  const start = Date.now() + days * DAY_MS;
  return agenda.newAppointment({
    title: 'Plaatsbezoek',
    start: new Date(start).toISOString(),
    end: new Date(start + 3600_000).toISOString(),
    employeeIds,
    allowConflict: true,
    ...extra,
  });
}

const meId = async (as: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(as) })).json()
    .id as number;

it('lists several feeds with their maker and last fetch, and ends one while the others stay', async () => {
  const id = await agenda.newEmployee({ firstName: 'Bart', lastName: 'Claes' });
  const other = await agenda.newEmployee();
  await appointmentIn(3, [id], { title: 'Offerte opmeten', address: 'Kerkstraat 1, Gent' });
  const first = await newFeed(id);
  const second = await newFeed(id, true);
  expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/api\/agenda\/feed\/[\w-]{40,}\.ics$/);
  expect(second.url).not.toBe(first.url);

  const listed = await feedsOf(id);
  const maker = await meId(token);
  expect(listed.map((feed) => [feed.id, feed.createdBy, feed.includeCustomerDetails])).toEqual([
    [first.id, { id: maker, name: 'Els Janssens' }, false],
    [second.id, { id: maker, name: 'Els Janssens' }, true],
  ]);
  expect(listed.every((feed) => feed.lastFetchedAt === null)).toBe(true);
  // The listing never holds an address.
  expect(JSON.stringify(listed)).not.toContain(pathOf(first.url).slice(-20, -4));

  const fetched = await fetchFeed(first.url);
  expect(fetched.statusCode).toBe(200);
  expect(fetched.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(eventsOf(fetched.body).map((event) => [event.summary, event.location])).toEqual([
    ['Offerte opmeten', 'Kerkstraat 1, Gent'],
  ]);
  const [firstListed, secondListed] = await feedsOf(id);
  expect(Date.parse(firstListed.lastFetchedAt!)).toBeGreaterThan(Date.now() - 60_000);
  expect(secondListed.lastFetchedAt).toBeNull();

  // Another employee's feed is not this one's to end.
  expectError(await call('DELETE', `/employee/${other}/feed/remove/${first.id}`), 404, 'NOT_FOUND');
  expect((await call('DELETE', `/employee/${id}/feed/remove/${first.id}`)).statusCode).toBe(204);
  expectError(await fetchFeed(first.url), 404, 'NOT_FOUND');
  expect((await fetchFeed(second.url)).statusCode).toBe(200);
  expect((await feedsOf(id)).map((feed) => feed.id)).toEqual([second.id]);
  expectError(await call('DELETE', `/employee/${id}/feed/remove/${first.id}`), 404, 'NOT_FOUND');
  expectError(await call('GET', '/employee/feeds/9999'), 404, 'NOT_FOUND');
});

it("leaves the customer's phone, e-mail and notes out unless the feed was made to hold them", async () => {
  const id = await agenda.newEmployee();
  await appointmentIn(2, [id], {
    title: 'Dakgoot',
    customer: { name: 'Lotte Maes', email: 'lotte.maes@example.be', phone: '0470 11 22 33' },
    address: 'Veldstraat 3, Gent',
    notes: 'Sleutel bij de buren',
  });
  const plain = eventsOf((await fetchFeed((await newFeed(id)).url)).body);
  expect(plain.map((event) => [event.summary, event.location])).toEqual([
    ['Dakgoot', 'Veldstraat 3, Gent'],
  ]);
  expect(plain[0].description).toContain('Lotte Maes');
  for (const left of ['0470 11 22 33', 'lotte.maes@example.be', 'Sleutel bij de buren'])
    expect(plain[0].description).not.toContain(left);

  const full = eventsOf((await fetchFeed((await newFeed(id, true)).url)).body);
  for (const held of ['Lotte Maes', '0470 11 22 33', 'lotte.maes@example.be', 'Sleutel'])
    expect(full[0].description).toContain(held);
});

it('holds 30 days back to a year ahead: not older, not further, not cancelled, not of others', async () => {
  const id = await agenda.newEmployee();
  const other = await agenda.newEmployee();
  await appointmentIn(-40, [id], { title: 'Te oud' });
  await appointmentIn(-20, [id], { title: 'Vorige maand' });
  await appointmentIn(3, [id], { title: 'Volgende week' });
  await appointmentIn(4, [id], { title: 'Geannuleerd', status: 'geannuleerd' });
  await appointmentIn(5, [other], { title: 'Van een ander' });
  await appointmentIn(330, [id], { title: 'Over elf maanden' });
  await appointmentIn(396, [id], { title: 'Over dertien maanden' });
  const { url } = await newFeed(id);
  expect(eventsOf((await fetchFeed(url)).body).map((event) => event.summary)).toEqual([
    'Vorige maand',
    'Volgende week',
    'Over elf maanden',
  ]);
});

it('answers 304 to a calendar that has the feed, and the calendar again once it changed', async () => {
  const id = await agenda.newEmployee();
  const appointment = await appointmentIn(2, [id], { title: 'Eerst' });
  const { url } = await newFeed(id);
  const first = await fetchFeed(url);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await fetchFeed(url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);

  const current = await agenda.appointment(appointment);
  const changed = await call('PUT', `/appointment/update/${appointment}`, {
    title: 'Daarna',
    start: current.start,
    end: current.end,
    employeeIds: [id],
    allowConflict: true,
  });
  expect(changed.statusCode).toBe(200);
  const fresh = await fetchFeed(url, { 'if-none-match': etag });
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers.etag).not.toBe(etag);
  expect(eventsOf(fresh.body).map((event) => event.summary)).toEqual(['Daarna']);
});

it("ends with its maker's account: deactivated, the feed answers 404 and stays ended", async () => {
  const id = await agenda.newEmployee();
  const makerToken = await server.signIn('maker@example.be');
  const maker = await meId(makerToken);
  const theirs = await newFeed(id, false, makerToken);
  const mine = await newFeed(id);
  expect((await fetchFeed(theirs.url)).statusCode).toBe(200);

  const deactivate = (active: boolean) =>
    call('PUT', `/user/setActive/${maker}`, { active }).then((r) => r.statusCode);
  expect(await deactivate(false)).toBe(200);
  expectError(await fetchFeed(theirs.url), 404, 'NOT_FOUND');
  // Another instance on the same database refuses it too.
  const other = await server.otherInstance();
  expectError(await other.inject({ method: 'GET', url: pathOf(theirs.url) }), 404, 'NOT_FOUND');
  expect((await other.inject({ method: 'GET', url: pathOf(mine.url) })).statusCode).toBe(200);
  expect((await feedsOf(id)).map((feed) => feed.id)).toEqual([mine.id]);
  expect(await deactivate(true)).toBe(200);
  expectError(await fetchFeed(theirs.url), 404, 'NOT_FOUND');
  expect((await fetchFeed(mine.url)).statusCode).toBe(200);
});

it('is refused at fetch time by the database when the maker or the employee is inactive', async () => {
  // As another instance sees it: the flags changed in the database, the feeds' rows stayed.
  const id = await agenda.newEmployee();
  const { url } = await newFeed(id);
  const maker = await meId(token);
  await server.database.db.execute(sql`update users set active = false where id = ${maker}`);
  expectError(await fetchFeed(url), 404, 'NOT_FOUND');
  await server.database.db.execute(sql`update users set active = true where id = ${maker}`);
  expect((await fetchFeed(url)).statusCode).toBe(200);
  await server.database.db.execute(sql`update employees set active = false where id = ${id}`);
  expectError(await fetchFeed(url), 404, 'NOT_FOUND');
});

it("ends with its employee's deactivation and removal", async () => {
  const id = await agenda.newEmployee();
  const removed = await agenda.newEmployee();
  const { url } = await newFeed(id);
  const employee = (await call('GET', `/employee/get/${id}`)).json();
  const update = await call('PUT', `/employee/update/${id}`, {
    firstName: employee.firstName,
    lastName: employee.lastName,
    active: false,
  });
  expect(update.statusCode).toBe(200);
  expectError(await fetchFeed(url), 404, 'NOT_FOUND');
  expect(await feedsOf(id)).toEqual([]);
  expectError(await call('POST', `/employee/feed/${id}`, {}), 409, 'CONFLICT');

  const first = await newFeed(removed);
  const second = await newFeed(removed, true);
  expect((await fetchFeed(first.url)).statusCode).toBe(200);
  expect((await call('DELETE', `/employee/remove/${removed}`)).statusCode).toBe(204);
  expectError(await fetchFeed(first.url), 404, 'NOT_FOUND');
  expectError(await fetchFeed(second.url), 404, 'NOT_FOUND');
});

it('keeps a feed made before makers were recorded working, its maker unknown', async () => {
  const id = await agenda.newEmployee();
  const secret = 'b'.repeat(43);
  await server.database.db.execute(
    sql`insert into employee_feeds (employee_id, token_hash) values (${id}, ${hashToken(secret)})`,
  );
  const feed = await server.app.inject({ method: 'GET', url: `/api/agenda/feed/${secret}.ics` });
  expect(feed.statusCode).toBe(200);
  const [listed] = await feedsOf(id);
  expect(listed).toMatchObject({ createdBy: null, includeCustomerDetails: false });
  expect(listed.lastFetchedAt).not.toBeNull();
});

it('opens with its address only: a staff token is no credential for it', async () => {
  expectError(
    await server.app.inject({
      method: 'GET',
      url: `/api/agenda/feed/${'a'.repeat(43)}.ics`,
      headers: bearer(token),
    }),
    404,
    'NOT_FOUND',
  );
  expectError(
    await server.app.inject({ method: 'GET', url: '/api/agenda/feed/short.ics' }),
    400,
    'VALIDATION',
  );
  expectError(
    await call('POST', `/employee/feed/${await agenda.newEmployee()}`, { other: true }),
    400,
    'VALIDATION',
  );
});
