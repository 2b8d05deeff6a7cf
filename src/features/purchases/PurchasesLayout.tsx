import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/purchases';
import { PageTitle } from '../../shared/PageTitle';
import './purchases.css';

const TABS = [
  { key: 'invoices', path: '/shopping', label: 'purchases.nav.invoices' },
  { key: 'orders', path: '/shopping/orders', label: 'purchases.nav.orders' },
] as const;

/** The tab whose path the current path is or lies under (/shopping/orders/3 → orders). */
const activeTab = (pathname: string) =>
  pathname === '/shopping/orders' || pathname.startsWith('/shopping/orders/')
    ? 'orders'
    : 'invoices';

/**
 * Aankopen (docs/product.md § Aankopen): a tab bar, Aankoopfacturen and Bestelbonnen, above the
 * tab's screen; a purchase's page lies under Aankoopfacturen, an order's under Bestelbonnen.
 */
export default function PurchasesLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <section className="bo-page">
      <PageTitle>{t('menu.shopping')}</PageTitle>
      <Tabs
        aria-label={t('purchases.nav.label')}
        size="large"
        activeKey={activeTab(pathname)}
        items={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        // onTabClick, not onChange: the active tab also leads back from a page under it.
        onTabClick={(key) => void navigate(TABS.find((tab) => tab.key === key)!.path)}
      />
      <Outlet />
    </section>
  );
}
