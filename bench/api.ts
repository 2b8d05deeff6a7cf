/**
 * API latency on the embedded database with the demo content: each call is sent a fixed number
 * of times with a fixed concurrency from this process over loopback. Prints p50/p95 and calls
 * per second, and each call's p50 as a ratio to the health check's, since absolute figures
 * depend on what else the machine is doing.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createUser } from '../server/domain/users';
import { seedDemo } from '../server/cli/seed-demo';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);

async function measure(name: string, send: () => Promise<Response>, count = REQUESTS) {
  const times: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next++;
      const t0 = performance.now();
      const response = await send();
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      bytes = body.byteLength;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { name, count, p50: at(0.5), p95: at(0.95), perSecond: count / seconds, bytes };
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  await seedDemo(database.db);
  await createUser(database.db, {
    email: 'bench@example.be',
    password: 'bench password 123',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  const config = {
    ...loadConfig({}),
    spaDir: '/nonexistent',
    loginLimits: { perAccount: 1e6, perAddress: 1e6, windowSeconds: 60 },
  };
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const login = () =>
    fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.be', password: 'bench password 123' }),
    });
  const { token } = await (await login()).json();
  const staff = { authorization: `Bearer ${token}` };

  const results = [];
  results.push(await measure('GET /health', () => fetch(`${base}/health`)));
  results.push(
    await measure('GET /language/getall (staff)', () =>
      fetch(`${base}/language/getall`, { headers: staff }),
    ),
  );
  results.push(
    await measure('GET /chat/getall (staff)', () =>
      fetch(`${base}/chat/getall`, { headers: staff }),
    ),
  );
  results.push(
    await measure('GET /service/getall (public)', () => fetch(`${base}/service/getall`)),
  );
  results.push(await measure('GET /achievement/getall', () => fetch(`${base}/achievement/getall`)));
  results.push(await measure('POST /user/login (argon2id)', login, Math.min(REQUESTS, 40)));

  const health = results[0].p50;
  console.log(
    `${REQUESTS} requests per call, ${CONCURRENCY} at a time, PGlite in memory, demo content`,
  );
  console.table(
    results.map((r) => ({
      call: r.name,
      requests: r.count,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'calls/s': r.perSecond.toFixed(0),
      'answer KiB': (r.bytes / 1024).toFixed(0),
      'p50 / health': (r.p50 / health).toFixed(1),
    })),
  );
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
