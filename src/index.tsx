import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { makeStore } from './store';

const store = makeStore();
// Focus, visibility and network events, for the screens that read again on them (chats).
setupListeners(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
