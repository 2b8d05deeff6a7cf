import { useSyncExternalStore } from 'react';

/** The operating system's or browser's "reduce motion" setting (an accessibility preference). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => window.matchMedia?.(REDUCED_MOTION);

function subscribe(changed: () => void) {
  const list = query();
  list?.addEventListener?.('change', changed);
  return () => list?.removeEventListener?.('change', changed);
}

/** Whether the person asked for less motion; follows the setting when it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
