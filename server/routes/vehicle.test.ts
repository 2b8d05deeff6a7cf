import { wallClockOf } from '../domain/brussels';
import { addDays } from '../domain/invoice-status';
import { agendaCalls, brussels } from '../test/agenda';
import { changedTables, databaseState } from '../test/database-state';
import {
  bearer,
  expectError,
  expectShape,
  multipart,
  useTestServer,
  type TestServer,
} from '../test/harness';
import { letterPdf } from '../test/pdf-files';

/**
 * Voertuigen through the API (docs/product.md § Voertuigen): vehicles with their versions and
 * the trash, drivers over time, odometer readings, and who drove a vehicle when a fine comes.
 * One server and database for the file: each test makes vehicles of its own plates.
 */
const server: TestServer = useTestServer({ reset: false });
let admin: string;
const agenda = agendaCalls(server, () => admin);
const { call, newEmployee, newAppointment } = agenda;

const today = wallClockOf(new Date()).date;
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

const state = () => databaseState(server.database.db);

/** Creates a vehicle (a diesel van unless given); answers its id. */
async function newVehicle(plate: string, input: Record<string, unknown> = {}) {
  const response = await call('POST', '/vehicle/create', {
    plate,
    category: 'N1',
    fuel: 'diesel',
    ...input,
  });
  if (response.statusCode !== 201) throw new Error(`vehicle not created: ${response.body}`);
  return response.json().id as number;
}

async function vehicle(id: number) {
  const response = await call('GET', `/vehicle/get/${id}`);
  expect(response.statusCode).toBe(200);
  expectShape('VehicleDetail', response.json());
  return response.json();
}

const setDriver = (id: number, employeeId: number | null, from: string) =>
  call('POST', `/vehicle/driver/${id}`, { employeeId, from });

const reading = (id: number, km: number, at: string) =>
  call('POST', `/vehicle/reading/${id}`, { km, at });

const whoDrove = (plate: string, at: string) =>
  call('GET', `/vehicle/whoDrove?${new URLSearchParams({ plate, at })}`);

test('a vehicle is added with its plate as typed, changed as versions, and listed by plate', async () => {
  const input = {
    category: 'M1',
    fuel: 'hybride',
    co2: 98,
    catalogueValue: 4_250_000,
    firstRegistration: '2023-05-17',
    ownership: 'leased',
    leaseContract: 'LC-2023-118',
    leaseEnd: '2027-05-16',
    keuringValidUntil: '2027-05-17',
    insuranceRenewal: day(40),
    serviceDueKm: 60_000,
    notes: 'Wagen van de projectleider',
  };
  const id = await newVehicle('1-abc-234', { ...input, vin: 'wvwzzz1jzxw000001' });
  const created = await vehicle(id);
  // The plate and VIN as stored: capitals, without the separators.
  expect(created).toEqual({
    ...input,
    id,
    plate: '1ABC234',
    plateFormatted: '1-ABC-234',
    vin: 'WVWZZZ1JZXW000001',
    serviceDueDate: null,
    createdAt: expect.any(String),
    driver: null,
    lastReading: null,
    drivers: [],
    readings: [],
    moreReadings: false,
    fuellings: [],
  });

  // A field left out keeps its value; null empties a date.
  const changed = await call('PUT', `/vehicle/update/${id}`, {
    plate: '1 ABC 234',
    keuringValidUntil: null,
    serviceDueDate: day(90),
  });
  expect(changed.statusCode).toBe(200);
  expectShape('VehicleDetail', changed.json());
  expect(changed.json()).toMatchObject({
    plate: '1ABC234',
    keuringValidUntil: null,
    serviceDueDate: day(90),
    leaseContract: 'LC-2023-118',
  });

  const second = await newVehicle('ABC.123');
  const list = await call('GET', '/vehicle/getall');
  expect(list.statusCode).toBe(200);
  const listed = list.json() as { id: number; plate: string }[];
  for (const one of listed) expectShape('Vehicle', one);
  const ours = listed.filter((one) => [id, second].includes(one.id));
  expect(ours.map((one) => one.plate)).toEqual(['1ABC234', 'ABC123']);

  const history = await call('GET', `/history/vehicle/${id}`);
  expect(history.statusCode).toBe(200);
  const versions = history.json() as { data: { keuringValidUntil: string | null } }[];
  expect(versions.map((version) => version.data.keuringValidUntil)).toEqual([null, '2027-05-17']);
  // The first version comes back as the next one.
  const restored = await call('POST', `/history/restore/vehicle/${id}/1`);
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({
    id,
    keuringValidUntil: '2027-05-17',
    serviceDueDate: null,
  });
});

