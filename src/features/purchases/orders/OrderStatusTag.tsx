import { Tag } from 'antd';
import { t } from '../../../i18n/purchase-orders';
import type { PurchaseOrderStatus } from './api';
import { ORDER_COLOURS, orderStateLabel } from './format';

/** An order's status as a tag, coloured as a purchase's (their shades in purchases.css). */
export function OrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Tag className="bo-purchase-status" color={ORDER_COLOURS[status]}>
      {t(orderStateLabel(status))}
    </Tag>
  );
}
