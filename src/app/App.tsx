import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import type { AppStore } from '../store';
import { Providers } from './Providers';
import { routes } from './routes';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** The route table under the last-resort error boundary: what tests render in a memory router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <ScreenErrorBoundary resetKey={pathname}>{element}</ScreenErrorBoundary>;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Providers store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
