import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { structuredCommunicationOf, twelveDigitsOf } from '../domain/structured-communication';
import { ACCOUNT, SAVINGS } from '../test/bank-statement-examples';
import { camt053File } from '../test/camt053-files';
import { codaFile, type CodaStatementSpec } from '../test/coda-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { goldenCases } from '../test/invoice-cases';
import { insertIssuedInvoice } from '../test/issued-invoices';

/**
 * Financiën's bank in (docs/product.md § Financiën): the company's accounts, a statement file
 * imported once and whole, and its movements paying invoices by their structured communication,
 * matched by hand, undone and parked.
 */
jest.setTimeout(120_000);

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const post = (url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

const importFile = async (text: string, as = token) => {
  const body = await multipart(undefined, [
    { content: Buffer.from(text, 'latin1'), name: 'x.cod' },
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/bank/import',
    payload: body.payload,
    headers: { ...bearer(as), ...body.headers },
  });
};

const addAccount = (iban: string, name = 'Zichtrekening') =>
  post('/api/bank/accounts', { iban, bic: 'GEBABEBB', name });

/** An issued invoice of € 1,210 (the golden case at 21 %) with its own structured communication. */
async function issuedInvoice(sequence: number) {
  const communication = structuredCommunicationOf(sequence);
  const invoice = await insertIssuedInvoice(server.app.db, {
    ...goldenCases['standard-21-company'],
    structuredCommunication: communication,
  });
  return { ...invoice, digits: twelveDigitsOf(communication)! };
}

async function invoiceState(id: number) {
  const [row] = rowsOf(
    await server.app.db.execute(
      sql`select status, paid_amount::int as paid, payable_amount::int as payable,
            (select count(*)::int from invoice_payments where invoice_id = ${id}) as payments
          from invoices where id = ${id}`,
    ),
  );
  return row as { status: string; paid: number; payable: number; payments: number };
}

const lines = async (query = '') => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/bank/lines${query}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  expectShape('BankLinePage', answer.json());
  return answer.json().lines as {
    id: number;
    amount: number;
    state: string;
    matchedAmount: number;
    reason: string;
    matches: { invoiceId: number; amount: number; how: string }[];
  }[];
};

const statement = (movements: CodaStatementSpec['movements'], number = 57): CodaStatementSpec => ({
  iban: ACCOUNT,
  number,
  openingBalance: 1_000_000,
  openingDate: '2026-03-27',
  closingDate: '2026-03-30',
  movements,
});

test('an account is added once, its IBAN and BIC checked', async () => {
  const added = await addAccount('be68 5390 0754 7034');
  expect(added.statusCode).toBe(201);
  expectShape('BankAccount', added.json());
  expect(added.json()).toMatchObject({ iban: ACCOUNT, bic: 'GEBABEBB', name: 'Zichtrekening' });
  expectError(await addAccount(ACCOUNT, 'Nog eens'), 409, 'CONFLICT');
  const wrong = await addAccount('BE68 5390 0754 7035');
  expectError(wrong, 400, 'VALIDATION');
  expect(wrong.json().message).toContain('controlecijfers');
  expectError(
    await post('/api/bank/accounts', { iban: SAVINGS, bic: 'GEB', name: 'Spaar' }),
    400,
    'VALIDATION',
  );
  const listed = await server.app.inject({
    method: 'GET',
    url: '/api/bank/accounts',
    headers: bearer(token),
  });
  expect(listed.json().map((account: { iban: string }) => account.iban)).toEqual([ACCOUNT]);
});

