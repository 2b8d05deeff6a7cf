import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import type { InvoiceDocument } from '../domain/invoice-document';
import { UNREACHABLE_TEST_PARTICIPANT, type LocalAccessPoint } from '../peppol/local-access-point';
import { invoiceFiles, pollQuietSendings } from '../services/invoice-sending';
import { findInvoiceToSend } from '../repositories/invoice-delivery';
import { goldenCases } from '../test/invoice-cases';
import { archiveInvoiceFiles, insertIssuedInvoice } from '../test/issued-invoices';
import { useTestServerWithMail } from '../test/mail-harness';
import { DATABASE_HOOK_TIMEOUT, bearer, expectError, expectShape } from '../test/harness';
import { openStream, type OpenedStream } from '../test/event-stream-client';

/**
 * Sending issued invoices over real HTTP: over Peppol through the local access point, which
 * calls this server's webhook as it listens, and by e-mail to a real SMTP server.
 */
jest.setTimeout(120_000);

const { server, smtp } = useTestServerWithMail({
  overrides: { peppol: { mode: 'local', stepMs: 0, webhookToleranceSeconds: 300 } },
});
let token: string;
let local: LocalAccessPoint;
const streams: OpenedStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

/** A staff event stream over real HTTP, open and ready. */
async function staffStream(as: string) {
  const address = server.app.server.address() as { port: number };
  const stream = await openStream(`http://127.0.0.1:${address.port}/api/events`, bearer(as));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  local = server.app.peppol.local!;
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  token = await server.signIn();
  local.deliveries.length = 0;
  local.documents.clear();
  local.rejecting.clear();
});

const company = goldenCases['standard-21-company'];
const privatePerson = goldenCases['renovation-6-private'];

const send = (id: number, via: 'peppol' | 'email', as = token, app = server.app) =>
  app.inject({
    method: 'POST',
    url: `/api/invoice/send/${id}`,
    payload: { via },
    headers: bearer(as),
  });
const delivery = async (id: number) => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/invoice/delivery/${id}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  expectShape('InvoiceDelivery', answer.json());
  return answer.json();
};
/** The error answer, its status and code asserted. */
const refusal = (
  response: Parameters<typeof expectError>[0],
  status: number,
  code: Parameters<typeof expectError>[2],
) => {
  expectError(response, status, code);
  return response.json() as { message: string };
};
const invoiceRow = async (id: number) =>
  rowsOf(
    await server.app.db.execute(
      sql`select status, sent_via, delivery_state, delivery_detail, peppol_ref from invoices where id = ${id}`,
    ),
  )[0];
const activityLabels = async () =>
  rowsOf(
    await server.app.db.execute(
      sql`select kind, label from activity where target_kind = 'invoice' order by id`,
    ),
  ).map((row) => `${row.kind}: ${row.label}`);

