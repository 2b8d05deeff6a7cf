import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function OverviewPage() {
  return <PlaceholderPage title={t('menu.overview')} />;
}
