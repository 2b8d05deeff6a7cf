import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { LocalAccessPoint, UNREACHABLE_TEST_PARTICIPANT } from '../peppol/local-access-point';
import type { PeppolEventRow } from '../services/peppol-events';
import { canonicalJson, signatureOf } from '../peppol/webhook-signature';
import { ublInvoice } from '../test/ubl';
import {
  bearer,
  expectError,
  expectShape,
  useTestServer,
  DATABASE_HOOK_TIMEOUT,
} from '../test/harness';

/**
 * The access point's routes with PEPPOL=local: the local access point over real HTTP, calling
 * this server's webhook as it listens; and the same routes with Peppol off.
 */
const server = useTestServer({
  overrides: { peppol: { mode: 'local', stepMs: 0, webhookToleranceSeconds: 300 } },
});
let token: string;
let local: LocalAccessPoint;
const heard: PeppolEventRow[] = [];

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  local = server.app.peppol.local!;
  server.app.peppol.onEvent((event) => {
    heard.push(event);
  });
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  token = await server.signIn();
  heard.length = 0;
  local.deliveries.length = 0;
});

const storedEvents = async () =>
  rowsOf(
    await server.app.db.execute(
      sql`select event_id, type, ref, state, detail from peppol_events order by id`,
    ),
  );

async function sendInvoice(receiver = '0208:0123456749') {
  return server.app.peppol.gateway!.send({
    xml: Buffer.from(ublInvoice({ receiver })),
    kind: 'invoice',
    receiver,
    idempotencyKey: `invoice-${Math.random()}`,
  });
}

const postWebhook = (body: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/peppol/webhook', payload: body, headers });

test('a delivered invoice: the signed webhook arrives over HTTP, is stored once and heard', async () => {
  const { ref } = await sendInvoice();
  await local.settle();
  expect(local.deliveries.map((d) => [d.event.type, d.status])).toEqual([['document.sent', 200]]);
  expect(await storedEvents()).toEqual([
    {
      event_id: local.deliveries[0].event.id,
      type: 'document.sent',
      ref,
      state: 'delivered',
      detail: null,
    },
  ]);
  expect(heard.map((event) => [event.ref, event.state])).toEqual([[ref, 'delivered']]);
  expect(await server.app.peppol.gateway!.status(ref)).toEqual({ state: 'delivered' });

  // The same call again (a replay): refused, nothing stored twice, no listener called again.
  const [{ body, headers }] = local.deliveries;
  expectError(await postWebhook(body, headers), 409, 'DUPLICATE');
  expect(await storedEvents()).toHaveLength(1);
  expect(heard).toHaveLength(1);
});

test('a refusal by the receiver arrives as rejected with its reason', async () => {
  local.rejecting.set('0208:0202239951', 'Bestelbonnummer ontbreekt');
  const { ref } = await sendInvoice('0208:0202239951');
  await local.settle();
  expect(await storedEvents()).toEqual([
    expect.objectContaining({ ref, state: 'rejected', detail: 'Bestelbonnummer ontbreekt' }),
  ]);
});

test('a bad, missing or stale signature, or no event at all, answers 401 and stores nothing', async () => {
  const secretOf = () => local.webhookSecret;
  const event = {
    id: 'evt-1',
    type: 'document.sent',
    timestamp: new Date().toISOString(),
    data: { document_id: 'doc-1' },
  };
  const body = canonicalJson(event);
  const json = { 'content-type': 'application/json' };
  const cases = [
    { ...json, 'x-signature': signatureOf('wrong secret', body) },
    { ...json },
    { ...json, 'x-signature': 'sha256=' },
  ];
  for (const headers of cases) expectError(await postWebhook(body, headers), 401, 'UNAUTHORIZED');
  const stale = canonicalJson({
    ...event,
    timestamp: new Date(Date.now() - 3600_000).toISOString(),
  });
  expectError(
    await postWebhook(stale, { ...json, 'x-signature': signatureOf(secretOf(), stale) }),
    401,
    'UNAUTHORIZED',
  );
  const noEvent = canonicalJson({ hello: 'world' });
  expectError(
    await postWebhook(noEvent, { ...json, 'x-signature': signatureOf(secretOf(), noEvent) }),
    401,
    'UNAUTHORIZED',
  );
  expectError(
    await postWebhook('{not json', {
      ...json,
      'x-signature': signatureOf(secretOf(), '{not json'),
    }),
    401,
    'UNAUTHORIZED',
  );
  expect(await storedEvents()).toEqual([]);
  expect(heard).toEqual([]);

  // The right secret over the same bytes is accepted: the refusals above were for their faults.
  const good = await postWebhook(body, { ...json, 'x-signature': signatureOf(secretOf(), body) });
  expect(good.statusCode).toBe(200);
  expectShape('PeppolWebhookAnswer', good.json());
  expect(await storedEvents()).toHaveLength(1);
});

test('lookup: reachable over Peppol, else by e-mail; a malformed id is refused', async () => {
  const ask = (id: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/peppol/lookup?id=${encodeURIComponent(id)}`,
      headers: bearer(token),
    });
  const found = await ask('0208:0403170701');
  expect(found.statusCode).toBe(200);
  expectShape('PeppolLookup', found.json());
  expect(found.json()).toEqual({ reachable: true, via: 'peppol' });
  expect((await ask(UNREACHABLE_TEST_PARTICIPANT)).json()).toEqual({
    reachable: false,
    via: 'email',
  });
  expectError(await ask('BE0403170701'), 400, 'VALIDATION');
  expect((await ask('BE0403170701')).json().message).toMatch(/geen Peppol-ID/);
});

test('status says Peppol is set up; staff without the invoices area may not ask', async () => {
  const status = await server.app.inject({
    method: 'GET',
    url: '/api/peppol/status',
    headers: bearer(token),
  });
  expect(status.json()).toEqual({ configured: true, mode: 'local' });
  const technician = await server.signIn('technieker@example.be', 'technieker');
  for (const url of ['/api/peppol/status', '/api/peppol/lookup?id=0208:0403170701'])
    expectError(
      await server.app.inject({ method: 'GET', url, headers: bearer(technician) }),
      403,
      'FORBIDDEN',
    );
  expectError(
    await server.app.inject({ method: 'GET', url: '/api/peppol/status' }),
    401,
    'UNAUTHORIZED',
  );
});

test('with PEPPOL off: not set up, every lookup says e-mail, and the webhook believes nothing', async () => {
  const off = await server.otherInstance({ peppol: { mode: 'off' } });
  expect(off.peppol.gateway).toBeUndefined();
  const status = await off.inject({
    method: 'GET',
    url: '/api/peppol/status',
    headers: bearer(token),
  });
  expect(status.json()).toEqual({ configured: false, mode: 'off' });
  const lookup = await off.inject({
    method: 'GET',
    url: '/api/peppol/lookup?id=0208:0403170701',
    headers: bearer(token),
  });
  expect(lookup.json()).toEqual({ reachable: false, via: 'email' });
  const body = canonicalJson({
    id: 'e',
    type: 'document.sent',
    timestamp: new Date().toISOString(),
    data: { document_id: 'd' },
  });
  expectError(
    await off.inject({
      method: 'POST',
      url: '/api/peppol/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signatureOf('', body) },
    }),
    401,
    'UNAUTHORIZED',
  );
  expect(await storedEvents()).toEqual([]);
});

test('the local access point calls the address this server listens on', () => {
  const { port } = server.app.server.address() as AddressInfo;
  expect(local.webhookUrl).toBe(`http://127.0.0.1:${port}/api/peppol/webhook`);
});
