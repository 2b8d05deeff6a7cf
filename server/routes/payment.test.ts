import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { formatStructuredCommunication } from '../domain/structured-communication';
import { brusselsToday } from '../services/documents';
import { checkCreditTransferFile } from '../sepa/pain001-check';
import { approvedPurchase, purchaseStatus } from '../test/approved-purchases';
import { ACCOUNT } from '../test/bank-statement-examples';
import { codaFile } from '../test/coda-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';

/**
 * Financiën's payments out (docs/product.md § Financiën: payments out): approved supplier
 * invoices paid by one SEPA credit transfer file, the inhoudingsplicht's parts split off, and
 * the bank's statement closing them.
 */
jest.setTimeout(120_000);

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  server.app.inject({ method, url: `/api${url}`, payload, headers: bearer(as) });

const RSZ = 'BE76679000019295';
const FOD = 'BE33679200232046';

async function account() {
  const added = await call('POST', '/bank/account/create', {
    iban: ACCOUNT,
    bic: 'GEBABEBB',
    name: 'Zichtrekening',
  });
  return added.json().id as number;
}

const runs = async () => (await call('GET', '/payment/run/getall')).json().runs;

test('a payment run pays approved invoices in one file the EPC schema accepts, split for the inhoudingsplicht', async () => {
  const accountId = await account();
  const db = server.app.db;
  const plain = await approvedPurchase(db, 4601);
  const unchecked = await approvedPurchase(db, 4602, { subcontractor: true });
  const withDebts = await approvedPurchase(db, 4603, { subcontractor: true, reference: '' });
  const later = await approvedPurchase(db, 4604, { dueDate: '2026-06-01' });
  const noIban = await approvedPurchase(db, 4605, { iban: '' });
  expect(
    (
      await call('PUT', `/purchase/withholdingCheck/${withDebts.id}`, {
        checkedOn: '2026-03-20',
        socialDebt: true,
        taxDebt: true,
      })
    ).statusCode,
  ).toBe(200);

  // What can be paid by the end of April: not the invoice due in June; two are blocked.
  const candidates = await call('GET', '/payment/run/candidates?dueBy=2026-04-30');
  expect(candidates.statusCode).toBe(200);
  expectShape('PaymentCandidates', candidates.json());
  const byId = new Map(candidates.json().purchases.map((p: { id: number }) => [p.id, p] as const));
  expect([...byId.keys()].sort()).toEqual([plain.id, unchecked.id, withDebts.id, noIban.id].sort());
  expect(byId.get(later.id)).toBeUndefined();
  expect(byId.get(plain.id)).toMatchObject({
    blocked: null,
    supplierAmount: 96_800,
    reference: formatStructuredCommunication(plain.digits),
  });
  expect(byId.get(unchecked.id)).toMatchObject({
    blocked: expect.stringContaining('inhoudingsplicht'),
  });
  expect(byId.get(noIban.id)).toMatchObject({ blocked: 'Geen rekeningnummer van de leverancier.' });
  // 35 % and 15 % of the € 800 without VAT go to the RSZ and FOD Financiën.
  expect(byId.get(withDebts.id)).toMatchObject({
    socialAmount: 28_000,
    taxAmount: 12_000,
    supplierAmount: 56_800,
  });

  const today = brusselsToday();
  const run = (purchaseIds: number[], extra = {}) =>
    call('POST', '/payment/run', { purchaseIds, executionDate: today, accountId, ...extra });

  // Refused whole: nothing moves, no file is kept.
  expectError(await run([plain.id, unchecked.id]), 409, 'WITHHOLDING_CHECK_MISSING');
  expectError(await run([plain.id, noIban.id]), 400, 'VALIDATION');
  expectError(await run([plain.id, plain.id]), 400, 'VALIDATION');
  expectError(await run([plain.id], { executionDate: '2026-01-02' }), 400, 'VALIDATION');
  expectError(await run([plain.id], { accountId: 2_000_000 }), 404, 'NOT_FOUND');
  expectError(await run([2_000_000]), 404, 'NOT_FOUND');
  expect(await purchaseStatus(db, plain.id)).toMatchObject({ status: 'goedgekeurd' });
  expect(await runs()).toEqual([]);

  const made = await run([plain.id, withDebts.id]);
  expect(made.statusCode).toBe(201);
  expectShape('PaymentRunCreated', made.json());
  expect(made.json()).toMatchObject({ transfers: 4, total: 96_800 * 2 });
  expect(await purchaseStatus(db, plain.id)).toMatchObject({ status: 'te betalen' });
  expect(await purchaseStatus(db, withDebts.id)).toMatchObject({ status: 'te betalen' });
  // In a run already: not twice.
  expectError(await run([plain.id]), 409, 'PURCHASE_STATUS');

  const file = await call('GET', `/payment/run/file/${made.json().id}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('application/xml');
  expect(file.headers['content-disposition']).toBe(
    `attachment; filename="betaling-${today.replace(/-/g, '')}-${made.json().id}.xml"`,
  );
  const xml = file.body;
  expect(await checkCreditTransferFile(xml)).toEqual([]);
  expect(xml).toContain(
    `<Tp>\n                <CdOrPrtry>\n                  <Cd>SCOR</Cd>\n                </CdOrPrtry>\n                <Issr>BBA</Issr>\n              </Tp>\n              <Ref>${plain.digits}</Ref>`,
  );
  expect(xml).toContain('<InstdAmt Ccy="EUR">568.00</InstdAmt>');
  expect(xml).toContain(`<IBAN>${RSZ}</IBAN>`);
  expect(xml).toContain(`<IBAN>${FOD}</IBAN>`);
  expect(xml).toContain('<InstdAmt Ccy="EUR">280.00</InstdAmt>');
  expect(xml).toContain('<InstdAmt Ccy="EUR">120.00</InstdAmt>');
  expect(xml).toContain(`<Ustrd>Factuur ${withDebts.number}</Ustrd>`);
  expect(xml).toContain(`<IBAN>${ACCOUNT}</IBAN>`);
  expect((await call('GET', `/payment/run/file/${made.json().id}`)).body).toBe(xml);
  expectError(await call('GET', '/payment/run/file/2000000'), 404, 'NOT_FOUND');

  const [listed] = await runs();
  expect(listed).toMatchObject({ id: made.json().id, account: ACCOUNT, total: 193_600 });
  expect(
    listed.transfers.map((t: { payee: string; amount: number }) => [t.payee, t.amount]),
  ).toEqual([
    ['supplier', 96_800],
    ['supplier', 56_800],
    ['rsz', 28_000],
    ['fod', 12_000],
  ]);

  // The bank's statement shows the transfers: each supplier's invoice becomes `betaald`, the
  // subcontractor's by the part it received.
  const statement = codaFile([
    {
      iban: ACCOUNT,
      number: 61,
      openingBalance: 1_000_000,
      openingDate: '2026-11-27',
      closingDate: '2026-11-30',
      movements: [
        { amount: -96_800, entryDate: '2026-11-30', structured: plain.digits },
        {
          amount: -56_800,
          entryDate: '2026-11-30',
          communication: `Factuur ${withDebts.number}`,
          counterparty: { name: 'Vandamme', iban: 'BE43068999999501', bic: 'GKCCBEBB' },
        },
        { amount: -28_000, entryDate: '2026-11-30', communication: 'Inhouding art. 30bis' },
      ],
    },
  ]);
  const body = await multipart(undefined, [
    { content: Buffer.from(statement, 'latin1'), name: 'x.cod' },
  ]);
  const imported = await server.app.inject({
    method: 'POST',
    url: '/api/bank/import',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(imported.json().matches).toEqual([
    expect.objectContaining({ purchaseId: plain.id, amount: 96_800 }),
  ]);
  expect(await purchaseStatus(db, plain.id)).toMatchObject({ status: 'betaald' });
  // The free communication: suggested with the supplier's part, and paid by it.
  const lines = (await call('GET', '/bank/line/getall?state=open')).json().lines;
  const supplierLine = lines.find((line: { amount: number }) => line.amount === -56_800);
  const suggestions = (await call('GET', `/bank/line/suggestions/${supplierLine.id}`)).json();
  expect(suggestions.suggestions[0]).toMatchObject({ id: withDebts.id, openAmount: 56_800 });
  expect(
    (
      await call('POST', `/bank/line/match/${supplierLine.id}`, {
        invoices: [{ kind: 'purchase', id: withDebts.id, amount: 56_800 }],
      })
    ).statusCode,
  ).toBe(204);
  expect(await purchaseStatus(db, withDebts.id)).toMatchObject({ status: 'betaald' });
  const [entries] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from activity where target_kind = 'purchase'
          and target_id = ${plain.id}`,
    ),
  );
  expect(Number(entries.n)).toBeGreaterThanOrEqual(2);
});

