import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function StatisticsPage() {
  return <PlaceholderPage title={t('menu.statistics')} />;
}
