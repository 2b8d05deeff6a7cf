/**
 * Many callers at once, each reading a whole answer and dropping its bytes, while the server's
 * resident memory is sampled: what a burst of parallel callers costs the server in memory.
 */
import http from 'node:http';
import { peakResidentMiB, residentMiB, sampleResident } from './memory';

export interface BurstResult {
  callers: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Body bytes received by each 200 answer (all equal when the answers are). */
  bodyBytes: number[];
  seconds: number;
  /** Server RSS just before the burst, its sampled maximum during it, and VmHWM after it. */
  baselineMiB: number;
  peakMiB: number;
  hwmMiB?: number;
  samples: number;
}

/** One request; resolves with its status and body length once the body has been read. */
function fetchDropping(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    });
    request.on('error', reject);
  });
}

/** `callers` requests of `url` at once, the server's (`pid`) RSS sampled every 10 ms meanwhile. */
export async function burst(
  pid: number,
  url: string,
  callers: number,
  headers: Record<string, string> = {},
): Promise<BurstResult> {
  const baselineMiB = residentMiB(pid) ?? 0;
  const sampling = sampleResident(pid);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: callers }, () =>
      fetchDropping(url, headers).catch(() => ({ status: 0, bytes: 0 })),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const { maxMiB, samples } = sampling.stop();
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return {
    callers,
    statuses,
    bodyBytes: answers.filter((answer) => answer.status === 200).map((answer) => answer.bytes),
    seconds,
    baselineMiB,
    peakMiB: Math.max(maxMiB, baselineMiB),
    hwmMiB: peakResidentMiB(pid),
    samples,
  };
}
