import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { structuredCommunicationOf, twelveDigitsOf } from '../domain/structured-communication';
import { ACCOUNT, SAVINGS } from '../test/bank-statement-examples';
import { camt053File } from '../test/camt053-files';
import { codaFile, type CodaStatementSpec } from '../test/coda-files';
import {
  approvedPurchase as approvedPurchaseRow,
  purchaseStatus as purchaseStatusOf,
} from '../test/approved-purchases';
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
const put = (url: string, payload?: object) =>
  server.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
const del = (url: string) => server.app.inject({ method: 'DELETE', url, headers: bearer(token) });

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
  post('/api/bank/account/create', { iban, bic: 'GEBABEBB', name });

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
    url: `/api/bank/line/getall${query}`,
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
    await post('/api/bank/account/create', { iban: SAVINGS, bic: 'GEB', name: 'Spaar' }),
    400,
    'VALIDATION',
  );
  const listed = await server.app.inject({
    method: 'GET',
    url: '/api/bank/account/getall',
    headers: bearer(token),
  });
  expect(listed.json().map((account: { iban: string }) => account.iban)).toEqual([ACCOUNT]);

  // Renamed, its BIC set; the IBAN stays. Removed while nothing was imported for it.
  const renamed = await put(`/api/bank/account/update/${added.json().id}`, {
    name: 'Zichtrekening KBC',
    bic: 'kredbebb',
  });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toMatchObject({
    iban: ACCOUNT,
    bic: 'KREDBEBB',
    name: 'Zichtrekening KBC',
  });
  expectError(
    await put(`/api/bank/account/update/${added.json().id}`, { name: 'X', iban: SAVINGS }),
    400,
    'VALIDATION',
  );
  expectError(await put('/api/bank/account/update/2000000', { name: 'X' }), 404, 'NOT_FOUND');
  expect((await del(`/api/bank/account/remove/${added.json().id}`)).statusCode).toBe(204);
  expectError(await del(`/api/bank/account/remove/${added.json().id}`), 404, 'NOT_FOUND');
});

test('an account with imported statements is not removed', async () => {
  const added = await addAccount(ACCOUNT);
  // The bank's new balance does not add up: imported as written, the difference reported.
  const imported = await importFile(
    codaFile([
      { ...statement([{ amount: 1_000, entryDate: '2026-03-30' }]), closingBalance: 1_002_000 },
    ]),
  );
  expect(imported.statusCode).toBe(201);
  expect(imported.json()).toMatchObject({ lines: 1, duplicates: 0 });
  expect(imported.json().warnings).toEqual([expect.stringContaining('verschil € 10,00')]);
  const refused = await del(`/api/bank/account/remove/${added.json().id}`);
  expectError(refused, 409, 'CONFLICT');
  expect(refused.json().message).toContain('1 ingelezen uittreksel');
  expect((await lines()).length).toBe(1);
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
  expect(first.json()).toMatchObject({ lines: 4, duplicates: 0, warnings: [] });
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
      lines: 0,
      duplicates: 1,
      matches: [],
    });
  }
  expect(await lines()).toHaveLength(4);
  expect(await invoiceState(partly.id)).toMatchObject({ paid: 50_000, payments: 1 });
});

