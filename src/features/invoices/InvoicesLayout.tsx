import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/invoices';
import { PageTitle } from '../../shared/PageTitle';
import './invoices.css';

const TABS = [
  { key: 'invoices', path: '/invoices', label: 'invoices.tabs.invoices' },
  { key: 'quotes', path: '/invoices/quotes', label: 'invoices.tabs.quotes' },
] as const;

/** The tab whose path the current path is or lies under (/invoices/quotes/3 → quotes). */
const activeTab = (pathname: string) =>
  pathname === '/invoices/quotes' || pathname.startsWith('/invoices/quotes/')
    ? 'quotes'
    : 'invoices';

/**
 * Facturen (docs/product.md § Facturen): a tab bar, Facturen and Offertes, above the tab's
 * screen; an invoice's page and editor lie under Facturen.
 */
export default function InvoicesLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <section className="bo-page">
      <PageTitle>{t('menu.invoices')}</PageTitle>
      <Tabs
        aria-label={t('invoices.tabs.label')}
        size="large"
        activeKey={activeTab(pathname)}
        items={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        // onTabClick, not onChange: the active tab also leads back from an invoice's page.
        onTabClick={(key) => navigate(TABS.find((tab) => tab.key === key)!.path)}
      />
      <Outlet />
    </section>
  );
}
