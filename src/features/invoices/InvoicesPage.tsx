import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function InvoicesPage() {
  return <PlaceholderPage title={t('menu.invoices')} />;
}