test('a statement pays invoices by their structured communication, and adds nothing twice', async () => {
  await addAccount(ACCOUNT);
  const whole = await issuedInvoice(4101);
  const partly = await issuedInvoice(4102);
  const payable = whole.totals.payable;
  const file = codaFile([
    statement([
      {
        amount: payable,
        entryDate: '2026-03-30',
        structured: whole.digits,
        counterparty: { name: 'Dirk Claes', iban: 'BE62510007547061', bic: 'GEBABEBB' },
      },
      { amount: 50_000, entryDate: '2026-03-30', structured: partly.digits },
      { amount: -45_980, entryDate: '2026-03-30', communication: 'Factuur 2026-118 Desmet' },
      // A communication that names no invoice: nothing is paid.
      {
        amount: 10_000,
        entryDate: '2026-03-30',
        structured: twelveDigitsOf(structuredCommunicationOf(9999))!,
      },
    ]),
  ]);

  const first = await importFile(file);
  expect(first.statusCode).toBe(201);
  expectShape('BankImportAnswer', first.json());
  expect(first.json().statements).toEqual([
    expect.objectContaining({
      account: ACCOUNT,
      number: '57',
      added: true,
      lines: 4,
      warnings: [],
    }),
  ]);
  expect(first.json().matches).toEqual([
    expect.objectContaining({ invoiceId: whole.id, amount: payable }),
    expect.objectContaining({ invoiceId: partly.id, amount: 50_000 }),
  ]);
  expect(await invoiceState(whole.id)).toMatchObject({
    status: 'betaald',
    paid: payable,
    payments: 1,
  });
  expect(await invoiceState(partly.id)).toMatchObject({ status: 'deels betaald', paid: 50_000 });
  const [nameless, outgoing, partial, full] = await lines();
  expect(full).toMatchObject({ state: 'gekoppeld', matchedAmount: payable });
  expect(full.matches).toEqual([
    expect.objectContaining({ invoiceId: whole.id, how: 'structured' }),
  ]);
  expect(partial).toMatchObject({ state: 'gekoppeld', matchedAmount: 50_000 });
  expect(outgoing).toMatchObject({ state: 'open', amount: -45_980, matches: [] });
  expect(nameless).toMatchObject({ state: 'open', matches: [] });

  // The same file again, and the same statement as camt.053: nothing is added or paid twice.
  for (const again of [file, camt053File([statement([])])]) {
    const answer = await importFile(again);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      statements: [expect.objectContaining({ added: false, lines: 0 })],
      matches: [],
    });
  }
  expect(await lines()).toHaveLength(4);
  expect(await invoiceState(partly.id)).toMatchObject({ paid: 50_000, payments: 1 });
});

test('a file of an unknown account, or a malformed one, is refused whole and stores nothing', async () => {
  await addAccount(ACCOUNT);
  const invoice = await issuedInvoice(4201);
  const known = statement([{ amount: 1_000, entryDate: '2026-03-30', structured: invoice.digits }]);
  const other = { ...statement([]), iban: SAVINGS, number: 3 };
  const unknown = await importFile(codaFile([known, other]));
  expectError(unknown, 400, 'VALIDATION');
  expect(unknown.json().message).toMatch(/BE71 0961 2345 6769.*voeg ze eerst toe/);

  const cut = codaFile([known]).split('\n').slice(0, -2).join('\n');
  const malformed = await importFile(cut);
  expectError(malformed, 400, 'VALIDATION');

  const [counts] = rowsOf(
    await server.app.db.execute(
      sql`select (select count(*)::int from bank_statements) as statements,
            (select count(*)::int from bank_lines) as lines`,
    ),
  );
  expect(counts).toEqual({ statements: 0, lines: 0 });
  expect(await invoiceState(invoice.id)).toMatchObject({ status: 'uitgereikt', paid: 0 });
});

