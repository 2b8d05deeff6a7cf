import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { addDays } from '../domain/invoice-status';
import { brusselsToday } from '../services/documents';
import { bearer, expectError, expectShape, DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useTestServerWithMail } from '../test/mail-harness';

/**
 * Quotes end to end (docs/product.md § Offertes): a draft from a project, sent with its number,
 * its PDF archived and mailed to a real SMTP server with the link; the customer's public page
 * (one 404 for every wrong token, an answer once); a new version replacing the sent one; an
 * accepted quote moving its project to `gepland` and becoming a deposit and a final invoice
 * that deducts it; and who may do what.
 */

const APP_URL = 'https://backoffice.example.be';
const CUSTOMER = 'lotte.maes@example.be';
const { server, smtp } = useTestServerWithMail({ env: { APP_URL } });
let token: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

const publicCall = (method: 'GET' | 'POST', url: string, linkToken: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: linkToken ? { 'x-quote-token': linkToken } : {},
    payload,
  });

/** A date in 2026 (the number's year) and a validity far ahead, whenever the tests run. */
const DATED = { issueDate: '2026-11-02', validUntil: '2099-12-31' };

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Dakpannen plaatsen',
  quantity: 10,
  unitCode: 'MTK',
  unitPrice: 5000,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  ...overrides,
});

async function created(response: { statusCode: number; json(): { id: number } }) {
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function setUp() {
  token = await server.signIn('els@dakwerken.example.be');
  expect(
    (
      await call('PUT', '/settings/company', {
        name: 'Dakwerken Peeters BV',
        street: 'Korenmarkt 1',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
        email: 'info@peeters.example.be',
        enterpriseNumber: '0403170701',
        vatNumber: 'BE0403170701',
        iban: 'BE68539007547034',
        bic: 'GEBABEBB',
        peppolId: '',
        paymentTermDays: 30,
        invoiceFooter: '',
        numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
      })
    ).statusCode,
  ).toBe(200);
  const customerId = await created(
    await call('POST', '/customer/create', {
      kind: 'person',
      firstName: 'Lotte',
      lastName: 'Maes',
      email: CUSTOMER,
    }),
  );
  const projectId = await created(
    await call('POST', '/project/create', { name: 'Nieuw dak', customerId, stage: 'offerte' }),
  );
  return { customerId, projectId };
}

/** Sends the quote; answers the link's id and token as the mail carries them. */
async function send(id: number, mailsBefore = 0) {
  const sent = await call('POST', `/quote/send/${id}`);
  expect(sent.statusCode).toBe(200);
  expectShape('QuoteSent', sent.json());
  const [mail] = (await smtp.waitForMailTo(CUSTOMER, mailsBefore + 1, 30_000)).slice(-1);
  const match = /https:\/\/backoffice\.example\.be\/offerte\/(\d+)#([\w-]+)/.exec(
    mail.parsed.text ?? '',
  );
  expect(match).not.toBeNull();
  expect(Number(match![1])).toBe(id);
  return { mail, linkToken: match![2], answer: sent.json() as { number: string } };
}

beforeEach(() => {
  token = '';
});

