import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { PageTitle } from '../../shared/PageTitle';
import { useCan } from '../../store/permissions';
import { activeCmsTab, cmsTabs } from './cms-tabs';

/** The CMS area: its tab bar, with the active tab taken from the path, above the tab's screen. */
export default function CmsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The trash is the history's: a role without it does not see the tab (docs/product.md § Roles).
  const history = useCan('history');
  const tabs = cmsTabs.filter((tab) => history || tab.key !== 'trash');
  return (
    <section className="bo-page">
      <PageTitle>{t('menu.cms')}</PageTitle>
      <Tabs
        aria-label={t('cms.tabs.label')}
        size="large"
        activeKey={activeCmsTab(pathname)?.key}
        items={tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        // onTabClick, not onChange: the active tab also leads back from a detail screen.
        onTabClick={(key) => navigate(`/cms/${key}`)}
      />
      <Outlet />
    </section>
  );
}
