import { eq } from 'drizzle-orm';
import { activity, purchaseAllocations } from '../db/schema';
import { replaceAllocations } from '../repositories/purchases';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { COMPANY } from '../test/invoices';
import { receivedPurchase } from '../test/received-purchases';

/**
 * Supplier invoices after their intake (docs/product.md § Aankopen): the list and its filters,
 * a purchase with its parts, corrections whose parts must add up, approval within the role's
 * limit, rejection, the inhoudingsplicht check before payment, removal; refusals change nothing.
 * Purchases are inserted through the repository, as the intake would.
 */

const server = useTestServer();
let token: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  as = token,
) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(as), payload: payload as object });

const created = async (url: string, payload: unknown) => {
  const response = await call('POST', url, payload);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Dakpannen',
  quantity: 10,
  unitCode: 'C62',
  unitPrice: 1000,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  category: 'materiaal',
  ...overrides,
});

const supplier = (name: string, extra: Record<string, unknown> = {}) =>
  created('/customer/create', {
    kind: 'company',
    companyName: name,
    isCustomer: false,
    isSupplier: true,
    ...extra,
  });

/** A received purchase, as the intake inserts it, with one part per line on general costs. */
const received = (values: Record<string, unknown> = {}) =>
  receivedPurchase(
    server.database.db,
    (values.lines as ReturnType<typeof line>[] | undefined) ?? [line()],
    values,
  );

