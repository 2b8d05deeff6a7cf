import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { RENOVATION_STATEMENT } from '../domain/invoice-statements';
import { isValidStructuredCommunication } from '../domain/structured-communication';
import { stopUblValidator, validateUbl } from '../peppol/ubl-validate';
import { expectError, expectShape, useTestServer } from '../test/harness';
import { PRIVATE_CUSTOMER, COMPANY_CUSTOMER, invoiceApi, line } from '../test/invoices';
import { scanQrCode } from '../test/qr-scan';

/** Issuing, credit notes, payments and the documents of an invoice. */

const server = useTestServer();
let token: string;
const api = invoiceApi(server, () => token);
const { call } = api;

beforeEach(async () => {
  token = await server.signIn();
  await api.setCompany();
});
afterAll(() => stopUblValidator());

/** The PDF's text, as pdf.js reads it. */
async function pdfText(bytes: Buffer) {
  const { getDocumentProxy, extractText } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const seriesRows = async () =>
  rowsOf(
    await server.database.db.execute(
      sql`select series, year, last from number_series order by series, year`,
    ),
  );

describe('issuing', () => {
  test('numbers, freezes and archives the invoice; it never changes again', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    const issued = await api.issue(id);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({ number: '2026-0001' });

    const invoice = await api.get(id);
    expectShape('Invoice', invoice);
    expect(invoice).toMatchObject({
      status: 'uitgereikt',
      number: '2026-0001',
      issueDate: '2026-03-02',
      dueDate: '2036-04-01',
      grossAmount: 16638,
      openAmount: 16638,
      renovationStatement: false,
    });
    expect(isValidStructuredCommunication(invoice.structuredCommunication)).toBe(true);
    expect(invoice.structuredCommunication).toBe('+++020/2600/00178+++');

    // The originals in Bestanden: type Factuur, linked to the invoice and its customer.
    const pdf = await call('GET', `/invoice/pdf/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const archived = (await call('GET', `/document/get/${invoice.pdfDocumentId}`)).json();
    expect(archived).toMatchObject({ type: 'Factuur', name: 'Factuur 2026-0001' });
    expect(archived.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'invoice', id }),
        expect.objectContaining({ kind: 'customer', id: customer }),
      ]),
    );
    expect(JSON.stringify(archived)).toContain(sha256(pdf.rawPayload));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('2026-0001');
    expect(text).toContain('+++020/2600/00178+++');
    // The archived PDF's QR code pays this invoice: its amount and its structured communication.
    const qr = (await scanQrCode(pdf.rawPayload, 1))?.split('\n') ?? [];
    expect(qr.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(qr[6]).toBe('BE68539007547034');
    expect(qr[7]).toBe('EUR166.38');
    expect(qr[9]).toBe('020260000178');

    const ubl = await call('GET', `/invoice/ubl/${id}`);
    expect(ubl.statusCode).toBe(200);
    expect(ubl.headers['content-type']).toMatch(/^application\/xml/);
    expect(ubl.body).toContain('<cbc:ID>2026-0001</cbc:ID>');
    expect(ubl.body).toContain(pdf.rawPayload.toString('base64').slice(0, 200));
    // The archived UBL, made with the final number after the provisional one was validated,
    // passes the official rules as well.
    expect((await validateUbl(ubl.body)).failures).toEqual([]);
    // The same bytes each time: the archive, not a new rendering.
    expect((await call('GET', `/invoice/pdf/${id}`)).rawPayload.equals(pdf.rawPayload)).toBe(true);

    const before = await server.snapshot();
    expectError(await call('PUT', `/invoice/update/${id}`, { note: 'x' }), 409, 'INVOICE_ISSUED');
    expectError(await call('DELETE', `/invoice/remove/${id}`), 409, 'INVOICE_ISSUED');
    expectError(await api.issue(id), 409, 'INVOICE_ISSUED');
    expectError(await call('POST', `/history/restore/invoice/${id}/1`), 409, 'INVOICE_ISSUED');
    expect(await server.snapshot()).toEqual(before);

    const activity = (await call('GET', '/activity/getall')).json();
    expect(JSON.stringify(activity)).toContain('"kind":"issue"');
  });

  test('a draft breaking our rules answers each rule in Dutch, uses no number, changes nothing', async () => {
    const bare = await api.customer({ firstName: 'Piet', lastName: 'Zonderadres' });
    const company = await api.customer({ ...COMPANY_CUSTOMER, vatNumber: '' });
    const noAddress = await api.draft(bare, { dueDate: null });
    const reverse = await api.draft(company, {
      lines: [
        line({ vatCategory: 'AE', vatRate: 0 }),
        line({ vatCategory: 'E', vatRate: 0, exemptionReason: '' }),
      ],
    });
    const empty = await api.draft(company, { lines: [] });
    const before = await server.snapshot();

    const first = await api.issue(noAddress);
    expect(first.statusCode).toBe(422);
    expectShape('InvoiceRulesAnswer', first.json());
    expect(first.json().code).toBe('INVOICE_RULES');
    expect(first.json().rules.map((rule: { rule: string }) => rule.rule)).toEqual([
      'FACTUUR-ADRES',
      'BR-CO-25',
    ]);
    expect(first.json().rules[0].message).toContain('Piet Zonderadres');

    const second = (await api.issue(reverse)).json();
    expect(second.rules).toEqual([
      { rule: 'FACTUUR-BTWNUMMER', message: expect.stringContaining('Btw verlegd') },
      { rule: 'FACTUUR-VRIJSTELLING', message: expect.stringContaining('Regel 2') },
    ]);
    expect((await api.issue(empty)).json().rules).toEqual([
      { rule: 'FACTUUR-REGELS', message: 'Een factuur heeft minstens één regel.' },
    ]);
    expect(await server.snapshot()).toEqual(before);
    expect(await seriesRows()).toEqual([]);
    expect((await api.get(noAddress)).status).toBe('concept');
  });

  test('a failure of the official rules is rolled back: the number is not used', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    // Without the company's IBAN the credit transfer names no account (BR-61).
    await api.setCompany({ iban: '', bic: '' });
    const before = await server.snapshot();
    const refused = await api.issue(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().rules).toEqual(
      expect.arrayContaining([{ rule: 'BR-61', message: expect.stringContaining('IBAN') }]),
    );
    expect(await server.snapshot()).toEqual(before);
    expect(await seriesRows()).toEqual([]);
    expect(await api.get(id)).toMatchObject({ status: 'concept', number: null });

    await api.setCompany();
    expect((await api.issue(id)).json()).toEqual({ number: '2026-0001' });
  });

  test("6 % renovation for a private customer: the statement; no Peppol address doesn't stop it", async () => {
    const person = await api.customer(PRIVATE_CUSTOMER);
    const id = await api.draft(person, { lines: [line({ vatRate: 6 })] });
    expect((await api.issue(id)).statusCode).toBe(200);
    expect(await api.get(id)).toMatchObject({ renovationStatement: true });
    const text = await pdfText((await call('GET', `/invoice/pdf/${id}`)).rawPayload);
    expect(text).toContain(RENOVATION_STATEMENT.slice(0, 50));
  });

  test('an overdue open invoice reads vervallen, and the list finds it so', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer, { issueDate: '2026-01-02', dueDate: '2026-01-05' });
    await api.issue(id);
    expect((await api.get(id)).status).toBe('vervallen');
    const listed = (status: string) =>
      call('GET', `/invoice/getall?status=${encodeURIComponent(status)}`).then((response) =>
        response.json().invoices.map((one: { id: number }) => one.id),
      );
    expect(await listed('vervallen')).toEqual([id]);
    expect(await listed('uitgereikt')).toEqual([]);
  });
});

describe('a draft PDF', () => {
  test('is marked as a concept, without number or payment; a draft has no UBL', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    const pdf = await call('GET', `/invoice/pdf/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Factuur (concept)');
    expect(text).toContain('niet betalen');
    expect(text).not.toContain('Scan en betaal');
    expectError(await call('GET', `/invoice/ubl/${id}`), 409, 'CONFLICT');
    expectError(await call('GET', '/invoice/pdf/999999'), 404, 'NOT_FOUND');
  });
});

describe('a credit note', () => {
  test("copies the invoice's lines; issued in its own series, it marks the invoice gecrediteerd", async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    expectError(await call('POST', `/invoice/credit/${id}`), 409, 'CONFLICT');
    await api.issue(id);
    const credit = await call('POST', `/invoice/credit/${id}`);
    expect(credit.statusCode).toBe(201);
    const creditId = credit.json().id as number;
    const draft = await api.get(creditId);
    expect(draft).toMatchObject({
      kind: 'creditNote',
      status: 'concept',
      creditedInvoiceId: id,
      creditedInvoiceNumber: '2026-0001',
      customer: { id: customer },
      lines: [line()],
      grossAmount: 16638,
    });
    expect((await api.issue(creditId)).json()).toEqual({ number: 'CN-2026-0001' });
    expect(await api.get(creditId)).toMatchObject({ status: 'uitgereikt', openAmount: 0 });
    expect(await api.get(id)).toMatchObject({ status: 'gecrediteerd', openAmount: 0 });
    const ubl = (await call('GET', `/invoice/ubl/${creditId}`)).body;
    expect(ubl).toContain('<CreditNote');
    expect(ubl).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>2026-0001/,
    );
    expectError(await call('POST', `/invoice/credit/${creditId}`), 409, 'CONFLICT');
    expectError(await call('POST', '/invoice/credit/999999'), 404, 'NOT_FOUND');
  });

  test('a partial credit leaves the invoice open', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    await api.issue(id);
    const creditId = (await call('POST', `/invoice/credit/${id}`)).json().id;
    await call('PUT', `/invoice/update/${creditId}`, { lines: [line({ quantity: 1 })] });
    await api.issue(creditId);
    expect((await api.get(id)).status).toBe('uitgereikt');
  });
});

