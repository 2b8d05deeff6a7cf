import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** Whether the page can be seen now: its tab is in front and its window not minimised. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden');
}
