import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Customer } from '../../../entities/customers/api';
import { t } from '../../../i18n/purchase-orders';
import { LoadFailed } from '../../../shared/LoadFailed';
import { isNotFound, useIdParam } from '../../../shared/page-hooks/id-param';
import { useCan } from '../../../store/permissions';
import { refusalText } from '../refusal';
import {
  useCreatePurchaseOrderMutation,
  useGetPurchaseOrderQuery,
  useRemovePurchaseOrderMutation,
  useSendPurchaseOrderMutation,
  useUpdatePurchaseOrderMutation,
  type PurchaseOrder,
  type PurchaseOrderSent,
} from './api';
import { orderPath } from './format';
import { OrderComparisons } from './OrderComparison';
import { OrderDetails } from './OrderDetails';
import { inputOf, OrderForm, type OrderValues } from './OrderForm';
import { OrderStatusTag } from './OrderStatusTag';
import './orders.css';

/**
 * What the last step left to say, kept in the address's state so that it outlives the move
 * from /shopping/orders/new to the saved order's address.
 */
interface Notice {
  sent?: PurchaseOrderSent;
  failure?: string;
}

/** Whether the form's fields were not filled in as they must be (antd's validateFields). */
const invalidForm = (caught: unknown) =>
  typeof caught === 'object' && caught !== null && 'errorFields' in caught;

/**
 * A purchase order's page: a draft's editor (Opslaan, Versturen, Verwijderen) or a sent order's
 * details (Opnieuw versturen), and the supplier invoices that name it, compared with it.
 */
function OrderView({ order }: { order?: PurchaseOrder }) {
  const mayWrite = useCan('purchases', 'write');
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const [create, { isLoading: creating }] = useCreatePurchaseOrderMutation();
  const [update, { isLoading: updating }] = useUpdatePurchaseOrderMutation();
  const [send, { isLoading: sending }] = useSendPurchaseOrderMutation();
  const [remove] = useRemovePurchaseOrderMutation();
  const [pickedEmail, setPickedEmail] = useState<string>();
  const notice = (location.state ?? {}) as Notice;
  const draft = !order || order.status === 'concept';
  const editable = mayWrite && draft;

  /** Shows `next` on the order's own address (a new order's, once it has one). */
  const tell = (next: Notice, id = order?.id) =>
    void navigate(id ? orderPath(id) : location.pathname, { replace: true, state: next });

  /** Saves the form's fields; answers the order's id. */
  const persist = async (values: OrderValues) => {
    const input = inputOf(values);
    if (order) {
      await update({ id: order.id, purchaseOrderInput: input }).unwrap();
      return order.id;
    }
    return (await create({ purchaseOrderInput: input }).unwrap()).id;
  };

  const save = async () => {
    try {
      const id = await persist(await form.validateFields());
      message.success(t('order.saved'));
      tell({}, id);
    } catch (caught) {
      if (!invalidForm(caught)) tell({ failure: refusalText(caught) });
    }
  };

  const sendNow = async () => {
    let values: OrderValues | undefined;
    if (draft) {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    const email = (draft && pickedEmail) || order?.supplierEmail || '';
    const confirmed = await modal.confirm({
      title: t('order.sendTitle'),
      content: order?.number
        ? t('order.sendAgainConfirm', { email, number: order.number })
        : t('order.sendConfirm', { email: email || '—' }),
      okText: t('order.send'),
      cancelText: t('order.cancel'),
    });
    if (!confirmed) return;
    let id = order?.id;
    try {
      if (values) id = await persist(values);
      const sent = await send({ id: id! }).unwrap();
      message.success(t('order.sent', { number: sent.number, email: sent.recipient }));
      tell({ sent }, id);
    } catch (caught) {
      tell({ failure: refusalText(caught) }, id);
    }
  };

  const removeNow = async () => {
    const confirmed = await modal.confirm({
      title: t('order.removeConfirm'),
      okText: t('order.remove'),
      cancelText: t('order.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed || !order) return;
    try {
      await remove({ id: order.id }).unwrap();
      message.success(t('order.removed'));
      void navigate('/shopping/orders');
    } catch (caught) {
      tell({ failure: refusalText(caught) });
    }
  };

  const title = !order
    ? t('order.newTitle')
    : order.number
      ? t('order.title', { number: order.number })
      : t('order.draftTitle');
  return (
    <div className="bo-purchase bo-order">
      <Link to="/shopping/orders" className="bo-purchase__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('order.back')}
      </Link>
      <header className="bo-purchase__header">
        <h2 className="bo-purchase__title">{title}</h2>
        {order && <OrderStatusTag status={order.status} />}
        {mayWrite && (
          <span className="bo-purchase__actions">
            {editable && (
              <Button type="primary" loading={creating || updating} onClick={() => void save()}>
                {t('order.save')}
              </Button>
            )}
            {order?.status !== 'gefactureerd' && (
              <Button
                icon={<SendOutlined aria-hidden="true" />}
                loading={sending}
                onClick={() => void sendNow()}
              >
                {order?.number ? t('order.sendAgain') : t('order.send')}
              </Button>
            )}
            {editable && order && (
              <Button danger type="text" onClick={() => void removeNow()}>
                {t('order.remove')}
              </Button>
            )}
          </span>
        )}
      </header>
      {notice.sent && (
        <Alert
          className="bo-purchase__failure"
          type="success"
          showIcon
          closable
          onClose={() => tell({})}
          title={t('order.sent', { number: notice.sent.number, email: notice.sent.recipient })}
        />
      )}
      {notice.failure && (
        <Alert
          className="bo-purchase__failure"
          type="error"
          showIcon
          closable
          onClose={() => tell({})}
          title={t('order.refused', { reason: notice.failure })}
        />
      )}
      {draft || !order ? (
        <OrderForm
          form={form}
          order={order}
          disabled={!editable}
          onSupplier={(supplier: Customer) => setPickedEmail(supplier.email)}
        />
      ) : (
        <OrderDetails order={order} />
      )}
      {order && (order.status !== 'concept' || order.purchases.length > 0) && (
        <OrderComparisons order={order} />
      )}
    </div>
  );
}

/**
 * /shopping/orders/new and /shopping/orders/:id (docs/product.md § Aankopen, Bestelbonnen): a
 * purchase order, read fresh after every write (the `key` below).
 */
export default function PurchaseOrderPage() {
  const id = useIdParam();
  // /shopping/orders/new has no id; /shopping/orders/:id has one (a malformed one is not found).
  const editing = useParams().id !== undefined;
  const {
    data: order,
    isError,
    error,
    refetch,
  } = useGetPurchaseOrderQuery(id ? { id } : skipToken);
  if (!editing) return <OrderView />;
  if (isNotFound(id, { isError, error }))
    return (
      <Result
        status="404"
        title={t('order.loadFailed')}
        extra={<Link to="/shopping/orders">{t('order.back')}</Link>}
      />
    );
  if (!order)
    return isError ? (
      <LoadFailed title={t('order.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('order.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  return <OrderView key={order.updatedAt} order={order} />;
}
