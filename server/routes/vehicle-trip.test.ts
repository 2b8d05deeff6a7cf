import { wallClockOf } from '../domain/brussels';
import { addDays } from '../domain/invoice-status';
import { agendaCalls, brussels } from '../test/agenda';
import { changedTables, databaseState } from '../test/database-state';
import { bearer, expectError, expectShape, useTestServer, type TestServer } from '../test/harness';

/**
 * A vehicle's trip log through the API (docs/product.md § Voertuigen, Rittenregister): pre-filled
 * from the agenda's visits that booked it, once per visit; kilometres filled in; business and
 * private totals per Brussels year; refusals that change nothing; the trash and the driver.
 */
const server: TestServer = useTestServer({ reset: false });
let admin: string;
const agenda = agendaCalls(server, () => admin);
const { call, newEmployee, newAppointment } = agenda;

const today = wallClockOf(new Date()).date;
const thisYear = Number(today.slice(0, 4));
const state = () => databaseState(server.database.db);

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

async function newVehicle(plate: string) {
  const response = await call('POST', '/vehicle/create', { plate, category: 'N1', fuel: 'diesel' });
  if (response.statusCode !== 201) throw new Error(`vehicle not created: ${response.body}`);
  return response.json().id as number;
}

async function tripLog(id: number, year: number) {
  const response = await call('GET', `/vehicle/trips/${id}?year=${year}`);
  expect(response.statusCode).toBe(200);
  expectShape('VehicleTripLog', response.json());
  return response.json() as {
    trips: { id: number; date: string; to: string; km: number | null; use: string }[];
    businessKm: number;
    privateKm: number;
    withoutKm: number;
  };
}

const prefill = async (id: number, year: number) => {
  const response = await call('POST', `/vehicle/trips/prefill/${id}`, { year });
  expect(response.statusCode).toBe(200);
  return response.json().added as number;
};

const trip = (input: Record<string, unknown> = {}) => ({
  date: addDays(today, -1),
  from: 'Magazijn Mechelen',
  to: 'Bouwmarkt Lier',
  purpose: 'Materiaal halen',
  km: 24,
  use: 'business',
  employeeId: null,
  ...input,
});

test("the agenda's visits of a year pre-fill the log once each, on their Brussels dates, across both clock changes", async () => {
  const van = await newVehicle('1-TRP-001');
  const other = await newVehicle('1-TRP-002');
  const driver = await newEmployee({ firstName: 'Jef', lastName: 'Maes' });
  const visit = (title: string, date: string, time: string, vehicleId = van, extra = {}) =>
    newAppointment({
      title,
      start: brussels(date, time),
      end: brussels(date, time === '23:30' ? '23:59' : '12:00'),
      employeeIds: [driver],
      address: `${title}straat 1, 2500 Lier`,
      vehicleId,
      allowConflict: true,
      ...extra,
    } as Parameters<typeof newAppointment>[0]);
  // New Year's Eve late in Brussels is still 2025, though 22:30 UTC; the two clock changes'
  // Sundays of 2025 keep their dates.
  await visit('Oudejaar', '2025-12-31', '23:30');
  await visit('Zomertijd', '2025-03-30', '03:30');
  await visit('Wintertijd', '2025-10-26', '02:30');
  await visit('Andere wagen', '2025-06-02', '09:00', other);
  await visit('Geannuleerd', '2025-06-03', '09:00', van, { status: 'geannuleerd' });

  expect(await prefill(van, 2025)).toBe(3);
  expect(await prefill(van, 2025)).toBe(0);
  const log = await tripLog(van, 2025);
  expect(log.trips.map(({ date, to, km, use }) => ({ date, to, km, use }))).toEqual([
    { date: '2025-03-30', to: 'Zomertijdstraat 1, 2500 Lier', km: null, use: 'business' },
    { date: '2025-10-26', to: 'Wintertijdstraat 1, 2500 Lier', km: null, use: 'business' },
    { date: '2025-12-31', to: 'Oudejaarstraat 1, 2500 Lier', km: null, use: 'business' },
  ]);
  expect(log.trips[0]).toMatchObject({
    from: 'Zetel',
    purpose: 'Zomertijd',
    employee: { id: driver, name: 'Jef Maes' },
    appointmentId: expect.any(Number),
  });
  expect(log.withoutKm).toBe(3);
  // The visit of the 31st at 23:30 is not 2026's.
  expect((await tripLog(van, 2026)).trips.map((one) => one.to)).not.toContain(
    'Oudejaarstraat 1, 2500 Lier',
  );

  // The kilometres filled in, and a private trip by hand: the year's totals.
  const [first] = log.trips;
  const filled = await call('POST', `/vehicle/trip/${van}/${first.id}`, {
    ...trip({ date: first.date, to: first.to, km: 38, employeeId: driver }),
    purpose: 'Zomertijd',
  });
  expect(filled.statusCode).toBe(204);
  const own = await call(
    'POST',
    `/vehicle/trip/${van}`,
    trip({ date: '2025-11-08', km: 15, use: 'private', purpose: '' }),
  );
  expect(own.statusCode).toBe(201);
  const totals = await tripLog(van, 2025);
  expect(totals).toMatchObject({ businessKm: 38, privateKm: 15, withoutKm: 2 });
  expect(totals.trips).toHaveLength(4);

  // A change and a removal are in the activity log: the log is evidence.
  expect((await call('DELETE', `/vehicle/trip/${van}/${own.json().id}`)).statusCode).toBe(204);
  const activity = await call('GET', '/activity/getall?limit=5');
  const labels = activity
    .json()
    .entries.map((entry: { target: { label: string } }) => entry.target.label);
  expect(labels).toEqual(
    expect.arrayContaining([
      '1-TRP-001: rit van 30/03/2025 naar Zomertijdstraat 1, 2500 Lier (38 km) gewijzigd',
      '1-TRP-001: rit van 08/11/2025 naar Bouwmarkt Lier (15 km) verwijderd',
    ]),
  );
});