test('refused input changes nothing: plates, VINs, dates, a missing field, a plate taken', async () => {
  const id = await newVehicle('2-DEF-345');
  await newVehicle('2-DEF-346');
  const before = await state();
  type Refusal = [
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: object,
    status: number,
    code: string,
  ];
  /** A new van with one field changed, refused with 400 VALIDATION. */
  const created = (change: object): Refusal => [
    'POST',
    '/vehicle/create',
    { plate: '2-XYZ-001', category: 'N1', fuel: 'diesel', ...change },
    400,
    'VALIDATION',
  ];
  const refusals: Refusal[] = [
    created({ plate: '€-ABC-1' }),
    created({ plate: '1-ABC-23456' }),
    created({ plate: '123-456' }),
    created({ plate: ' - ' }),
    created({ fuel: undefined }),
    created({ category: 'N2' }),
    created({ vin: 'WVWZZZ1JZXW00000' }),
    created({ vin: 'WVWZZZ1JZXW00000O' }),
    created({ leaseEnd: '2026-02-30' }),
    created({ keuringValidUntil: '17/05/2027' }),
    created({ firstRegistration: day(1) }),
    created({ colour: 'wit' }),
    [
      'POST',
      '/vehicle/create',
      { plate: '2 def 345', category: 'M1', fuel: 'benzine' },
      409,
      'DUPLICATE',
    ],
    ['PUT', `/vehicle/update/${id}`, { plate: '2DEF346' }, 409, 'DUPLICATE'],
    ['PUT', `/vehicle/update/${id}`, { serviceDueDate: '2026-13-01' }, 400, 'VALIDATION'],
    ['PUT', `/vehicle/update/${id}`, { co2: -1 }, 400, 'VALIDATION'],
    ['PUT', '/vehicle/update/999999', { notes: 'x' }, 404, 'NOT_FOUND'],
    ['DELETE', '/vehicle/remove/999999', {}, 404, 'NOT_FOUND'],
  ];
  for (const [method, url, payload, status, code] of refusals) {
    const response = await call(method, url, method === 'DELETE' ? undefined : payload);
    expect({ url, payload, status: response.statusCode, code: response.json().code }).toEqual({
      url,
      payload,
      status,
      code,
    });
    expectError(response, status, code as 'VALIDATION');
  }
  expect(changedTables(before, await state())).toEqual([]);
  // The messages say what is wrong, in Dutch.
  const plate = await call('POST', '/vehicle/create', {
    plate: '€',
    category: 'N1',
    fuel: 'diesel',
  });
  expect(plate.json().message).toContain('geen Belgische nummerplaat');
  const taken = await call('POST', '/vehicle/create', {
    plate: '2def345',
    category: 'N1',
    fuel: 'diesel',
  });
  expect(taken.json().message).toBe('Er is al een voertuig met nummerplaat 2-DEF-345.');
});

test('drivers over time: the assignment on a date is the latest from that date or before', async () => {
  const id = await newVehicle('3-GHI-456');
  const lotte = await newEmployee({ firstName: 'Lotte', lastName: 'Janssens' });
  const jonas = await newEmployee({ firstName: 'Jonas', lastName: 'Maes' });

  expect((await setDriver(id, lotte, day(-60))).statusCode).toBe(200);
  const assigned = await setDriver(id, jonas, day(-10));
  expect(assigned.statusCode).toBe(200);
  expectShape('VehicleDetail', assigned.json());
  // Nobody from next week on: today it is still Jonas.
  await setDriver(id, null, day(7));
  const detail = await vehicle(id);
  expect(detail.driver).toEqual({ id: jonas, name: 'Jonas Maes' });
  expect(
    detail.drivers.map((one: { employee: unknown; from: string }) => [one.employee, one.from]),
  ).toEqual([
    [null, day(7)],
    [{ id: jonas, name: 'Jonas Maes' }, day(-10)],
    [{ id: lotte, name: 'Lotte Janssens' }, day(-60)],
  ]);

  // The same date again replaces that assignment.
  await setDriver(id, lotte, day(-10));
  expect((await vehicle(id)).driver).toEqual({ id: lotte, name: 'Lotte Janssens' });
  expect((await vehicle(id)).drivers).toHaveLength(3);

  const before = await state();
  expectError(await setDriver(id, 999999, day(0)), 400, 'UNKNOWN_REFERENCE');
  expectError(await setDriver(999999, lotte, day(0)), 404, 'NOT_FOUND');
  expectError(await setDriver(id, lotte, '2026-02-29'), 400, 'VALIDATION');
  expectError(
    await call('POST', `/vehicle/driver/${id}`, { employeeId: lotte }),
    400,
    'VALIDATION',
  );
  expect(changedTables(before, await state())).toEqual([]);

  // Each assignment is in the activity log.
  const log = await call('GET', '/activity/getall?limit=5');
  expect(log.json().entries[0]).toMatchObject({
    kind: 'assign',
    target: { kind: 'vehicle', id, label: `3-GHI-456: Lotte Janssens vanaf ${day(-10)}` },
  });
});

