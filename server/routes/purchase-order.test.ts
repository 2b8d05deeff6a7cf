import { sql } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { rowsOf } from '../db/rows-of';
import { changedTables, databaseState } from '../test/database-state';
import { bearer, expectError, expectShape } from '../test/harness';
import { useTestServerWithMail } from '../test/mail-harness';

/**
 * Purchase orders end to end (docs/product.md § Aankopen, Bestelbonnen): a draft for a supplier
 * and project, sent with its BB- number, its PDF archived in Bestanden and mailed to a real SMTP
 * server; a sent order frozen; the differences with the supplier's invoice that names it (shown,
 * never written); refusals that change nothing; and who may do what.
 */

const SUPPLIER = 'bestellingen@vandamme.example.be';
const { server, smtp } = useTestServerWithMail();
let token: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf(await server.database.db.execute(query));

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Dakpannen',
  quantity: 100,
  unitCode: 'C62',
  unitPrice: 150,
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
  const supplierId = await created(
    await call('POST', '/customer/create', {
      kind: 'company',
      companyName: 'Bouwmaterialen Vandamme NV',
      email: SUPPLIER,
    }),
  );
  const projectId = await created(
    await call('POST', '/project/create', { name: 'Nieuw dak', stage: 'gepland' }),
  );
  return { supplierId, projectId };
}

/** A supplier invoice as the intake stores it, naming the order. */
async function insertPurchase(supplierId: number, values: { orderId: number; lines: object[] }) {
  const [row] = await rows(sql`insert into purchases (supplier_id, number, issue_date,
      order_reference, purchase_order_id, lines, net_amount, vat_amount, gross_amount)
    values (${supplierId}, 'F-2026-118', '2026-11-20', '', ${values.orderId},
      ${JSON.stringify(values.lines)}::jsonb, 0, 0, 0)
    returning id`);
  return Number(row.id);
}

test('a draft is sent with its BB- number, its PDF archived and mailed to the supplier', async () => {
  const { supplierId, projectId } = await setUp();
  const id = await created(
    await call('POST', '/purchaseOrder/create', {
      supplierId,
      projectId,
      orderDate: '2026-11-16',
      deliveryDate: '2026-11-20',
      deliveryAddress: 'Kerkstraat 14, 9050 Gentbrugge',
      lines: [line(), line({ description: 'Onderdakfolie', quantity: 2, unitPrice: 8900 })],
    }),
  );
  const draft = (await call('GET', `/purchaseOrder/get/${id}`)).json();
  expectShape('PurchaseOrder', draft);
  expect(draft).toMatchObject({
    status: 'concept',
    number: null,
    supplierName: 'Bouwmaterialen Vandamme NV',
    projectName: 'Nieuw dak',
    netAmount: 15000 + 17800,
    purchases: [],
  });

  const sent = await call('POST', `/purchaseOrder/send/${id}`);
  expect(sent.statusCode).toBe(200);
  expectShape('PurchaseOrderSent', sent.json());
  expect(sent.json()).toMatchObject({ number: 'BB-2026-0001', recipient: SUPPLIER });
  const [mail] = await smtp.waitForMailTo(SUPPLIER, 1, 30_000);
  expect(mail.parsed.subject).toContain('Bestelbon BB-2026-0001');
  expect(mail.parsed.text).toContain('Vermeld ons bestelbonnummer BB-2026-0001');
  expect(mail.parsed.text).toContain('20/11/2026');
  const [attachment] = mail.parsed.attachments;
  expect(attachment).toMatchObject({
    filename: 'Bestelbon BB-2026-0001.pdf',
    contentType: 'application/pdf',
  });
  const pdf = await PDFDocument.load(attachment.content);
  expect(pdf.getTitle()).toBe('Bestelbon BB-2026-0001');

  const order = (await call('GET', `/purchaseOrder/get/${id}`)).json();
  expect(order).toMatchObject({ status: 'verzonden', number: 'BB-2026-0001' });
  const [document] = await rows(sql`select d.type, v.size from documents d
    join document_versions v on v.document_id = d.id and v.version = d.current_version
    where d.id = ${order.pdfDocumentId}`);
  expect(document.type).toBe('Bestelbon');
  expect(Number(document.size)).toBe(attachment.content.length);
  const links = await rows(sql`select kind, target_id from document_links
    where document_id = ${order.pdfDocumentId} order by kind`);
  expect(links.map((l) => [l.kind, Number(l.target_id)])).toEqual([
    ['customer', supplierId],
    ['project', projectId],
  ]);

  // A sent order is frozen; sending it again keeps its number.
  expectError(await call('PUT', `/purchaseOrder/update/${id}`, { note: 'x' }), 409, 'CONFLICT');
  expectError(await call('DELETE', `/purchaseOrder/remove/${id}`), 409, 'CONFLICT');
  const again = await call('POST', `/purchaseOrder/send/${id}`);
  expect(again.json().number).toBe('BB-2026-0001');
  await smtp.waitForMailTo(SUPPLIER, 2, 30_000);
  // The next order takes the next number.
  const second = await created(
    await call('POST', '/purchaseOrder/create', {
      supplierId,
      orderDate: '2026-11-17',
      lines: [line()],
    }),
  );
  expect((await call('POST', `/purchaseOrder/send/${second}`)).json().number).toBe('BB-2026-0002');

  const list = (await call('GET', `/purchaseOrder/getall?supplier=${supplierId}&limit=1`)).json();
  expectShape('PurchaseOrderPage', list);
  expect(list.purchaseOrders.map((o: { id: number }) => o.id)).toEqual([second]);
  // The list says when each was sent, as the order's page does.
  const page = (await call('GET', `/purchaseOrder/get/${second}`)).json();
  expect(list.purchaseOrders[0].sentAt).toEqual(expect.any(String));
  expect(list.purchaseOrders[0].sentAt).toBe(page.sentAt);
  const rest = (
    await call('GET', `/purchaseOrder/getall?supplier=${supplierId}&cursor=${list.next}`)
  ).json();
  expect(rest).toMatchObject({ purchaseOrders: [{ id }], next: null });
  expect(
    (await call('GET', '/purchaseOrder/getall?q=vandamme&status=verzonden')).json().purchaseOrders,
  ).toHaveLength(2);
});

