import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function FinancesPage() {
  return <PlaceholderPage title={t('menu.finances')} />;
}