describe('who drove', () => {
  let van: number;
  let car: number;
  let pieter: number;
  let sofie: number;
  let jonas: number;
  const fineDay = day(-20);

  beforeAll(async () => {
    van = await newVehicle('1-VAN-001');
    car = await newVehicle('1-CAR-002', { category: 'M1', fuel: 'benzine' });
    pieter = await newEmployee({ firstName: 'Pieter', lastName: 'Claes' });
    sofie = await newEmployee({ firstName: 'Sofie', lastName: 'Wouters' });
    jonas = await newEmployee({ firstName: 'Jonas', lastName: 'Wauters' });
    await setDriver(van, pieter, day(-30));
  });

  test("by the van's assignment, with the driver's visits that day", async () => {
    const morning = await newAppointment({
      title: 'Dakherstelling Gent',
      address: 'Kerkstraat 14, 9000 Gent',
      start: brussels(fineDay, '08:00'),
      end: brussels(fineDay, '10:00'),
      employeeIds: [pieter, sofie],
      allowConflict: true,
    });
    // Another's visit that day is no evidence about the van's driver.
    await newAppointment({
      start: brussels(fineDay, '11:00'),
      end: brussels(fineDay, '12:00'),
      employeeIds: [jonas],
      allowConflict: true,
    });

    // As on the fine: lower case, with dashes; 10:15 in Brussels.
    const response = await whoDrove('1-van-001', brussels(fineDay, '10:15'));
    expect(response.statusCode).toBe(200);
    expectShape('WhoDrove', response.json());
    expect(response.json()).toEqual({
      vehicleId: van,
      plate: '1VAN001',
      plateFormatted: '1-VAN-001',
      at: brussels(fineDay, '10:15'),
      date: fineDay,
      employee: { id: pieter, name: 'Pieter Claes' },
      source: 'assignment',
      evidence: [
        { kind: 'assignment', employee: { id: pieter, name: 'Pieter Claes' }, from: day(-30) },
        {
          kind: 'appointment',
          appointmentId: morning,
          title: 'Dakherstelling Gent',
          address: 'Kerkstraat 14, 9000 Gent',
          start: brussels(fineDay, '08:00'),
          end: brussels(fineDay, '10:00'),
          employees: [
            { id: pieter, name: 'Pieter Claes' },
            { id: sofie, name: 'Sofie Wouters' },
          ],
        },
      ],
      // The request is taken to arrive today: 15 days to name the driver.
      deadline: day(15),
    });
    // Spaces and no dashes name the same van.
    expect((await whoDrove(' 1 VAN 001 ', brussels(fineDay, '10:15'))).json().vehicleId).toBe(van);
  });

  test('without an assignment, by the visits of that Brussels day when they name one employee', async () => {
    const evening = day(-19);
    // 23:30 in Brussels is that day, though another in UTC.
    const late = await newAppointment({
      title: 'Noodherstelling',
      start: brussels(evening, '23:00'),
      end: brussels(evening, '23:45'),
      employeeIds: [sofie],
      allowConflict: true,
    });
    // A cancelled visit is no evidence.
    await newAppointment({
      start: brussels(evening, '09:00'),
      end: brussels(evening, '10:00'),
      employeeIds: [jonas],
      status: 'geannuleerd',
      allowConflict: true,
    });

    const named = await whoDrove('1car002', brussels(evening, '23:30'));
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({
      vehicleId: car,
      date: evening,
      employee: { id: sofie, name: 'Sofie Wouters' },
      source: 'agenda',
      evidence: [{ kind: 'appointment', appointmentId: late }],
    });

    // The day of the first test names three people: the agenda names no one.
    const three = await whoDrove('1-CAR-002', brussels(fineDay, '14:00'));
    expect(three.json()).toMatchObject({ employee: null, source: null });
    expect(three.json().evidence).toHaveLength(2);
    // Unless a visit that day booked the car: then its people are the evidence.
    const booked = await newAppointment({
      title: 'Offerte Merelbeke',
      start: brussels(fineDay, '15:00'),
      end: brussels(fineDay, '16:00'),
      employeeIds: [jonas],
      vehicleId: car,
      allowConflict: true,
    });
    expect((await whoDrove('1-CAR-002', brussels(fineDay, '14:00'))).json()).toMatchObject({
      employee: { id: jonas },
      source: 'agenda',
      evidence: [{ kind: 'appointment', appointmentId: booked }],
    });
    // A day without visits or assignment: no evidence.
    expect((await whoDrove('1-CAR-002', brussels(day(-100), '14:00'))).json()).toMatchObject({
      employee: null,
      source: null,
      evidence: [],
      deadline: day(15),
    });
  });

  test('an ended assignment names nobody; an unknown plate is 404, a malformed one 400', async () => {
    const ended = await newVehicle('1-END-003');
    await setDriver(ended, jonas, day(-50));
    await setDriver(ended, null, day(-40));
    const response = await whoDrove('1END003', brussels(day(-35), '12:00'));
    expect(response.json()).toMatchObject({
      employee: null,
      source: null,
      evidence: [{ kind: 'assignment', employee: null, from: day(-40) }],
    });
    expectError(await whoDrove('9-ZZZ-999', brussels(fineDay, '10:00')), 404, 'NOT_FOUND');
    expectError(await whoDrove('€€', brussels(fineDay, '10:00')), 400, 'VALIDATION');
    expectError(await whoDrove('1-VAN-001', 'gisteren'), 400, 'VALIDATION');
  });
});

