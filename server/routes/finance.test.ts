import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { invoiceTotals } from '../domain/invoice-totals';
import { addDays } from '../domain/invoice-status';
import { ensureDocumentTypes } from '../services/document-types';
import { cashOutlook } from '../services/cash-outlook';
import { putBlob } from '../storage/blob-store';
import { approvedPurchase } from '../test/approved-purchases';
import { ACCOUNT } from '../test/bank-statement-examples';
import { codaFile } from '../test/coda-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { goldenCases } from '../test/invoice-cases';
import { archiveInvoiceFiles, insertIssuedInvoice } from '../test/issued-invoices';
import { unzip } from '../test/zip';

/**
 * Financiën's accountant side through the API (docs/product.md § Financiën): the VAT overview
 * (the period's documents by issue day, drafts and refused supplier invoices aside; the grids'
 * rules themselves are domain/vat-grids.test.ts's, figured by hand), the accountant's export and
 * the cash outlook.
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

const get = (url: string, as = token) =>
  server.app.inject({ method: 'GET', url, headers: bearer(as) });

async function importStatement(text: string, name: string) {
  await server.app.inject({
    method: 'POST',
    url: '/api/bank/account/create',
    payload: { iban: ACCOUNT, bic: 'GEBABEBB', name: 'Zichtrekening' },
    headers: bearer(token),
  });
  const body = await multipart(undefined, [{ content: Buffer.from(text, 'latin1'), name }]);
  const imported = await server.app.inject({
    method: 'POST',
    url: '/api/bank/import',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(imported.statusCode).toBe(201);
  return imported.json();
}

/** A supplier's invoice with its original (a PDF) in Bestanden, as an upload leaves it. */
async function purchaseWithOriginal(sequence: number, pdf: Buffer) {
  const db = server.app.db;
  const purchase = await approvedPurchase(db, sequence);
  await ensureDocumentTypes(db);
  const blob = await putBlob(db, [pdf]);
  const [document] = rowsOf(
    await db.execute(
      sql`insert into documents (name, type) values ('scan', 'Aankoopfactuur') returning id`,
    ),
  );
  await db.execute(sql`
    insert into document_versions (document_id, version, file_name, mime, size, sha256, scan_status)
    values (${Number(document.id)}, 1, 'scan van factuur.PDF', 'application/pdf', ${blob.size},
      ${blob.sha256}, 'schoon')`);
  await db.execute(
    sql`update purchases set original_document_id = ${Number(document.id)} where id = ${purchase.id}`,
  );
  return purchase;
}

const csvRows = (bytes: Buffer | undefined) => {
  const text = bytes!.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(';'));
};

