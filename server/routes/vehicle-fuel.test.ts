import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';

/**
 * Voertuigen's fuel import through the API (docs/product.md § Voertuigen): a fuel card's CSV
 * file of several vehicles, taken whole or refused whole, a line imported again adding nothing.
 * One server and database for the file: each test makes vehicles of its own plates.
 */
jest.setTimeout(120_000);

const server = useTestServer({ reset: false });
let admin: string;

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, payload, headers: bearer(admin) });

async function newVehicle(plate: string) {
  const response = await call('POST', '/vehicle/create', { plate, category: 'N1', fuel: 'diesel' });
  if (response.statusCode !== 201) throw new Error(`vehicle not created: ${response.body}`);
  return response.json().id as number;
}

async function fuellings(id: number) {
  const response = await call('GET', `/vehicle/get/${id}`);
  expect(response.statusCode).toBe(200);
  expectShape('VehicleDetail', response.json());
  return response.json().fuellings as Record<string, unknown>[];
}

async function importFile(content: Buffer | string, token = admin) {
  const body = await multipart(undefined, [
    { content: typeof content === 'string' ? Buffer.from(content) : content, name: 'tank.csv' },
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/vehicle/fuelImport',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

/** The text as Windows-1252 bytes (its euro sign 0x80, the rest Latin-1). */
const windows1252 = (text: string) => Buffer.from(text.replace(/€/g, '\x80'), 'latin1');

test('a file of two vehicles imports their fuellings; imported again it adds nothing', async () => {
  const van = await newVehicle('1-FUE-001');
  const car = await newVehicle('1-FUE-002');
  const file = [
    'Datum;Uur;Nummerplaat;Kaart;Station;Product;Liter;Bedrag;Km;Transactie',
    '02/03/2026;07:45;1-FUE-001;7077 **** 1234;Q8 Mechelen;Diesel;45,67;81,23;123.456;T-1001',
    '05/03/2026;17:10;1fue001;7077 **** 1234;Q8 Mechelen;AdBlue;10,00;9,90;;T-1002',
    '',
    '04/03/2026;12:00;1 FUE 002;7077 **** 9876;Shell Gent;Benzine;"38,5";"1.234,56";54321;T-1003',
  ].join('\r\n');
  /** The answer when the van got `vanAdded` and the car `carAdded` of the file's three lines. */
  const answer = (vanAdded: number, carAdded: number) => ({
    added: vanAdded + carAdded,
    duplicates: 3 - vanAdded - carAdded,
    vehicles: [
      { vehicleId: van, plate: '1FUE001', added: vanAdded },
      { vehicleId: car, plate: '1FUE002', added: carAdded },
    ],
  });

  const first = await importFile(file);
  expect(first.statusCode).toBe(201);
  expectShape('VehicleFuelImportAnswer', first.json());
  expect(first.json()).toEqual(answer(2, 1));
  expect(await fuellings(van)).toEqual([
    expect.objectContaining({
      at: '2026-03-05T16:10:00.000Z',
      millilitres: 10_000,
      amount: 990,
      km: null,
      product: 'AdBlue',
    }),
    {
      id: expect.any(Number),
      at: '2026-03-02T06:45:00.000Z',
      millilitres: 45_670,
      amount: 8123,
      km: 123_456,
      product: 'Diesel',
      station: 'Q8 Mechelen',
      card: '7077 **** 1234',
      source: 'csv',
    },
  ]);
  expect(await fuellings(car)).toEqual([
    expect.objectContaining({ millilitres: 38_500, amount: 123_456, km: 54_321 }),
  ]);
  // The pump's kilometres are no reading.
  const detail = (await call('GET', `/vehicle/get/${van}`)).json();
  expect(detail.readings).toEqual([]);

  const before = await server.snapshot();
  const again = await importFile(file);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(answer(0, 0));
  expect(await server.snapshot()).toEqual(before);

  // A file without transaction numbers: the vehicle, instant, litres and amount are the line's key.
  const plain =
    'Nummerplaat;Datum;Liter;Bedrag\n1-FUE-002;06/03/2026;20;30\n1-FUE-002;06/03/2026;20;30\n';
  expect((await importFile(plain)).json()).toMatchObject({ added: 1, duplicates: 1 });
  expect((await importFile(plain)).json()).toMatchObject({ added: 0, duplicates: 2 });
  expect((await fuellings(car))[0]).toMatchObject({
    at: '2026-03-05T23:00:00.000Z',
    millilitres: 20_000,
    amount: 3000,
  });
});

test('a Windows-1252 file and one with a BOM read alike: English headers, accents, a decimal point or comma', async () => {
  const van = await newVehicle('1-FUE-003');
  const latin = windows1252(
    [
      'Kenteken;DATE;Time;Quantity;Amount (€ incl. BTW);Odometer;Locatie;Product',
      '1-FUE-003;2026-04-01;08:05:30;"50,123";"€ 90,10";"98 765";Total Liège;Diesel',
    ].join('\n'),
  );
  const first = await importFile(latin);
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ added: 1, duplicates: 0 });
  expect((await fuellings(van))[0]).toMatchObject({
    at: '2026-04-01T06:05:30.000Z',
    millilitres: 50_123,
    amount: 9010,
    km: 98_765,
    station: 'Total Liège',
  });

  const bom = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(
      'Nummerplaat;Datum;Liter;Totaal;Kilometerstand;Locatie\n' +
        '1-fue-003;2/4/2026 18:30;41.5;70.25;99001;Esso Zaventem (Brüssel)\n',
    ),
  ]);
  const second = await importFile(bom);
  expect(second.statusCode).toBe(201);
  expect(second.json()).toMatchObject({ added: 1 });
  expect((await fuellings(van))[0]).toMatchObject({
    at: '2026-04-02T16:30:00.000Z',
    millilitres: 41_500,
    amount: 7025,
    km: 99_001,
    station: 'Esso Zaventem (Brüssel)',
  });
});