test("the supplier's invoice is compared with the order: a price difference is flagged, nothing is written", async () => {
  const { supplierId } = await setUp();
  const id = await created(
    await call('POST', '/purchaseOrder/create', {
      supplierId,
      lines: [
        line(),
        line({ description: 'Onderdakfolie', quantity: 2, unitPrice: 8900 }),
        line({ description: 'Nokpannen', quantity: 20, unitPrice: 420 }),
      ],
    }),
  );
  await call('POST', `/purchaseOrder/send/${id}`);
  const invoiceLines = [
    // Same line, dearer: a price difference.
    { ...line({ description: 'DAKPANNEN', unitPrice: 165 }), category: 'materiaal' },
    // Fewer delivered.
    {
      ...line({ description: 'Onderdakfolie', quantity: 1, unitPrice: 8900 }),
      category: 'materiaal',
    },
    // Not ordered.
    { ...line({ description: 'Transport', quantity: 1, unitPrice: 4500 }), category: 'overig' },
    // The same price after a discount: no difference.
    {
      ...line({ description: 'Nokpannen', quantity: 20, unitPrice: 525, discountPercent: 20 }),
      category: 'materiaal',
    },
  ];
  const purchaseId = await insertPurchase(supplierId, { orderId: id, lines: invoiceLines });
  const before = await databaseState(server.database.db);

  const response = await call('GET', `/purchaseOrder/compare/${id}?purchase=${purchaseId}`);
  expect(response.statusCode).toBe(200);
  const comparison = response.json();
  expectShape('OrderComparison', comparison);
  expect(comparison).toMatchObject({
    orderNumber: 'BB-2026-0001',
    purchaseNumber: 'F-2026-118',
    orderedNet: 15000 + 17800 + 8400,
    invoicedNet: 16500 + 8900 + 4500 + 8400,
  });
  expect(
    comparison.differences.map((d: { description: string; kinds: string[] }) => [
      d.description,
      d.kinds,
    ]),
  ).toEqual([
    ['Dakpannen', ['price']],
    ['Onderdakfolie', ['quantity']],
    ['Transport', ['notOrdered']],
  ]);
  expect(comparison.differences[0]).toMatchObject({
    orderedUnitPrice: 150,
    invoicedUnitPrice: 165,
    orderedNet: 15000,
    invoicedNet: 16500,
  });
  // Shown, never written: the supplier's lines are as they came. (The outbox is left out: the
  // order's mail may be delivered, and its row marked sent, while the comparison runs.)
  expect(changedTables(before, await databaseState(server.database.db), ['outbox'])).toEqual([]);
  // The order reads as invoiced, with the invoice that names it.
  expect((await call('GET', `/purchaseOrder/get/${id}`)).json()).toMatchObject({
    status: 'gefactureerd',
    purchases: [{ id: purchaseId, number: 'F-2026-118' }],
  });

  // Another order, an unknown purchase, an unknown order.
  const other = await created(await call('POST', '/purchaseOrder/create', { lines: [line()] }));
  expectError(
    await call('GET', `/purchaseOrder/compare/${other}?purchase=${purchaseId}`),
    400,
    'VALIDATION',
  );
  expectError(await call('GET', `/purchaseOrder/compare/${id}?purchase=999999`), 404, 'NOT_FOUND');
  expectError(
    await call('GET', `/purchaseOrder/compare/999999?purchase=${purchaseId}`),
    404,
    'NOT_FOUND',
  );
  expectError(await call('GET', `/purchaseOrder/compare/${id}`), 400, 'VALIDATION');
});

