import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/projects';
import { PageTitle } from '../../shared/PageTitle';

const TABS = [
  { key: 'projects', path: '/projects', label: 'projects.tabs.projects' },
  { key: 'customers', path: '/projects/customers', label: 'projects.tabs.customers' },
] as const;

/** The tab whose path the current path is or lies under (/projects/customers/3 → customers). */
const activeTab = (pathname: string) =>
  pathname === '/projects/customers' || pathname.startsWith('/projects/customers/')
    ? 'customers'
    : 'projects';

/**
 * Projecten (docs/product.md § Projecten, § Klanten): a tab bar as the CMS has, Projecten and
 * Klanten, above the tab's screen.
 */
export default function ProjectsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <section className="bo-page">
      <PageTitle>{t('menu.projects')}</PageTitle>
      <Tabs
        aria-label={t('projects.tabs.label')}
        size="large"
        activeKey={activeTab(pathname)}
        items={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        // onTabClick, not onChange: the active tab also leads back from a customer's page.
        onTabClick={(key) => navigate(TABS.find((tab) => tab.key === key)!.path)}
      />
      <Outlet />
    </section>
  );
}