describe('payments', () => {
  test('partial then whole; never more than is open, never on a draft', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer, { dueDate: '2099-01-01' });
    const pay = (amount: number, date = '2026-03-10') =>
      call('POST', `/invoice/payment/${id}`, { amount, date, note: 'Overschrijving' });
    expectError(await pay(100), 409, 'CONFLICT');
    await api.issue(id);

    const partial = await pay(6638);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'deels betaald',
      paidAmount: 6638,
      openAmount: 10000,
      payments: [{ amount: 6638, date: '2026-03-10', note: 'Overschrijving', source: 'hand' }],
    });
    const before = await server.snapshot();
    const tooMuch = await pay(10001);
    expectError(tooMuch, 400, 'VALIDATION');
    expect(tooMuch.json().message).toContain('€ 100,00');
    expectError(await pay(0), 400, 'VALIDATION');
    expectError(await pay(100, '2026-02-31x'), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);

    expect((await pay(10000, '2026-03-20')).json()).toMatchObject({
      status: 'betaald',
      paidAmount: 16638,
      openAmount: 0,
    });
    expectError(await pay(1), 400, 'VALIDATION');
    expectError(
      await call('POST', '/invoice/payment/999999', { amount: 1, date: '2026-03-10' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe("the customer's data", () => {
  test('the export holds their invoices; the erasure removes drafts and keeps issued ones', async () => {
    const customer = await api.customer();
    const issued = await api.draft(customer);
    await api.issue(issued);
    const draft = await api.draft(customer);
    const query = `email=${encodeURIComponent('boekhouding@janssens.example')}`;

    const exported = await call('GET', `/chat/customerData?${query}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().invoices.map((one: { id: number }) => one.id)).toEqual([issued, draft]);

    const erased = await call('DELETE', `/chat/customerData?${query}`);
    expect(erased.json()).toMatchObject({ customers: 1, invoicesRemoved: 1, invoicesKept: 1 });
    expectError(await call('GET', `/invoice/get/${draft}`), 404, 'NOT_FOUND');
    // Kept as issued, for the law: its document still names the buyer; the register's link went.
    const kept = await api.get(issued);
    expect(kept).toMatchObject({ number: '2026-0001', customer: null, status: 'uitgereikt' });
    expect((await call('GET', `/invoice/pdf/${issued}`)).statusCode).toBe(200);
    const entries = (await call('GET', '/activity/getall')).json();
    expect(JSON.stringify(entries)).toContain('bewaard wegens wettelijke bewaartermijn');
  });
});
