import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function FilesPage() {
  return <PlaceholderPage title={t('menu.files')} />;
}
