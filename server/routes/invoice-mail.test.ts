import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { maintainOutbox } from '../plugins/mail';
import { queueDueInvoiceReminders } from '../services/invoice-reminders';
import { goldenCases } from '../test/invoice-cases';
import { insertIssuedInvoice } from '../test/issued-invoices';
import { useTestServerWithMail } from '../test/mail-harness';
import { bearer } from '../test/harness';

/**
 * The customer's mails of quotes and invoices in the customer's language (French, English,
 * Dutch otherwise), as a real SMTP server receives them; and an invoice's mail given up by the
 * outbox's clean-up, which makes its e-mail sending `geweigerd` as a refusal does.
 */
jest.setTimeout(180_000);

const { server, smtp } = useTestServerWithMail({ env: { APP_URL: 'https://bo.example.be' } });
const company = goldenCases['standard-21-company'];

const setLanguage = (customerId: number, language: 'nl' | 'fr' | 'en') =>
  server.app.db.execute(sql`update customers set language = ${language} where id = ${customerId}`);

const sendByEmail = async (id: number) => {
  const token = await server.signIn();
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/invoice/send/${id}`,
    payload: { via: 'email' },
    headers: bearer(token),
  });
  expect(sent.statusCode).toBe(200);
};

const invoiceRow = async (id: number) =>
  rowsOf(
    await server.app.db.execute(
      sql`select delivery_state, delivery_detail from invoices where id = ${id}`,
    ),
  )[0];

test('an invoice to a French-speaking customer is mailed in French, a credit note in English', async () => {
  const email = 'comptabilite@toitures.example.be';
  const { id, customerId, document } = await insertIssuedInvoice(server.app.db, company, { email });
  await setLanguage(customerId, 'fr');
  await sendByEmail(id);
  const [mail] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(mail.parsed.subject).toBe(`Facture ${document.number} de Bouwwerken Peeters BV`);
  const text = mail.parsed.text ?? '';
  expect(text).toContain(`Bonjour ${company.buyer.name},`);
  expect(text).toContain(
    `Veuillez trouver ci-joint la facture ${document.number} de Bouwwerken Peeters BV`,
  );
  expect(text).toContain(`Communication structurée : ${company.structuredCommunication}`);
  // Euros as a French-speaking Belgian writes them.
  expect(text).toMatch(/Montant : \d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€/);
  expect(text).toContain('Bien cordialement,\nBouwwerken Peeters BV');
  expect(mail.parsed.html).toContain('<html lang="fr-BE">');
  // The documents stay as issued.
  expect(mail.parsed.attachments.map((file) => file.filename)).toEqual([
    `Factuur ${document.number}.pdf`,
    `Factuur ${document.number}.xml`,
  ]);

  const englishEmail = 'accounts@vandijk.example.com';
  const credit = await insertIssuedInvoice(
    server.app.db,
    { ...company, kind: 'creditNote', number: 'CN-2026-0001' },
    { email: englishEmail },
  );
  await setLanguage(credit.customerId, 'en');
  await sendByEmail(credit.id);
  const [english] = await smtp.waitForMailTo(englishEmail, 1, 60_000);
  expect(english.parsed.subject).toBe(
    `Credit note ${credit.document.number} from Bouwwerken Peeters BV`,
  );
  expect(english.parsed.text).toContain(
    `Please find attached credit note ${credit.document.number} from Bouwwerken Peeters BV`,
  );
  expect(english.parsed.text).toContain('Kind regards,');
});

test('reminders speak the customer language; Dutch stays the default', async () => {
  const french = 'facturation@dupont.example.be';
  const dutch = 'boekhouding@maes.example.be';
  const fr = await insertIssuedInvoice(server.app.db, company, {
    email: french,
    dueDate: '2027-05-03',
    status: 'verzonden',
  });
  await setLanguage(fr.customerId, 'fr');
  const nl = await insertIssuedInvoice(server.app.db, company, {
    email: dutch,
    dueDate: '2027-05-03',
    status: 'verzonden',
  });
  // +7 and +35 days: the first reminder, then (with the second skipped) the formal notice.
  const { db, config } = server.app;
  expect(await queueDueInvoiceReminders(db, config.mail, new Date('2027-05-10T10:00:00Z'))).toBe(2);
  const [first] = await smtp.waitForMailTo(french, 1, 60_000);
  expect(first.parsed.subject).toBe(
    `Rappel : facture ${fr.document.number} de Bouwwerken Peeters BV`,
  );
  expect(first.parsed.text).toContain(
    `Sauf erreur de notre part, la facture ${fr.document.number} du 02/03/2026`,
  );
  expect(first.parsed.text).toContain('Échéance : 03/05/2027');
  const [dutchFirst] = await smtp.waitForMailTo(dutch, 1, 60_000);
  expect(dutchFirst.parsed.subject).toBe(
    `Herinnering: factuur ${nl.document.number} van Bouwwerken Peeters BV`,
  );

  await db.execute(sql`insert into invoice_reminders (invoice_id, level, sent_at)
    values (${fr.id}, 2, '2027-05-24T10:00:00Z')`);
  expect(await queueDueInvoiceReminders(db, config.mail, new Date('2027-06-07T10:00:00Z'))).toBe(2);
  const mails = await smtp.waitForMailTo(french, 2, 60_000);
  const notice = mails.find((mail) => mail.parsed.subject?.startsWith('Mise en demeure'));
  expect(notice?.parsed.text).toContain('nous vous mettons en demeure de régler ce montant');
  expect(notice?.parsed.text).toContain('dans un délai de 15 jours');
});

test('a quote is mailed in the language of its customer', async () => {
  const token = await server.signIn();
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const email = 'claire.dubois@example.be';
  const customer = await call('POST', '/customer/create', {
    kind: 'person',
    firstName: 'Claire',
    lastName: 'Dubois',
    email,
    language: 'fr',
  });
  expect(customer.statusCode).toBe(201);
  const quote = await call('POST', '/quote/create', {
    customerId: customer.json().id,
    title: 'Nouvelle toiture',
    issueDate: '2026-11-02',
    validUntil: '2099-12-31',
    lines: [
      {
        description: 'Pose de tuiles',
        quantity: 10,
        unitCode: 'MTK',
        unitPrice: 123_456,
        discountPercent: 0,
        vatCategory: 'S',
        vatRate: 21,
      },
    ],
  });
  expect(quote.statusCode).toBe(201);
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/quote/send/${quote.json().id}`,
    headers: bearer(token),
  });
  expect(sent.statusCode).toBe(200);
  const number = sent.json().number as string;
  const [mail] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(mail.parsed.subject).toMatch(new RegExp(`^Offre ${number} de `));
  const text = mail.parsed.text ?? '';
  expect(text).toContain('Bonjour Claire Dubois,');
  // 10 m² × € 1.234,56 + 21 % = € 14.938,18, written the French way.
  expect(text).toContain(
    `Veuillez trouver ci-joint notre offre ${number} « Nouvelle toiture » d’un montant de 14\u00a0938,18\u00a0€ (TVA comprise), valable jusqu’au 31/12/2099.`,
  );
  expect(text).toMatch(/via ce lien :\nhttps:\/\/bo\.example\.be\/offerte\/\d+#[\w-]+/);
  expect(mail.parsed.html).toContain('Consulter l’offre et y répondre');
});

