import { Card, Empty } from 'antd';
import { t } from '../i18n';
import { PageTitle } from './PageTitle';

/**
 * A screen whose contents the spec does not show: its title and a Dutch empty state.
 * Without a title it is the body of a tab whose bar already names it.
 */
export function PlaceholderPage({ title }: { title?: string }) {
  return (
    <section className="bo-page">
      {title && <PageTitle>{title}</PageTitle>}
      <Card>
        <Empty description={t('page.empty')} />
      </Card>
    </section>
  );
}