test("a period's export holds its UBLs, the suppliers' originals, the bank files and the summaries", async () => {
  const db = server.app.db;
  const sale = await insertIssuedInvoice(db, goldenCases['standard-21-company']);
  const ubl = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">1</Invoice>';
  await archiveInvoiceFiles(db, sale.id, { pdf: Buffer.from('%PDF-1.7 verkoop'), ubl });
  const credit = await insertIssuedInvoice(db, goldenCases['credit-note']);
  const pdf = Buffer.from('%PDF-1.7 aankoop van de groothandel');
  const purchase = await purchaseWithOriginal(4803, pdf);
  const coda = codaFile([
    {
      iban: ACCOUNT,
      number: 31,
      openingBalance: 500_000,
      openingDate: '2026-03-27',
      closingDate: '2026-03-30',
      movements: [{ amount: 12_100, entryDate: '2026-03-30', communication: 'voorschot' }],
    },
  ]);
  await importStatement(coda, 'maart/uittreksel 31.cod');

  const response = await get('/api/finance/export?from=2026-03-01&to=2026-03-31');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="boekhouding-2026-03-01-2026-03-31.zip"',
  );
  const entries = await unzip(response.rawPayload);
  expect(entries.get(`verkopen/${sale.document.number}.xml`)?.toString('utf8')).toBe(ubl);
  const purchaseEntry = `aankopen/${purchase.id} Bouwmaterialen Vandamme 4803 VF26-4803.PDF`;
  expect(entries.get(purchaseEntry)).toEqual(pdf);
  const bankEntry = [...entries.keys()].find((name) => name.startsWith('bank/'));
  // The client's path is no part of the name: only its last segment is kept.
  expect(bankEntry).toMatch(/^bank\/\d+ uittreksel 31\.cod$/);
  expect(entries.get(bankEntry!)?.toString('latin1')).toBe(coda);

  const [header, ...rows] = csvRows(entries.get('overzicht.csv'));
  expect(header.slice(0, 3)).toEqual(['Soort', 'Nummer', 'Datum']);
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  expect(rows).toContainEqual([
    'Verkoopfactuur',
    sale.document.number,
    '2026-03-02',
    sale.document.dueDate,
    sale.document.buyer.name,
    sale.document.buyer.vatNumber,
    euros(sale.totals.taxExclusive),
    euros(sale.totals.tax),
    euros(sale.totals.taxInclusive),
    'nee',
    'uitgereikt',
    '0,00',
    `verkopen/${sale.document.number}.xml`,
  ]);
  // A credit note counts negative; without its UBL archived it names no file.
  expect(rows).toContainEqual(
    expect.arrayContaining([
      'Creditnota verkoop',
      credit.document.number,
      `-${euros(credit.totals.taxInclusive)}`,
    ]),
  );
  expect(rows.find((row) => row[1] === credit.document.number)?.[12]).toBe('');
  expect(rows).toContainEqual([
    'Aankoopfactuur',
    'VF26-4803',
    '2026-03-02',
    '2026-04-01',
    'Bouwmaterialen Vandamme 4803',
    'BE0403170701',
    '800,00',
    '168,00',
    '968,00',
    'nee',
    'goedgekeurd',
    '0,00',
    purchaseEntry,
  ]);

  const grids = new Map(csvRows(entries.get('btw-roosters.csv')).slice(1) as [string, string][]);
  const overview = (await get('/api/finance/vat?from=2026-03-01&to=2026-03-31')).json();
  expect(grids.get('03')).toBe(euros(overview.grids['03']));
  expect(grids.get('59')).toBe('168,00');
  expect(grids.get('Vervaldag aangifte')).toBe('2026-04-20');
  expect(csvRows(entries.get('bankuittreksels.csv'))[1]).toEqual([
    ACCOUNT,
    '31',
    '2026-03-27',
    '2026-03-30',
    '5000,00',
    '5121,00',
    'coda',
    bankEntry,
  ]);

  // A month without documents: the three summaries, nothing else.
  const april = await unzip(
    (await get('/api/finance/export?from=2026-04-01&to=2026-04-30')).rawPayload,
  );
  expect([...april.keys()].sort()).toEqual([
    'bankuittreksels.csv',
    'btw-roosters.csv',
    'overzicht.csv',
  ]);
  expect(csvRows(april.get('overzicht.csv'))).toHaveLength(1);

  expectError(await get('/api/finance/export?from=2026-03-31&to=2026-03-01'), 400, 'VALIDATION');
  const technician = await server.signIn('technieker-export@example.be', 'technieker');
  expectError(
    await get('/api/finance/export?from=2026-03-01&to=2026-03-31', technician),
    403,
    'FORBIDDEN',
  );
});

test('importing the same statement file again keeps the file once', async () => {
  const coda = codaFile([
    {
      iban: ACCOUNT,
      number: 40,
      openingBalance: 0,
      openingDate: '2026-05-04',
      closingDate: '2026-05-05',
      movements: [{ amount: 1_000, entryDate: '2026-05-05', communication: 'rente' }],
    },
  ]);
  await importStatement(coda, 'mei.cod');
  expect((await importStatement(coda, 'mei.cod')).duplicates).toBe(1);
  const [{ n }] = rowsOf(
    await server.app.db.execute(sql`select count(*)::int as n from bank_files`),
  );
  expect(Number(n)).toBe(1);
});