test('readings: recorded with who, the latest listed; one that contradicts an earlier one is refused', async () => {
  const id = await newVehicle('4-JKL-567');
  const at = (offset: number) => brussels(day(offset), '08:00');
  expect((await reading(id, 10_000, at(-30))).statusCode).toBe(201);
  expect((await reading(id, 12_000, at(-10))).statusCode).toBe(201);
  // Between the two, in order.
  expect((await reading(id, 11_000, at(-20))).statusCode).toBe(201);

  const before = await state();
  const lower = await reading(id, 11_500, at(-5));
  expectError(lower, 409, 'CONFLICT');
  expect(lower.json().message).toMatch(
    /^11\.500 km is minder dan de stand van 12\.000 km op .*: een kilometerstand daalt niet\.$/,
  );
  // Before an earlier reading, yet more than it.
  expectError(await reading(id, 10_500, at(-40)), 409, 'CONFLICT');
  expectError(
    await reading(id, 13_000, new Date(Date.now() + 3_600_000).toISOString()),
    400,
    'VALIDATION',
  );
  expectError(await reading(id, -1, at(-1)), 400, 'VALIDATION');
  expectError(await reading(999999, 1, at(-1)), 404, 'NOT_FOUND');
  expect(changedTables(before, await state())).toEqual([]);

  const detail = await vehicle(id);
  expect(detail.lastReading).toEqual({ km: 12_000, at: at(-10) });
  expect(detail.readings.map((one: { km: number }) => one.km)).toEqual([12_000, 11_000, 10_000]);
  expect(detail.readings[0].by).toEqual({ id: expect.any(Number), name: 'Els Janssens' });

  // A reading typed wrongly is removed, and named in the activity log; another vehicle's is not.
  const other = await newVehicle('4-JKL-568');
  const wrong = detail.readings[0].id as number;
  const unchanged = await state();
  expectError(await call('DELETE', `/vehicle/reading/${other}/${wrong}`), 404, 'NOT_FOUND');
  expectError(await call('DELETE', `/vehicle/reading/${id}/999999`), 404, 'NOT_FOUND');
  expect(changedTables(unchanged, await state())).toEqual([]);
  expect((await call('DELETE', `/vehicle/reading/${id}/${wrong}`)).statusCode).toBe(204);
  expect((await vehicle(id)).readings.map((one: { km: number }) => one.km)).toEqual([
    11_000, 10_000,
  ]);
  const log = await call('GET', '/activity/getall?limit=5');
  expect(log.json().entries[0].target.label).toMatch(
    /^4-JKL-567: stand van 12\.000 km op .* verwijderd$/,
  );
  // Now 11,500 km five days ago holds.
  expect((await reading(id, 11_500, at(-5))).statusCode).toBe(201);
});

