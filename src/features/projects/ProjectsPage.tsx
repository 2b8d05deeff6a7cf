import { Card, Empty } from 'antd';
import { t } from '../../i18n/customers';

/** The Projecten tab: the projects' list and board are still to come. */
export default function ProjectsPage() {
  return (
    <Card>
      <Empty description={t('projects.comingSoon')} />
    </Card>
  );
}
