import { Alert, Card, Skeleton } from 'antd';
import { t } from '../../i18n/projects';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { useGetProjectCostingQuery, type ProjectCosting } from './api';

const categoryLabel = (category: string) =>
  t(`project.costing.category.${category}` as 'project.costing.category.overig');

const percent = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
const hours = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** Quoted, invoiced, costs and margin (with its percentage of invoiced). */
function Amounts({ costing }: { costing: ProjectCosting }) {
  const margin =
    costing.marginPercent === null
      ? formatCents(costing.margin)
      : `${formatCents(costing.margin)} (${percent.format(costing.marginPercent)} %)`;
  const amounts = [
    ['quoted', formatCents(costing.quoted)],
    ['invoiced', formatCents(costing.invoiced)],
    ['costs', formatCents(costing.costs.total)],
    ['margin', margin],
  ] as const;
  return (
    <dl className="bo-project-money__amounts">
      {amounts.map(([key, text]) => (
        <div key={key}>
          <dt>{t(`project.costing.${key}`)}</dt>
          <dd className={key === 'margin' && costing.margin < 0 ? 'bo-project-costing__loss' : ''}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A project's costing (docs/product.md § Aankopen, Projectkosten), beside its quotes and
 * invoices: quoted, invoiced, costs (purchases by category, hours at each employee's hourly
 * cost) and margin, net of VAT. Names the employees whose hourly cost is not set. Shown only to
 * a role with `purchases`.
 */
export function ProjectCostingCard({ projectId }: { projectId: number }) {
  const { data, isError, error, refetch } = useGetProjectCostingQuery(
    { id: projectId },
    { refetchOnMountOrArgChange: true },
  );
  const title = <h3 className="bo-project__section-title">{t('project.costing')}</h3>;
  if (isError)
    return (
      <Card title={title}>
        <LoadFailed title={t('project.costing.loadFailed')} error={error} onRetry={refetch} />
      </Card>
    );
  if (!data)
    return (
      <Card title={title} aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  const { costs } = data;
  const none = costs.categories.length === 0 && costs.materials === 0 && data.hours.minutes === 0;
  return (
    <Card title={title}>
      <Amounts costing={data} />
      <p className="bo-project__muted">{t('project.costing.netNote')}</p>
      {none ? (
        <p className="bo-project__muted">{t('project.costing.noCosts')}</p>
      ) : (
        <ul className="bo-project-money__list" aria-label={t('project.costing.costs')}>
          {costs.categories.map((one) => (
            <li key={one.category}>
              {t('project.costing.purchases')}: {categoryLabel(one.category)}
              <span className="bo-project-money__amount">{formatCents(one.amount)}</span>
            </li>
          ))}
          {costs.materials !== 0 && (
            <li>
              {t('project.costing.materials')}
              <span className="bo-project-money__amount">{formatCents(costs.materials)}</span>
            </li>
          )}
          {data.hours.minutes > 0 && (
            <li>
              {t('project.costing.labour', { hours: hours.format(data.hours.minutes / 60) })}
              <span className="bo-project-money__amount">{formatCents(costs.labour)}</span>
            </li>
          )}
        </ul>
      )}
      {data.hours.withoutCost.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="bo-project-costing__warning"
          title={t('project.costing.withoutCost', {
            names: data.hours.withoutCost.map((one) => one.name).join(', '),
          })}
        />
      )}
    </Card>
  );
}
