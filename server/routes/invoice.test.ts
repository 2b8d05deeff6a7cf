import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { PRIVATE_CUSTOMER, invoiceApi, line } from '../test/invoices';

/** Invoices' drafts: create, read, list, change, remove; refusals; who may. */

const server = useTestServer();
let token: string;
const api = invoiceApi(server, () => token);
const { call } = api;

beforeEach(async () => {
  token = await server.signIn();
});

describe('a draft', () => {
  test('is created with its amounts, read, changed (a version each) and removed to the trash', async () => {
    const customer = await api.customer();
    const response = await call('POST', '/invoice/create', {
      customerId: customer,
      buyerReference: ' PO-77 ',
      lines: [line(), line({ description: 'Dakgoot', quantity: 3, unitPrice: 4275, vatRate: 6 })],
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    const invoice = await api.get(id);
    expectShape('Invoice', invoice);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'concept',
      number: null,
      customer: { id: customer, name: 'Immo Janssens NV' },
      buyerReference: 'PO-77',
      // 2.5 × 55.00 = 137.50 at 21 %; 3 × 42.75 = 128.25 at 6 %
      netAmount: 26575,
      vatAmount: 2888 + 770,
      grossAmount: 26575 + 3658,
      payableAmount: 30233,
      paidAmount: 0,
      openAmount: 0,
      structuredCommunication: '',
      payments: [],
      reminders: [],
    });
    expect(invoice.vat).toEqual([
      { category: 'S', rate: 21, taxable: 13750, tax: 2888 },
      { category: 'S', rate: 6, taxable: 12825, tax: 770 },
    ]);
    // Without a due date given: the company's payment term (30 days by default) from today.
    expect(invoice.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const changed = await call('PUT', `/invoice/update/${id}`, {
      note: 'Herstelling dak',
      dueDate: null,
      lines: [line({ quantity: 1 })],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      note: 'Herstelling dak',
      dueDate: null,
      buyerReference: 'PO-77',
      netAmount: 5500,
      grossAmount: 6655,
    });
    const versions = await call('GET', `/history/invoice/${id}`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toHaveLength(2);

    expect((await call('DELETE', `/invoice/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/invoice/get/${id}`), 404, 'NOT_FOUND');
    const trash = (await call('GET', '/trash/getall')).json();
    expect(trash).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'invoice', id })]),
    );
    expect((await call('POST', `/trash/restore/invoice/${id}`)).statusCode).toBe(200);
    expect(await api.get(id)).toMatchObject({ id, note: 'Herstelling dak', netAmount: 5500 });

    // A version brings the draft's lines back.
    const restored = await call('POST', `/history/restore/invoice/${id}/1`);
    expect(restored.statusCode).toBe(200);
    expect(await api.get(id)).toMatchObject({
      note: '',
      netAmount: 26575,
      buyerReference: 'PO-77',
    });
  });

  test('bad input is refused with a clear answer and changes nothing', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    const before = await server.snapshot();
    const refusals: [unknown, string][] = [
      [{ lines: [] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ vatCategory: 'X' })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ vatRate: 0 })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ vatCategory: 'AE' })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ quantity: 1.2345 })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ unitPrice: 12.5 })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line({ description: '  ' })] }, 'VALIDATION'],
      [{ customerId: customer, lines: [line()], issueDate: '2026-02-30x' }, 'VALIDATION'],
      [{ customerId: 999999, lines: [line()] }, 'UNKNOWN_REFERENCE'],
      [{ customerId: customer, projectId: 999999, lines: [line()] }, 'UNKNOWN_REFERENCE'],
      [{ customerId: customer, lines: [line()], extra: 1 }, 'VALIDATION'],
    ];
    for (const [payload, code] of refusals) {
      const response = await call('POST', '/invoice/create', payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({
        payload,
        status: 400,
        code,
      });
    }
    expectError(
      await call('PUT', `/invoice/update/${id}`, { lines: [line({ discountPercent: 101 })] }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('PUT', `/invoice/update/${id}`, { customerId: 999999 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(await call('PUT', '/invoice/update/999999', { note: 'x' }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/invoice/remove/999999'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/invoice/get/abc'), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('the list', () => {
  test('filters by status, customer, dates and words; pages with a cursor', async () => {
    const company = await api.customer();
    const person = await api.customer(PRIVATE_CUSTOMER);
    const ids = [];
    for (const day of ['2026-01-05', '2026-02-10', '2026-03-15'])
      ids.push(await api.draft(company, { issueDate: day }));
    const undated = await api.draft(person, { issueDate: null });

    const all = await call('GET', '/invoice/getall');
    expect(all.statusCode).toBe(200);
    expectShape('InvoicePage', all.json());
    // Without an issue date first, then the newest issue date first.
    expect(all.json().invoices.map((one: { id: number }) => one.id)).toEqual([
      undated,
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect(all.json().next).toBeNull();

    const first = (await call('GET', '/invoice/getall?limit=2')).json();
    expect(first.invoices).toHaveLength(2);
    const second = (
      await call('GET', `/invoice/getall?limit=2&cursor=${encodeURIComponent(first.next)}`)
    ).json();
    expect(second.invoices.map((one: { id: number }) => one.id)).toEqual([ids[1], ids[0]]);
    expect(second.next).toBeNull();

    const ids_ = (query: string) =>
      call('GET', `/invoice/getall?${query}`).then((response) =>
        response.json().invoices.map((one: { id: number }) => one.id),
      );
    expect(await ids_(`customer=${person}`)).toEqual([undated]);
    expect(await ids_('from=2026-02-01&to=2026-02-28')).toEqual([ids[1]]);
    expect(await ids_('q=smet')).toEqual([undated]);
    expect(await ids_('q=JANSSENS')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await ids_('status=concept')).toHaveLength(4);
    expect(await ids_('status=betaald')).toEqual([]);
    expect(await ids_('status=vervallen')).toEqual([]);
    expectError(await call('GET', '/invoice/getall?cursor=bm9wZQ'), 400, 'VALIDATION');
    expectError(await call('GET', '/invoice/getall?status=weg'), 400, 'VALIDATION');
    expectError(await call('GET', '/invoice/getall?from=2026-13-01'), 400, 'VALIDATION');
  });
});

describe('who may', () => {
  test('Kantoor writes; a Technieker and the website neither read nor write', async () => {
    const customer = await api.customer();
    const id = await api.draft(customer);
    const office = await server.signIn('kantoor@example.be', 'kantoor');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/invoice/create',
      headers: bearer(office),
      payload: { customerId: customer, lines: [line()] },
    });
    expect(created.statusCode).toBe(201);
    for (const role of ['technieker', 'website'] as const) {
      const other = await server.signIn(`${role}@example.be`, role);
      for (const [method, url] of [
        ['GET', '/api/invoice/getall'],
        ['GET', `/api/invoice/get/${id}`],
        ['GET', `/api/invoice/pdf/${id}`],
        ['POST', `/api/invoice/issue/${id}`],
        ['POST', `/api/invoice/credit/${id}`],
        ['DELETE', `/api/invoice/remove/${id}`],
      ] as const) {
        const response = await server.app.inject({ method, url, headers: bearer(other) });
        expect({ role, url, status: response.statusCode }).toEqual({ role, url, status: 403 });
      }
    }
    expect((await call('GET', `/invoice/get/${id}`)).statusCode).toBe(200);
  });
});
