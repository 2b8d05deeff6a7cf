import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function SettingsPage() {
  return <PlaceholderPage title={t('menu.settings')} />;
}
