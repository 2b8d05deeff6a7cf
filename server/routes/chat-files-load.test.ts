import type { AddressInfo } from 'node:net';
import {
  DATABASE_HOOK_TIMEOUT,
  multipart,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { flateBombPdf, streamMarkersPdf } from '../test/pdf-files';

/**
 * Hostile PDFs cost nobody else (docs/architecture.md § Files in a conversation): while two are
 * checked side by side over real HTTP, the health check keeps answering at once. The margins are
 * wide for a busy machine; a check on the main thread held it for seconds.
 */

// A health answer can wait on a machine whose cores other processes hold (a moment's
// scheduling, not this server); a check on the main thread holds it for seconds every time, so
// it still fails on every try.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({
    chatCreateLimit: { perAddress: 100, windowSeconds: 3600 },
    chatMessageLimit: { perChat: 100, perAddress: 100, windowSeconds: 3600 },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close(), DATABASE_HOOK_TIMEOUT);

async function startChat() {
  const response = await fetch(`${base}/api/chat/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subject: 'Plannen',
      author: { firstName: 'Jef', lastName: 'Claes', email: 'jef.claes@example.be' },
      content: 'Zie bijlage.',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; accessToken: string };
}

/** Sends `content` as a PDF with a message; the status and how long the answer took. */
async function upload(chat: { id: number; accessToken: string }, content: Buffer) {
  const body = await multipart({ content: '<p>Plan</p>' }, [
    { content, name: 'plan.pdf', type: 'application/pdf' },
  ]);
  const started = performance.now();
  const response = await fetch(`${base}/api/chat/public/${chat.id}/message`, {
    method: 'POST',
    headers: { ...body.headers, 'x-chat-token': chat.accessToken },
    body: new Uint8Array(body.payload),
  });
  const answer = (await response.json()) as { code: string };
  return { status: response.status, code: answer.code, ms: performance.now() - started };
}

test('two hostile PDFs checked side by side: the health check answers within 300 ms throughout', async () => {
  const chat = await startChat();
  const markers = streamMarkersPdf();
  const bomb = flateBombPdf();
  expect(markers.length).toBeGreaterThan(270_000);
  expect(bomb.length).toBeLessThan(70_000);

  const healthTimes: number[] = [];
  let uploading = true;
  const polling = (async () => {
    while (uploading) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const uploads = await Promise.all([upload(chat, markers), upload(chat, bomb)]).finally(() => {
    uploading = false;
  });
  await polling;

  for (const answer of uploads) {
    expect(answer).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(answer.ms).toBeLessThan(15_000);
  }
  expect(healthTimes.length).toBeGreaterThan(0);
  // The slow ones, if any, in the failure's message: one, or a row of them (a held thread).
  expect(healthTimes.filter((ms) => ms >= 300).map(Math.round)).toEqual([]);
});
