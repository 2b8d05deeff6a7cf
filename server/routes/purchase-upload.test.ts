import { sql } from 'drizzle-orm';
import { customers, employees, projectEmployees, projects } from '../db/schema';
import { rowsOf } from '../db/rows-of';
import { pdfWithText, photographedPage } from '../test/document-text-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { SUPPLIER } from '../test/supplier-ubl';

/**
 * A paper invoice uploaded as a photo or a PDF (docs/product.md § Aankopen, upload): its text,
 * read as Bestanden reads it (OCR for a photo), pre-fills the supplier, number, dates and totals.
 */
jest.setTimeout(240_000);

const server = useTestServer();

const upload = async (token: string, file: { content: Buffer; name: string }, data?: object) => {
  const body = await multipart(data, [file]);
  return server.app.inject({
    method: 'POST',
    url: '/api/purchase/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
};

const printedInvoice = [
  SUPPLIER.name,
  'Industrieweg 44, 2800 Mechelen',
  'BTW BE 0123.456.749',
  'IBAN BE71 0961 2345 6769',
  'Factuur nr. F2026-0042',
  'Factuurdatum: 14/11/2026',
  'Vervaldatum: 14/12/2026',
  'Totaal excl. btw: 1.000,00',
  'Btw 21%: 210,00',
  'Totaal te betalen: 1.210,00 EUR',
];

test('a photo of a printed invoice pre-fills supplier, number, dates and totals', async () => {
  const token = await server.signIn();
  const [supplier] = await server.app.db
    .insert(customers)
    .values({
      kind: 'company',
      companyName: SUPPLIER.name,
      vatNumber: SUPPLIER.vatNumber,
      isCustomer: false,
      isSupplier: true,
    })
    .returning({ id: customers.id });
  const photo = await photographedPage(printedInvoice);
  const answer = await upload(token, { content: photo, name: 'IMG_2041.jpg' });
  expect(answer.statusCode).toBe(201);
  expectShape('PurchaseUploadAnswer', answer.json());
  expect(answer.json()).toMatchObject({
    prefilledFrom: 'text',
    supplierId: supplier.id,
    supplierVatNumber: SUPPLIER.vatNumber,
    supplierIban: SUPPLIER.iban,
    number: 'F2026-0042',
    issueDate: '2026-11-14',
    dueDate: '2026-12-14',
    netAmount: 100_000,
    vatAmount: 21_000,
    grossAmount: 121_000,
  });
  const [row] = rowsOf(
    await server.app.db.execute(
      sql`select p.source, p.lines, d.type, v.mime from purchases p
          join documents d on d.id = p.original_document_id
          join document_versions v on v.document_id = d.id`,
    ),
  );
  expect(row).toMatchObject({ source: 'upload', type: 'Aankoopfactuur', mime: 'image/jpeg' });
  expect(row.lines).toEqual([
    expect.objectContaining({ unitPrice: 100_000, vatRate: 21, category: 'overig' }),
  ]);
});

test('a Technieker uploads a receipt for a project of their team, and only there', async () => {
  const token = await server.signIn('tech@example.be', 'technieker');
  const [{ id: userId }] = rowsOf(
    await server.app.db.execute(sql`select id from users where email = 'tech@example.be'`),
  ) as { id: number }[];
  const [employee] = await server.app.db
    .insert(employees)
    .values({ firstName: 'Tom', lastName: 'Peeters', userId, workingHours: [] })
    .returning({ id: employees.id });
  const [own, other] = await server.app.db
    .insert(projects)
    .values([{ name: 'Dak Kerkstraat' }, { name: 'Keuken Molenweg' }])
    .returning({ id: projects.id });
  await server.app.db
    .insert(projectEmployees)
    .values({ projectId: own.id, employeeId: employee.id });
  const receipt = await pdfWithText([
    ['Brico Mechelen', 'Kassaticket', 'Totaal excl. btw: 40,00', 'Totaal te betalen: 48,40'],
  ]);
  const file = { content: receipt, name: 'ticket.pdf' };
  expectError(await upload(token, file), 403, 'FORBIDDEN');
  expectError(await upload(token, file, { projectId: other.id }), 403, 'FORBIDDEN');
  // An id beyond the database's integers is refused as input, not failed on (found by fuzzing).
  expectError(await upload(token, file, { projectId: 2147483648 }), 400, 'VALIDATION');
  const answer = await upload(token, file, { projectId: own.id });
  expect(answer.statusCode).toBe(201);
  expect(answer.json()).toMatchObject({
    prefilledFrom: 'text',
    supplierId: null,
    netAmount: 4000,
    vatAmount: 840,
    grossAmount: 4840,
  });
  const parts = rowsOf(
    await server.app.db.execute(
      sql`select project_id, amount::int as amount from purchase_allocations`,
    ),
  );
  expect(parts).toEqual([{ project_id: own.id, amount: 4000 }]);
  const links = rowsOf(
    await server.app.db.execute(
      sql`select kind, target_id from document_links where kind = 'project'`,
    ),
  );
  expect(links).toEqual([{ kind: 'project', target_id: own.id }]);
});