test('over Peppol: the UBL with its PDF reaches the buyer, the webhook makes it afgeleverd, a replay changes nothing', async () => {
  const { id, document } = await insertIssuedInvoice(server.app.db, company);
  const technician = await server.signIn('technieker@example.be', 'technieker');
  const [office, workshop] = await Promise.all([staffStream(token), staffStream(technician)]);
  const sent = await send(id, 'peppol');
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({
    status: 'verzonden',
    sentVia: 'peppol',
    deliveryState: 'verzonden',
    reminders: [],
  });
  const [at] = [...local.documents.values()];
  expect(at.receiver).toBe('0208:0417497106');
  expect(at.xml).toContain(`<cbc:ID>${document.number}</cbc:ID>`);
  expect(at.xml).toContain('mimeCode="application/pdf"');
  expect((await invoiceRow(id)).peppol_ref).toBe(at.id);
  expect(await activityLabels()).toEqual([`send: ${document.number} via Peppol`]);

  await local.settle();
  expect(local.deliveries.map((each) => [each.event.type, each.status])).toEqual([
    ['document.sent', 200],
  ]);
  expect(await delivery(id)).toMatchObject({ deliveryState: 'afgeleverd', status: 'verzonden' });
  // Both changes were told live to whoever has the invoices, and to no one else.
  const told = () => office.events.filter((event) => event.event === 'invoice');
  for (let waited = 0; told().length < 2 && waited < 200; waited++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(told()).toHaveLength(2);
  for (const event of told()) {
    expect(event.id).toBeUndefined();
    expectShape('InvoiceChanged', JSON.parse(event.data));
    expect(JSON.parse(event.data)).toEqual({ invoiceId: id });
  }
  // The Technieker's stream was written in the same turns: nothing came.
  expect(workshop.events.filter((event) => event.event === 'invoice')).toEqual([]);
  const events = rowsOf(await server.app.db.execute(sql`select handled_at from peppol_events`));
  expect(events).toHaveLength(1);
  expect(events[0].handled_at).not.toBeNull();

  // The same call again: refused by the webhook, nothing changes.
  const [{ body, headers }] = local.deliveries;
  const replay = await server.app.inject({
    method: 'POST',
    url: '/api/peppol/webhook',
    payload: body,
    headers,
  });
  expectError(replay, 409, 'DUPLICATE');
  expect(await invoiceRow(id)).toMatchObject({ delivery_state: 'afgeleverd' });

  // Sending it over Peppol again is refused: it is on its way already.
  expectError(await send(id, 'peppol'), 409, 'CONFLICT');
  expect(local.documents.size).toBe(1);
});

test('a refusal by the receiver makes it geweigerd with the reason; e-mail remains', async () => {
  const refusing: InvoiceDocument = {
    ...company,
    buyer: {
      ...company.buyer,
      name: 'Weigeraar BV',
      enterpriseNumber: '0202239951',
      vatNumber: 'BE0202239951',
      peppolId: '0208:0202239951',
    },
  };
  local.rejecting.set('0208:0202239951', 'Bestelbonnummer ontbreekt');
  const { id } = await insertIssuedInvoice(server.app.db, refusing);
  expect((await send(id, 'peppol')).statusCode).toBe(200);
  await local.settle();
  expect(await delivery(id)).toMatchObject({
    sentVia: 'peppol',
    deliveryState: 'geweigerd',
    deliveryDetail: 'Bestelbonnummer ontbreekt',
  });
  const mailed = await send(id, 'email');
  expect(mailed.json()).toMatchObject({ sentVia: 'email', deliveryState: 'verzonden' });
  await smtp.waitForMailTo(refusing.buyer.email, 1, 60_000);
});

test('by e-mail: a private customer gets the PDF and the UBL; R010 does not stop it', async () => {
  const { id, document } = await insertIssuedInvoice(server.app.db, privatePerson);
  // Over Peppol a private person cannot be reached: the answer says to mail.
  const refused = refusal(await send(id, 'peppol'), 409, 'CONFLICT');
  expect(refused.message).toMatch(/geen Peppol-ID/);
  expect(local.documents.size).toBe(0);

  const sent = await send(id, 'email');
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ sentVia: 'email', deliveryState: 'verzonden' });
  const [mail] = await smtp.waitForMailTo(privatePerson.buyer.email, 1, 60_000);
  expect(mail.parsed.subject).toBe(`Factuur ${document.number} van Bouwwerken Peeters BV`);
  expect(mail.parsed.text).toContain(privatePerson.structuredCommunication);
  const files = mail.parsed.attachments.map((file) => [file.filename, file.contentType]);
  expect(files).toEqual([
    [`Factuur ${document.number}.pdf`, 'application/pdf'],
    [`Factuur ${document.number}.xml`, 'application/xml'],
  ]);
  expect(mail.parsed.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  const xml = mail.parsed.attachments[1].content.toString('utf8');
  expect(xml).toContain('<Invoice');
  expect(xml).toContain(`<cbc:ID>${document.number}</cbc:ID>`);
  expect(await activityLabels()).toEqual([`send: ${document.number} per e-mail`]);
});

test('a draft is not sent; nor is anything by staff without the invoices', async () => {
  const { id } = await insertIssuedInvoice(server.app.db, company, { status: 'concept' });
  const before = await server.snapshot();
  const draft = refusal(await send(id, 'email'), 409, 'INVOICE_NOT_ISSUED');
  expect(draft.message).toMatch(/reik ze eerst uit/);
  expectError(await send(id, 'peppol'), 409, 'INVOICE_NOT_ISSUED');
  expectError(await send(999_999, 'email'), 404, 'NOT_FOUND');
  const technician = await server.signIn('technieker@example.be', 'technieker');
  const { id: issued } = await insertIssuedInvoice(server.app.db, company);
  expectError(await send(issued, 'email', technician), 403, 'FORBIDDEN');
  expect(await invoiceRow(issued)).toMatchObject({ status: 'uitgereikt', sent_via: null });
  expect(await invoiceRow(id)).toMatchObject({ status: 'concept', sent_via: null });
  expect(before.outbox).toBe((await server.snapshot()).outbox);
});

