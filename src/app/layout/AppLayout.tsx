import { Layout, Spin } from 'antd';
import { Suspense, type CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginModal } from '../../features/auth/LoginModal';
import { RequireSession } from '../../features/auth/RequireSession';
import { t } from '../../i18n';
import { colors } from '../theme';
import { SideMenu } from './SideMenu';
import './layout.css';

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
      <SideMenu />
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
