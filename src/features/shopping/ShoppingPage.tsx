import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function ShoppingPage() {
  return <PlaceholderPage title={t('menu.shopping')} />;
}
