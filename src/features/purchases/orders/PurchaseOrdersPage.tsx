import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Skeleton, Table } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { CustomerPicker } from '../../../entities/customers/CustomerPicker';
import { ProjectPicker } from '../../../entities/documents/ProjectPicker';
import { t } from '../../../i18n/purchase-orders';
import { formatCents } from '../../../shared/money';
import { LoadFailed } from '../../../shared/LoadFailed';
import { useAddressFilters } from '../../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../../shared/page-hooks/debounced-search';
import { parseId } from '../../../shared/page-hooks/id-param';
import { useRowLink } from '../../../shared/page-hooks/row-link';
import { useCan } from '../../../store/permissions';
import {
  useGetPurchaseOrderPagesInfiniteQuery,
  type PurchaseOrderFilter,
  type PurchaseOrderSummary,
} from './api';
import {
  brusselsDay,
  ORDER_FILTER_STATES,
  ORDER_STATES,
  orderPath,
  orderStateLabel,
  type OrderFilterState,
} from './format';
import { OrderStatusTag } from './OrderStatusTag';
import './orders.css';

/** The address's filters as the server's: unknown values are left out. */
function filterOf(params: URLSearchParams): PurchaseOrderFilter {
  const status = ORDER_STATES.find((state) => state === params.get('status'));
  return {
    q: (params.get('q') ?? '').trim() || undefined,
    status,
    supplier: parseId(params.get('supplier')) ?? undefined,
    project: parseId(params.get('project')) ?? undefined,
  };
}

const nowrap = (text: string) => <span className="bo-purchases__nowrap">{text}</span>;

function OrderTable({ orders, loading }: { orders: PurchaseOrderSummary[]; loading: boolean }) {
  const rowLink = useRowLink<PurchaseOrderSummary>(
    (order) => orderPath(order.id),
    'bo-purchases__row',
  );
  return (
    <Table<PurchaseOrderSummary>
      rowKey="id"
      size="middle"
      dataSource={orders}
      loading={loading}
      pagination={false}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noResults')} />
        ),
      }}
      onRow={rowLink}
      columns={[
        {
          key: 'number',
          title: t('orders.number'),
          render: (_, order) => (
            <Link to={orderPath(order.id)} className="bo-purchases__nowrap">
              {order.number ?? t('orders.draft')}
            </Link>
          ),
        },
        {
          key: 'supplier',
          title: t('orders.supplier'),
          render: (_, order) =>
            order.supplierName ?? (
              <span className="bo-purchases__muted">{t('orders.noSupplier')}</span>
            ),
        },
        {
          key: 'project',
          title: t('orders.project'),
          render: (_, order) =>
            order.projectId ? (
              <Link
                to={`/projects/${order.projectId}`}
                onClick={(event) => event.stopPropagation()}
              >
                {order.projectName}
              </Link>
            ) : (
              t('orders.none')
            ),
        },
        {
          key: 'net',
          title: t('orders.net'),
          align: 'right',
          render: (_, order) => nowrap(formatCents(order.netAmount)),
        },
        {
          key: 'status',
          title: t('orders.status'),
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
        {
          key: 'sentAt',
          title: t('orders.sentAt'),
          render: (_, order) => nowrap(brusselsDay(order.sentAt) || t('orders.none')),
        },
      ]}
    />
  );
}

/**
 * /shopping/orders (docs/product.md § Aankopen, Bestelbonnen): the purchase orders, newest
 * first, found by words of their number, supplier, project or note and filtered by status,
 * supplier and project (all kept in the address); 50 at a time by the server's cursor.
 */
export default function PurchaseOrdersPage() {
  const mayWrite = useCan('purchases', 'write');
  const navigate = useNavigate();
  const [params, setFilters] = useAddressFilters();
  const filter = filterOf(params);
  const shownState: OrderFilterState = filter.status ?? 'alle';
  const { typed, setTyped, searchNow } = useDebouncedSearch(params.get('q') ?? '', (text) =>
    setFilters({ q: text }),
  );
  const {
    data,
    isError,
    error,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetPurchaseOrderPagesInfiniteQuery(filter);
  const orders = data?.pages.flatMap((page) => page.purchaseOrders);
  const filtered = Boolean(filter.q || filter.status || filter.supplier || filter.project);

  let body;
  if (orders) {
    body =
      orders.length === 0 && !filtered ? (
        <Card>
          <Empty description={t('orders.empty')} />
        </Card>
      ) : (
        <>
          <OrderTable orders={orders} loading={isFetching && !isFetchingNextPage} />
          {hasNextPage && (
            <Button
              className="bo-purchases__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('orders.more')}
            </Button>
          )}
        </>
      );
  } else if (isError) {
    body = <LoadFailed title={t('orders.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('orders.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-purchases">
      <div className="bo-purchases__toolbar">
        <Segmented<OrderFilterState>
          aria-label={t('orders.statusFilter')}
          value={shownState}
          onChange={(state) => setFilters({ status: state === 'alle' ? undefined : state })}
          options={ORDER_FILTER_STATES.map((state) => ({
            value: state,
            label: t(orderStateLabel(state)),
          }))}
        />
        <Input.Search
          allowClear
          aria-label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchNow}
          className="bo-orders__search"
        />
        <span className="bo-purchases__filter">
          <label className="bo-sr-only" htmlFor="orders-supplier">
            {t('orders.supplierFilter')}
          </label>
          <CustomerPicker
            id="orders-supplier"
            only="supplier"
            placeholder={t('orders.allSuppliers')}
            value={filter.supplier}
            onChange={(id) => setFilters({ supplier: id })}
          />
        </span>
        <span className="bo-purchases__filter">
          <label className="bo-sr-only" htmlFor="orders-project">
            {t('orders.projectFilter')}
          </label>
          <ProjectPicker
            id="orders-project"
            placeholder={t('orders.allProjects')}
            value={filter.project}
            onChange={(id) => setFilters({ project: id })}
          />
        </span>
        {mayWrite && (
          <Button
            type="primary"
            className="bo-orders__new"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => void navigate('/shopping/orders/new')}
          >
            {t('orders.new')}
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}
