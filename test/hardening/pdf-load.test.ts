import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipart } from '../../server/test/harness';
import { flateBombPdf, streamMarkersPdf } from '../../server/test/pdf-files';
import { killServers, spawnServer, waitUntilHealthy, type ServerProcess } from './process';

/**
 * Hostile PDFs cost nobody else (docs/architecture.md § Files in a conversation): while two are
 * checked side by side over real HTTP, the real server (a process of its own, as it runs in
 * production) keeps answering its health check at once. Here rather than in `npm test`, whose
 * eight workers on two cores, each with a heap grown by many test files, stall a process for
 * longer than the margin now and then; a check on the main thread held it for seconds.
 */

// A health answer can still wait on a machine whose cores other processes hold (a moment's
// scheduling, not this server); a check on the main thread holds it for seconds on every try.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const SETUP_MS = 180_000;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-pdf-load-'));
  server = await spawnServer({ DATA_DIR: dataDir });
  await waitUntilHealthy(server, SETUP_MS);
}, SETUP_MS);
afterAll(async () => {
  await killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, SETUP_MS);

async function startChat() {
  const response = await fetch(`${server.url}/api/chat/create`, {
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
  const response = await fetch(`${server.url}/api/chat/public/${chat.id}/message`, {
    method: 'POST',
    headers: { ...body.headers, 'x-chat-token': chat.accessToken },
    body: new Uint8Array(body.payload),
  });
  const answer = (await response.json()) as { code: string };
  return { status: response.status, code: answer.code, ms: performance.now() - started };
}

test('two hostile PDFs checked side by side: the health check answers at once throughout (within half a check, 300 ms at least)', async () => {
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
      const response = await fetch(`${server.url}/api/health`);
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
  // A check on the main thread holds the health answer for about as long as the check takes;
  // a busy machine only delays it for a moment of scheduling, and slows the checks as much. So
  // the bound is half the quicker check, and never under 300 ms: a ratio within one run, not a
  // figure that a shared machine's load decides.
  const limit = Math.max(300, Math.min(...uploads.map((answer) => answer.ms)) / 2);
  // The slow ones, if any, in the failure's message: one, or a row of them (a held thread).
  expect({
    limit: Math.round(limit),
    slow: healthTimes.filter((ms) => ms >= limit).map(Math.round),
  }).toEqual({ limit: Math.round(limit), slow: [] });
});