test('the withheld parts go to the accounts in the settings', async () => {
  const accountId = await account();
  const settings = await call('GET', '/settings/company');
  const changed = await call('PUT', '/settings/company', {
    ...settings.json(),
    name: 'Bouwbedrijf Peeters',
    withholdingAccounts: { social: 'BE62 5100 0754 7061', tax: FOD },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().withholdingAccounts).toEqual({ social: 'BE62510007547061', tax: FOD });
  expectError(
    await call('PUT', '/settings/company', {
      ...settings.json(),
      name: 'Bouwbedrijf Peeters',
      withholdingAccounts: { social: 'BE62 5100 0754 7062', tax: FOD },
    }),
    400,
    'VALIDATION',
  );
  const purchase = await approvedPurchase(server.app.db, 4701, { subcontractor: true });
  await call('PUT', `/purchase/withholdingCheck/${purchase.id}`, {
    checkedOn: '2026-03-20',
    socialDebt: true,
    taxDebt: false,
  });
  const made = await call('POST', '/payment/run', {
    purchaseIds: [purchase.id],
    executionDate: brusselsToday(),
    accountId,
  });
  expect(made.json()).toMatchObject({ transfers: 2, total: 96_800 });
  const xml = (await call('GET', `/payment/run/file/${made.json().id}`)).body;
  expect(xml).toContain('<IBAN>BE62510007547061</IBAN>');
  expect(xml).not.toContain(FOD);
  expect(xml).toContain('<Nm>Bouwbedrijf Peeters</Nm>');
});

test('only a role with Financiën makes or reads payment runs', async () => {
  const technician = await server.signIn('technieker-betaling@example.be', 'technieker');
  expectError(
    await call(
      'POST',
      '/payment/run',
      { purchaseIds: [1], executionDate: '2099-01-01', accountId: 1 },
      technician,
    ),
    403,
    'FORBIDDEN',
  );
  expectError(await call('GET', '/payment/run/getall', undefined, technician), 403, 'FORBIDDEN');
  expectError(
    await call('POST', '/payment/run', {
      purchaseIds: [],
      executionDate: '2099-01-01',
      accountId: 1,
    }),
    400,
    'VALIDATION',
  );
});

test('more than 500 invoices due: the first 500, and that there are more', async () => {
  await server.app.db.execute(sql`
    insert into purchases (kind, status, source, number, issue_date, due_date, net_amount,
      vat_amount, gross_amount, approved_at)
    select 'invoice', 'goedgekeurd', 'manual', 'VEEL-' || n, '2025-01-02',
      date '2025-02-01' + n, 1000, 210, 1210, now()
    from generate_series(1, 501) as n`);
  const answer = await call('GET', '/payment/run/candidates?dueBy=2026-12-31');
  expect(answer.statusCode).toBe(200);
  expect(answer.json().more).toBe(true);
  expect(answer.json().purchases).toHaveLength(500);
  // The earliest first: the one due last is the one left out.
  const numbers = answer.json().purchases.map((p: { number: string }) => p.number);
  expect(numbers).not.toContain('VEEL-501');
  const fewer = await call('GET', '/payment/run/candidates?dueBy=2025-02-10');
  expect(fewer.json()).toMatchObject({ more: false });
  expect(
    fewer.json().purchases.filter((p: { number: string }) => p.number.startsWith('VEEL-')),
  ).toHaveLength(9);
});
