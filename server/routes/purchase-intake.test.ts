import { AFRelationship, PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { customers, projects, purchaseOrders } from '../db/schema';
import { invoiceTotals } from '../domain/invoice-totals';
import { invoiceToUbl } from '../peppol/ubl';
import { goldenCases } from '../test/invoice-cases';
import { rowsOf } from '../db/rows-of';
import type { LocalAccessPoint } from '../peppol/local-access-point';
import { originalBytes } from '../services/invoice-archive';
import { pollIncoming } from '../services/purchase-inbox';
import { pdfWithText } from '../test/document-text-files';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import {
  DATABASE_HOOK_TIMEOUT,
  bearer,
  expectError,
  expectShape,
  multipart,
  useTestServer,
} from '../test/harness';
import { SUPPLIER, supplierUbl } from '../test/supplier-ubl';

/**
 * Supplier invoices arriving (docs/product.md § Aankopen): over Peppol through the local access
 * point, which calls this server's webhook as it listens (and only a poll finds one whose
 * webhook got lost), and uploaded by hand as UBL or as a PDF that embeds one.
 */
jest.setTimeout(120_000);

const server = useTestServer({
  overrides: { peppol: { mode: 'local', stepMs: 0, webhookToleranceSeconds: 300 } },
});
let token: string;
let local: LocalAccessPoint;
const streams: OpenedStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  local = server.app.peppol.local!;
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  token = await server.signIn();
  local.deliveries.length = 0;
  local.documents.clear();
});

const rows = async (query: ReturnType<typeof sql>) => rowsOf(await server.app.db.execute(query));
const counts = async () =>
  (
    await rows(sql`select
      (select count(*) from purchases)::int as purchases,
      (select count(*) from purchase_allocations)::int as allocations,
      (select count(*) from documents)::int as documents,
      (select count(*) from customers)::int as customers`)
  )[0];
const upload = async (files: { content: Buffer; name: string; type?: string }[], as = token) => {
  const body = await multipart(undefined, files);
  return server.app.inject({
    method: 'POST',
    url: '/api/purchase/upload',
    payload: body.payload,
    headers: { ...bearer(as), ...body.headers },
  });
};

async function orderOnProject() {
  const [project] = await server.app.db
    .insert(projects)
    .values({ name: 'Renovatie Stationsplein' })
    .returning({ id: projects.id });
  await server.app.db
    .insert(purchaseOrders)
    .values({ number: 'BB-2026-0004', projectId: project.id, status: 'verzonden' });
  return project.id;
}

