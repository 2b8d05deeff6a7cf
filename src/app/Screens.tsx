import { EllipsisOutlined } from '@ant-design/icons';
import { App as AntApp, ConfigProvider } from 'antd';
import nlBE from 'antd/locale/nl_BE';
import { Outlet, useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { QuoteAnswerToasts } from '../features/quotes/QuoteAnswerToasts';
import { ApiErrorNotifications } from './ApiErrorNotifications';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * What every screen behind the sign-in has: Ant Design's nl_BE locale, antd's App (notification,
 * message and confirm for App.useApp()), the notifications of failed calls and of customers'
 * answers to quotes. A lazy chunk, so
 * the login screen does not load them.
 */
/**
 * The button of a tab bar's tabs that do not fit, named in words: antd's holds only an icon, so
 * checkers such as pa11y find a button without a name.
 */
function MoreTabs() {
  return (
    <>
      <EllipsisOutlined aria-hidden="true" />
      <span className="bo-sr-only">{t('app.moreTabs')}</span>
    </>
  );
}

const MORE_TABS = { icon: <MoreTabs /> };

export default function Screens() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <ConfigProvider locale={nlBE} tabs={{ more: MORE_TABS }}>
      <AntApp component={false}>
        <ApiErrorNotifications />
        <QuoteAnswerToasts />
        {/* Inside the frame: a failing screen keeps the menu, and another route tries again. */}
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
