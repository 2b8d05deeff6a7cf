import { Layout, Spin } from 'antd';
import { Suspense, lazy, useContext, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginModal } from '../../features/auth/LoginModal';
import { RequireSession } from '../../features/auth/RequireSession';
import { t } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/session';
import { LoginModalAbove, MenuPlaceholder, cssColors } from './Frame';

// The menu's links and icons are of no use before signing in: the login screen loads without them.
const SideMenu = lazy(() => import(/* webpackChunkName: "side-menu" */ './SideMenu'));

/** The real menu from the first sign-in on; it stays while an expired session is renewed. */
function Menu() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return <MenuPlaceholder />;
  return (
    <Suspense fallback={<MenuPlaceholder />}>
      <SideMenu />
    </Suspense>
  );
}

export function PageSpinner() {
  return (
    <div className="bo-page-spinner">
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}

/** The frame of every screen: side menu, the screen, and the login modal when no one is signed in. */
export function AppLayout() {
  // In the browser the login modal is above the routes (app/Root.tsx); tests render it here.
  const modalAbove = useContext(LoginModalAbove);
  return (
    <Layout hasSider className="bo-shell" style={cssColors}>
      <Menu />
      <Layout.Content className="bo-content">
        <RequireSession fallback={<PageSpinner />}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RequireSession>
      </Layout.Content>
      {!modalAbove && <LoginModal />}
    </Layout>
  );
}
