import os from 'node:os';
import { percentiles } from './requests';

/** The machine's load average (1 / 5 / 15 min), printed beside a bench's figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** Unmeasured runs before a read is timed. */
export const WARMUP = 3;

/**
 * Runs `read` `samples` times after up to three unmeasured runs and prints its p50, p95 and p99
 * beside the target; answers the figures.
 */
export async function timed(
  name: string,
  target: string,
  read: () => Promise<unknown>,
  samples: number,
) {
  for (let i = 0; i < Math.min(WARMUP, samples); i++) await read();
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await read();
    ms.push(performance.now() - started);
  }
  const figures = percentiles(ms);
  console.log(
    `  ${name.padEnd(52)} p50 ${String(figures.p50).padStart(7)}  p95 ${String(figures.p95).padStart(7)}  p99 ${String(figures.p99).padStart(7)} ms  (${target})`,
  );
  return figures;
}