test('a UBL invoice over Peppol lands once, on the project of its order; a repeated webhook changes nothing; uploaded again it is refused', async () => {
  const projectId = await orderOnProject();
  const pdf = await pdfWithText([['Factuur VF26/00318', 'Bouwmaterialen Claes NV']]);
  const xml = supplierUbl({ orderReference: 'BB-2026-0004', pdf });
  const address = server.app.server.address() as { port: number };
  const stream = await openStream(`http://127.0.0.1:${address.port}/api/events`, bearer(token));
  streams.push(stream);
  await stream.next((event) => event.event === 'ready');

  const ref = await local.receive(xml);
  expect(local.deliveries.map((delivery) => delivery.status)).toEqual([200]);
  const [purchase] = await rows(sql`select * from purchases`);
  expect(purchase).toMatchObject({
    status: 'ontvangen',
    source: 'peppol',
    peppol_ref: ref,
    number: 'VF26/00318',
    issue_date: '2026-11-12',
    order_reference: 'BB-2026-0004',
    payment_reference: '+++090/9337/55493+++',
    supplier_iban: SUPPLIER.iban,
    reverse_charge: false,
  });
  expect(Number(purchase.gross_amount)).toBe(37_540);
  const event = await stream.next((each) => each.event === 'purchase');
  expect(JSON.parse(event.data)).toEqual({
    purchaseId: purchase.id,
    number: 'VF26/00318',
    source: 'peppol',
  });

  // The supplier was added to the register, as a supplier.
  const [supplier] = await rows(
    sql`select * from customers where id = ${purchase.supplier_id as number}`,
  );
  expect(supplier).toMatchObject({
    company_name: SUPPLIER.name,
    vat_number: SUPPLIER.vatNumber,
    enterprise_number: SUPPLIER.enterpriseNumber,
    peppol_id: `0208:${SUPPLIER.enterpriseNumber}`,
    iban: SUPPLIER.iban,
    is_supplier: true,
    is_customer: false,
  });

  // Each line on the order's project, its category guessed from its description.
  const parts = await rows(
    sql`select line_index, project_id, category, amount, cost_date from purchase_allocations order by line_index`,
  );
  expect(parts.map((part) => [part.project_id, part.category, Number(part.amount)])).toEqual([
    [projectId, 'materiaal', 29_000],
    [projectId, 'huur', 2025],
  ]);

  // The UBL unchanged in Bestanden, its PDF beside it, kept ten years.
  const original = await originalBytes(server.app.db, purchase.original_document_id as number);
  expect(original.bytes.toString('utf8')).toBe(xml);
  const embedded = await originalBytes(server.app.db, purchase.pdf_document_id as number);
  expect(embedded.bytes.equals(pdf)).toBe(true);
  const documents = await rows(
    sql`select type, extract(year from retain_until)::int - extract(year from now())::int as years
        from documents order by id`,
  );
  expect(documents).toEqual([
    { type: 'Aankoopfactuur', years: 10 },
    { type: 'Aankoopfactuur', years: 10 },
  ]);
  const links = await rows(
    sql`select kind, target_id from document_links where document_id = ${purchase.original_document_id as number} order by kind`,
  );
  expect(links).toEqual([
    { kind: 'customer', target_id: purchase.supplier_id },
    { kind: 'purchase', target_id: purchase.id },
  ]);
  const [entry] = await rows(
    sql`select kind, label from activity where target_kind = 'purchase' and target_id = ${purchase.id as number}`,
  );
  expect(entry).toEqual({ kind: 'create', label: 'VF26/00318' });
  const before = await counts();

  // The same webhook call again: refused as a replay. A new event of the same document: nothing.
  const [delivery] = local.deliveries;
  const replay = await server.app.inject({
    method: 'POST',
    url: '/api/peppol/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });
  expectError(replay, 409, 'DUPLICATE');
  await local.notifyReceived(ref);
  expect(local.deliveries.at(-1)?.status).toBe(200);
  expect(
    await pollIncoming(server.app.db, server.app.peppol.gateway!, server.app.log, new Date(0)),
  ).toEqual([]);
  expect(await counts()).toEqual(before);

  // Uploaded by hand: the same supplier and number, refused, naming the first.
  const again = await upload([
    { content: Buffer.from(xml), name: 'factuur.xml', type: 'text/xml' },
  ]);
  expectError(again, 409, 'DUPLICATE_PURCHASE');
  expect(again.json().purchaseId).toBe(purchase.id);
  expect(await counts()).toEqual(before);
});

test('a document whose webhook got lost is found by the poll, once', async () => {
  const ref = await local.receive(supplierUbl({ number: 'VF26/00400', reverseCharge: true }), {
    notify: false,
  });
  expect((await counts()).purchases).toBe(0);
  const gateway = server.app.peppol.gateway!;
  const [id] = await pollIncoming(server.app.db, gateway, server.app.log, new Date(0));
  const [purchase] = await rows(sql`select * from purchases where id = ${id}`);
  expect(purchase).toMatchObject({ peppol_ref: ref, reverse_charge: true, source: 'peppol' });
  expect(Number(purchase.vat_amount)).toBe(0);
  // Construction work reverse-charged, not named in the description: a subcontractor's.
  expect(await pollIncoming(server.app.db, gateway, server.app.log, new Date(0))).toEqual([]);
  expect((await counts()).purchases).toBe(1);
});

test('a PDF that embeds its UBL (PDF/A-3): the UBL is the original, the pages are kept to read', async () => {
  const xml = supplierUbl({ number: 'VF26/00500' });
  const pdf = await PDFDocument.load(await pdfWithText([['Factuur VF26/00500']]));
  await pdf.attach(Buffer.from(xml), 'factur-x.xml', {
    mimeType: 'text/xml',
    afRelationship: AFRelationship.Alternative,
    description: 'UBL',
  });
  const bytes = Buffer.from(await pdf.save());
  const answer = await upload([
    { content: bytes, name: 'VF26-00500.pdf', type: 'application/pdf' },
  ]);
  expect(answer.statusCode).toBe(201);
  expectShape('PurchaseUploadAnswer', answer.json());
  expect(answer.json()).toMatchObject({
    prefilledFrom: 'ubl',
    number: 'VF26/00500',
    supplierName: SUPPLIER.name,
    supplierVatNumber: SUPPLIER.vatNumber,
    grossAmount: 37_540,
  });
  const { originalDocumentId, pdfDocumentId } = answer.json();
  expect((await originalBytes(server.app.db, originalDocumentId)).bytes.toString()).toBe(xml);
  const pages = await originalBytes(server.app.db, pdfDocumentId);
  expect(pages.mediaType).toBe('application/pdf');
  expect(pages.bytes.includes('EmbeddedFile')).toBe(false);
  const [purchase] = await rows(sql`select source, status from purchases`);
  expect(purchase).toEqual({ source: 'upload', status: 'ontvangen' });
});

test('a file that is not what it says, or no invoice, is refused and leaves nothing', async () => {
  const before = await counts();
  const fake = await upload([
    { content: Buffer.from('MZ\x90\x00 not a photo at all'), name: 'bon.jpg', type: 'image/jpeg' },
  ]);
  expect(fake.statusCode).toBe(415);
  const word = await upload([{ content: Buffer.from('gewoon wat tekst'), name: 'bon.txt' }]);
  expectError(word, 415, 'UNSUPPORTED_MEDIA_TYPE');
  const broken = await upload([{ content: Buffer.from('<Invoice><cbc:ID>'), name: 'f.xml' }]);
  expectError(broken, 400, 'VALIDATION');
  expect(await counts()).toEqual(before);
  expect((await rows(sql`select count(*)::int as n from document_blobs`))[0].n).toBe(0);
});

test('a customer is recognised by its IBAN and becomes a supplier too; a credit note lowers the cost; an unknown project is refused', async () => {
  const [customer] = await server.app.db
    .insert(customers)
    .values({ kind: 'company', companyName: 'Claes', iban: SUPPLIER.iban })
    .returning({ id: customers.id });
  const xml = { content: Buffer.from(supplierUbl()), name: 'VF26-00318.xml' };
  const before = await counts();
  const body = await multipart({ projectId: 999_999 }, [xml]);
  const unknown = await server.app.inject({
    method: 'POST',
    url: '/api/purchase/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expectError(unknown, 400, 'UNKNOWN_REFERENCE');
  expect(await counts()).toEqual(before);

  const answer = await upload([xml]);
  expect(answer.statusCode).toBe(201);
  expect(answer.json().supplierId).toBe(customer.id);
  const [row] = await rows(
    sql`select is_customer, is_supplier from customers where id = ${customer.id}`,
  );
  expect(row).toEqual({ is_customer: true, is_supplier: true });

  const credit = Object.values(goldenCases).find((each) => each.kind === 'creditNote')!;
  const note = await upload([{ content: Buffer.from(invoiceToUbl(credit)), name: 'cn.xml' }]);
  expect(note.statusCode).toBe(201);
  expect(note.json()).toMatchObject({ kind: 'creditNote', number: credit.number });
  const parts = await rows(
    sql`select sum(amount)::int as total from purchase_allocations where purchase_id = ${note.json().id as number}`,
  );
  expect(parts[0].total).toBe(-invoiceTotals(credit.lines).taxExclusive);
});
