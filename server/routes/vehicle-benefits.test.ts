import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The company-car benefit (VAA) through the API (docs/product.md § Voertuigen, VAA): per driver
 * and passenger car in a year, by the year's parameters (data, entered per year), each
 * assignment cut to the year and counted by its days.
 */
jest.setTimeout(120_000);

const server = useTestServer({ reset: false });
let admin: string;

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, payload, headers: bearer(admin) });

async function created(url: string, payload: object) {
  const response = await call('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().id as number;
}

async function benefits(year: number) {
  const response = await call('GET', `/vehicle/benefits?year=${year}`);
  expect(response.statusCode).toBe(200);
  expectShape('VehicleBenefits', response.json());
  return response.json();
}

test('each driver of a car is taxed on the days they had it, by the year’s parameters', async () => {
  const years = await call('GET', '/vehicle/benefitYears');
  // The years published with the product, read until a row is entered for them.
  expect(years.json().map((row: { year: number }) => row.year)).toEqual([2024, 2025]);
  for (const row of years.json()) expectShape('VehicleBenefitYear', row);
  expect(years.json()[1]).toMatchObject({
    referenceDiesel: 59,
    referencePetrol: 71,
    minimum: 165_000,
  });

  const anna = await created('/employee/create', {
    firstName: 'Anna',
    lastName: 'Peeters',
    colour: '#1f5fa8',
  });
  const bart = await created('/employee/create', {
    firstName: 'Bart',
    lastName: 'Maes',
    colour: '#b03a2e',
  });
  // A petrol car of € 35,000 at 110 g/km, first registered in October 2022.
  const car = await created('/vehicle/create', {
    plate: '1-VAA-001',
    category: 'M1',
    fuel: 'benzine',
    co2: 110,
    catalogueValue: 3_500_000,
    firstRegistration: '2022-10-01',
  });
  const van = await created('/vehicle/create', {
    plate: '1-VAA-002',
    category: 'N1',
    fuel: 'diesel',
  });
  const bare = await created('/vehicle/create', {
    plate: '1-VAA-003',
    category: 'M1',
    fuel: 'diesel',
  });
  for (const [vehicle, employeeId, from] of [
    [car, anna, '2024-06-01'],
    [car, bart, '2025-10-01'],
    [van, anna, '2025-01-01'],
    [bare, bart, '2025-12-01'],
  ] as const)
    expect(
      (await call('POST', `/vehicle/driver/${vehicle}`, { employeeId, from })).statusCode,
    ).toBe(200);

  // 9.4 % × 6/7 of € 35,000 is € 2,820 a year: × 0.88 up to October 2025 (36 months), × 0.82 after.
  const year = await benefits(2025);
  expect(year.parameters).toMatchObject({ year: 2025, minimum: 165_000 });
  expect(year.rows).toEqual([
    {
      vehicleId: car,
      plate: '1-VAA-001',
      employee: { id: anna, name: 'Anna Peeters' },
      from: '2025-01-01',
      to: '2025-09-30',
      days: 273,
      co2Percent: 9.4,
      missing: [],
      amount: Math.round((248_160 * 273) / 365),
    },
    {
      vehicleId: car,
      plate: '1-VAA-001',
      employee: { id: bart, name: 'Bart Maes' },
      from: '2025-10-01',
      to: '2025-12-31',
      days: 92,
      co2Percent: 9.4,
      missing: [],
      amount: Math.round((248_160 * 31 + 231_240 * 61) / 365),
    },
    {
      vehicleId: bare,
      plate: '1-VAA-003',
      employee: { id: bart, name: 'Bart Maes' },
      from: '2025-12-01',
      to: '2025-12-31',
      days: 31,
      co2Percent: null,
      missing: ['catalogueValue', 'firstRegistration', 'co2'],
      amount: null,
    },
  ]);

  // 2026's figures are not entered: no amounts until they are.
  const before = await benefits(2026);
  expect(before.parameters).toBeNull();
  expect(before.rows[0]).toMatchObject({ employee: { id: bart }, days: 365, amount: null });

  for (const [body, status] of [
    [{ referenceDiesel: 55, referencePetrol: 66, minimum: 0, source: 'Staatsblad' }, 400],
    [{ referenceDiesel: 55, referencePetrol: 66, minimum: 170_000 }, 400],
    [{ referenceDiesel: 55, referencePetrol: 66, minimum: 170_000, source: '<b>x</b>' }, 400],
  ] as const)
    expectError(await call('PUT', '/vehicle/benefitYear/2026', body), status, 'VALIDATION');
  expect((await benefits(2026)).parameters).toBeNull();

  const saved = await call('PUT', '/vehicle/benefitYear/2026', {
    referenceDiesel: 55,
    referencePetrol: 66,
    minimum: 170_000,
    source: ' Belgisch Staatsblad ',
  });
  expect(saved.statusCode).toBe(200);
  expectShape('VehicleBenefitYear', saved.json());
  expect(saved.json()).toMatchObject({ year: 2026, source: 'Belgisch Staatsblad' });
  expect(saved.json().updatedAt).not.toBeNull();
  expect((await call('GET', '/vehicle/benefitYears')).json()).toMatchObject([
    { year: 2024, updatedAt: null },
    { year: 2025, updatedAt: null },
    { year: 2026, minimum: 170_000 },
  ]);
  // 5.5 + (110 − 66) × 0.1 = 9.9 % of € 35,000 × 6/7 is € 2,970 a year: × 0.82 up to October
  // (48 months), × 0.76 in November and December.
  const after = await benefits(2026);
  expect(after.rows[0]).toMatchObject({
    co2Percent: 9.9,
    amount: Math.round((297_000 * 0.82 * 304 + 297_000 * 0.76 * 61) / 365),
  });
  expectError(await call('GET', '/vehicle/benefits?year=1999'), 400, 'VALIDATION');
});
