import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { makeSessionStore } from './store/session-store';

// The session alone: RTK Query is plugged in by the signed-in app's chunk (app/App.tsx).
const store = makeSessionStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root store={store} />
  </StrictMode>,
);