test('a draft from a project is sent with its number, PDF and link, and the customer accepts it once', async () => {
  const { customerId, projectId } = await setUp();
  // The project brings its customer; the validity date defaults to 30 days after the date.
  const id = await created(
    await call('POST', '/quote/create', {
      projectId,
      title: 'Nieuw dak',
      issueDate: '2026-11-02',
      lines: [line(), line({ description: 'Isolatie', unitPrice: 2000, vatRate: 6 })],
    }),
  );
  const draft = (await call('GET', `/quote/get/${id}`)).json();
  expectShape('Quote', draft);
  expect(draft).toMatchObject({
    status: 'concept',
    number: null,
    customerId,
    projectId,
    validUntil: '2026-12-02',
    netAmount: 70000,
    vatAmount: 10500 + 1200,
    grossAmount: 81700,
  });
  // Bad lines change nothing.
  expectError(
    await call('PUT', `/quote/update/${id}`, { lines: [line({ vatCategory: 'E', vatRate: 0 })] }),
    400,
    'VALIDATION',
  );
  expectError(
    await call('PUT', `/quote/update/${id}`, { lines: [line({ quantity: 1.2345 })] }),
    400,
    'VALIDATION',
  );
  const changed = await call('PUT', `/quote/update/${id}`, { validUntil: '2099-01-31' });
  expect(changed.json()).toMatchObject({ id, validUntil: '2099-01-31', grossAmount: 81700 });

  const { mail, linkToken, answer } = await send(id);
  expect(answer.number).toMatch(/^OF-2026-0001$/);
  expect(mail.parsed.subject).toContain('OF-2026-0001');
  const pdf = mail.parsed.attachments.find((file) => file.contentType === 'application/pdf');
  expect(pdf?.filename).toBe('Offerte OF-2026-0001.pdf');
  expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  const sent = (await call('GET', `/quote/get/${id}`)).json();
  expect(sent).toMatchObject({ status: 'verzonden', number: 'OF-2026-0001' });
  // Archived in Bestanden as an Offerte, linked to the customer and the project.
  const archived = (await call('GET', `/document/get/${sent.pdfDocumentId}`)).json();
  expect(archived.type).toBe('Offerte');
  expect(archived.links).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'customer', id: customerId }),
      expect.objectContaining({ kind: 'project', id: projectId }),
    ]),
  );
  // Only the token's hash is stored.
  const [stored] = rowsOf(
    await server.database.db.execute(sql`select token_hash from quotes where id = ${id}`),
  );
  expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.token_hash).not.toContain(linkToken);
  // A sent quote is neither sent again nor removed.
  expectError(await call('POST', `/quote/send/${id}`), 409, 'CONFLICT');
  expectError(await call('DELETE', `/quote/remove/${id}`), 409, 'CONFLICT');

  // Every wrong case answers the same 404.
  for (const [path, wrong] of [
    [`/quote/public/${id}`, 'x'.repeat(43)],
    [`/quote/public/${id}`, ''],
    [`/quote/public/${id + 1000}`, linkToken],
  ] as const) {
    const response = await publicCall('GET', path, wrong);
    expectError(response, 404, 'NOT_FOUND');
  }
  expectError(
    await publicCall('POST', `/quote/public/${id}/accept`, 'wrong', { name: 'Lotte Maes' }),
    404,
    'NOT_FOUND',
  );
  const opened = await publicCall('GET', `/quote/public/${id}`, linkToken);
  expect(opened.statusCode).toBe(200);
  expectShape('PublicQuote', opened.json());
  expect(opened.json()).toMatchObject({
    number: 'OF-2026-0001',
    status: 'verzonden',
    grossAmount: 81700,
    company: { name: 'Dakwerken Peeters BV' },
    customerName: 'Lotte Maes',
  });
  const file = await publicCall('GET', `/quote/public/${id}/pdf`, linkToken);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const accepted = await publicCall('POST', `/quote/public/${id}/accept`, linkToken, {
    name: ' Lotte  Maes ',
  });
  expect(accepted.statusCode).toBe(204);
  const answered = (await call('GET', `/quote/get/${id}`)).json();
  expect(answered).toMatchObject({ status: 'aanvaard', acceptedName: 'Lotte Maes' });
  expect(Date.parse(answered.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  // Twice, or declining after, is refused clearly.
  const again = await publicCall('POST', `/quote/public/${id}/accept`, linkToken, { name: 'X' });
  expectError(again, 409, 'CONFLICT');
  expect(again.json().message).toContain('al aanvaard');
  expectError(
    await publicCall('POST', `/quote/public/${id}/decline`, linkToken, { reason: 'Te duur' }),
    409,
    'CONFLICT',
  );
  // The project moves on; the activity log has the answer.
  expect((await call('GET', `/project/get/${projectId}`)).json().stage).toBe('gepland');
  const log = (await call('GET', '/activity/getall')).json();
  expect(JSON.stringify(log)).toContain('aanvaard door Lotte Maes');
  // An accepted quote does not change.
  expectError(await call('PUT', `/quote/update/${id}`, { title: 'Ander' }), 409, 'CONFLICT');
});