test('two statements of one file paying the same invoice: the second takes what is left', async () => {
  await addAccount(ACCOUNT);
  const invoice = await issuedInvoice(4111);
  const payable = invoice.totals.payable;
  const answer = await importFile(
    codaFile([
      statement([{ amount: 40_000, entryDate: '2026-03-30', structured: invoice.digits }], 61),
      {
        ...statement(
          [{ amount: payable, entryDate: '2026-03-31', structured: invoice.digits }],
          62,
        ),
        openingDate: '2026-03-30',
        closingDate: '2026-03-31',
      },
    ]),
  );
  expect(answer.statusCode).toBe(201);
  expect(answer.json().matches).toEqual([
    expect.objectContaining({ invoiceId: invoice.id, amount: 40_000 }),
    expect.objectContaining({ invoiceId: invoice.id, amount: payable - 40_000 }),
  ]);
  expect(await invoiceState(invoice.id)).toMatchObject({
    status: 'betaald',
    paid: payable,
    payments: 2,
  });
  // The second movement brought more than was open: the rest of it stays to process.
  const [second, first] = await lines();
  expect(first).toMatchObject({ state: 'gekoppeld', matchedAmount: 40_000 });
  expect(second).toMatchObject({ state: 'open', matchedAmount: payable - 40_000 });
  const [{ n }] = rowsOf(
    await server.app.db.execute(
      sql`select count(*)::int as n from activity where kind = 'payment' and target_id = ${invoice.id}`,
    ),
  );
  expect(Number(n)).toBe(2);
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
  const tooMuch = await post(`/api/bank/line/match/${together.id}`, {
    invoices: [
      { kind: 'sale', id: one.id, amount: payable },
      { kind: 'sale', id: two.id, amount: 20_001 },
    ],
  });
  expectError(tooMuch, 400, 'VALIDATION');
  expectError(
    await post(`/api/bank/line/match/${unknown.id}`, {
      invoices: [
        { kind: 'sale', id: one.id, amount: 700 },
        { kind: 'sale', id: 2_000_000, amount: 77 },
      ],
    }),
    404,
    'NOT_FOUND',
  );
  expect(await invoiceState(one.id)).toMatchObject({ paid: 0, payments: 0 });

  const matched = await post(`/api/bank/line/match/${together.id}`, {
    invoices: [
      { kind: 'sale', id: one.id, amount: payable },
      { kind: 'sale', id: two.id, amount: 20_000 },
    ],
  });
  expect(matched.statusCode).toBe(204);
  expect(await invoiceState(one.id)).toMatchObject({ status: 'betaald', paid: payable });
  expect(await invoiceState(two.id)).toMatchObject({ status: 'deels betaald', paid: 20_000 });
  expect((await lines('?state=matched')).map((line) => line.id)).toEqual([together.id]);
  // A paid invoice takes no more (as a payment by hand).
  expectError(
    await post(`/api/bank/line/match/${unknown.id}`, {
      invoices: [{ kind: 'sale', id: one.id, amount: 777 }],
    }),
    400,
    'VALIDATION',
  );

  // Parking a matched movement is refused; undone, the invoices are open again.
  expectError(await put(`/api/bank/line/park/${together.id}`, { reason: 'x' }), 409, 'CONFLICT');
  expect((await del(`/api/bank/line/match/${together.id}`)).statusCode).toBe(204);
  expect(await invoiceState(one.id)).toMatchObject({ status: 'uitgereikt', paid: 0, payments: 0 });
  expect(await invoiceState(two.id)).toMatchObject({ status: 'uitgereikt', paid: 0, payments: 0 });
  expect((await lines()).find((line) => line.id === together.id)).toMatchObject({
    state: 'open',
    matchedAmount: 0,
    matches: [],
  });

  expect(
    (await put(`/api/bank/line/park/${unknown.id}`, { reason: 'Vragen aan de boekhouder' }))
      .statusCode,
  ).toBe(204);
  expect(await lines('?state=parked')).toEqual([
    expect.objectContaining({ id: unknown.id, reason: 'Vragen aan de boekhouder' }),
  ]);
  expectError(await put(`/api/bank/line/park/${unknown.id}`, { reason: '' }), 400, 'VALIDATION');

  // Booked to a cost category instead; a matched movement is not booked; undone, it is open.
  expect(
    (await post(`/api/bank/line/match/${unknown.id}`, { category: 'kantoor' })).statusCode,
  ).toBe(204);
  expect(await lines('?state=booked')).toEqual([
    expect.objectContaining({ id: unknown.id, reason: 'kantoor' }),
  ]);
  expectError(
    await post(`/api/bank/line/match/${unknown.id}`, { category: 'snoep' }),
    400,
    'VALIDATION',
  );
  expect((await del(`/api/bank/line/match/${unknown.id}`)).statusCode).toBe(204);
  expect((await lines()).find((line) => line.id === unknown.id)).toMatchObject({
    state: 'open',
    reason: '',
  });
  await post(`/api/bank/line/match/${together.id}`, {
    invoices: [{ kind: 'sale', id: one.id, amount: 1_000 }],
  });
  expectError(
    await post(`/api/bank/line/match/${together.id}`, { category: 'overig' }),
    409,
    'CONFLICT',
  );
  expectError(await del('/api/bank/line/match/2000000'), 404, 'NOT_FOUND');
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
      url: `/api/bank/line/suggestions/${id}`,
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

const approvedPurchase = (sequence: number, subcontractor = false) =>
  approvedPurchaseRow(server.app.db, sequence, { subcontractor });
const purchaseStatus = (id: number) => purchaseStatusOf(server.app.db, id);

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
    url: `/api/bank/line/suggestions/${free.id}`,
    headers: bearer(token),
  });
  expect(suggested.json().suggestions[0]).toMatchObject({
    kind: 'purchase',
    id: byHand.id,
    evidence: expect.arrayContaining([`De mededeling noemt aankoopfactuur ${byHand.number}.`]),
  });
  expectError(
    await post(`/api/bank/line/match/${free.id}`, {
      invoices: [
        { kind: 'sale', id: 1, amount: 1 },
        { kind: 'purchase', id: byHand.id, amount: 96_800 },
      ],
    }),
    400,
    'VALIDATION',
  );
  expectError(
    await post(`/api/bank/line/match/${held.id}`, {
      invoices: [{ kind: 'purchase', id: subcontractor.id, amount: 96_800 }],
    }),
    409,
    'WITHHOLDING_CHECK_MISSING',
  );
  expectError(
    await post(`/api/bank/line/match/${free.id}`, {
      invoices: [{ kind: 'purchase', id: byReference.id, amount: 96_800 }],
    }),
    409,
    'CONFLICT',
  );
  // A supplier's invoice is paid whole: a part of it is refused.
  expectError(
    await post(`/api/bank/line/match/${free.id}`, {
      invoices: [{ kind: 'purchase', id: byHand.id, amount: 50_000 }],
    }),
    400,
    'VALIDATION',
  );
  expect(await purchaseStatus(byHand.id)).toMatchObject({ status: 'goedgekeurd' });
  expect(
    (
      await post(`/api/bank/line/match/${free.id}`, {
        invoices: [{ kind: 'purchase', id: byHand.id, amount: 96_800 }],
      })
    ).statusCode,
  ).toBe(204);
  expect(await purchaseStatus(byHand.id)).toMatchObject({ status: 'betaald' });
  expect((await del(`/api/bank/line/match/${free.id}`)).statusCode).toBe(204);
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
      url: `/api/bank/line/getall?limit=3${cursor && `&cursor=${cursor}`}`,
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
      url: '/api/bank/line/getall?cursor=bm9wZQ',
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
    url: '/api/bank/line/getall',
    headers: bearer(technician),
  });
  expectError(read, 403, 'FORBIDDEN');
});
