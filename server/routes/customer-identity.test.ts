import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { agendaCalls } from '../test/agenda';
import { expectError, useTestServer } from '../test/harness';

/**
 * A customer's invoicing identity (docs/product.md § Klanten, § Facturen): the structured
 * invoice address, the VAT number and the Peppol ID (0208 and the enterprise number by default
 * for a company); versions and trash items from before the address was structured come back
 * with their single line in street.
 */

const server = useTestServer();
let token: string;
const { call } = agendaCalls(server, () => token);
const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf(await server.database.db.execute(query));

beforeEach(async () => {
  token = await server.signIn();
});

async function newCustomer(input: Record<string, unknown>) {
  const response = await call('POST', '/customer/create', input);
  if (response.statusCode !== 201) throw new Error(`customer not created: ${response.body}`);
  return response.json().id as number;
}
const customer = async (id: number) => (await call('GET', `/customer/get/${id}`)).json();

const COMPANY = {
  kind: 'company',
  companyName: 'Bouw Peeters NV',
  enterpriseNumber: '0403.170.701',
  street: ' Korenmarkt 1 ',
  postalCode: '9000',
  city: 'Gent',
};

test('a company is stored with its address in parts, its VAT number and 0208:<KBO>', async () => {
  const id = await newCustomer({ ...COMPANY, vatNumber: 'be 0403 170 701', vatLiable: true });
  expect(await customer(id)).toMatchObject({
    street: 'Korenmarkt 1',
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
    invoiceAddress: 'Korenmarkt 1, 9000 Gent',
    vatNumber: 'BE0403170701',
    peppolId: '0208:0403170701',
  });
  const found = (await call('GET', '/customer/getall?q=korenmarkt%20gent')).json().customers;
  expect(found.map((c: { id: number }) => c.id)).toEqual([id]);
});

test('the default Peppol ID follows a changed enterprise number; a chosen one stays', async () => {
  const id = await newCustomer(COMPANY);
  await call('PUT', `/customer/update/${id}`, { enterpriseNumber: '0202.239.951' });
  expect((await customer(id)).peppolId).toBe('0208:0202239951');

  await call('PUT', `/customer/update/${id}`, { peppolId: '9925:BE0202239951' });
  await call('PUT', `/customer/update/${id}`, { enterpriseNumber: '0403170701' });
  expect((await customer(id)).peppolId).toBe('9925:be0202239951');
});

test('a person has no Peppol ID unless given; another country is kept', async () => {
  const id = await newCustomer({
    firstName: 'Marie',
    lastName: 'Dubois',
    street: 'Rue Nationale 5',
    postalCode: '59000',
    city: 'Lille',
    country: 'fr',
  });
  expect(await customer(id)).toMatchObject({
    peppolId: '',
    country: 'FR',
    invoiceAddress: 'Rue Nationale 5, 59000 Lille, FR',
  });
});

test.each([
  [{ vatNumber: 'BE0403170702' }, /Btw-nummer BE 0403\.170\.702 bestaat niet/],
  [{ vatNumber: 'BE0202239951' }, /hoort bij ondernemingsnummer 0202\.239\.951/],
  [{ peppolId: '0208:0403170702' }, /Peppol-ID/],
])('%j is refused and nothing is written', async (wrong, message) => {
  const before = await server.snapshot();
  const response = await call('POST', '/customer/create', { ...COMPANY, ...wrong });
  expectError(response, 400, 'VALIDATION');
  expect(response.json().message).toMatch(message);
  expect(await server.snapshot()).toEqual(before);
});

test('a country of three letters does not have the schema', async () => {
  expectError(
    await call('POST', '/customer/create', { ...COMPANY, country: 'BEL' }),
    400,
    'VALIDATION',
  );
});

test('a version from before the structured address restores its line into street', async () => {
  const id = await newCustomer(COMPANY);
  await call('PUT', `/customer/update/${id}`, { city: 'Gentbrugge' });
  await rows(sql`update versions
    set data = (data - 'street' - 'postalCode' - 'city' - 'country' - 'vatNumber' - 'peppolId')
      || '{"invoiceAddress": "Kerkstraat 14, 9050 Gentbrugge"}'::jsonb
    where kind = 'customer' and entity_id = ${id} and version = 1`);
  const versions = (await call('GET', `/history/customer/${id}`)).json();
  expect(versions[1].data.invoiceAddress).toBe('Kerkstraat 14, 9050 Gentbrugge');

  const restored = await call('POST', `/history/restore/customer/${id}/1`);
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({
    street: 'Kerkstraat 14, 9050 Gentbrugge',
    postalCode: '',
    city: '',
    peppolId: '0208:0403170701',
  });
});

test('a customer trashed before the structured address comes back with its line in street', async () => {
  const id = await newCustomer(COMPANY);
  expect((await call('DELETE', `/customer/remove/${id}`)).statusCode).toBe(204);
  await rows(sql`update trash
    set data = jsonb_set(data, '{customer}', (data->'customer')
      - 'street' - 'postalCode' - 'city' - 'country' - 'vatNumber' - 'peppolId'
      || '{"invoiceAddress": "Vaartstraat 3, 9000 Gent"}'::jsonb)
    where kind = 'customer' and entity_id = ${id}`);
  expect((await call('POST', `/trash/restore/customer/${id}`)).statusCode).toBe(200);
  expect(await customer(id)).toMatchObject({
    street: 'Vaartstraat 3, 9000 Gent',
    country: 'BE',
    peppolId: '',
  });
});

test("the customer's data export carries the new fields", async () => {
  await newCustomer({ ...COMPANY, email: 'boekhouding@peeters.be' });
  const exported = await call('GET', '/chat/customerData?email=boekhouding%40peeters.be');
  expect(exported.statusCode).toBe(200);
  expect(JSON.stringify(exported.json())).toContain('"peppolId":"0208:0403170701"');
  expect(JSON.stringify(exported.json())).toContain('"street":"Korenmarkt 1"');
});
