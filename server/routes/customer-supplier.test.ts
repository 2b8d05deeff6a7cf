import { insertPurchase } from '../repositories/purchases';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * Suppliers in the register (docs/product.md § Aankopen): a relation is a customer, a supplier
 * or both; a supplier's IBAN is checked, its BIC, payment term and subcontractor mark kept; the
 * list shows customers or suppliers only; a version keeps the fields.
 */

const server = useTestServer();
let token: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    payload: payload as object,
  });

beforeEach(async () => {
  token = await server.signIn();
});

test('a supplier is kept with its IBAN, BIC, term and mark; the list filters by role', async () => {
  const created = await call('POST', '/customer/create', {
    kind: 'company',
    companyName: 'Dakwerken Peeters',
    isCustomer: false,
    isSupplier: true,
    iban: 'be68 5390 0754 7034',
    bic: 'gkccbebb',
    paymentTermDays: 45,
    subcontractor: true,
  });
  expect(created.statusCode).toBe(201);
  const supplier = created.json().id as number;
  const both = (
    await call('POST', '/customer/create', {
      kind: 'company',
      companyName: 'Immo Both',
      isSupplier: true,
    })
  ).json().id as number;
  const customer = (
    await call('POST', '/customer/create', { firstName: 'An', lastName: 'Claes' })
  ).json().id as number;

  const read = (await call('GET', `/customer/get/${supplier}`)).json();
  expectShape('CustomerDetail', read);
  expect(read).toMatchObject({
    isCustomer: false,
    isSupplier: true,
    iban: 'BE68539007547034',
    bic: 'GKCCBEBB',
    paymentTermDays: 45,
    subcontractor: true,
  });
  expect((await call('GET', `/customer/get/${customer}`)).json()).toMatchObject({
    isCustomer: true,
    isSupplier: false,
    iban: '',
    paymentTermDays: null,
    subcontractor: false,
  });

  const ids = async (query: string) =>
    (await call('GET', `/customer/getall?${query}`))
      .json()
      .customers.map((c: { id: number }) => c.id);
  expect((await ids('role=supplier')).sort()).toEqual([supplier, both].sort());
  expect((await ids('role=customer')).sort()).toEqual([both, customer].sort());
  expect(await ids('')).toHaveLength(3);
  expectError(await call('GET', '/customer/getall?role=employee'), 400, 'VALIDATION');

  // A wrong IBAN, or neither role: refused, nothing changed.
  const before = await server.snapshot();
  const wrong = await call('PUT', `/customer/update/${supplier}`, { iban: 'BE68 5390 0754 7035' });
  expectError(wrong, 400, 'VALIDATION');
  expect(wrong.json().message).toContain('IBAN');
  expectError(
    await call('PUT', `/customer/update/${supplier}`, { isSupplier: false }),
    400,
    'VALIDATION',
  );
  expect(await server.snapshot()).toEqual(before);
  expect((await call('GET', `/customer/get/${supplier}`)).json()).toMatchObject({
    iban: 'BE68539007547034',
    isSupplier: true,
  });

  // A version keeps the supplier's fields, and brings them back.
  const changed = await call('PUT', `/customer/update/${supplier}`, {
    paymentTermDays: null,
    subcontractor: false,
    isCustomer: true,
  });
  expect(changed.statusCode).toBe(200);
  expect((await call('POST', `/history/restore/customer/${supplier}/1`)).statusCode).toBe(200);
  expect((await call('GET', `/customer/get/${supplier}`)).json()).toMatchObject({
    paymentTermDays: 45,
    subcontractor: true,
    isCustomer: false,
  });
});

test('a supplier with supplier invoices is not removed', async () => {
  const id = (
    await call('POST', '/customer/create', {
      kind: 'company',
      companyName: 'Vandamme',
      isSupplier: true,
    })
  ).json().id as number;
  await insertPurchase(server.database.db, { supplierId: id, number: 'V-1' });
  const before = await server.snapshot();
  const refused = await server.app.inject({
    method: 'DELETE',
    url: `/api/customer/remove/${id}`,
    headers: bearer(token),
  });
  expectError(refused, 409, 'CONFLICT');
  expect(refused.json().message).toContain('1 aankoopfactu(u)r(en)');
  expect(await server.snapshot()).toEqual(before);
});