test('a new version of a sent quote keeps the number, replaces the earlier one when sent, and both stay readable', async () => {
  const { customerId } = await setUp();
  const first = await created(
    await call('POST', '/quote/create', { title: 'Goten', ...DATED, lines: [line()] }),
  );
  expectError(await call('POST', `/quote/send/${first}`), 409, 'CONFLICT'); // no customer
  await call('PUT', `/quote/update/${first}`, { customerId });
  const { linkToken: firstToken } = await send(first);

  const next = await call('PUT', `/quote/update/${first}`, { lines: [line({ quantity: 12 })] });
  expect(next.statusCode).toBe(200);
  const second = next.json();
  expect(second).toMatchObject({
    number: 'OF-2026-0001',
    version: 2,
    previousId: first,
    status: 'concept',
    grossAmount: 72600,
  });
  expect(second.id).not.toBe(first);
  // One next version at a time.
  expectError(await call('PUT', `/quote/update/${first}`, { title: 'x' }), 409, 'CONFLICT');
  // Until it is sent, the first still waits for its answer.
  expect((await call('GET', `/quote/get/${first}`)).json().status).toBe('verzonden');
  const { linkToken: secondToken } = await send(second.id, 1);
  expect((await call('GET', `/quote/get/${first}`)).json()).toMatchObject({
    status: 'vervangen',
    nextId: second.id,
  });
  // The old link still opens, read only, and says so; the new one answers.
  const old = await publicCall('GET', `/quote/public/${first}`, firstToken);
  expect(old.json()).toMatchObject({ status: 'vervangen', version: 1 });
  const refused = await publicCall('POST', `/quote/public/${first}/accept`, firstToken, {
    name: 'Lotte',
  });
  expectError(refused, 409, 'CONFLICT');
  expect(refused.json().message).toContain('nieuwere versie');
  // The other version's token opens nothing here.
  expectError(await publicCall('GET', `/quote/public/${first}`, secondToken), 404, 'NOT_FOUND');
  const declined = await publicCall('POST', `/quote/public/${second.id}/decline`, secondToken, {
    reason: 'Te duur',
  });
  expect(declined.statusCode).toBe(204);
  expect((await call('GET', `/quote/get/${second.id}`)).json()).toMatchObject({
    status: 'geweigerd',
    declinedReason: 'Te duur',
  });
  // A second quote takes the next number; the list filters by status.
  const other = await created(
    await call('POST', '/quote/create', { customerId, title: 'Schouw', ...DATED, lines: [line()] }),
  );
  expect((await send(other, 2)).answer.number).toBe('OF-2026-0002');
  const list = (await call('GET', '/quote/getall?status=geweigerd')).json();
  expectShape('QuotePage', list);
  expect(list.quotes.map((quote: { id: number }) => quote.id)).toEqual([second.id]);
  const page = (await call('GET', '/quote/getall?limit=2')).json();
  expect(page.quotes).toHaveLength(2);
  const rest = (await call('GET', `/quote/getall?limit=2&cursor=${page.next}`)).json();
  expect(rest).toMatchObject({ quotes: [{ id: first }], next: null });
});

