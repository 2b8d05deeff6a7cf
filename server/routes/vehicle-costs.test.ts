import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { receivedPurchase } from '../test/received-purchases';

/**
 * A vehicle's costs (docs/product.md § Voertuigen, Kosten): purchase parts booked to it by
 * category, its fuel card's fuellings net of VAT, the kilometres of each Brussels year by its
 * readings and what a kilometre cost; a refused purchase costs nothing, and the trash keeps the
 * parts' link to a removed vehicle.
 */
jest.setTimeout(120_000);

const server = useTestServer({ reset: false });
let admin: string;

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, payload, headers: bearer(admin) });

async function created(url: string, payload: object) {
  const response = await call('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().id as number;
}

const line = (description: string, unitPrice: number, category: string) => ({
  description,
  quantity: 1,
  unitCode: 'C62',
  unitPrice,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  category,
});

/** A received purchase of these lines on general costs, as the intake inserts it. */
const purchase = (number: string, issueDate: string, lines: ReturnType<typeof line>[]) =>
  receivedPurchase(server.database.db, lines, { number, issueDate });

async function reading(id: number, km: number, at: string) {
  expect((await call('POST', `/vehicle/reading/${id}`, { km, at })).statusCode).toBe(201);
}

async function costs(query: string) {
  const response = await call('GET', `/vehicle/costs?${query}`);
  expect(response.statusCode).toBe(200);
  for (const row of response.json()) expectShape('VehicleYearCosts', row);
  return response.json() as Record<string, unknown>[];
}

test('a vehicle costs per year what is booked to it and what its card tanked, per kilometre too', async () => {
  const van = await created('/vehicle/create', {
    plate: '1-KST-001',
    category: 'N1',
    fuel: 'diesel',
  });
  const car = await created('/vehicle/create', {
    plate: '1-KST-002',
    category: 'M1',
    fuel: 'benzine',
  });
  const project = await created('/project/create', { name: 'Dak Kostenstraat' });

  // A garage's invoice: the service on the van, a tyre split over both vehicles.
  const garage = await purchase('G-1', '2026-03-10', [
    line('Onderhoud', 40_000, 'onderhoud'),
    line('Band', 10_000, 'onderhoud'),
  ]);
  const booked = await call('PUT', `/purchase/update/${garage}`, {
    allocations: [
      { lineIndex: 0, projectId: null, vehicleId: van, percent: 100 },
      { lineIndex: 1, projectId: null, vehicleId: van, amount: 6_000 },
      { lineIndex: 1, projectId: null, vehicleId: car, amount: 4_000 },
    ],
  });
  expect(booked.statusCode).toBe(200);
  expect(booked.json().allocations).toMatchObject([
    { lineIndex: 0, vehicleId: van, projectId: null, amount: 40_000 },
    { lineIndex: 1, vehicleId: van, amount: 6_000 },
    { lineIndex: 1, vehicleId: car, amount: 4_000 },
  ]);

  // A part is a project's or a vehicle's cost, never both; an unknown vehicle is refused.
  const before = await server.snapshot();
  for (const [part, code] of [
    [{ lineIndex: 0, projectId: project, vehicleId: van, percent: 100 }, 'VALIDATION'],
    [{ lineIndex: 0, projectId: null, vehicleId: 999_999, percent: 100 }, 'UNKNOWN_REFERENCE'],
  ] as const) {
    const refused = await call('PUT', `/purchase/update/${garage}`, {
      allocations: [part, { lineIndex: 1, projectId: null, percent: 100 }],
    });
    expectError(refused, 400, code);
  }
  expect(await server.snapshot()).toEqual(before);

  // The insurance of 2025, the lease of 2026, fuel at a station by receipt.
  const insurance = await purchase('V-2025', '2025-12-31', [
    line('Verzekering', 90_000, 'verzekering'),
  ]);
  const lease = await purchase('L-1', '2026-01-01', [line('Leasing januari', 50_000, 'huur')]);
  const receipt = await purchase('T-1', '2026-05-01', [line('Diesel', 5_000, 'brandstof')]);
  for (const id of [insurance, lease, receipt])
    expect(
      (
        await call('PUT', `/purchase/update/${id}`, {
          allocations: [{ lineIndex: 0, projectId: null, vehicleId: van, percent: 100 }],
        })
      ).statusCode,
    ).toBe(200);
  // A refused invoice booked to the van costs nothing.
  const refusedOne = await purchase('G-2', '2026-04-01', [line('Dubbel', 77_700, 'onderhoud')]);
  await call('PUT', `/purchase/update/${refusedOne}`, {
    allocations: [{ lineIndex: 0, projectId: null, vehicleId: van, percent: 100 }],
  });
  expect(
    (await call('POST', `/purchase/reject/${refusedOne}`, { reason: 'Tweemaal ontvangen' }))
      .statusCode,
  ).toBe(200);

  // The fuel card: € 121,00 incl. VAT is € 100,00 net.
  const file = await multipart(undefined, [
    {
      content: Buffer.from(
        'Datum;Uur;Nummerplaat;Kaart;Station;Product;Liter;Bedrag;Km;Transactie\r\n' +
          '02/06/2026;07:45;1-KST-001;7077;Q8 Mechelen;Diesel;60,00;121,00;;T-KST-1\r\n',
      ),
      name: 'tank.csv',
    },
  ]);
  const imported = await server.app.inject({
    method: 'POST',
    url: '/api/vehicle/fuelImport',
    payload: file.payload,
    headers: { ...bearer(admin), ...file.headers },
  });
  expect(imported.statusCode).toBe(201);

  // Readings: 2025 from 10,000 to 25,000 km; the New Year's reading at 00:30 in Brussels
  // (23:30 UTC on 31 December) is 2026's; 2026 ends at 40,000.
  await reading(van, 10_000, '2025-02-01T09:00:00+01:00');
  await reading(van, 25_000, '2025-12-31T18:00:00+01:00');
  await reading(van, 26_000, '2025-12-31T23:30:00Z');
  await reading(van, 40_000, '2026-11-02T09:00:00+01:00');

  expect(await costs(`vehicleId=${van}`)).toEqual([
    {
      vehicleId: van,
      plate: '1-KST-001',
      year: 2025,
      fuel: 0,
      maintenance: 0,
      insurance: 90_000,
      leasing: 0,
      other: 0,
      total: 90_000,
      km: 15_000,
      costPerKm: 6,
    },
    {
      vehicleId: van,
      plate: '1-KST-001',
      year: 2026,
      fuel: 5_000 + 10_000,
      maintenance: 46_000,
      insurance: 0,
      leasing: 50_000,
      other: 0,
      total: 111_000,
      km: 15_000,
      costPerKm: 7,
    },
  ]);
  expect(await costs('year=2026')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ vehicleId: car, year: 2026, maintenance: 4_000, km: null }),
      expect.objectContaining({ vehicleId: van, year: 2026, total: 111_000 }),
    ]),
  );
  expect((await costs('year=2026')).some((row) => row.year !== 2026)).toBe(false);
  expectError(await call('GET', '/vehicle/costs?year=abc'), 400, 'VALIDATION');

  // Removed and restored, the van's parts are its costs again.
  expect((await call('DELETE', `/vehicle/remove/${van}`)).statusCode).toBe(204);
  expect((await call('GET', `/purchase/get/${garage}`)).json().allocations[0].vehicleId).toBe(null);
  expect((await call('POST', `/trash/restore/vehicle/${van}`)).statusCode).toBe(200);
  expect((await costs(`vehicleId=${van}&year=2026`))[0]).toMatchObject({
    maintenance: 46_000,
    total: 111_000,
  });
});