test('with PEPPOL off: the answer says Peppol is not set up and offers e-mail', async () => {
  const off = await server.otherInstance({ peppol: { mode: 'off' } });
  const { id } = await insertIssuedInvoice(server.app.db, company);
  const refused = refusal(await send(id, 'peppol', token, off), 409, 'PEPPOL_NOT_CONFIGURED');
  expect(refused.message).toMatch(/niet ingesteld.*e-mail/);
  expect(await invoiceRow(id)).toMatchObject({ status: 'uitgereikt', delivery_state: null });
  expect((await send(id, 'email', token, off)).statusCode).toBe(200);
});

test('a sending without news is asked of the access point, once per interval', async () => {
  const { id } = await insertIssuedInvoice(server.app.db, company);
  const url = local.webhookUrl!;
  local.setWebhookUrl('');
  try {
    expect((await send(id, 'peppol')).statusCode).toBe(200);
    await local.settle();
    expect(local.deliveries).toEqual([]);
    expect(await invoiceRow(id)).toMatchObject({ delivery_state: 'verzonden' });
    const gateway = server.app.peppol.gateway!;
    const options = { quietSeconds: 0, everySeconds: 3600 };
    expect(await pollQuietSendings(server.app.db, gateway, options)).toEqual([id]);
    expect(await invoiceRow(id)).toMatchObject({ delivery_state: 'afgeleverd' });
    // Delivered: nothing left to ask about.
    expect(await pollQuietSendings(server.app.db, gateway, options)).toEqual([]);
  } finally {
    local.setWebhookUrl(url);
  }
});

test('the files archived at issue are the ones that leave, unchanged', async () => {
  const { id } = await insertIssuedInvoice(server.app.db, privatePerson);
  const made = await invoiceFiles(server.app.db, (await findInvoiceToSend(server.app.db, id))!);
  // What Bestanden holds: marked, so the test sees which copy left.
  const ubl = made.ubl.replace('<cbc:ProfileID>', '<!-- archived --><cbc:ProfileID>');
  await archiveInvoiceFiles(server.app.db, id, { pdf: made.pdf, ubl });
  expect((await send(id, 'email')).statusCode).toBe(200);
  const [mail] = await smtp.waitForMailTo(privatePerson.buyer.email, 1, 60_000);
  expect(mail.parsed.attachments[1].content.toString('utf8')).toBe(ubl);
  expect(mail.parsed.attachments[0].content.equals(made.pdf)).toBe(true);
});

test("a mail the customer's mail server refuses for good makes the e-mail sending geweigerd", async () => {
  const { id } = await insertIssuedInvoice(server.app.db, privatePerson, {
    email: 'onbekend@example.be',
  });
  smtp.refuse = { code: 550, message: 'Mailbox unknown' };
  try {
    expect((await send(id, 'email')).json()).toMatchObject({ deliveryState: 'verzonden' });
    let row = await invoiceRow(id);
    for (let waited = 0; row.delivery_state === 'verzonden' && waited < 300; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await invoiceRow(id);
    }
    expect(row).toMatchObject({ sent_via: 'email', delivery_state: 'geweigerd' });
    expect(row.delivery_detail).toMatch(/550/);
  } finally {
    smtp.refuse = null;
  }
});

test('a receiver the Peppol network does not know: the access point refuses, nothing changes', async () => {
  const unknown: InvoiceDocument = {
    ...company,
    buyer: {
      ...company.buyer,
      enterpriseNumber: '0000000097',
      vatNumber: 'BE0000000097',
      peppolId: UNREACHABLE_TEST_PARTICIPANT,
    },
  };
  const { id } = await insertIssuedInvoice(server.app.db, unknown);
  const refused = refusal(await send(id, 'peppol'), 502, 'PEPPOL_UNAVAILABLE');
  expect(refused.message).toMatch(/weigerde de factuur \(400\)/);
  expect(await invoiceRow(id)).toMatchObject({
    status: 'uitgereikt',
    sent_via: null,
    delivery_state: null,
  });
  expect(await activityLabels()).toEqual([]);
});
