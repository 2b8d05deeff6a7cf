import { sql } from 'drizzle-orm';
import { seedInvoices } from '../../bench/lib/invoice-seed';
import { rowsOf } from '../db/rows-of';
import * as schema from '../db/schema';
import { invoiceOverview, invoiceStatistics, projectMoney } from '../services/invoice-figures';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The money figures on a small known data set, to the cent, read on both sides of a Brussels
 * midnight (31 March 2027 23:30 and 1 April 00:30, summer time: 21:30 and 22:30 UTC); who may
 * read them; and the benchmark's seed writing consistent rows.
 */
const server = useTestServer();
const db = () => server.database.db;

/** 1 April 2027, 00:30 in Brussels; and 31 March, 23:30. */
const APRIL_FIRST = new Date('2027-03-31T22:30:00Z');
const MARCH_LAST = new Date('2027-03-31T21:30:00Z');

type InvoiceRow = typeof schema.invoices.$inferInsert;
type QuoteRow = typeof schema.quotes.$inferInsert;

let numbered = 0;
async function invoice(row: Partial<InvoiceRow> & { payments?: [string, number][] }) {
  const { payments = [], ...fields } = row;
  const paid = payments.reduce((sum, [, amount]) => sum + amount, 0);
  const [{ id }] = await db()
    .insert(schema.invoices)
    .values({
      status: 'verzonden',
      number: fields.status === 'concept' ? null : `2027-${String(++numbered).padStart(4, '0')}`,
      paidAmount: paid,
      ...fields,
    })
    .returning({ id: schema.invoices.id });
  for (const [date, amount] of payments)
    await db().insert(schema.invoicePayments).values({ invoiceId: id, date, amount });
  return id;
}

const quote = (row: Partial<QuoteRow>) =>
  db()
    .insert(schema.quotes)
    .values({ status: 'verzonden', number: `OF-${++numbered}`, ...row });

/** The known set (amounts in cents); due dates 30 days after issue. */
async function knownSet() {
  const [{ id: customerId }] = await db()
    .insert(schema.customers)
    .values({ firstName: 'An', lastName: 'De Smet' })
    .returning({ id: schema.customers.id });
  const [{ id: projectId }] = await db()
    .insert(schema.projects)
    .values({ name: 'Badkamer De Smet', customerId })
    .returning({ id: schema.projects.id });
  const open = (issueDate: string, dueDate: string, payableAmount: number) => ({
    customerId,
    issueDate,
    dueDate,
    payableAmount,
    grossAmount: payableAmount,
  });
  // Open: A due on 1 April, B on 31 March (partly paid), C..F 30, 31, 90 and 91 days before 1 April.
  await invoice({ ...open('2027-03-02', '2027-04-01', 10_000), projectId });
  await invoice({
    ...open('2027-03-01', '2027-03-31', 20_000),
    projectId,
    status: 'deels betaald',
    payments: [['2027-03-15', 5_000]],
  });
  await invoice(open('2027-01-31', '2027-03-02', 30_000));
  await invoice(open('2027-01-30', '2027-03-01', 40_000));
  await invoice(open('2026-12-02', '2027-01-01', 50_000));
  await invoice(open('2026-12-01', '2026-12-31', 60_000));
  // Paid: G in two payments (settled after 30 days), H at once (10 days), I (15 days, issued in December).
  const g = await invoice({
    ...open('2027-01-10', '2027-02-09', 70_000),
    status: 'betaald',
    payments: [
      ['2027-01-20', 30_000],
      ['2027-02-09', 40_000],
    ],
  });
  await invoice({
    ...open('2027-02-01', '2027-03-03', 80_000),
    projectId,
    status: 'betaald',
    payments: [['2027-02-11', 80_000]],
  });
  await invoice({
    ...open('2026-12-20', '2027-01-19', 1_000),
    status: 'betaald',
    payments: [['2027-01-04', 1_000]],
  });
  // A credit note of G's, issued in February (stored positive); a draft that counts nowhere.
  await invoice({
    ...open('2027-02-15', '2027-02-15', 12_100),
    projectId,
    kind: 'creditNote',
    status: 'uitgereikt',
    creditedInvoiceId: g,
  });
  await invoice({ ...open('2027-03-20', '2027-04-19', 99_900), projectId, status: 'concept' });

  await quote({ projectId, status: 'aanvaard', grossAmount: 121_000 });
  await quote({ projectId, validUntil: '2027-03-31', grossAmount: 50_000 });
  await quote({ projectId, status: 'vervangen', grossAmount: 40_000 });
  await quote({ projectId, status: 'concept', number: null, grossAmount: 7_000 });
  await quote({ projectId, status: 'geweigerd', grossAmount: 9_000 });
  await quote({ customerId, validUntil: '2027-04-01', grossAmount: 30_000 });
  return projectId;
}

