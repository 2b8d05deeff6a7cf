/** Small helpers the benchmarks that drive a running server share. */

/** The value below which `p` % of `values` lie (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** How many values, and their p50, p95 and p99 in ms to a tenth: a row of a benchmark's table. */
export function percentiles(values: number[]) {
  const ms = (p: number) => Number(percentile(values, p).toFixed(1));
  return { n: values.length, p50: ms(50), p95: ms(95), p99: ms(99) };
}

/** A call that must succeed: answers its parsed JSON body, or throws with the status and body. */
export async function call(origin: string, url: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${url}`, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body}`);
  return body ? (JSON.parse(body) as unknown) : undefined;
}

/** A JSON request's init. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
