/** A process's memory from /proc/<pid>/status (Linux): resident set now and its peak. */
import fs from 'node:fs';

const MIB = 1024 * 1024;

function field(pid: number, name: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? (Number(match[1]) * 1024) / MIB : undefined;
  } catch {
    return undefined;
  }
}

export const residentMiB = (pid: number) => field(pid, 'VmRSS');
export const peakResidentMiB = (pid: number) => field(pid, 'VmHWM');

/** Samples VmRSS every `everyMs` until stopped; answers the samples' maximum. */
export function sampleResident(pid: number, everyMs = 10) {
  let max = 0;
  let count = 0;
  const timer = setInterval(() => {
    const rss = residentMiB(pid);
    if (rss !== undefined) {
      max = Math.max(max, rss);
      count++;
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { maxMiB: max, samples: count };
    },
  };
}