test('the figures of a known set, to the cent, on both sides of a Brussels midnight', async () => {
  const projectId = await knownSet();

  const money = await projectMoney(db(), projectId, APRIL_FIRST);
  expect({ ...money, quotes: undefined, invoices: undefined }).toEqual({
    quoted: 171_000,
    invoiced: 10_000 + 20_000 + 80_000 - 12_100,
    paid: 85_000,
    open: 25_000,
    quotes: undefined,
    invoices: undefined,
  });
  expect(money.quotes.map((q) => [q.status, q.grossAmount])).toEqual([
    ['aanvaard', 121_000],
    ['vervallen', 50_000],
    ['concept', 7_000],
    ['geweigerd', 9_000],
  ]);
  expect(money.invoices.map((i) => [i.kind, i.status, i.payableAmount, i.paidAmount])).toEqual([
    ['invoice', 'verzonden', 10_000, 0],
    ['invoice', 'vervallen', 20_000, 5_000],
    ['invoice', 'betaald', 80_000, 80_000],
    ['creditNote', 'uitgereikt', 12_100, 0],
    ['invoice', 'concept', 99_900, 0],
  ]);
  expect((await projectMoney(db(), projectId, MARCH_LAST)).invoices[1].status).toBe(
    'deels betaald',
  );

  expect(await invoiceOverview(db(), APRIL_FIRST)).toEqual({
    open: { count: 6, amount: 205_000 },
    overdue: { count: 5, amount: 195_000 },
    quotesWaiting: { count: 1, amount: 30_000 },
  });
  expect(await invoiceOverview(db(), MARCH_LAST)).toEqual({
    open: { count: 6, amount: 205_000 },
    overdue: { count: 4, amount: 180_000 },
    quotesWaiting: { count: 2, amount: 80_000 },
  });

  const period = { from: '2027-01-01', to: '2027-03-31' };
  const figures = await invoiceStatistics(db(), period, APRIL_FIRST);
  expect(figures.months).toEqual([
    { start: '2027-01-01', invoiced: 140_000, paid: 31_000 },
    { start: '2027-02-01', invoiced: 67_900, paid: 120_000 },
    { start: '2027-03-01', invoiced: 30_000, paid: 5_000 },
  ]);
  expect(figures.totals).toEqual({ invoiced: 237_900, paid: 156_000 });
  expect(figures.daysToPayment).toEqual({ settled: 3, average: 18.3, median: 15 });
  const ages = (at: Date) =>
    invoiceStatistics(db(), period, at).then((read) =>
      read.ages.map((age) => [age.bucket, age.count, age.amount]),
    );
  expect(figures.ages.map((age) => [age.bucket, age.count, age.amount])).toEqual([
    ['notDue', 0, 0],
    ['0-30', 3, 55_000],
    ['31-60', 1, 40_000],
    ['61-90', 1, 50_000],
    ['90+', 1, 60_000],
  ]);
  expect(await ages(MARCH_LAST)).toEqual([
    ['notDue', 1, 10_000],
    ['0-30', 3, 85_000],
    ['31-60', 0, 0],
    ['61-90', 2, 110_000],
    ['90+', 0, 0],
  ]);
  // A month the period only touches counts whole days of the period only.
  const part = await invoiceStatistics(db(), { from: '2027-02-10', to: '2027-02-28' });
  expect(part.months).toEqual([{ start: '2027-02-01', invoiced: -12_100, paid: 80_000 }]);
  expect(part.daysToPayment).toEqual({ settled: 1, average: 10, median: 10 });
}, 60_000);

test('who reads the money figures: Kantoor and Beheerder; a Technieker gets 403', async () => {
  const projectId = await knownSet();
  const office = await server.signIn('kantoor@example.be', 'kantoor');
  const technician = await server.signIn('technieker@example.be', 'technieker');
  const get = (url: string, token: string) =>
    server.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const urls = [
    `/project/money/${projectId}`,
    '/overview/invoices',
    '/statistics/invoices?from=2027-01-01&to=2027-03-31',
  ];
  const shapes = ['ProjectMoney', 'InvoiceOverview', 'InvoiceStatistics'];
  for (const [index, url] of urls.entries()) {
    const answer = await get(url, office);
    expect(answer.statusCode).toBe(200);
    expectShape(shapes[index], answer.json());
    expectError(await get(url, technician), 403, 'FORBIDDEN');
  }
  expectError(await get(`/project/money/${projectId + 1000}`, office), 404, 'NOT_FOUND');
  expectError(
    await get('/statistics/invoices?from=2027-03-31&to=2027-01-01', office),
    400,
    'VALIDATION',
  );
}, 60_000);

test("the benchmark's seed writes consistent invoices, payments and numbers", async () => {
  const written = await seedInvoices(db(), {
    customers: 12,
    quotes: 30,
    invoices: 300,
    today: '2027-04-01',
  });
  expect(written).toMatchObject({ customers: 12, projects: 6, quotes: 30, invoices: 300 });
  expect(written.creditNotes).toBeGreaterThan(0);
  const [check] = rowsOf(
    await db().execute(sql`
      select
        (select count(*) from invoices i where paid_amount <>
          (select coalesce(sum(amount), 0) from invoice_payments p where p.invoice_id = i.id))::int
          as "paidMismatch",
        (select count(*) from invoices where kind = 'invoice' and status <> 'gecrediteerd'
          and (status = 'betaald') <> (paid_amount >= payable_amount))::int as "statusMismatch",
        (select count(*) from invoices c join invoices i on i.id = c.credited_invoice_id
          where c.kind <> 'creditNote' or i.kind <> 'invoice' or i.status <> 'gecrediteerd')::int
          as "badCredits",
        (select count(*) from (select kind, year, count(*) as n, max(sequence) as last
          from invoices group by kind, year) s where n <> last)::int as "gaps",
        (select count(*) from invoice_payments p join invoices i on i.id = p.invoice_id
          where p.date < i.issue_date or p.date > '2027-04-01')::int as "badDates",
        (select count(*) from invoices where payable_amount <= 0 or project_id is not null
          and customer_id <> (select customer_id from projects where id = project_id))::int
          as "badParties"
    `),
  );
  expect(check).toEqual({
    paidMismatch: 0,
    statusMismatch: 0,
    badCredits: 0,
    gaps: 0,
    badDates: 0,
    badParties: 0,
  });
  // The figures read the seeded rows.
  const figures = await invoiceStatistics(db(), { from: '2026-04-02', to: '2027-04-01' });
  expect(figures.totals.invoiced).toBeGreaterThan(0);
  expect(figures.daysToPayment.settled).toBeGreaterThan(0);
}, 60_000);
