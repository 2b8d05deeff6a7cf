import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useLayoutEffect } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { withApi, type SessionStore } from '../store';
import { AntdTheme } from './AntdTheme';
import { routes } from './routes';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** The route table under the last-resort error boundary: what tests render in a memory router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <ScreenErrorBoundary resetKey={pathname}>{element}</ScreenErrorBoundary>;
}

/** Tells the login screen's shell (Root.tsx) where the router is, before the browser paints. */
function PathReport({ onPath }: { onPath: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => onPath(pathname), [onPath, pathname]);
  return null;
}

const attached = new WeakSet<SessionStore>();

/** Plugs RTK Query into the login screen's store, once, before the app renders (Root.tsx). */
export function attach(store: SessionStore) {
  if (attached.has(store)) return;
  attached.add(store);
  withApi(store);
  // Focus, visibility and network events, for the screens that read again on them (chats).
  setupListeners(store.dispatch);
}

/**
 * The signed-in app: Ant Design's theme, router, frame, screens and RTK Query, a lazy chunk of
 * its own (Root.tsx). The store is the login screen's.
 */
export default function App({ onPath }: { onPath: (pathname: string) => void }) {
  return (
    <AntdTheme>
      <BrowserRouter>
        <AppRoutes />
        <PathReport onPath={onPath} />
      </BrowserRouter>
    </AntdTheme>
  );
}
