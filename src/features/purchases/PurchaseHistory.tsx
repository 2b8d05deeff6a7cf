import { Card, Timeline } from 'antd';
import { t } from '../../i18n/purchases';
import { formatBrussels } from '../../shared/brussels';
import type { Purchase } from './api';
import { formatDay } from './format';

/**
 * The steps a purchase went through, from its own record (received, approved, rejected with the
 * reason, checked, paid), at Brussels time; the activity log holds who did each.
 */
export function PurchaseHistory({ purchase }: { purchase: Purchase }) {
  const steps = [
    { at: purchase.createdAt, text: t('purchase.history.received'), color: 'gray' },
    purchase.approvedAt && {
      at: purchase.approvedAt,
      text: t('purchase.history.approved'),
      color: 'blue',
    },
    purchase.rejectedAt && {
      at: purchase.rejectedAt,
      text: t('purchase.history.rejected', { reason: purchase.rejectionReason }),
      color: 'red',
    },
    purchase.withholding.checkedOn && {
      at: `${purchase.withholding.checkedOn}T12:00:00Z`,
      day: true,
      text: t('purchase.history.checked', { date: formatDay(purchase.withholding.checkedOn) }),
      color: 'purple',
    },
    purchase.paidAt && { at: purchase.paidAt, text: t('purchase.history.paid'), color: 'green' },
  ]
    .filter((step): step is { at: string; text: string; color: string; day?: boolean } =>
      Boolean(step),
    )
    .sort((a, b) => a.at.localeCompare(b.at));

  return (
    <Card title={<h3 className="bo-purchase__section-title">{t('purchase.history')}</h3>}>
      <Timeline
        items={steps.map((step) => ({
          color: step.color,
          content: (
            <>
              <div>{step.text}</div>
              {!step.day && <small className="bo-purchase__muted">{formatBrussels(step.at)}</small>}
            </>
          ),
        }))}
      />
    </Card>
  );
}
