import { PlusOutlined, ScanOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { PageTitle } from '../../shared/PageTitle';
import { useCan } from '../../store/permissions';
import { ArticleFormModal } from './ArticleFormModal';
import { ArticlesTab } from './ArticlesTab';
import { LocationsTab } from './LocationsTab';
import { ScanModal } from './ScanModal';
import { StockTab } from './StockTab';
import { ToolFormModal } from './ToolFormModal';
import { ToolsTab } from './ToolsTab';
import './inventory.css';

const TABS = ['stock', 'articles', 'tools', 'locations'] as const;
type Tab = (typeof TABS)[number];

/**
 * /inventory (docs/product.md § Inventaris): the stock per location with what is short of its
 * minimum (ordered in one step), the articles, the tools with who has them, and the locations;
 * a label scanned with the camera opens its article or tool. The tab is in the address.
 */
export default function InventoryPage() {
  const mayWrite = useCan('inventory', 'write');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'stock';
  const [scanning, setScanning] = useState(0);
  const [newArticle, setNewArticle] = useState(0);
  const [newTool, setNewTool] = useState(0);

  return (
    <div className="bo-inventory">
      <PageTitle>{t('inventory.title')}</PageTitle>
      <div className="bo-inventory__toolbar">
        <Button
          icon={<ScanOutlined aria-hidden="true" />}
          onClick={() => setScanning((n) => n + 1)}
        >
          {t('scan.button')}
        </Button>
        {mayWrite && (
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setNewTool((n) => n + 1)}
          >
            {t('tools.new')}
          </Button>
        )}
        {mayWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setNewArticle((n) => n + 1)}
          >
            {t('articles.new')}
          </Button>
        )}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'stock' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'stock',
            label: t('inventory.tab.stock'),
            children: <StockTab mayWrite={mayWrite} />,
          },
          { key: 'articles', label: t('inventory.tab.articles'), children: <ArticlesTab /> },
          { key: 'tools', label: t('inventory.tab.tools'), children: <ToolsTab /> },
          {
            key: 'locations',
            label: t('inventory.tab.locations'),
            children: <LocationsTab mayWrite={mayWrite} />,
          },
        ]}
      />
      {scanning > 0 && <ScanModal key={scanning} onClose={() => setScanning(0)} />}
      {newArticle > 0 && (
        <ArticleFormModal
          key={newArticle}
          onClose={() => setNewArticle(0)}
          onSaved={(id) => navigate(`/inventory/articles/${id}`)}
        />
      )}
      {newTool > 0 && (
        <ToolFormModal
          key={newTool}
          onClose={() => setNewTool(0)}
          onSaved={(id) => navigate(`/inventory/tools/${id}`)}
        />
      )}
    </div>
  );
}
