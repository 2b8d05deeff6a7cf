import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { euro } from '../invoicing/pdf-text';
import { goldenCases } from '../test/invoice-cases';
import { insertIssuedInvoice } from '../test/issued-invoices';
import { useTestServerWithMail } from '../test/mail-harness';
import { bearer } from '../test/harness';
import { queueDueInvoiceReminders } from './invoice-reminders';

/**
 * The reminders of unpaid invoices on the Brussels days after their due date (default 7, 21
 * and 35), written by the job and delivered by the outbox to a real SMTP server.
 */
jest.setTimeout(120_000);

const { server, smtp } = useTestServerWithMail();
const invoice = goldenCases['standard-21-company'];
const email = invoice.buyer.email;

const run = (at: string, app = server.app) =>
  queueDueInvoiceReminders(app.db, app.config.mail, new Date(at));
const levels = async (id: number) =>
  rowsOf(
    await server.app.db.execute(
      sql`select level from invoice_reminders where invoice_id = ${id} order by level`,
    ),
  ).map((row) => Number(row.level));

test('around the March clock change: reminder 1 from Brussels midnight, once; then 2 and the formal notice', async () => {
  // Due on Sunday 21 March 2027; +7 is Sunday 28 March, the day clocks go forward.
  const { id, document, totals } = await insertIssuedInvoice(server.app.db, invoice, {
    dueDate: '2027-03-21',
    status: 'verzonden',
  });
  expect(await run('2027-03-27T22:59:59Z')).toBe(0); // 23:59:59 on the 27th in Brussels
  expect(await run('2027-03-27T23:00:00Z')).toBe(1); // midnight of the 28th (UTC+1)
  expect(await run('2027-03-28T10:00:00Z')).toBe(0); // not twice
  expect(await levels(id)).toEqual([1]);

  const [first] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(first.parsed.subject).toBe(
    `Herinnering: factuur ${document.number} van Bouwwerken Peeters BV`,
  );
  const text = first.parsed.text ?? '';
  expect(text).toContain(`Bedrag: ${euro(totals.payable)}`);
  expect(text).toContain('Vervaldag: 21/03/2027');
  expect(text).toContain(`Gestructureerde mededeling: ${invoice.structuredCommunication}`);
  expect(first.parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [`Factuur ${document.number}.pdf`, 'application/pdf'],
  ]);
  expect(first.parsed.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

  // +21: Sunday 11 April, summer time (UTC+2): midnight is 22:00 UTC the day before.
  expect(await run('2027-04-10T21:59:00Z')).toBe(0);
  expect(await run('2027-04-10T22:00:00Z')).toBe(1);
  // +35: Sunday 25 April: the formal notice.
  expect(await run('2027-04-24T22:00:00Z')).toBe(1);
  expect(await run('2027-06-01T10:00:00Z')).toBe(0);
  expect(await levels(id)).toEqual([1, 2, 3]);
  // The outbox may send the two last ones side by side: in either order.
  const mails = await smtp.waitForMailTo(email, 3, 60_000);
  const kind = (mail: (typeof mails)[number]) => mail.parsed.subject?.split(':')[0];
  expect(mails.map(kind).sort()).toEqual(
    ['Herinnering', 'Tweede herinnering', 'Ingebrekestelling'].sort(),
  );
  const notice = mails.find((mail) => kind(mail) === 'Ingebrekestelling');
  expect(notice?.parsed.text).toContain('stellen wij u in gebreke');

  // The invoice's delivery lists them.
  const token = await server.signIn();
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/invoice/delivery/${id}`,
    headers: bearer(token),
  });
  expect(answer.json().reminders.map((each: { level: number }) => each.level)).toEqual([1, 2, 3]);
});

test('around the October clock change: from Brussels midnight of the Sunday clocks go back', async () => {
  // Due on Sunday 24 October 2027; +7 is Sunday 31 October, still summer time at midnight.
  const { id } = await insertIssuedInvoice(server.app.db, invoice, { dueDate: '2027-10-24' });
  expect(await run('2027-10-30T21:59:59Z')).toBe(0);
  expect(await run('2027-10-30T22:00:00Z')).toBe(1);
  expect(await levels(id)).toEqual([1]);
  // Delivered within this test, so that no later test reads its mail as its own.
  await smtp.waitForMailTo(email, 1, 60_000);
});

test('an invoice found late gets its reminders one by one, spaced as the settings space them', async () => {
  const { id } = await insertIssuedInvoice(server.app.db, invoice, { dueDate: '2027-01-01' });
  expect(await run('2027-06-01T10:00:00Z')).toBe(1);
  expect(await run('2027-06-01T11:00:00Z')).toBe(0);
  expect(await levels(id)).toEqual([1]);
  // 21 − 7 = 14 days after the first.
  expect(await run('2027-06-14T10:00:00Z')).toBe(0);
  expect(await run('2027-06-15T10:00:00Z')).toBe(1);
  expect(await levels(id)).toEqual([1, 2]);
  await smtp.waitForMailTo(email, 2, 60_000);
});

test('none for a paid, credited or draft invoice or a credit note; a payment stops them; the open amount is told', async () => {
  const due = { dueDate: '2027-03-01' };
  const paid = await insertIssuedInvoice(server.app.db, invoice, { ...due, status: 'betaald' });
  const credited = await insertIssuedInvoice(server.app.db, invoice, {
    ...due,
    status: 'gecrediteerd',
  });
  const draft = await insertIssuedInvoice(server.app.db, invoice, { ...due, status: 'concept' });
  const creditNote = await insertIssuedInvoice(server.app.db, goldenCases['credit-note'], due);
  const partly = await insertIssuedInvoice(server.app.db, invoice, {
    ...due,
    status: 'deels betaald',
    paid: 100_000,
  });
  expect(await run('2027-03-08T12:00:00Z')).toBe(1);
  for (const { id } of [paid, credited, draft, creditNote]) expect(await levels(id)).toEqual([]);
  expect(await levels(partly.id)).toEqual([1]);
  const [mail] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(mail.parsed.text).toContain(`Bedrag: ${euro(partly.totals.payable - 100_000)}`);

  // The rest is paid: no second reminder.
  await server.app.db.execute(
    sql`update invoices set status = 'betaald', paid_amount = payable_amount where id = ${partly.id}`,
  );
  expect(await run('2027-04-01T12:00:00Z')).toBe(0);
  expect(await levels(partly.id)).toEqual([1]);
});

test('two instances at once write each reminder once; the settings move the days', async () => {
  const { id } = await insertIssuedInvoice(server.app.db, invoice, { dueDate: '2027-05-03' });
  await server.app.db.execute(sql`insert into company_settings (id, name, reminder_days)
    values (1, 'Bouwwerken Peeters BV', '{3,10,20}')`);
  expect(await run('2027-05-05T12:00:00Z')).toBe(0);
  const other = await server.otherInstance();
  const written = await Promise.all([
    run('2027-05-06T12:00:00Z'),
    run('2027-05-06T12:00:00Z', other),
    run('2027-05-06T12:00:01Z'),
  ]);
  expect(written.reduce((sum, each) => sum + each, 0)).toBe(1);
  expect(await levels(id)).toEqual([1]);
  await smtp.waitForMailTo(email, 1, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.mailsTo(email)).toHaveLength(1);
});