test("an invoice's mail the outbox gives up on makes the e-mail sending geweigerd, with the reason", async () => {
  const email = 'traag@example.be';
  const { id } = await insertIssuedInvoice(server.app.db, company, { email });
  smtp.refuse = { code: 451, message: 'Try again later' };
  try {
    await sendByEmail(id);
    const tried = async () =>
      rowsOf(
        await server.app.db.execute(
          sql`select status, attempts, last_error from outbox
              where kind = 'invoice' and recipient = ${email}`,
        ),
      )[0];
    let row = await tried();
    for (let waited = 0; !row.last_error && waited < 600; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await tried();
    }
    // Refused for now: it waits for its next try.
    expect(row).toMatchObject({ status: 'waiting' });
    expect(row.last_error).toMatch(/451/);
    expect(await invoiceRow(id)).toMatchObject({ delivery_state: 'verzonden' });
  } finally {
    smtp.refuse = null;
  }
  // Two days later it is still waiting (its next try far off): the clean-up gives it up.
  await server.app.db.execute(sql`update outbox
    set created_at = now() - interval '49 hours', next_attempt_at = now() + interval '1 day'
    where recipient = ${email}`);
  await maintainOutbox(server.app.db, server.app.config.mail);
  const [outboxRow] = rowsOf(
    await server.app.db.execute(sql`select status, payload from outbox where recipient = ${email}`),
  );
  expect(outboxRow).toMatchObject({ status: 'failed', payload: {} });
  const invoice = await invoiceRow(id);
  expect(invoice.delivery_state).toBe('geweigerd');
  expect(invoice.delivery_detail).toMatch(/^Niet verzonden binnen 48 uur \(.*451.*\)$/);
  // Given up once: a second clean-up finds nothing to change.
  await maintainOutbox(server.app.db, server.app.config.mail);
  expect(await invoiceRow(id)).toEqual(invoice);
  expect(smtp.mailsTo(email)).toEqual([]);
});
