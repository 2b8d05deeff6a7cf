import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DRAIN_MAX_BYTES } from './errors';
import { useTestServer, DATABASE_HOOK_TIMEOUT } from '../test/harness';

/**
 * A body over the limit is answered 413, and the caller reads that answer: the server reads and
 * throws away the rest of the body first (within bounds), instead of closing a connection the
 * client is still sending on, which the client would see as EPIPE or a reset.
 */
const server = useTestServer({ reset: false });
let port: number;
let token: string;

beforeAll(async () => {
  token = await server.signIn();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
}, DATABASE_HOOK_TIMEOUT);

const MB = 1024 * 1024;

/**
 * Sends `head` and then `size` bytes in chunks, a little at a time as a slow uplink would, over
 * a raw socket; answers whether every write succeeded and what came back.
 */
async function sendSlowly(head: string, size: number, after = '', expected = 1) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let error: string | undefined;
  socket.on('data', (data) => (received += data));
  socket.on('error', (failure) => (error = failure.message));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  let sent = 0;
  while (sent < size && !error) {
    const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
    await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
    sent += piece.length;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  if (after && !error) socket.write(after);
  const until = Date.now() + 20_000;
  const answers = () => received.split('HTTP/1.1 ').length - 1;
  while (answers() < expected && !error && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.destroy();
  return { sent, error, received };
}

const jsonHead = (length: number, extra = '') =>
  `POST /api/language/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

test('a 12 MB JSON body sent slowly is read to its end and answered 413, and the connection serves the next request', async () => {
  const size = 12 * MB;
  const { sent, error, received } = await sendSlowly(
    jsonHead(size, 'X-Request-Id: big-body-1\r\n'),
    size,
    'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    2,
  );
  expect(error).toBeUndefined();
  expect(sent).toBe(size);
  const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 413 /);
  expect(first.toLowerCase()).toContain('x-request-id: big-body-1');
  expect(first).toContain('"code":"PAYLOAD_TOO_LARGE"');
  expect(second).toMatch(/^HTTP\/1\.1 200 /);
});

test('the same through fetch: the caller reads the 413 and its code', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/language/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'groot', translationDutch: 'a'.repeat(12 * MB) }),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
});

test('a body without a length (chunked) is read to its end as well', async () => {
  const size = 3 * MB;
  const head =
    `POST /api/language/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
  // One chunk of `size` bytes, then the end.
  const { error, received } = await sendSlowly(
    `${head}${size.toString(16)}\r\n`,
    size,
    '\r\n0\r\n\r\n',
  );
  expect(error).toBeUndefined();
  expect(received).toMatch(/^HTTP\/1\.1 413 /);
  expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
});

test('an image over 20 MB in an upload answers 413 FILE_TOO_LARGE that fetch reads', async () => {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({ location: 'Gent', descriptionDutch: 'x', descriptionEnglish: 'y' }),
  );
  form.append('files', new Blob([new Uint8Array(25 * MB)], { type: 'image/jpeg' }), 'groot.jpg');
  const response = await fetch(`http://127.0.0.1:${port}/api/achievement/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
});

test('a body that says it is larger than the server reads away is answered at once', async () => {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (data) => (received += data));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(jsonHead(DRAIN_MAX_BYTES + 1));
  socket.write('{"name":');
  const until = Date.now() + 10_000;
  while (!received.includes('PAYLOAD_TOO_LARGE') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.destroy();
  expect(received).toMatch(/^HTTP\/1\.1 413 /);
  expect(received.toLowerCase()).toContain('connection: close');
});
