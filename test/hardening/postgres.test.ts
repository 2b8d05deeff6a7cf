import { Pool } from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, 120_000);
afterAll(() => cluster?.destroy());

const ask = async () => {
  const pool = new Pool({ connectionString: cluster.url, max: 1, connectionTimeoutMillis: 2000 });
  try {
    return (await pool.query('select 41 + 1 as answer')).rows[0].answer;
  } finally {
    await pool.end();
  }
};

test('the throwaway cluster answers, stops and starts again on the same address', async () => {
  expect(await ask()).toBe(42);
  cluster.stop();
  await expect(ask()).rejects.toThrow();
  cluster.start();
  expect(await ask()).toBe(42);
});
