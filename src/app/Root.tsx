import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { LoginModal } from '../features/auth/LoginModal';
import { useAppSelector } from '../store/hooks';
import { selectIsSignedIn } from '../store/session';
import type { SessionStore } from '../store/session-store';
import { LoginModalAbove, SignedOutFrame } from './layout/Frame';
import { Providers } from './Providers';
import { PUBLIC_PATHS, isQuotePage } from './public-paths';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/**
 * Routes outside the frame, where no login modal shows: signing out must not flash it, and the
 * documents' links are for people without an account.
 */
const outsideFrame = (pathname: string) =>
  pathname.startsWith('/redirect/') || PUBLIC_PATHS.includes(pathname) || isQuotePage(pathname);

/**
 * What the browser shows first. No one signed in: the frame with the menu's placeholder and the
 * login modal, from the entry chunk alone. The router, the menu, the screens and RTK Query come
 * with the app's chunk (App.tsx), loaded once someone is signed in (or for /redirect/…), and
 * prefetched meanwhile. The login modal stays here, above the app, so that signing in closes it
 * with its animation while the app's chunk arrives.
 */
function Shell({ store }: { store: SessionStore }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const [appWanted, setAppWanted] = useState(() => signedIn || outsideFrame(pathname));
  const [App] = useState(() =>
    lazy(() =>
      import(/* webpackChunkName: "app", webpackPrefetch: true */ './App').then((module) => {
        module.attach(store);
        return module;
      }),
    ),
  );
  // A transition: the login screen stays as it is until the app's code is there.
  useEffect(() => {
    if (signedIn && !appWanted) startTransition(() => setAppWanted(true));
  }, [signedIn, appWanted]);

  return (
    <LoginModalAbove.Provider value>
      {appWanted ? (
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={outsideFrame(pathname) ? null : <SignedOutFrame />}>
            <App onPath={setPathname} />
          </Suspense>
        </ScreenErrorBoundary>
      ) : (
        <SignedOutFrame />
      )}
      {!outsideFrame(pathname) && <LoginModal />}
    </LoginModalAbove.Provider>
  );
}

export function Root({ store }: { store: SessionStore }) {
  return (
    <Providers store={store}>
      <Shell store={store} />
    </Providers>
  );
}
