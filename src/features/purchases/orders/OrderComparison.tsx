import { Alert, Card, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/purchase-orders';
import { LoadFailed } from '../../../shared/LoadFailed';
import { formatCents } from '../../../shared/money';
import {
  useComparePurchaseOrderQuery,
  type OrderDifference,
  type PurchaseOrder,
  type PurchaseOrderInvoiceRef,
} from './api';

type Kind = OrderDifference['kinds'][number];

/** Tag colours of the kinds, in the darker shades of purchases.css. */
const KIND_COLOURS: Record<Kind, string> = {
  price: 'orange',
  quantity: 'orange',
  notOrdered: 'red',
  notInvoiced: 'gold',
};

const quantity = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 3 });

const shownQuantity = (value: number | null) => (value === null ? '—' : quantity.format(value));
const shownPrice = (value: number | null) => (value === null ? '—' : formatCents(value));

/** An invoiced figure, marked when it differs from the order's. */
const marked = (text: string, differs: boolean): ReactNode =>
  differs ? <mark className="bo-order-compare__mark">{text}</mark> : text;

function DifferenceTable({ differences }: { differences: OrderDifference[] }) {
  return (
    <Table<OrderDifference & { key: number }>
      size="small"
      pagination={false}
      dataSource={differences.map((difference, key) => ({ ...difference, key }))}
      scroll={{ x: 880 }}
      columns={[
        { key: 'description', title: t('order.compare.description'), dataIndex: 'description' },
        {
          key: 'orderedQuantity',
          title: t('order.compare.orderedQuantity'),
          align: 'right',
          render: (_, row) => shownQuantity(row.orderedQuantity),
        },
        {
          key: 'invoicedQuantity',
          title: t('order.compare.invoicedQuantity'),
          align: 'right',
          render: (_, row) =>
            marked(shownQuantity(row.invoicedQuantity), row.kinds.includes('quantity')),
        },
        {
          key: 'orderedPrice',
          title: t('order.compare.orderedPrice'),
          align: 'right',
          render: (_, row) => shownPrice(row.orderedUnitPrice),
        },
        {
          key: 'invoicedPrice',
          title: t('order.compare.invoicedPrice'),
          align: 'right',
          render: (_, row) =>
            marked(shownPrice(row.invoicedUnitPrice), row.kinds.includes('price')),
        },
        {
          key: 'orderedNet',
          title: t('order.compare.orderedNet'),
          align: 'right',
          render: (_, row) => formatCents(row.orderedNet),
        },
        {
          key: 'invoicedNet',
          title: t('order.compare.invoicedNet'),
          align: 'right',
          // A discount may make the net differ where the unit prices read alike.
          render: (_, row) =>
            marked(formatCents(row.invoicedNet), row.invoicedNet !== row.orderedNet),
        },
        {
          key: 'kinds',
          title: t('order.compare.kinds'),
          render: (_, row) => (
            <span className="bo-purchases__tags">
              {row.kinds.map((kind) => (
                <Tag key={kind} className="bo-purchase-status" color={KIND_COLOURS[kind]}>
                  {t(`order.compare.kind.${kind}`)}
                </Tag>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}

/** One supplier invoice that names the order, compared with it line by line. */
function InvoiceComparison({
  order,
  invoice,
}: {
  order: PurchaseOrder;
  invoice: PurchaseOrderInvoiceRef;
}) {
  const { data, isError, error, refetch } = useComparePurchaseOrderQuery({
    id: order.id,
    purchase: invoice.id,
  });
  let body;
  if (data) {
    const count = data.differences.length;
    body = (
      <>
        <Alert
          type={count ? 'warning' : 'success'}
          showIcon
          title={
            count === 1
              ? t('order.compare.countOne')
              : count
                ? t('order.compare.count', { count })
                : t('order.compare.same')
          }
          description={t('order.compare.totals', {
            ordered: formatCents(data.orderedNet),
            invoiced: formatCents(data.invoicedNet),
          })}
        />
        {count > 0 && <DifferenceTable differences={data.differences} />}
      </>
    );
  } else if (isError)
    body = <LoadFailed title={t('order.compare.failed')} error={error} onRetry={refetch} />;
  else
    body = (
      <div aria-busy="true" aria-label={t('order.compare.loading')}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  return (
    <section
      className="bo-order-compare"
      aria-label={t('order.compare.title', { number: invoice.number })}
    >
      <h4 className="bo-order-compare__title">
        {t('order.compare.title', { number: invoice.number })}{' '}
        <Link to={`/shopping/${invoice.id}`}>{t('order.compare.open')}</Link>
      </h4>
      {body}
    </section>
  );
}

/**
 * The supplier invoices that name the order (docs/product.md § Aankopen, Bestelbonnen), each
 * with what differs from the order: price, quantity, a line not ordered or not invoiced. Shown
 * only; nothing is written into the supplier's invoice.
 */
export function OrderComparisons({ order }: { order: PurchaseOrder }) {
  return (
    <Card title={<h3 className="bo-purchase__section-title">{t('order.invoices')}</h3>}>
      {order.purchases.length === 0 ? (
        <p className="bo-purchases__muted">{t('order.invoicesNone')}</p>
      ) : (
        <>
          {order.purchases.map((invoice) => (
            <InvoiceComparison key={invoice.id} order={order} invoice={invoice} />
          ))}
          <p className="bo-purchases__muted">{t('order.compare.note')}</p>
        </>
      )}
    </Card>
  );
}
