/** A process's CPU time from /proc/<pid>/stat (Linux): user + system, in milliseconds. */
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

export function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