const get = async (id: number) => {
  const response = await call('GET', `/purchase/get/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const activityOf = async (id: number) =>
  (await server.database.db.select().from(activity).where(eq(activity.targetId, id)))
    .filter((entry) => entry.targetKind === 'purchase')
    .map((entry) => entry.kind);

beforeEach(async () => {
  token = await server.signIn();
});

describe('the list', () => {
  test('pages by date with a cursor and filters by status, supplier, project, dates and words', async () => {
    const vandamme = await supplier('Bouwmaterialen Vandamme');
    const peeters = await supplier('Dakwerken Peeters');
    const project = await created('/project/create', { name: 'Dak Kerkstraat' });
    const first = await received({
      supplierId: vandamme,
      number: 'V-100',
      issueDate: '2026-10-01',
    });
    const second = await received({ supplierId: peeters, number: 'P-7', issueDate: '2026-11-05' });
    const third = await received({ supplierId: vandamme, number: 'V-101', issueDate: null });
    await replaceAllocations(server.database.db, second, [
      { lineIndex: 0, projectId: project, category: 'materiaal', amount: 10000, costDate: null },
    ]);

    const page = await call('GET', '/purchase/getall?limit=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expectShape('PurchasePage', body);
    // Undated first, then the newest date.
    expect(body.purchases.map((p: { id: number }) => p.id)).toEqual([third, second]);
    expect(body.purchases[1]).toMatchObject({
      supplier: { id: peeters, name: 'Dakwerken Peeters' },
      projectIds: [project],
      status: 'ontvangen',
      grossAmount: 12100,
    });
    const next = await call('GET', `/purchase/getall?limit=2&cursor=${body.next}`);
    expect(next.json()).toMatchObject({ purchases: [{ id: first }], next: null });

    const ids = async (query: string) =>
      (await call('GET', `/purchase/getall?${query}`))
        .json()
        .purchases.map((p: { id: number }) => p.id);
    expect(await ids(`supplier=${vandamme}`)).toEqual([third, first]);
    expect(await ids(`project=${project}`)).toEqual([second]);
    expect(await ids('from=2026-10-15&to=2026-12-31')).toEqual([second]);
    expect(await ids('q=peeters')).toEqual([second]);
    expect(await ids('q=V-10')).toEqual([third, first]);
    expect(await ids('status=goedgekeurd')).toEqual([]);
    expectError(await call('GET', '/purchase/getall?cursor=nonsense'), 400, 'VALIDATION');
    expectError(await call('GET', '/purchase/getall?status=open'), 400, 'VALIDATION');
  });
});

describe('a correction', () => {
  test('splits lines over projects by percent or amount; parts that do not add up change nothing', async () => {
    const vandamme = await supplier('Bouwmaterialen Vandamme', { iban: 'BE68 5390 0754 7034' });
    const a = await created('/project/create', { name: 'Dak' });
    const b = await created('/project/create', { name: 'Gevel' });
    const id = await received({ supplierId: vandamme, number: 'V-1' });

    const purchase = await get(id);
    expectShape('Purchase', purchase);
    expect(purchase).toMatchObject({
      supplier: { id: vandamme, iban: 'BE68539007547034', subcontractor: false },
      allocations: [{ lineIndex: 0, projectId: null, amount: 10000, category: 'materiaal' }],
      withholding: { required: false, checkedOn: null },
    });

    const changed = await call('PUT', `/purchase/update/${id}`, {
      note: 'Nagekeken',
      lines: [
        line(),
        line({ description: 'Huur stelling', quantity: 1, unitPrice: 3333, category: 'huur' }),
      ],
      allocations: [
        { lineIndex: 0, projectId: a, percent: 33.33 },
        { lineIndex: 0, projectId: b, percent: 66.67 },
        { lineIndex: 1, projectId: a, amount: 3000 },
        { lineIndex: 1, projectId: null, amount: 333, category: 'overig' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      note: 'Nagekeken',
      netAmount: 13333,
      vatAmount: 2800,
      projectIds: [a, b],
      allocations: [
        { lineIndex: 0, projectId: a, percent: 33.33, amount: 3333, category: 'materiaal' },
        { lineIndex: 0, projectId: b, percent: 66.67, amount: 6667, category: 'materiaal' },
        { lineIndex: 1, projectId: a, percent: null, amount: 3000, category: 'huur' },
        { lineIndex: 1, projectId: null, percent: null, amount: 333, category: 'overig' },
      ],
    });

    const before = await server.snapshot();
    const stored = await get(id);
    const refused = [
      // Amounts that do not add up to the line's net.
      [{ lineIndex: 0, projectId: a, amount: 9000 }, 400, 'ALLOCATION_MISMATCH'],
      // Percentages that do not add up to 100.
      [{ lineIndex: 0, projectId: a, percent: 90 }, 400, 'ALLOCATION_MISMATCH'],
      // A project that does not exist.
      [{ lineIndex: 0, projectId: 999_999, percent: 100 }, 400, 'UNKNOWN_REFERENCE'],
      // A line that does not exist.
      [{ lineIndex: 5, projectId: a, percent: 100 }, 400, 'VALIDATION'],
      // Neither a percentage nor an amount.
      [{ lineIndex: 0, projectId: a }, 400, 'VALIDATION'],
    ] as const;
    for (const [part, status, code] of refused)
      expectError(
        await call('PUT', `/purchase/update/${id}`, { note: 'mag niet', allocations: [part] }),
        status,
        code,
      );
    // Percent and amount mixed within a line.
    expectError(
      await call('PUT', `/purchase/update/${id}`, {
        allocations: [
          { lineIndex: 0, projectId: a, percent: 50 },
          { lineIndex: 0, projectId: b, amount: 5000 },
        ],
      }),
      400,
      'ALLOCATION_MISMATCH',
    );
    // New lines whose stored amount parts no longer fit.
    expectError(
      await call('PUT', `/purchase/update/${id}`, {
        lines: [line(), line({ description: 'Huur stelling', quantity: 2, unitPrice: 3333 })],
      }),
      400,
      'ALLOCATION_MISMATCH',
    );
    expectError(
      await call('PUT', `/purchase/update/${id}`, { supplierIban: 'BE00 1234' }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('PUT', `/purchase/update/${id}`, { supplierId: 999_999 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(await call('PUT', '/purchase/update/999999', { note: 'x' }), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
    expect(await get(id)).toEqual(stored);

    // The same supplier and number as another purchase: 409 naming the first.
    const other = await received({ supplierId: vandamme, number: 'V-2' });
    const duplicate = await call('PUT', `/purchase/update/${other}`, { number: 'V-1' });
    expectError(duplicate, 409, 'DUPLICATE');
    expect(duplicate.json().message).toContain(`aankoopfactuur ${id}`);

    // Percentages follow changed lines without being given again.
    const kept = await call('PUT', `/purchase/update/${id}`, {
      lines: [
        line({ quantity: 20 }),
        line({ description: 'Huur stelling', quantity: 1, unitPrice: 3333, category: 'huur' }),
      ],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().allocations.slice(0, 2)).toMatchObject([
      { amount: 6666 },
      { amount: 13334 },
    ]);

    // The intake's insert has no version here; each correction adds one.
    expect((await call('GET', `/history/purchase/${id}`)).json()).toHaveLength(2);
    expect(await activityOf(id)).toEqual(['update', 'update']);
  });

  test('a credit note stores its costs as negative, answers them as the line shows them', async () => {
    const id = await received({ kind: 'creditNote', number: 'C-1' });
    const project = await created('/project/create', { name: 'Dak' });
    const changed = await call('PUT', `/purchase/update/${id}`, {
      allocations: [{ lineIndex: 0, projectId: project, amount: 10000 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().allocations).toMatchObject([{ projectId: project, amount: 10000 }]);
    const rows = await server.database.db.select().from(purchaseAllocations);
    expect(rows.map((row) => row.amount)).toEqual([-10000]);
  });
});

describe('approval', () => {
  test("within the role's limit from the company settings; above it only a Beheerder", async () => {
    const vandamme = await supplier('Bouwmaterialen Vandamme');
    const small = await received({ supplierId: vandamme, number: 'S-1' });
    const large = await received({
      supplierId: vandamme,
      number: 'L-1',
      lines: [line({ quantity: 100, unitPrice: 5000 })],
    });
    const limits = await call('PUT', '/settings/company', {
      ...COMPANY,
      approvalLimits: { kantoor: 100_000 },
    });
    expect(limits.statusCode).toBe(200);
    expect((await call('GET', '/settings/company')).json().approvalLimits).toEqual({
      kantoor: 100_000,
    });

    const office = await server.signIn('kantoor@example.be', 'kantoor');
    const approved = await call('POST', `/purchase/approve/${small}`, undefined, office);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'goedgekeurd',
      approvedAt: expect.any(String),
    });

    const before = await server.snapshot();
    const above = await call('POST', `/purchase/approve/${large}`, undefined, office);
    expectError(above, 403, 'APPROVAL_LIMIT');
    expect(above.json().message).toContain('1.000,00');
    expect(await server.snapshot()).toEqual(before);
    expect((await get(large)).status).toBe('ontvangen');

    expect((await call('POST', `/purchase/approve/${large}`)).statusCode).toBe(200);
    expectError(await call('POST', `/purchase/approve/${large}`), 409, 'PURCHASE_STATUS');
    expectError(
      await call('PUT', `/purchase/update/${large}`, { note: 'x' }),
      409,
      'PURCHASE_STATUS',
    );
    expectError(await call('DELETE', `/purchase/remove/${large}`), 409, 'PURCHASE_STATUS');
    expectError(await call('POST', '/purchase/approve/999999'), 404, 'NOT_FOUND');

    // Without a supplier nobody approves it.
    const anonymous = await received({ number: 'A-1' });
    expectError(await call('POST', `/purchase/approve/${anonymous}`), 400, 'VALIDATION');
    expect(await activityOf(large)).toEqual(['approve']);
  });

  test('a rejection needs a reason and sends it back to be corrected', async () => {
    const id = await received({ supplierId: await supplier('Vandamme'), number: 'R-1' });
    const before = await server.snapshot();
    expectError(await call('POST', `/purchase/reject/${id}`, { reason: '   ' }), 400, 'VALIDATION');
    expectError(await call('POST', `/purchase/reject/${id}`, {}), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);

    const rejected = await call('POST', `/purchase/reject/${id}`, { reason: 'Verkeerde prijs' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'geweigerd',
      rejectionReason: 'Verkeerde prijs',
    });
    expectError(await call('POST', `/purchase/approve/${id}`), 409, 'PURCHASE_STATUS');
    expectError(
      await call('POST', `/purchase/reject/${id}`, { reason: 'nogmaals' }),
      409,
      'PURCHASE_STATUS',
    );

    const corrected = await call('PUT', `/purchase/update/${id}`, {
      lines: [line({ unitPrice: 900 })],
    });
    expect(corrected.json()).toMatchObject({ status: 'ontvangen', netAmount: 9000 });
    expect((await call('POST', `/purchase/approve/${id}`)).statusCode).toBe(200);
    expect(await activityOf(id)).toEqual(['reject', 'update', 'approve']);
  });
});

describe('the inhoudingsplicht', () => {
  test("a subcontractor's AE invoice is not paid before its check; debts name the 35 % and 15 %", async () => {
    const peeters = await supplier('Dakwerken Peeters', { subcontractor: true });
    const id = await received({
      supplierId: peeters,
      number: 'AE-1',
      reverseCharge: true,
      lines: [
        line({
          quantity: 1,
          unitPrice: 400_000,
          vatCategory: 'AE',
          vatRate: 0,
          category: 'onderaanneming',
        }),
      ],
    });
    expect((await get(id)).withholding).toMatchObject({ required: true, checkedOn: null });
    expectError(
      await call('POST', `/purchase/status/${id}`, { status: 'te betalen' }),
      409,
      'PURCHASE_STATUS',
    );
    expect((await call('POST', `/purchase/approve/${id}`)).statusCode).toBe(200);

    const before = await server.snapshot();
    for (const status of ['te betalen', 'betaald'])
      expectError(
        await call('POST', `/purchase/status/${id}`, { status }),
        409,
        'WITHHOLDING_CHECK_MISSING',
      );
    expectError(
      await call('PUT', `/purchase/withholdingCheck/${id}`, {
        checkedOn: '2026-11-20',
        socialDebt: false,
        taxDebt: false,
        documentId: 999_999,
      }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await call('PUT', `/purchase/withholdingCheck/${id}`, {
        checkedOn: '20/11/2026',
        socialDebt: false,
        taxDebt: false,
      }),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);

    const checked = await call('PUT', `/purchase/withholdingCheck/${id}`, {
      checkedOn: '2026-11-20',
      socialDebt: true,
      taxDebt: true,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().withholding).toEqual({
      required: true,
      checkedOn: '2026-11-20',
      socialDebt: true,
      taxDebt: true,
      documentId: null,
      socialAmount: 140_000,
      taxAmount: 60_000,
      supplierAmount: 200_000,
    });
    expect(
      (await call('POST', `/purchase/status/${id}`, { status: 'te betalen' })).json().status,
    ).toBe('te betalen');
    const paid = await call('POST', `/purchase/status/${id}`, { status: 'betaald' });
    expect(paid.json()).toMatchObject({ status: 'betaald', paidAt: expect.any(String) });
    expectError(
      await call('POST', `/purchase/status/${id}`, { status: 'goedgekeurd' }),
      409,
      'PURCHASE_STATUS',
    );
    expect(await activityOf(id)).toEqual(['approve', 'withholdingCheck', 'update', 'payment']);
  });

  test('an ordinary supplier invoice is paid without a check', async () => {
    const id = await received({ supplierId: await supplier('Vandamme'), number: 'O-1' });
    expect((await call('POST', `/purchase/approve/${id}`)).statusCode).toBe(200);
    expect(
      (await call('POST', `/purchase/status/${id}`, { status: 'betaald' })).json().status,
    ).toBe('betaald');
  });
});

describe('removal and roles', () => {
  test('a received purchase goes to the trash and comes back with its parts', async () => {
    const project = await created('/project/create', { name: 'Dak' });
    const id = await received({ supplierId: await supplier('Vandamme'), number: 'T-1' });
    await call('PUT', `/purchase/update/${id}`, {
      allocations: [{ lineIndex: 0, projectId: project, percent: 100 }],
    });
    expect((await call('DELETE', `/purchase/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/purchase/get/${id}`), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/purchase/remove/${id}`), 404, 'NOT_FOUND');
    expect((await call('POST', `/trash/restore/purchase/${id}`)).statusCode).toBe(200);
    expect((await get(id)).allocations).toMatchObject([{ projectId: project, amount: 10000 }]);
  });

  test('a Technieker and the website account are refused every call', async () => {
    const id = await received({ supplierId: await supplier('Vandamme'), number: 'X-1' });
    const before = await server.snapshot();
    for (const role of ['technieker', 'website'] as const) {
      const other = await server.signIn(`${role}@example.be`, role);
      expectError(await call('GET', '/purchase/getall', undefined, other), 403, 'FORBIDDEN');
      expectError(await call('GET', `/purchase/get/${id}`, undefined, other), 403, 'FORBIDDEN');
      expectError(
        await call('POST', `/purchase/approve/${id}`, undefined, other),
        403,
        'FORBIDDEN',
      );
      expectError(
        await call('POST', `/purchase/reject/${id}`, { reason: 'nee' }, other),
        403,
        'FORBIDDEN',
      );
      expectError(
        await call('DELETE', `/purchase/remove/${id}`, undefined, other),
        403,
        'FORBIDDEN',
      );
    }
    expect((await get(id)).status).toBe('ontvangen');
    const after = await server.snapshot();
    // Signing in the two accounts wrote their own rows; nothing of the purchase changed.
    expect(after.purchases).toBe(before.purchases);
    expect(after.purchase_allocations).toBe(before.purchase_allocations);
  });

  test("a supplier's erasure keeps their invoices (the law's records) without the link", async () => {
    const email = 'facturen@vandamme.example';
    const vandamme = await supplier('Vandamme', { email });
    const id = await received({ supplierId: vandamme, number: 'E-1' });
    const exported = await call('GET', `/chat/customerData?email=${email}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().purchases).toMatchObject([{ id, supplier: { id: vandamme } }]);

    const erased = await call('DELETE', `/chat/customerData?email=${email}`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ customers: 1, purchasesKept: 1 });
    expect(await get(id)).toMatchObject({ id, number: 'E-1', supplier: null, netAmount: 10000 });
  });
});