test('wrong input is refused and changes nothing', async () => {
  const van = await newVehicle('2-TRP-001');
  const other = await newVehicle('2-TRP-002');
  const created = await call('POST', `/vehicle/trip/${van}`, trip());
  expect(created.statusCode).toBe(201);
  const tripId = created.json().id as number;

  const before = await state();
  const refusals: [string, string, unknown, number, string][] = [
    ['POST', `/vehicle/trip/${van}`, trip({ date: addDays(today, 1) }), 400, 'VALIDATION'],
    ['POST', `/vehicle/trip/${van}`, trip({ date: '2025-02-30' }), 400, 'VALIDATION'],
    ['POST', `/vehicle/trip/${van}`, trip({ km: -3 }), 400, 'VALIDATION'],
    ['POST', `/vehicle/trip/${van}`, trip({ use: 'zakelijk' }), 400, 'VALIDATION'],
    [
      'POST',
      `/vehicle/trip/${van}`,
      trip({ to: '<img src=x onerror=alert(1)>' }),
      400,
      'VALIDATION',
    ],
    ['POST', `/vehicle/trip/${van}`, trip({ to: '' }), 400, 'VALIDATION'],
    ['POST', `/vehicle/trip/${van}`, trip({ employeeId: 999_999 }), 400, 'UNKNOWN_REFERENCE'],
    ['POST', '/vehicle/trip/999999', trip(), 404, 'NOT_FOUND'],
    ['POST', `/vehicle/trip/${other}/${tripId}`, trip({ km: 1 }), 404, 'NOT_FOUND'],
    ['DELETE', `/vehicle/trip/${other}/${tripId}`, undefined, 404, 'NOT_FOUND'],
    ['POST', '/vehicle/trips/prefill/999999', { year: 2025 }, 404, 'NOT_FOUND'],
    ['POST', `/vehicle/trips/prefill/${van}`, { year: 1999 }, 400, 'VALIDATION'],
    ['GET', `/vehicle/trips/${van}?year=abc`, undefined, 400, 'VALIDATION'],
  ];
  for (const [method, url, payload, status, code] of refusals)
    expectError(
      await call(method as 'GET', url, payload as object),
      status,
      code as Parameters<typeof expectError>[2],
    );
  expect(changedTables(before, await state())).toEqual([]);
});

test('a removed vehicle keeps its trips in the trash and comes back with them', async () => {
  const van = await newVehicle('3-TRP-001');
  await call('POST', `/vehicle/trip/${van}`, trip({ km: 12 }));
  await call('POST', `/vehicle/trip/${van}`, trip({ km: 7, use: 'private', purpose: '' }));
  const kept = await tripLog(van, thisYear);
  expect(kept.trips).toHaveLength(today.endsWith('-01-01') ? 0 : 2);

  expect((await call('DELETE', `/vehicle/remove/${van}`)).statusCode).toBe(204);
  expectError(await call('GET', `/vehicle/trips/${van}?year=${thisYear}`), 404, 'NOT_FOUND');
  expect((await call('POST', `/trash/restore/vehicle/${van}`)).statusCode).toBe(200);
  expect(await tripLog(van, thisYear)).toEqual(kept);
});

test('the driver of the van today keeps its trip log; another van is not theirs', async () => {
  const technieker = await server.signIn('technieker@example.be', 'technieker');
  const me = (await call('GET', '/user/getall'))
    .json()
    .find((user: { email: string }) => user.email === 'technieker@example.be').id as number;
  const employee = await newEmployee({ firstName: 'Lien', lastName: 'Wouters', userId: me });
  const mine = await newVehicle('4-TRP-001');
  const other = await newVehicle('4-TRP-002');
  await call('POST', `/vehicle/driver/${mine}`, { employeeId: employee, from: addDays(today, -3) });
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(technieker), payload });

  const added = await as('POST', `/vehicle/trip/${mine}`, trip({ employeeId: employee }));
  expect(added.statusCode).toBe(201);
  expect((await as('GET', `/vehicle/trips/${mine}?year=${thisYear}`)).statusCode).toBe(200);

  const before = await state();
  expectError(await as('POST', `/vehicle/trip/${other}`, trip()), 403, 'FORBIDDEN');
  expectError(await as('GET', `/vehicle/trips/${other}?year=${thisYear}`), 403, 'FORBIDDEN');
  expect(changedTables(before, await state())).toEqual([]);
});
