import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bouw Peeters BV',
  street: 'Korenmarkt 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'be',
  email: ' Facturen@Peeters.be ',
  enterpriseNumber: 'BE0403.170.701',
  vatNumber: 'be 0403 170 701',
  iban: 'be68 5390 0754 7034',
  bic: 'gebabebb',
  peppolId: '',
  paymentTermDays: 30,
  invoiceFooter: 'Algemene voorwaarden op peeters.be/voorwaarden',
  numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
  ...overrides,
});

const put = (payload: unknown, as = token) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/settings/company',
    headers: bearer(as),
    payload: payload as object,
  });
const get = (as = token) =>
  server.app.inject({ method: 'GET', url: '/api/settings/company', headers: bearer(as) });

describe('/api/settings/company', () => {
  test('the defaults until set; then stored normalised, the Peppol ID from the KBO', async () => {
    const before = await get();
    expect(before.statusCode).toBe(200);
    expectShape('CompanySettings', before.json());
    expect(before.json()).toMatchObject({
      name: '',
      country: 'BE',
      paymentTermDays: 30,
      numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
      approvalLimits: { kantoor: 250_000 },
      vatPeriod: 'quarter',
    });

    const saved = await put(company());
    expect(saved.statusCode).toBe(200);
    const stored = {
      ...company(),
      country: 'BE',
      email: 'facturen@peeters.be',
      enterpriseNumber: '0403170701',
      vatNumber: 'BE0403170701',
      iban: 'BE68539007547034',
      bic: 'GEBABEBB',
      peppolId: '0208:0403170701',
      reminderDays: [7, 21, 35],
      approvalLimits: { kantoor: 250_000 },
      withholdingAccounts: { social: 'BE76679000019295', tax: 'BE33679200232046' },
      vatPeriod: 'quarter',
    };
    expect(saved.json()).toEqual(stored);
    expect((await get()).json()).toEqual(stored);

    // Filed by month from now on; a change that leaves the period out keeps it.
    expect((await put(company({ vatPeriod: 'month' }))).json().vatPeriod).toBe('month');
    expect((await put(company())).json().vatPeriod).toBe('month');
    expectError(await put(company({ vatPeriod: 'year' })), 400, 'VALIDATION');
    await put(company({ vatPeriod: 'quarter' }));

    const activity = await server.app.inject({
      method: 'GET',
      url: '/api/activity/getall',
      headers: bearer(token),
    });
    expect(JSON.stringify(activity.json())).toContain('companySettings');
  });

  test('a Peppol ID given is kept, checked', async () => {
    const saved = await put(company({ peppolId: '9925:BE0403170701' }));
    expect(saved.json().peppolId).toBe('9925:be0403170701');
  });

  test.each([
    [{ name: '  ' }, 'VALIDATION', /naam van het bedrijf/],
    [{ enterpriseNumber: '0403170702' }, 'ENTERPRISE_NUMBER', /modulo 97/],
    [{ vatNumber: 'BE0403170702' }, 'VALIDATION', /Btw-nummer/],
    [{ vatNumber: 'BE0202239951' }, 'VALIDATION', /hoort bij ondernemingsnummer 0202\.239\.951/],
    [{ iban: 'BE68539007547035' }, 'VALIDATION', /IBAN BE68 5390 0754 7035 bestaat niet/],
    [{ bic: 'GEBA' }, 'VALIDATION', /BIC/],
    [{ peppolId: '0208:0403170702' }, 'VALIDATION', /Peppol-ID/],
    [{ email: 'geen adres' }, 'VALIDATION', /e-mailadres/],
  ])('%j is refused (%s) and changes nothing', async (overrides, code, message) => {
    await put(company());
    const response = await put(company({ name: 'Ander BV', ...overrides }));
    expectError(response, 400, code as 'VALIDATION');
    expect(response.json().message).toMatch(message);
    expect((await get()).json().name).toBe('Bouw Peeters BV');
  });

  test.each([
    [{ country: 'BEL' }],
    [{ paymentTermDays: 400 }],
    [{ paymentTermDays: 1.5 }],
    [{ approvalLimits: { kantoor: -1 } }],
    [{ approvalLimits: { beheerder: 100 } }],
    [{ numberPrefixes: { invoice: 'F 2026', creditNote: '', quote: '' } }],
    [{ numberPrefixes: { invoice: '', creditNote: '' } }],
  ])('%j does not have the schema', async (overrides) => {
    expectError(await put(company(overrides)), 400, 'VALIDATION');
  });

  test('Kantoor reads but may not change; Technieker and Website do not read', async () => {
    const office = await server.signIn('kantoor@example.be', 'kantoor');
    await put(company());
    expect((await get(office)).json().name).toBe('Bouw Peeters BV');
    expectError(await put(company({ name: 'Kantoor BV' }), office), 403, 'FORBIDDEN');
    expect((await get()).json().name).toBe('Bouw Peeters BV');
    for (const role of ['technieker', 'website'] as const) {
      const other = await server.signIn(`${role}@example.be`, role);
      expectError(await get(other), 403, 'FORBIDDEN');
    }
  });

  test('the reminder days: three increasing counts of 1–365, kept when a change leaves them out', async () => {
    expect((await get()).json().reminderDays).toEqual([7, 21, 35]);
    const saved = await put(company({ reminderDays: [3, 10, 30] }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reminderDays).toEqual([3, 10, 30]);
    expect((await put(company())).json().reminderDays).toEqual([3, 10, 30]);
    for (const days of [
      [10, 5, 20],
      [7, 7, 21],
      [0, 7, 21],
      [7, 21, 400],
      [7, 21],
    ]) {
      const refused = await put(company({ reminderDays: days }));
      expect(refused.statusCode).toBe(400);
    }
    const wrongOrder = await put(company({ reminderDays: [10, 5, 20] }));
    expectError(wrongOrder, 400, 'VALIDATION');
    expect(wrongOrder.json().message).toMatch(/drie termijnen/);
    expect((await get()).json().reminderDays).toEqual([3, 10, 30]);
  });
});