test('bad input, unknown references and unsendable orders change nothing', async () => {
  const { supplierId } = await setUp();
  const id = await created(await call('POST', '/purchaseOrder/create', { note: 'Leeg' }));
  for (const body of [
    { supplierId: 999999 },
    { projectId: 999999 },
    { lines: [line({ vatCategory: 'E', vatRate: 0 })] },
    { lines: [line({ quantity: 1.2345 })] },
    { orderDate: '2026-11-20', deliveryDate: '2026-11-19' },
    { orderDate: '20-11-2026' },
    { unknown: true },
  ]) {
    const response = await call('POST', '/purchaseOrder/create', body);
    expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    const update = await call('PUT', `/purchaseOrder/update/${id}`, body);
    expect({ body, status: update.statusCode }).toEqual({ body, status: 400 });
  }
  // No lines, then no supplier, then a supplier without an e-mail address: 409.
  expectError(await call('POST', `/purchaseOrder/send/${id}`), 409, 'CONFLICT');
  const noSupplier = await created(
    await call('POST', '/purchaseOrder/create', { lines: [line()] }),
  );
  const mute = await created(
    await call('POST', '/customer/create', { kind: 'company', companyName: 'Zonder mail BV' }),
  );
  const muteOrder = await created(
    await call('POST', '/purchaseOrder/create', { supplierId: mute, lines: [line()] }),
  );
  const afterDrafts = await databaseState(server.database.db);
  expectError(await call('POST', `/purchaseOrder/send/${noSupplier}`), 409, 'CONFLICT');
  expectError(await call('POST', `/purchaseOrder/send/${muteOrder}`), 409, 'CONFLICT');
  expect(await databaseState(server.database.db)).toEqual(afterDrafts);
  // The refused writes of the first draft changed nothing either.
  const [row] = await rows(sql`select note, supplier_id from purchase_orders where id = ${id}`);
  expect(row).toMatchObject({ note: 'Leeg', supplier_id: null });

  for (const [method, url] of [
    ['GET', '/purchaseOrder/get/999999'],
    ['PUT', '/purchaseOrder/update/999999'],
    ['DELETE', '/purchaseOrder/remove/999999'],
    ['POST', '/purchaseOrder/send/999999'],
  ] as const)
    expectError(await call(method, url, method === 'PUT' ? {} : undefined), 404, 'NOT_FOUND');
  expectError(await call('GET', '/purchaseOrder/get/abc'), 400, 'VALIDATION');
  expectError(await call('GET', '/purchaseOrder/getall?cursor=nonsense'), 400, 'VALIDATION');

  // A draft is changed as a version, and removed to the trash.
  const changed = await call('PUT', `/purchaseOrder/update/${id}`, {
    supplierId,
    lines: [line()],
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ supplierId, netAmount: 15000 });
  expect(
    Number(
      (
        await rows(sql`select count(*) as n from versions where kind = 'purchaseOrder'
      and entity_id = ${id}`)
      )[0].n,
    ),
  ).toBe(2);
  expect((await call('DELETE', `/purchaseOrder/remove/${id}`)).statusCode).toBe(204);
  expectError(await call('GET', `/purchaseOrder/get/${id}`), 404, 'NOT_FOUND');
  const [trashed] = await rows(sql`select count(*) as n from trash where kind = 'purchaseOrder'`);
  expect(Number(trashed.n)).toBe(1);
});

test('Technieker and Website have no purchase orders; Kantoor has', async () => {
  const { supplierId } = await setUp();
  const id = await created(
    await call('POST', '/purchaseOrder/create', { supplierId, lines: [line()] }),
  );
  for (const role of ['technieker', 'website'] as const) {
    const other = await server.signIn(`${role}@example.be`, role);
    for (const [method, url] of [
      ['GET', '/api/purchaseOrder/getall'],
      ['GET', `/api/purchaseOrder/get/${id}`],
      ['POST', '/api/purchaseOrder/create'],
      ['POST', `/api/purchaseOrder/send/${id}`],
      ['GET', `/api/purchaseOrder/compare/${id}?purchase=1`],
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
    method: 'PUT',
    url: `/api/purchaseOrder/update/${id}`,
    headers: bearer(kantoor),
    payload: { note: 'Door kantoor' },
  });
  expect(response.statusCode).toBe(200);
});
