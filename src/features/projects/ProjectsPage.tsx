import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function ProjectsPage() {
  return <PlaceholderPage title={t('menu.projects')} />;
}
