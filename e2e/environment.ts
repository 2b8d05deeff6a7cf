/**
 * Each Playwright worker has a server of its own (global-setup.ts), whose addresses and folders
 * global setup passes on as `E2E_{NAME}_{slot}`. A worker's specs read them as `E2E_{NAME}`:
 * `useWorkerEnvironment` copies its slot's values there before any spec runs.
 */
export const ENVIRONMENT_NAMES = [
  'BASE_URL',
  'SITE_URL',
  'OTHER_SITE_URL',
  'MAIL_DIR',
  'SERVER_LOG',
  'STAFF_STATE',
] as const;

export type Environment = Record<(typeof ENVIRONMENT_NAMES)[number], string>;

/** Passes a started environment on to the worker of `slot`. */
export function publishEnvironment(slot: number, environment: Environment) {
  for (const name of ENVIRONMENT_NAMES) process.env[`E2E_${name}_${slot}`] = environment[name];
}

/** In a worker: its slot's environment as `E2E_{NAME}` (TEST_PARALLEL_INDEX is its slot). */
export function useWorkerEnvironment() {
  const slot = process.env.TEST_PARALLEL_INDEX;
  if (slot === undefined) return;
  for (const name of ENVIRONMENT_NAMES) {
    const value = process.env[`E2E_${name}_${slot}`];
    if (value !== undefined) process.env[`E2E_${name}`] = value;
  }
}
