import { Layout, Spin } from 'antd';
import { Suspense, lazy, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginModal } from '../../features/auth/LoginModal';
import { RequireSession } from '../../features/auth/RequireSession';
import { t } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/session';
import { colors } from '../theme';
import { useMenuCollapsed } from './use-menu-collapsed';
import './layout.css';

// The menu's links and icons are of no use before signing in: the login screen loads without them.
const SideMenu = lazy(() => import(/* webpackChunkName: "side-menu" */ './SideMenu'));

/** The menu's frame (width, colour, logo) while no one is signed in or its code is loading. */
function MenuPlaceholder() {
  const [collapsed] = useMenuCollapsed();
  return (
    <aside className={collapsed ? 'bo-menu bo-menu--collapsed' : 'bo-menu'}>
      <div className="bo-menu__logo">
        <img
          src={collapsed ? '/logo-mark.svg' : '/logo.svg'}
          alt={t('app.name')}
          height={collapsed ? 48 : 44}
        />
      </div>
    </aside>
  );
}

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

const cssColors = {
  '--bo-teal': colors.teal,
  '--bo-dark': colors.dark,
  '--bo-light-grey': colors.lightGrey,
} as CSSProperties;

export function PageSpinner() {
  return (
    <div className="bo-page-spinner">
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}

/** The frame of every screen: side menu, the screen, and the login modal when no one is signed in. */
export function AppLayout() {
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
      <LoginModal />
    </Layout>
  );
}
