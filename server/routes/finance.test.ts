import { sql } from 'drizzle-orm';
import { invoiceTotals } from '../domain/invoice-totals';
import { approvedPurchase } from '../test/approved-purchases';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { goldenCases } from '../test/invoice-cases';
import { insertIssuedInvoice } from '../test/issued-invoices';

/**
 * Financiën's VAT overview through the API (docs/product.md § Financiën: the VAT return): the
 * period's documents by issue day, drafts and refused supplier invoices aside; the grids' rules
 * themselves are domain/vat-grids.test.ts's, figured by hand.
 */
jest.setTimeout(120_000);

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const overview = (query: string, as = token) =>
  server.app.inject({ method: 'GET', url: `/api/finance/vat?${query}`, headers: bearer(as) });

const taxable = (name: string) =>
  invoiceTotals(goldenCases[name].lines).vat.reduce((sum, group) => sum + group.taxable, 0);

test("a month's grids come from its issued invoices and its suppliers' invoices", async () => {
  const db = server.app.db;
  const standard = await insertIssuedInvoice(db, goldenCases['standard-21-company']);
  await insertIssuedInvoice(db, goldenCases['renovation-6-private']);
  const reverse = await insertIssuedInvoice(db, goldenCases['reverse-charge-ae']);
  // A draft is no sale yet.
  await insertIssuedInvoice(db, goldenCases['standard-21-company'], { status: 'concept' });
  const subcontractor = await approvedPurchase(db, 4801, { subcontractor: true, vat: 0 });
  const refused = await approvedPurchase(db, 4802);
  const aeLine = {
    description: 'Dakwerken',
    quantity: 1,
    unitCode: 'C62',
    unitPrice: 80_000,
    discountPercent: 0,
    vatCategory: 'AE',
    vatRate: 0,
    category: 'onderaanneming',
  };
  await db.execute(sql`update purchases set lines = ${JSON.stringify([aeLine])}::jsonb,
    reverse_charge = true where id = ${subcontractor.id}`);
  await db.execute(sql`update purchases set status = 'geweigerd' where id = ${refused.id}`);

  const march = await overview('from=2026-03-01&to=2026-03-31');
  expect(march.statusCode).toBe(200);
  expectShape('VatOverview', march.json());
  const { grids, sources, due } = march.json();
  expect(due).toBe('2026-04-20');
  const standardTotals = invoiceTotals(goldenCases['standard-21-company'].lines);
  expect(grids).toMatchObject({
    '03': standardTotals.taxExclusive,
    '01': taxable('renovation-6-private'),
    '45': taxable('reverse-charge-ae'),
    '82': 80_000,
    '87': 80_000,
    '56': 16_800,
    '59': 16_800,
  });
  expect(grids['54']).toBe(
    standardTotals.tax + invoiceTotals(goldenCases['renovation-6-private'].lines).tax,
  );
  expect(grids['71']).toBe(grids['54']);
  expect(sources['45']).toEqual([
    { kind: 'sale', id: reverse.id, number: reverse.document.number, amount: grids['45'] },
  ]);
  expect(sources['03']).toEqual([expect.objectContaining({ id: standard.id })]);
  expect(sources['87']).toEqual([
    { kind: 'purchase', id: subcontractor.id, number: subcontractor.number, amount: 80_000 },
  ]);

  const april = (await overview('from=2026-04-01&to=2026-04-30')).json();
  expect(Object.values(april.grids).every((value) => value === 0)).toBe(true);
  expect(april.sources).toEqual({});

  expectError(await overview('from=2026-03-31&to=2026-03-01'), 400, 'VALIDATION');
  expectError(await overview('from=2026-01-01&to=2027-01-02'), 400, 'VALIDATION');
  expectError(await overview('from=2026-03-01'), 400, 'VALIDATION');
  const technician = await server.signIn('technieker-btw@example.be', 'technieker');
  expectError(await overview('from=2026-03-01&to=2026-03-31', technician), 403, 'FORBIDDEN');
});
