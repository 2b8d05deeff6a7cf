/** Where the benchmark keeps its database and which staff account it uses; env overrides. */
import path from 'node:path';
import { ROOT } from './server-process';

export const settings = {
  /** A running server to seed instead of starting one (with BENCH_EMAIL and BENCH_PASSWORD). */
  url: process.env.BENCH_URL || undefined,
  /** The data folder's name under bench/.data. */
  name: process.env.BENCH_NAME || 'default',
  email: process.env.BENCH_EMAIL || 'bench@example.be',
  password: process.env.BENCH_PASSWORD || 'bench password 123',
  /** Uploads and writes in flight at once. */
  parallel: Number(process.env.BENCH_PARALLEL || 4),
};

export const dataDir = (name = settings.name) => path.join(ROOT, 'bench/.data', name);
