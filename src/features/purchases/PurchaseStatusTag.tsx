import { Tag } from 'antd';
import { t } from '../../i18n/purchases';
import type { PurchaseStatus } from './api';
import { STATE_COLOURS, stateLabel } from './format';

/** A purchase's status as a coloured tag: te verwerken, goedgekeurd, … geweigerd. */
export function PurchaseStatusTag({ status }: { status: PurchaseStatus }) {
  return (
    <Tag className="bo-purchase-status" color={STATE_COLOURS[status]}>
      {t(stateLabel(status))}
    </Tag>
  );
}