test('a removed vehicle goes to the trash with its drivers and readings, and comes back with them', async () => {
  const id = await newVehicle('5-MNO-678');
  const driver = await newEmployee({ firstName: 'Bram', lastName: 'Peeters' });
  await setDriver(id, driver, day(-5));
  await reading(id, 5_000, brussels(day(-1), '17:00'));
  const kept = await vehicle(id);

  expect((await call('DELETE', `/vehicle/remove/${id}`)).statusCode).toBe(204);
  expectError(await call('GET', `/vehicle/get/${id}`), 404, 'NOT_FOUND');
  expectError(await whoDrove('5MNO678', brussels(day(-1), '12:00')), 404, 'NOT_FOUND');
  const trash = await call('GET', '/trash/getall');
  expect(trash.json()).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'vehicle', id, label: '5-MNO-678' })]),
  );

  // Its plate is free meanwhile: the restore waits until it is free again.
  const other = await newVehicle('5-mno-678');
  const before = await state();
  const refused = await call('POST', `/trash/restore/vehicle/${id}`);
  expectError(refused, 409, 'DUPLICATE');
  expect(changedTables(before, await state())).toEqual([]);
  await call('DELETE', `/vehicle/remove/${other}`);

  const restored = await call('POST', `/trash/restore/vehicle/${id}`);
  expect(restored.statusCode).toBe(200);
  expect(await vehicle(id)).toEqual(kept);
});

test('a Technieker reads the van they drive today without its money and records its kilometres, and nothing else of Voertuigen', async () => {
  const technieker = await server.signIn('technieker@example.be', 'technieker');
  const me = (await call('GET', '/user/getall'))
    .json()
    .find((user: { email: string }) => user.email === 'technieker@example.be').id as number;
  const employee = await newEmployee({ firstName: 'Tom', lastName: 'Smet', userId: me });
  const mine = await newVehicle('6-PQR-789', { catalogueValue: 3_500_000 });
  const other = await newVehicle('6-PQR-790');
  const fuelFile = await multipart(undefined, [
    {
      content: Buffer.from(
        'Datum;Uur;Nummerplaat;Kaart;Station;Product;Liter;Bedrag;Km;Transactie\r\n' +
          '02/03/2026;07:45;6-PQR-789;7077 **** 1234;Q8 Mechelen;Diesel;45,67;81,23;;T-6789',
      ),
      name: 'tank.csv',
    },
  ]);
  const imported = await server.app.inject({
    method: 'POST',
    url: '/api/vehicle/fuelImport',
    payload: fuelFile.payload,
    headers: { ...bearer(admin), ...fuelFile.headers },
  });
  expect(imported.json().added).toBe(1);
  await setDriver(mine, employee, day(-3));
  // Theirs until yesterday only.
  await setDriver(other, employee, day(-10));
  await setDriver(other, null, day(-1));

  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(technieker), payload });

  const list = await as('GET', '/vehicle/getall?driver=me');
  expect(list.statusCode).toBe(200);
  expect(list.json().map((one: { id: number }) => one.id)).toEqual([mine]);
  expect(list.json()[0].catalogueValue).toBeNull();
  // Theirs of yesterday, the office's of a minute ago, then theirs of now.
  const yesterdays = await as('POST', `/vehicle/reading/${mine}`, {
    km: 41_500,
    at: brussels(day(-1), '12:00'),
  });
  expect(yesterdays.statusCode).toBe(201);
  const offices = await call('POST', `/vehicle/reading/${mine}`, {
    km: 41_990,
    at: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(offices.statusCode).toBe(201);
  const recorded = await as('POST', `/vehicle/reading/${mine}`, {
    km: 42_000,
    at: new Date().toISOString(),
  });
  expect(recorded.statusCode).toBe(201);
  expect((await vehicle(mine)).readings[0].by).toEqual({ id: me, name: 'Els Janssens' });
  // The office sees the money; the driver reads the van and its readings without it.
  expect((await vehicle(mine)).catalogueValue).toBe(3_500_000);
  expect((await vehicle(mine)).fuellings).toHaveLength(1);
  const read = await as('GET', `/vehicle/get/${mine}`);
  expect(read.statusCode).toBe(200);
  expectShape('VehicleDetail', read.json());
  expect(read.json()).toMatchObject({
    plate: '6PQR789',
    catalogueValue: null,
    fuellings: [],
    readings: [{ km: 42_000 }, { km: 41_990 }, { km: 41_500 }],
  });

  const before = await state();
  for (const [method, url, payload] of [
    ['POST', `/vehicle/reading/${other}`, { km: 1, at: new Date().toISOString() }],
    ['GET', '/vehicle/getall'],
    ['GET', `/vehicle/get/${other}`],
    ['GET', `/vehicle/costs?year=2026`],
    ['GET', `/vehicle/whoDrove?plate=6PQR789&at=${encodeURIComponent(new Date().toISOString())}`],
    ['POST', `/vehicle/driver/${mine}`, { employeeId: null, from: today }],
    // Only their own reading of today is theirs to take back.
    ['DELETE', `/vehicle/reading/${mine}/${offices.json().id}`],
    ['DELETE', `/vehicle/reading/${mine}/${yesterdays.json().id}`],
  ] as const)
    expectError(await as(method, url, payload), 403, 'FORBIDDEN');
  expect(changedTables(before, await state())).toEqual([]);

  const removed = await as('DELETE', `/vehicle/reading/${mine}/${recorded.json().id}`);
  expect(removed.statusCode).toBe(204);
  expect((await vehicle(mine)).readings.map((one: { km: number }) => one.km)).toEqual([
    41_990, 41_500,
  ]);
});

