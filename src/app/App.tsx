import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppStore } from '../store';
import { Providers } from './Providers';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
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
