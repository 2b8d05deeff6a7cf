import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function InventoryPage() {
  return <PlaceholderPage title={t('menu.inventory')} />;
}
