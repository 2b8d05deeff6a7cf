import type { AddressInfo } from 'node:net';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import { DATABASE_HOOK_TIMEOUT, bearer, useTestServer } from '../test/harness';

/**
 * A customer's answer to a quote alerts staff live (docs/product.md § Offertes): the staff
 * event stream's `event: quote` reaches the staff with Facturen, and not a Technieker.
 */
const server = useTestServer();
let base: string;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, DATABASE_HOOK_TIMEOUT);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function staffStream(token: string) {
  const stream = await openStream(`${base}/api/events`, bearer(token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

test("a customer's acceptance reaches Facturen's staff live, not a Technieker", async () => {
  const admin = await server.signIn('admin@example.be');
  const kantoor = await server.signIn('kantoor@example.be', 'kantoor');
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const call = (url: string, payload?: object) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(admin), payload });
  const customer = await call('/customer/create', {
    kind: 'person',
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte@example.be',
  });
  const quote = await call('/quote/create', {
    customerId: customer.json().id,
    title: 'Dak',
    issueDate: '2026-11-02',
    validUntil: '2099-12-31',
    lines: [
      {
        description: 'Dakpannen',
        quantity: 1,
        unitCode: 'C62',
        unitPrice: 1000,
        discountPercent: 0,
        vatCategory: 'S',
        vatRate: 21,
      },
    ],
  });
  const id = quote.json().id as number;
  const sent = await call(`/quote/send/${id}`);
  expect(sent.statusCode).toBe(200);
  const token = new URL(sent.json().url).hash.slice(1);

  const [kantoorStream, techStream] = await Promise.all([
    staffStream(kantoor),
    staffStream(technieker),
  ]);
  const accepted = await server.app.inject({
    method: 'POST',
    url: `/api/quote/public/${id}/accept`,
    headers: { 'x-quote-token': token },
    payload: { name: 'Lotte Maes' },
  });
  expect(accepted.statusCode).toBe(204);

  const event = await kantoorStream.next((e) => e.event === 'quote');
  expect(JSON.parse(event.data)).toEqual({ quoteId: id, number: 'OF-2026-0001', accepted: true });
  expect(techStream.events.filter((e) => e.event === 'quote')).toEqual([]);
});
