import type { AddressInfo } from 'node:net';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import {
  DATABASE_HOOK_TIMEOUT,
  bearer,
  expectShape,
  multipart,
  useTestServer,
} from '../test/harness';
import { photoFile } from '../test/image-files';

/**
 * A customer's upload through an upload link alerts staff live (docs/product.md § Document
 * links): the staff event stream's `event: documents` reaches the staff whose role has
 * Bestanden and the link's maker, and nobody else.
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

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

async function staffStream(token: string) {
  const stream = await openStream(`${base}/api/events`, bearer(token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const call = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

test("reaches Bestanden's staff and the link's maker, live, and nobody else", async () => {
  const admin = await server.signIn('admin@example.be');
  const maker = await server.signIn('maker@example.be', 'kantoor');
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const website = await server.signIn('web@example.be', 'website');
  const customer = await call(admin, 'POST', '/customer/create', {
    kind: 'person',
    firstName: 'Lotte',
    lastName: 'Maes',
  });
  const customerId = customer.json().id as number;
  const link = await call(maker, 'POST', '/document/uploadLink', {
    linkKind: 'customer',
    linkId: customerId,
    expiresAt: inAWeek(),
    note: 'Stuur ons foto’s van de situatie.',
  });
  expect(link.statusCode).toBe(201);
  const token = new URL(link.json().url).hash.match(/token=([^&]+)/)![1];
  // The maker is a Technieker now: no Bestanden, still the link's maker.
  const makerId = (await call(maker, 'GET', '/user/me')).json().id as number;
  expect(
    (await call(admin, 'PUT', `/user/setRole/${makerId}`, { role: 'technieker' })).statusCode,
  ).toBe(200);
  const makerAgain = await server.signIn('maker2@example.be', 'kantoor');

  const [adminStream, makerStream, colleagueStream, techStream, webStream] = await Promise.all([
    staffStream(admin),
    staffStream(maker),
    staffStream(makerAgain),
    staffStream(technieker),
    staffStream(website),
  ]);

  const body = await multipart({ message: 'De gevel' }, [
    await photoFile(300, 200),
    await photoFile(200, 300),
  ]);
  const sent = await server.app.inject({
    method: 'POST',
    url: '/api/document/public/upload',
    headers: { ...body.headers, 'x-upload-token': token },
    payload: body.payload,
    remoteAddress: '10.9.3.1',
  });
  expect(sent.statusCode).toBe(201);

  const expected = { count: 2, linkKind: 'customer', linkId: customerId, name: 'Lotte Maes' };
  for (const stream of [adminStream, makerStream, colleagueStream]) {
    const event = await stream.next((e) => e.event === 'documents');
    expect(event.id).toBeUndefined();
    const data = JSON.parse(event.data);
    expectShape('DocumentsReceived', data);
    expect(data).toEqual(expected);
  }
  // The others' streams were written in the same turn: nothing came.
  for (const stream of [techStream, webStream])
    expect(stream.events.filter((e) => e.event === 'documents')).toEqual([]);
});
