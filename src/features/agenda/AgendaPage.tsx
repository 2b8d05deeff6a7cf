import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function AgendaPage() {
  return <PlaceholderPage title={t('menu.agenda')} />;
}
