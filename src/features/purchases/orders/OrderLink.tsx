import { FileDoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/purchase-orders';
import { useGetPurchaseOrderQuery } from './api';
import { orderPath } from './format';

/**
 * The link from a supplier's invoice to our purchase order it names (its order reference),
 * called by the order's number once read.
 */
export function OrderLink({ id }: { id: number }) {
  const { data: order } = useGetPurchaseOrderQuery({ id });
  return (
    <p className="bo-purchase__order">
      <Link to={orderPath(id)}>
        <FileDoneOutlined aria-hidden="true" />{' '}
        {order?.number ? t('purchase.order', { number: order.number }) : t('purchase.orderOpen')}
      </Link>
    </p>
  );
}
