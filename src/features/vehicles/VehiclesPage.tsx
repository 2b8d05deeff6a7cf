import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function VehiclesPage() {
  return <PlaceholderPage title={t('menu.vehicles')} />;
}
