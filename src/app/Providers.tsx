import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SessionStore } from '../store/session-store';

/**
 * The store, with the session it restored from storage at once (store/persistence.ts): nothing
 * to wait for before the first screen. Ant Design's theme comes with the signed-in app
 * (AntdTheme.tsx).
 */
export function Providers({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
