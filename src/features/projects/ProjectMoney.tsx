import { Card, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/projects';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { useGetProjectMoneyQuery, type ProjectMoney } from './api';

type Status = ProjectMoney['invoices'][number]['status'] | ProjectMoney['quotes'][number]['status'];

const statusLabel = (status: Status) =>
  t(`project.money.status.${status}` as 'project.money.status.concept');

/** Statuses that wait on someone: orange; the settled ones: green. */
const STATUS_COLOUR: Partial<Record<Status, string>> = {
  vervallen: 'orange',
  'deels betaald': 'blue',
  betaald: 'green',
  aanvaard: 'green',
  geweigerd: 'red',
};

const StatusTag = ({ status }: { status: Status }) => (
  <Tag color={STATUS_COLOUR[status]}>{statusLabel(status)}</Tag>
);

/** The four amounts: quoted, invoiced, paid, open. */
function Amounts({ money }: { money: ProjectMoney }) {
  const amounts = [
    ['quoted', money.quoted],
    ['invoiced', money.invoiced],
    ['paid', money.paid],
    ['open', money.open],
  ] as const;
  return (
    <dl className="bo-project-money__amounts">
      {amounts.map(([key, cents]) => (
        <div key={key}>
          <dt>{t(`project.money.${key}`)}</dt>
          <dd>{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A project's quotes and invoices (docs/product.md § Projecten): the quoted, invoiced, paid and
 * open amounts, and each quote and invoice with its number, status and amount, a link to it.
 * Shown only to a role with `invoices`.
 */
export function ProjectMoneyCard({ projectId }: { projectId: number }) {
  const { data, isError, error, refetch } = useGetProjectMoneyQuery(
    { id: projectId },
    { refetchOnMountOrArgChange: true },
  );
  const title = <h3 className="bo-project__section-title">{t('project.money')}</h3>;
  if (isError)
    return (
      <Card title={title}>
        <LoadFailed title={t('project.money.loadFailed')} error={error} onRetry={refetch} />
      </Card>
    );
  if (!data)
    return (
      <Card title={title} aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  const empty = data.quotes.length === 0 && data.invoices.length === 0;
  return (
    <Card title={title}>
      <Amounts money={data} />
      {empty && <p className="bo-project__muted">{t('project.money.none')}</p>}
      {data.quotes.length > 0 && (
        <>
          <h4 className="bo-project-money__heading">{t('project.money.quotes')}</h4>
          <ul className="bo-project-money__list">
            {data.quotes.map((quote) => (
              <li key={quote.id}>
                <Link to={`/invoices/quotes/${quote.id}`}>
                  {quote.number ?? t('project.money.draft')}
                  {quote.version > 1 &&
                    ` (${t('project.money.quoteVersion', { version: quote.version })})`}
                </Link>{' '}
                <StatusTag status={quote.status} />
                <span className="bo-project-money__amount">{formatCents(quote.grossAmount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.invoices.length > 0 && (
        <>
          <h4 className="bo-project-money__heading">{t('project.money.invoices')}</h4>
          <ul className="bo-project-money__list">
            {data.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link to={`/invoices/${invoice.id}`}>
                  {invoice.kind === 'creditNote' && `${t('project.money.creditNote')} `}
                  {invoice.number ?? t('project.money.draft')}
                </Link>{' '}
                {invoice.deposit && <Tag>{t('project.money.deposit')}</Tag>}
                <StatusTag status={invoice.status} />
                <span className="bo-project-money__amount">
                  {formatCents(
                    invoice.kind === 'creditNote' ? -invoice.payableAmount : invoice.payableAmount,
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
