/**
 * Load with autocannon: a fixed number of connections for a few seconds (or a fixed number of
 * requests) against one address.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Answers received, whatever their status. */
  completed: number;
  p50: number;
  p99: number;
  /** Answers per status code, e.g. { 200: 812 }. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** The server's CPU time (user + system) over the run, when its process was measured. */
  cpuMs?: number;
}

export interface LoadOptions {
  connections: number;
  /** How long to load; ignored when `amount` is given. */
  seconds: number;
  /** A fixed number of requests instead of a duration, for answers that take seconds each. */
  amount?: number;
  headers?: Record<string, string>;
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    headers: options.headers ?? {},
    timeout: 60,
  });
  const statuses: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = stats.count;
  const completed = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    // With `amount`, the run lasts as long as the answers take: throughput over its wall time.
    requestsPerSecond: options.amount
      ? completed / ((performance.now() - started) / 1000)
      : result.requests.average,
    completed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
