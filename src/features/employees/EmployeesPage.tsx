import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function EmployeesPage() {
  return <PlaceholderPage title={t('menu.employees')} />;
}