test("an employee removed takes the vehicles' assignments to them along, and a restore puts them back", async () => {
  const id = await newVehicle('7-STU-890');
  const first = await newEmployee({ firstName: 'Wout', lastName: 'Goossens' });
  const then = await newEmployee({ firstName: 'Eva', lastName: 'Aerts' });
  await setDriver(id, first, day(-30));
  await setDriver(id, then, day(-10));

  expect((await call('DELETE', `/employee/remove/${first}`)).statusCode).toBe(204);
  expect((await vehicle(id)).drivers.map((one: { from: string }) => one.from)).toEqual([day(-10)]);
  expect((await whoDrove('7STU890', brussels(day(-20), '12:00'))).json().employee).toBeNull();

  expect((await call('POST', `/trash/restore/employee/${first}`)).statusCode).toBe(200);
  expect((await vehicle(id)).drivers).toEqual([
    { id: expect.any(Number), employee: { id: then, name: 'Eva Aerts' }, from: day(-10) },
    { id: expect.any(Number), employee: { id: first, name: 'Wout Goossens' }, from: day(-30) },
  ]);
  expect((await whoDrove('7STU890', brussels(day(-20), '12:00'))).json().employee).toEqual({
    id: first,
    name: 'Wout Goossens',
  });
});

test("a vehicle's papers are documents linked to it, found by the link; a link to no vehicle is refused", async () => {
  const id = await newVehicle('9-DOC-001');
  const body = await multipart({ type: 'Attest', links: [{ kind: 'vehicle', id }] }, [
    { content: await letterPdf(), name: 'keuringsattest.pdf', type: 'application/pdf' },
  ]);
  const upload = (payload: Buffer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...body.headers, ...bearer(admin) },
      payload,
    });
  expect((await upload(body.payload)).statusCode).toBe(201);
  const found = await call('GET', `/document/getall?linkKind=vehicle&linkId=${id}`);
  expect(found.json().documents.map((document: { name: string }) => document.name)).toEqual([
    'keuringsattest',
  ]);
  const none = await multipart({ type: 'Attest', links: [{ kind: 'vehicle', id: id + 999 }] }, [
    { content: await letterPdf(), name: 'verzekering.pdf', type: 'application/pdf' },
  ]);
  const refused = await server.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...none.headers, ...bearer(admin) },
    payload: none.payload,
  });
  expectError(refused, 400, 'UNKNOWN_REFERENCE');
});