test('staff match a movement to several invoices, undo it, and park or book what nothing explains', async () => {
  await addAccount(ACCOUNT);
  const one = await issuedInvoice(4301);
  const two = await issuedInvoice(4302);
  const payable = one.totals.payable;
  await importFile(
    codaFile([
      statement([
        { amount: payable + 20_000, entryDate: '2026-03-30', communication: 'Facturen samen' },
        { amount: 777, entryDate: '2026-03-30', communication: 'Onbekend' },
      ]),
    ]),
  );
  const [unknown, together] = await lines();

  // More than is left of the movement, or more than is open on an invoice: refused, nothing paid.
  const tooMuch = await post(`/api/bank/lines/${together.id}/match`, {
    invoices: [
      { invoiceId: one.id, amount: payable },
      { invoiceId: two.id, amount: 20_001 },
    ],
  });
  expectError(tooMuch, 400, 'VALIDATION');
  expectError(
    await post(`/api/bank/lines/${unknown.id}/match`, {
      invoices: [
        { invoiceId: one.id, amount: 700 },
        { invoiceId: 2_000_000, amount: 77 },
      ],
    }),
    404,
    'NOT_FOUND',
  );
  expect(await invoiceState(one.id)).toMatchObject({ paid: 0, payments: 0 });

  const matched = await post(`/api/bank/lines/${together.id}/match`, {
    invoices: [
      { invoiceId: one.id, amount: payable },
      { invoiceId: two.id, amount: 20_000 },
    ],
  });
  expect(matched.statusCode).toBe(204);
  expect(await invoiceState(one.id)).toMatchObject({ status: 'betaald', paid: payable });
  expect(await invoiceState(two.id)).toMatchObject({ status: 'deels betaald', paid: 20_000 });
  expect((await lines('?state=gekoppeld')).map((line) => line.id)).toEqual([together.id]);
  // A paid invoice takes no more.
  expectError(
    await post(`/api/bank/lines/${unknown.id}/match`, {
      invoices: [{ invoiceId: one.id, amount: 777 }],
    }),
    409,
    'CONFLICT',
  );

  // Parking a matched movement is refused; undone, the invoices are open again.
  expectError(await post(`/api/bank/lines/${together.id}/park`, { reason: 'x' }), 409, 'CONFLICT');
  expect((await post(`/api/bank/lines/${together.id}/undo`)).statusCode).toBe(204);
  expect(await invoiceState(one.id)).toMatchObject({ status: 'uitgereikt', paid: 0, payments: 0 });
  expect(await invoiceState(two.id)).toMatchObject({ status: 'uitgereikt', paid: 0, payments: 0 });
  expect((await lines()).find((line) => line.id === together.id)).toMatchObject({
    state: 'open',
    matchedAmount: 0,
    matches: [],
  });

  expect(
    (await post(`/api/bank/lines/${unknown.id}/park`, { reason: 'Vragen aan de boekhouder' }))
      .statusCode,
  ).toBe(204);
  expect(await lines('?state=in%20afwachting')).toEqual([
    expect.objectContaining({ id: unknown.id, reason: 'Vragen aan de boekhouder' }),
  ]);
  expectError(await post(`/api/bank/lines/${unknown.id}/park`, { reason: '' }), 400, 'VALIDATION');

  // Booked to a cost category instead; a matched movement is not booked; undone, it is open.
  expect(
    (await post(`/api/bank/lines/${unknown.id}/book`, { category: 'kantoor' })).statusCode,
  ).toBe(204);
  expect(await lines('?state=geboekt')).toEqual([
    expect.objectContaining({ id: unknown.id, reason: 'kantoor' }),
  ]);
  expectError(
    await post(`/api/bank/lines/${unknown.id}/book`, { category: 'snoep' }),
    400,
    'VALIDATION',
  );
  expect((await post(`/api/bank/lines/${unknown.id}/undo`)).statusCode).toBe(204);
  expect((await lines()).find((line) => line.id === unknown.id)).toMatchObject({
    state: 'open',
    reason: '',
  });
  await post(`/api/bank/lines/${together.id}/match`, {
    invoices: [{ invoiceId: one.id, amount: 1_000 }],
  });
  expectError(
    await post(`/api/bank/lines/${together.id}/book`, { category: 'overig' }),
    409,
    'CONFLICT',
  );
  expectError(await post('/api/bank/lines/2000000/undo'), 404, 'NOT_FOUND');
});

