import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppStore } from '../store';
import { Providers } from './Providers';
import { routes } from './routes';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
