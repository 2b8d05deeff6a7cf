import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ublInvoice } from '../test/ubl';
import { EInvoiceGateway } from './einvoice';
import { GatewayError, WebhookRefused } from './gateway';
import {
  LocalAccessPoint,
  UNREACHABLE_TEST_PARTICIPANT,
  defaultReachable,
} from './local-access-point';

/** The e-invoice.be adapter against the local access point, over real HTTP. */

const API_KEY = 'test-key';
const SECRET = 'test-webhook-secret';
const REJECTING = '0208:0202239951';

let local: LocalAccessPoint;
let gateway: EInvoiceGateway;
let receiver: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  local = new LocalAccessPoint({
    apiKey: API_KEY,
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    rejecting: new Map([[REJECTING, 'Onbekend bestelnummer']]),
    validate: (xml) => (xml.includes('F-INVALID') ? ['BR-CO-16: amount due is wrong'] : []),
  });
  gateway = new EInvoiceGateway({
    baseUrl: await local.start(),
    apiKey: API_KEY,
    webhookSecret: SECRET,
  });
});
afterAll(async () => {
  await local.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const send = (options: Parameters<typeof ublInvoice>[0] = {}, key = `key-${Math.random()}`) =>
  gateway.send({
    xml: Buffer.from(ublInvoice(options)),
    kind: options.kind ?? 'invoice',
    receiver: options.receiver ?? '0208:0123456749',
    idempotencyKey: key,
  });

test('the directory: valid KBO numbers are found, the test number, a wrong check and other shapes not', async () => {
  expect(defaultReachable('0208:0403170701')).toBe(true);
  expect(await gateway.lookup('0208:0403170701')).toEqual({ reachable: true });
  expect(await gateway.lookup(UNREACHABLE_TEST_PARTICIPANT)).toEqual({ reachable: false });
  expect(await gateway.lookup('0208:0403170702')).toEqual({ reachable: false });
  expect(await gateway.lookup('geen-id')).toEqual({ reachable: false });
});

test('a sent invoice goes queued → sent → delivered, and each webhook call is signed', async () => {
  const { ref } = await send();
  expect(await gateway.status(ref)).toEqual({ state: 'queued' });
  await local.advance(ref);
  expect(await gateway.status(ref)).toEqual({ state: 'sent' });
  expect(received).toHaveLength(0);
  await local.advance(ref);
  expect(await gateway.status(ref)).toEqual({ state: 'delivered' });

  expect(received).toHaveLength(1);
  const event = gateway.verifyWebhook(
    received[0].headers as Record<string, string>,
    received[0].body,
  );
  expect(event).toMatchObject({
    type: 'document.sent',
    direction: 'outgoing',
    ref,
    state: 'delivered',
  });
  // The same call with one byte changed, or under another secret, is not believed.
  const changed = `${ref.slice(0, -1)}${ref.endsWith('0') ? '1' : '0'}`;
  const tampered = Buffer.from(received[0].body.toString().replace(ref, changed));
  expect(() =>
    gateway.verifyWebhook(received[0].headers as Record<string, string>, tampered),
  ).toThrow(WebhookRefused);
  const other = new EInvoiceGateway({ baseUrl: local.url, apiKey: API_KEY, webhookSecret: 'x' });
  expect(() =>
    other.verifyWebhook(received[0].headers as Record<string, string>, received[0].body),
  ).toThrow(WebhookRefused);
});

test('an old event is refused however well signed', async () => {
  const { ref } = await send();
  await local.advance(ref);
  await local.advance(ref);
  const later = new EInvoiceGateway({
    baseUrl: local.url,
    apiKey: API_KEY,
    webhookSecret: SECRET,
    now: () => new Date(Date.now() + 10 * 60_000),
  });
  const [call] = received;
  expect(() => later.verifyWebhook(call.headers as Record<string, string>, call.body)).toThrow(
    /too old/,
  );
});

test('a receiver not on Peppol is refused at once; a rejecting one refuses after delivery', async () => {
  const refused = send({ receiver: UNREACHABLE_TEST_PARTICIPANT });
  await expect(refused).rejects.toThrow(GatewayError);
  await expect(refused).rejects.toMatchObject({
    status: 400,
    detail: expect.stringMatching(/not registered/),
  });

  const { ref } = await send({ receiver: REJECTING });
  await local.settle();
  expect(await gateway.status(ref)).toEqual({ state: 'rejected', detail: 'Onbekend bestelnummer' });
  const event = gateway.verifyWebhook(
    received[0].headers as Record<string, string>,
    received[0].body,
  );
  expect(event).toMatchObject({
    type: 'document.sent.failed',
    state: 'rejected',
    detail: 'Onbekend bestelnummer',
  });
});

test('what is no UBL, lacks an EndpointID, or fails the validation hook is refused and not kept', async () => {
  const before = local.documents.size;
  const attempts = [
    gateway.send({
      xml: Buffer.from('<Invoice><unclosed></Invoice>'),
      kind: 'invoice',
      receiver: '0208:0123456749',
      idempotencyKey: 'a',
    }),
    gateway.send({
      xml: Buffer.from(
        ublInvoice().replace(/<cbc:EndpointID[^>]*>0123456749<\/cbc:EndpointID>/, ''),
      ),
      kind: 'invoice',
      receiver: '0208:0123456749',
      idempotencyKey: 'b',
    }),
    send({ number: 'F-INVALID' }),
  ];
  const details = [];
  for (const attempt of attempts) {
    const error = (await attempt.catch((e: unknown) => e)) as GatewayError;
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.status).toBe(422);
    details.push(error.detail);
  }
  expect(details[0]).toMatch(/not well-formed/);
  expect(details[1]).toMatch(/AccountingCustomerParty\/Party\/EndpointID/);
  expect(details[2]).toMatch(/BR-CO-16/);
  expect(local.documents.size).toBe(before);
});

test('the same idempotency key sends one document, and the receiver must be the buyer', async () => {
  const first = await send({}, 'invoice-42-try');
  const again = await send({}, 'invoice-42-try');
  expect(again.ref).toBe(first.ref);
  await expect(send({ receiver: '0208:0403170701' })).resolves.toBeDefined(); // buyer matches
  const mismatch = gateway.send({
    xml: Buffer.from(ublInvoice({ receiver: '0208:0123456749' })),
    kind: 'invoice',
    receiver: '0208:0403170701',
    idempotencyKey: 'mismatch',
  });
  await expect(mismatch).rejects.toMatchObject({ status: 400 });
});

test('an incoming credit note is listed and fetched as it was received', async () => {
  const since = new Date(Date.now() - 1000);
  const xml = ublInvoice({
    kind: 'creditNote',
    number: 'CN-7',
    sender: '0208:0123456749',
    receiver: '0208:0403170701',
  });
  const id = await local.receive(xml);
  expect((await gateway.listIncoming(since)).map((item) => item.ref)).toContain(id);
  expect(await gateway.listIncoming(new Date(Date.now() + 60_000))).toEqual([]);
  expect((await gateway.fetchIncoming(id)).xml.toString()).toBe(xml);
  const event = gateway.verifyWebhook(
    received[0].headers as Record<string, string>,
    received[0].body,
  );
  expect(event).toMatchObject({ type: 'document.received', direction: 'incoming', ref: id });
});

test('a wrong API key is refused', async () => {
  const wrong = new EInvoiceGateway({ baseUrl: local.url, apiKey: 'nope', webhookSecret: SECRET });
  await expect(wrong.lookup('0208:0403170701')).rejects.toMatchObject({ status: 401 });
});

test('an access point that does not answer is a GatewayError with status 0', async () => {
  const silent = new EInvoiceGateway({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: API_KEY,
    webhookSecret: SECRET,
    timeoutMs: 5_000,
  });
  await expect(silent.status('any')).rejects.toMatchObject({ status: 0 });
});