test('a movement without a communication gets the likely invoices as suggestions', async () => {
  await addAccount(ACCOUNT);
  const named = await issuedInvoice(4401);
  const other = await issuedInvoice(4402);
  const number = named.document.number;
  await importFile(
    codaFile([
      statement([
        {
          amount: named.totals.payable,
          entryDate: '2026-03-30',
          communication: `Betaling factuur ${number}`,
        },
        { amount: -500, entryDate: '2026-03-30', communication: 'Kosten' },
      ]),
    ]),
  );
  const [outgoing, incoming] = await lines();
  const get = (id: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/bank/lines/${id}/suggestions`,
      headers: bearer(token),
    });
  const answer = await get(incoming.id);
  expect(answer.statusCode).toBe(200);
  expectShape('BankSuggestions', answer.json());
  const [first, second] = answer.json().suggestions;
  expect(first).toMatchObject({
    kind: 'invoice',
    id: named.id,
    number,
    openAmount: named.totals.payable,
  });
  expect(first.evidence).toContain(`De mededeling noemt factuur ${number}.`);
  // The other invoice has the same amount: suggested, below the one the text names.
  expect(second).toMatchObject({ kind: 'invoice', id: other.id });
  expect(second.score).toBeLessThan(first.score);
  expect((await get(outgoing.id)).json()).toEqual({ suggestions: [] });
  expectError(await get(2_000_000), 404, 'NOT_FOUND');
});

/** A supplier's approved invoice of € 968 with its structured payment reference. */
async function approvedPurchase(sequence: number, subcontractor = false) {
  const reference = structuredCommunicationOf(sequence);
  const [row] = rowsOf(
    await server.app.db.execute(sql`
      with supplier as (
        insert into customers (kind, company_name, iban, is_customer, is_supplier, subcontractor)
        values ('company', ${`Bouwmaterialen Vandamme ${sequence}`}, 'BE43068999999501', false,
          true, ${subcontractor})
        returning id)
      insert into purchases (kind, status, source, supplier_id, number, issue_date, due_date,
        payment_reference, supplier_iban, net_amount, vat_amount, gross_amount, approved_at)
      select 'invoice', 'goedgekeurd', 'manual', id, ${`VF26-${sequence}`}, '2026-03-02',
        '2026-04-01', ${reference}, 'BE43068999999501', 80000, 16800, 96800, now()
      from supplier
      returning id`),
  );
  return { id: Number(row.id), digits: twelveDigitsOf(reference)!, number: `VF26-${sequence}` };
}

const purchaseStatus = async (id: number) => {
  const [row] = rowsOf(
    await server.app.db.execute(sql`select status, paid_at from purchases where id = ${id}`),
  );
  return row as { status: string; paid_at: string | null };
};

test("an outgoing movement pays a supplier's approved invoice by its reference, or by hand", async () => {
  await addAccount(ACCOUNT);
  const byReference = await approvedPurchase(4501);
  const byHand = await approvedPurchase(4502);
  const subcontractor = await approvedPurchase(4503, true);
  const imported = await importFile(
    codaFile([
      statement([
        { amount: -96_800, entryDate: '2026-03-30', structured: byReference.digits },
        // The inhoudingsplicht check is missing: the bank's evidence alone does not pay it.
        { amount: -96_800, entryDate: '2026-03-30', structured: subcontractor.digits },
        {
          amount: -96_800,
          entryDate: '2026-03-30',
          communication: `Factuur ${byHand.number}`,
          counterparty: { name: 'Vandamme', iban: 'BE43068999999501', bic: 'GKCCBEBB' },
        },
      ]),
    ]),
  );
  expect(imported.json().matches).toEqual([
    expect.objectContaining({ purchaseId: byReference.id, invoiceId: null, amount: 96_800 }),
  ]);
  expect(await purchaseStatus(byReference.id)).toMatchObject({ status: 'betaald' });
  expect(await purchaseStatus(subcontractor.id)).toMatchObject({ status: 'goedgekeurd' });
  const [free, held, paid] = await lines();
  expect(paid).toMatchObject({ state: 'gekoppeld', matchedAmount: 96_800 });
  expect(paid.matches).toEqual([
    expect.objectContaining({ purchaseId: byReference.id, how: 'structured' }),
  ]);
  expect(held).toMatchObject({ state: 'open' });

  // The free movement: its supplier's invoice suggested, paid by hand, undone.
  const suggested = await server.app.inject({
    method: 'GET',
    url: `/api/bank/lines/${free.id}/suggestions`,
    headers: bearer(token),
  });
  expect(suggested.json().suggestions[0]).toMatchObject({
    kind: 'purchase',
    id: byHand.id,
    evidence: expect.arrayContaining([`De mededeling noemt aankoopfactuur ${byHand.number}.`]),
  });
  expectError(
    await post(`/api/bank/lines/${free.id}/match`, {
      invoices: [{ invoiceId: 1, amount: 1 }],
      purchases: [{ purchaseId: byHand.id }],
    }),
    400,
    'VALIDATION',
  );
  expectError(
    await post(`/api/bank/lines/${held.id}/match`, {
      purchases: [{ purchaseId: subcontractor.id }],
    }),
    409,
    'WITHHOLDING_CHECK_MISSING',
  );
  expectError(
    await post(`/api/bank/lines/${free.id}/match`, {
      purchases: [{ purchaseId: byReference.id }],
    }),
    409,
    'CONFLICT',
  );
  expect(
    (await post(`/api/bank/lines/${free.id}/match`, { purchases: [{ purchaseId: byHand.id }] }))
      .statusCode,
  ).toBe(204);
  expect(await purchaseStatus(byHand.id)).toMatchObject({ status: 'betaald' });
  expect((await post(`/api/bank/lines/${free.id}/undo`)).statusCode).toBe(204);
  expect(await purchaseStatus(byHand.id)).toEqual({ status: 'goedgekeurd', paid_at: null });
  const [activity] = rowsOf(
    await server.app.db.execute(
      sql`select count(*)::int as entries from activity
          where target_kind = 'purchase' and target_id = ${byHand.id} and kind = 'payment'`,
    ),
  );
  expect(activity).toEqual({ entries: 2 });
});

test('the movements come a page at a time, newest first', async () => {
  await addAccount(ACCOUNT);
  const movements = Array.from({ length: 7 }, (_, index) => ({
    amount: 100 + index,
    entryDate: `2026-03-${String(20 + index).padStart(2, '0')}`,
    communication: `Beweging ${index}`,
  }));
  await importFile(codaFile([statement(movements)]));
  const seen: number[] = [];
  let cursor = '';
  for (;;) {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/bank/lines?limit=3${cursor && `&cursor=${cursor}`}`,
      headers: bearer(token),
    });
    const page = answer.json() as { lines: { amount: number }[]; next: string | null };
    seen.push(...page.lines.map((line) => line.amount));
    if (!page.next) break;
    cursor = page.next;
  }
  expect(seen).toEqual([106, 105, 104, 103, 102, 101, 100]);
  expectError(
    await server.app.inject({
      method: 'GET',
      url: '/api/bank/lines?cursor=bm9wZQ',
      headers: bearer(token),
    }),
    400,
    'VALIDATION',
  );
});

test('only a role with Financiën imports and reads the bank', async () => {
  const technician = await server.signIn('technieker-bank@example.be', 'technieker');
  expectError(await importFile(codaFile([statement([])]), technician), 403, 'FORBIDDEN');
  const read = await server.app.inject({
    method: 'GET',
    url: '/api/bank/lines',
    headers: bearer(technician),
  });
  expectError(read, 403, 'FORBIDDEN');
});
