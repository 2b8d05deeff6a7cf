import { ClockCircleOutlined, EuroOutlined, FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/overview';
import { formatCount } from '../../shared/numbers';
import { formatCents } from '../../shared/money';
import { useGetInvoiceOverviewQuery } from './api';

interface MoneyCard {
  key: string;
  to: string;
  icon: ReactNode;
  value: string;
  label: string;
  detail: string;
  attention?: boolean;
}

const one = (count: number, single: string, many: string) => (count === 1 ? single : many);

/**
 * The overview's money (docs/product.md § Overview): what open invoices still wait for, the
 * overdue ones, and the quotes waiting for the customer's answer, each a link to that list. Only
 * for a role with `invoices`; the page asks for it only then. Nothing shows while it loads or
 * when it fails: the other cards stand on their own.
 */
export function InvoiceCards() {
  const { data } = useGetInvoiceOverviewQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  if (!data) return null;
  const { open, overdue, quotesWaiting } = data;
  const cards: MoneyCard[] = [
    {
      key: 'invoicesOpen',
      to: '/invoices',
      icon: <EuroOutlined />,
      value: formatCents(open.amount),
      label: t('overview.invoicesOpen'),
      detail: one(
        open.count,
        t('overview.invoicesOpenDetailOne'),
        t('overview.invoicesOpenDetail', { count: formatCount(open.count) }),
      ),
    },
    {
      key: 'invoicesOverdue',
      to: '/invoices?status=vervallen',
      icon: <ClockCircleOutlined />,
      value: formatCents(overdue.amount),
      label: t('overview.invoicesOverdue'),
      detail: one(
        overdue.count,
        t('overview.invoicesOverdueDetailOne'),
        t('overview.invoicesOverdueDetail', { count: formatCount(overdue.count) }),
      ),
      attention: overdue.count > 0,
    },
    {
      key: 'quotesWaiting',
      to: '/invoices/quotes?status=verzonden',
      icon: <FileTextOutlined />,
      value: formatCount(quotesWaiting.count),
      label: one(quotesWaiting.count, t('overview.quotesWaitingOne'), t('overview.quotesWaiting')),
      detail: t('overview.quotesWaitingDetail', { amount: formatCents(quotesWaiting.amount) }),
    },
  ];
  return (
    <ul className="bo-overview__grid bo-overview__money" aria-label={t('overview.money')}>
      {cards.map((card) => (
        <li key={card.key} className="bo-overview__item">
          <Link
            to={card.to}
            className="bo-overview__card"
            data-figure={card.key}
            data-attention={card.attention ? 'true' : undefined}
          >
            <span className="bo-overview__icon" aria-hidden="true">
              {card.icon}
            </span>
            <span className="bo-overview__value">{card.value}</span>
            <span className="bo-overview__label">{card.label}</span>
            <span className="bo-overview__detail">{card.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