describe('the cash outlook', () => {
  test('starts from the latest balance and moves with what is due in and out, week by week', async () => {
    const db = server.app.db;
    // Wednesday 25 March 2026, in Brussels: the weeks start on Monday the 23rd.
    const now = new Date('2026-03-25T10:00:00Z');
    const today = '2026-03-25';
    await importStatement(
      codaFile([
        {
          iban: ACCOUNT,
          number: 12,
          openingBalance: 1_000_000,
          openingDate: '2026-03-20',
          closingDate: '2026-03-23',
          movements: [{ amount: -50_000, entryDate: '2026-03-23', communication: 'huur' }],
        },
      ]),
      'maart.cod',
    );
    const standard = goldenCases['standard-21-company'];
    const gross = invoiceTotals(standard.lines).taxInclusive;
    // Overdue (in the first week, shown apart), due in the third week, partly paid, and later.
    await insertIssuedInvoice(db, standard, { dueDate: addDays(today, -10) });
    await insertIssuedInvoice(db, standard, {
      dueDate: '2026-04-08',
      paid: 10_000,
      status: 'deels betaald',
    });
    await insertIssuedInvoice(db, standard, { dueDate: '2026-09-01' });
    await insertIssuedInvoice(db, standard, {
      dueDate: '2026-04-08',
      status: 'betaald',
      paid: gross,
    });
    // Suppliers: due on 1 April (the second week); a refused one is not paid.
    const supplier = await approvedPurchase(db, 4901);
    const refused = await approvedPurchase(db, 4902);
    await db.execute(sql`update purchases set status = 'geweigerd' where id = ${refused.id}`);

    const outlook = await cashOutlook(db, now);
    expect(outlook.today).toBe(today);
    expect(outlook.balance).toEqual({ amount: 950_000, date: '2026-03-23', accounts: 1 });
    expect(outlook.weeks).toHaveLength(13);
    expect(outlook.weeks[0]).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(outlook.weeks[12]).toMatchObject({ from: '2026-06-15', to: '2026-06-21' });
    expect(outlook.weeks[0]).toMatchObject({ incoming: gross, incomingCount: 1, outgoing: 0 });
    expect(outlook.overdue).toEqual({ incoming: gross, outgoing: 0 });
    expect(outlook.weeks[1]).toMatchObject({ outgoing: supplier.gross, outgoingCount: 1 });
    expect(outlook.weeks[2]).toMatchObject({ incoming: gross - 10_000, incomingCount: 1 });
    expect(outlook.later).toEqual({ incoming: gross, outgoing: 0 });
    // The first quarter's return is due on 20 April, in the fifth week: grid 71 of the quarter.
    const quarter = (await get('/api/finance/vat?from=2026-01-01&to=2026-03-31')).json();
    expect(outlook.vatReturns).toEqual([
      { from: '2026-01-01', to: '2026-03-31', due: '2026-04-20', amount: quarter.grids['71'] },
    ]);
    expect(quarter.grids['71']).toBeGreaterThan(0);
    expect(outlook.weeks[4]).toMatchObject({ from: '2026-04-20', vat: quarter.grids['71'] });
    expect(outlook.weeks[4].balance).toBe(
      950_000 + gross + (gross - 10_000) - supplier.gross - quarter.grids['71'],
    );
    expect(outlook.weeks.at(-1)!.balance).toBe(outlook.weeks[4].balance);

    // By month, the returns of February (due 20 March, past), March, April and May are counted.
    await server.app.inject({
      method: 'PUT',
      url: '/api/settings/company',
      payload: {
        ...(await get('/api/settings/company')).json<object>(),
        name: 'Dakwerken Claes',
        vatPeriod: 'month',
      },
      headers: bearer(token),
    });
    const monthly = await cashOutlook(db, now);
    expect(monthly.vatPeriod).toBe('month');
    expect(monthly.vatReturns.map((vatReturn) => vatReturn.due)).toEqual([
      '2026-04-20',
      '2026-05-20',
      '2026-06-20',
    ]);

    const answer = await get('/api/finance/outlook');
    expect(answer.statusCode).toBe(200);
    expectShape('CashOutlook', answer.json());
  });

  test("counts the weeks from Brussels' Monday across the clock changes", async () => {
    const db = server.app.db;
    // Sunday 25 October 2026, 23:30 UTC: already Monday 00:30 in Brussels (winter time).
    const autumn = await cashOutlook(db, new Date('2026-10-25T23:30:00Z'));
    expect(autumn.today).toBe('2026-10-26');
    expect(autumn.weeks[0]).toMatchObject({ from: '2026-10-26', to: '2026-11-01' });
    // Sunday 29 March 2026, 21:59 UTC: 23:59 in summer time, still Sunday.
    const spring = await cashOutlook(db, new Date('2026-03-29T21:59:00Z'));
    expect(spring.weeks[0]).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(spring.weeks[1].from).toBe('2026-03-30');
  });
});