test('of several amounts the one incl. VAT counts', async () => {
  const van = await newVehicle('1-FUE-007');
  const file =
    'Nummerplaat;Datum;Liter;Bedrag excl. BTW;Bedrag BTW;Bedrag incl. BTW\n' +
    '1-FUE-007;01/03/2026;40;66,12;13,88;80,00\n';
  expect((await importFile(file)).json()).toMatchObject({ added: 1 });
  expect((await fuellings(van))[0]).toMatchObject({ millilitres: 40_000, amount: 8000 });
});

test('Brussels times around the March clock change are their own instants', async () => {
  const van = await newVehicle('1-FUE-004');
  const file = [
    'Nummerplaat;Datum;Uur;Liter;Bedrag',
    '1-FUE-004;28/03/2026;12:00;10;15',
    '1-FUE-004;29/03/2026;01:30;11;16',
    '1-FUE-004;29/03/2026;03:30;12;17',
    '1-FUE-004;30/03/2026;12:00;13;18',
  ].join('\n');
  expect((await importFile(file)).json()).toMatchObject({ added: 4 });
  expect((await fuellings(van)).map((one) => one.at)).toEqual([
    '2026-03-30T10:00:00.000Z',
    '2026-03-29T01:30:00.000Z',
    '2026-03-29T00:30:00.000Z',
    '2026-03-28T11:00:00.000Z',
  ]);
});

test.each([
  [
    'a plate of no vehicle',
    'Nummerplaat;Datum;Liter;Bedrag\n1-FUE-005;01/03/2026;10;15\n9-ZZZ-999;01/03/2026;10;15\n',
    'Regel 3: geen voertuig met nummerplaat 9-ZZZ-999',
  ],
  [
    'a date that is none',
    'Nummerplaat;Datum;Liter;Bedrag\n1-FUE-005;31/02/2026;10;15\n',
    "Regel 2: datum '31/02/2026' is geen datum",
  ],
  [
    'an amount that is none',
    'Nummerplaat;Datum;Liter;Bedrag\n\n1-FUE-005;01/03/2026;10;15,999\n',
    "Regel 3: bedrag '15,999' is geen bedrag",
  ],
  [
    'a plate that is no plate',
    'Nummerplaat;Datum;Liter;Bedrag\n1-FUE-005;01/03/2026;10;15\n-;01/03/2026;10;15\n',
    "Regel 3: Nummerplaat '-' is geen Belgische nummerplaat",
  ],
  [
    'no header',
    '1-FUE-005;01/03/2026;10;15\n',
    'Regel 1: geen kopregel met de kolommen Nummerplaat, Datum, Liter en Bedrag',
  ],
  ['an empty file', '\n\n', 'Het bestand is leeg'],
])(
  '%s refuses the whole file, naming the line; nothing is stored',
  async (_case, file, message) => {
    await newVehicle('1-FUE-005').catch(() => undefined);
    const before = await server.snapshot();
    const refused = await importFile(file);
    expectError(refused, 400, 'VALIDATION');
    expect(refused.json().message).toContain(message);
    expect(await server.snapshot()).toEqual(before);
  },
);

test('the import asks for the file and for Voertuigen to write', async () => {
  expectError(await importFile(Buffer.alloc(0)), 400, 'VALIDATION');
  const technieker = await server.signIn('technieker@example.be', 'technieker');
  expectError(
    await importFile('Nummerplaat;Datum;Liter;Bedrag\n1-FUE-005;01/03/2026;10;15\n', technieker),
    403,
    'FORBIDDEN',
  );
});

test('a removed vehicle goes to the trash with its fuellings and comes back with them', async () => {
  const van = await newVehicle('1-FUE-006');
  await importFile('Nummerplaat;Datum;Liter;Bedrag\n1-FUE-006;01/03/2026;10;15\n');
  const kept = await fuellings(van);
  expect(kept).toHaveLength(1);
  expect((await call('DELETE', `/vehicle/remove/${van}`)).statusCode).toBe(204);
  expect((await call('POST', `/trash/restore/vehicle/${van}`)).statusCode).toBe(200);
  expect(await fuellings(van)).toEqual(kept);
});