test('an accepted quote becomes a deposit invoice and a final invoice deducting the issued deposit', async () => {
  const { projectId } = await setUp();
  const id = await created(
    await call('POST', '/quote/create', {
      projectId,
      title: 'Dak',
      ...DATED,
      lines: [line({ unitPrice: 10000 }), line({ unitPrice: 5000, vatRate: 6 })],
    }),
  );
  // Net 1500.00: 1000.00 at 21 %, 500.00 at 6 %.
  expectError(await call('POST', `/quote/toInvoice/${id}`, { kind: 'full' }), 409, 'CONFLICT');
  const { linkToken } = await send(id);
  await publicCall('POST', `/quote/public/${id}/accept`, linkToken, { name: 'Lotte Maes' });

  expectError(
    await call('POST', `/quote/toInvoice/${id}`, { kind: 'deposit', percent: 30, amount: 100 }),
    400,
    'VALIDATION',
  );
  expectError(
    await call('POST', `/quote/toInvoice/${id}`, { kind: 'deposit', amount: 150_001 }),
    400,
    'VALIDATION',
  );
  const deposit = await created(
    await call('POST', `/quote/toInvoice/${id}`, { kind: 'deposit', percent: 30 }),
  );
  const [depositRow] = rowsOf(
    await server.database.db.execute(
      sql`select status, deposit, quote_id, project_id, lines, net_amount, vat_amount, gross_amount, due_date::text from invoices where id = ${deposit}`,
    ),
  );
  expect(depositRow).toMatchObject({
    status: 'concept',
    deposit: true,
    quote_id: id,
    project_id: projectId,
    // Due after the company's payment term (30 days), so that it can be issued.
    due_date: addDays(brusselsToday(), 30),
  });
  // 30 % of each VAT rate: 300.00 at 21 % and 150.00 at 6 %.
  expect(Number(depositRow.net_amount)).toBe(45000);
  expect(Number(depositRow.vat_amount)).toBe(6300 + 900);
  expect(Number(depositRow.gross_amount)).toBe(52200);
  const lines = (
    typeof depositRow.lines === 'string' ? JSON.parse(depositRow.lines) : depositRow.lines
  ) as { description: string; vatRate: number }[];
  expect(lines.map((one) => one.vatRate)).toEqual([21, 6]);
  expect(lines[0].description).toBe('Voorschot offerte OF-2026-0001 (30 %)');

  // The deposit is issued (as the invoices' issuing would): the final invoice deducts it.
  await server.database.db.execute(
    sql`update invoices set status = 'uitgereikt', number = '2026-0001', year = 2026, sequence = 1 where id = ${deposit}`,
  );
  const final = await created(await call('POST', `/quote/toInvoice/${id}`, { kind: 'full' }));
  const [finalRow] = rowsOf(
    await server.database.db.execute(
      sql`select deposit, gross_amount, prepaid_amount, payable_amount, due_date::text from invoices where id = ${final}`,
    ),
  );
  expect(finalRow.deposit).toBe(false);
  expect(finalRow.due_date).toBe(addDays(brusselsToday(), 30));
  expect(Number(finalRow.gross_amount)).toBe(121000 + 53000);
  expect(Number(finalRow.prepaid_amount)).toBe(52200);
  expect(Number(finalRow.payable_amount)).toBe(174000 - 52200);
  expect((await call('GET', `/quote/get/${id}`)).json().invoices).toHaveLength(2);
  // One final invoice per quote.
  expectError(await call('POST', `/quote/toInvoice/${id}`, { kind: 'full' }), 409, 'CONFLICT');
});

test(
  'Technieker and Website have no quotes; the public calls need no account',
  async () => {
    await setUp();
    const id = await created(await call('POST', '/quote/create', { title: 'X', lines: [line()] }));
    for (const role of ['technieker', 'website'] as const) {
      const other = await server.signIn(`${role}@example.be`, role);
      for (const [method, url] of [
        ['GET', '/api/quote/getall'],
        ['GET', `/api/quote/get/${id}`],
        ['POST', '/api/quote/create'],
        ['POST', `/api/quote/send/${id}`],
        ['POST', `/api/quote/toInvoice/${id}`],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          headers: bearer(other),
          payload: method === 'POST' ? {} : undefined,
        });
        expect({ url, role, status: response.statusCode }).toEqual({ url, role, status: 403 });
      }
    }
    const kantoor = await server.signIn('kantoor@example.be', 'kantoor');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/quote/get/${id}`,
      headers: bearer(kantoor),
    });
    expect(response.statusCode).toBe(200);
    // A draft does not open publicly, whatever the token.
    expectError(await publicCall('GET', `/quote/public/${id}`, 'a'.repeat(43)), 404, 'NOT_FOUND');
    // A removed draft goes to the trash.
    expect((await call('DELETE', `/quote/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/quote/get/${id}`), 404, 'NOT_FOUND');
  },
  DATABASE_HOOK_TIMEOUT,
);
