import os from 'node:os';

/**
 * Gives a process whose progress a test times a larger share of the CPU than the rest of the
 * machine (nice -5): in CI the end-to-end, embedded and hardening lanes run side by side at a
 * load of 10 to 18 on two cores, and the test times that process, not its neighbours. Only where
 * the test may raise a priority (as root, as CI runs); elsewhere the process keeps its own.
 */
export function favourProcess(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, -5);
  } catch {
    // Not permitted here: an ordinary share.
  }
}
