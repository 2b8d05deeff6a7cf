import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Select, Skeleton, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { LoadFailed } from '../../shared/LoadFailed';
import { parseId } from '../../shared/page-hooks/id-param';
import { useWrite } from '../../shared/form-modal';
import {
  useGetStockLevelsQuery,
  useGetStockLocationsQuery,
  useOrderStockMutation,
  type StockLevel,
} from '../../entities/inventory/api';
import { quantityText } from '../../entities/inventory/quantities';

/**
 * What each location holds of each article, with its minimum: one location or all, everything or
 * only what is short ("te bestellen"), which one button turns into draft purchase orders.
 */
export function StockTab({ mayWrite }: { mayWrite: boolean }) {
  const { modal } = App.useApp();
  const write = useWrite();
  // The location is in the address, so a location's row in Locaties links to its stock.
  const [params, setParams] = useSearchParams();
  const location = parseId(params.get('location')) ?? undefined;
  const setLocation = (id: number | undefined) =>
    setParams(id ? { location: String(id) } : {}, { replace: true });
  const [below, setBelow] = useState(false);
  // The pages read so far as the cursors that start them (back is the one before), for these
  // filters: another location or "only what is short" starts at the first page again.
  const filters = `${location}:${below}`;
  const [paging, setPaging] = useState({ filters, cursors: [] as string[] });
  const cursors = paging.filters === filters ? paging.cursors : [];
  const setCursors = (next: string[]) => setPaging({ filters, cursors: next });
  const { data: locations } = useGetStockLocationsQuery({});
  const { data, isFetching, isError, error, refetch } = useGetStockLevelsQuery({
    location,
    below: below || undefined,
    cursor: cursors.at(-1),
  });
  const levels = data?.items;
  // Whether anything at all is short, not only on this page: one row tells.
  const { data: short } = useGetStockLevelsQuery(
    { location, below: true, limit: 1 },
    { skip: !mayWrite },
  );
  const [order, ordering] = useOrderStockMutation();

  const placeOrders = async () => {
    const ordered = await write(() =>
      order({ stockOrderInput: { locationId: location } }).unwrap(),
    );
    if (!ordered) return;
    const { orders } = ordered.value;
    modal.success({
      title: t('stock.ordered', { count: orders.length }),
      content: (
        <ul className="bo-inventory__orders">
          {orders.map((one) => (
            <li key={one.id}>
              <Link to={`/shopping/orders/${one.id}`}>
                {one.supplierName ?? t('stock.noSupplier')}
              </Link>{' '}
              — {t('stock.orderLines', { count: one.lines })}
            </li>
          ))}
        </ul>
      ),
    });
  };

  let body;
  if (levels) {
    body = levels.length ? (
      <Table<StockLevel>
        rowKey={(row) => `${row.locationId}-${row.articleId}`}
        dataSource={levels}
        size="middle"
        loading={isFetching}
        pagination={false}
        columns={[
          {
            key: 'article',
            title: t('stock.article'),
            render: (_, row) => (
              <Link to={`/inventory/articles/${row.articleId}`}>{row.articleName}</Link>
            ),
          },
          { key: 'location', title: t('stock.location'), dataIndex: 'locationName' },
          {
            key: 'quantity',
            title: t('stock.quantity'),
            align: 'right',
            render: (_, row) => quantityText(row.quantity, row.unitCode),
          },
          {
            key: 'minimum',
            title: t('stock.minimum'),
            align: 'right',
            render: (_, row) =>
              row.minimum === null ? t('inventory.none') : quantityText(row.minimum, row.unitCode),
          },
          {
            key: 'shortage',
            title: t('stock.shortage'),
            render: (_, row) =>
              row.shortage > 0 ? (
                <Tag color="orange">
                  {t('stock.short', { quantity: quantityText(row.shortage, row.unitCode) })}
                </Tag>
              ) : null,
          },
        ]}
      />
    ) : (
      <Card>
        <Empty description={below ? t('stock.nothingShort') : t('stock.empty')} />
      </Card>
    );
  } else if (isError) {
    body = <LoadFailed title={t('stock.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('stock.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <>
      <div className="bo-inventory__filters">
        <Select<number>
          allowClear
          aria-label={t('stock.location')}
          placeholder={t('stock.allLocations')}
          className="bo-inventory__location"
          value={location}
          onChange={setLocation}
          options={(locations ?? []).map((one) => ({ value: one.id, label: one.name }))}
        />
        <label className="bo-inventory__switch">
          <Switch checked={below} onChange={setBelow} aria-label={t('stock.onlyShort')} />{' '}
          {t('stock.onlyShort')}
        </label>
        {mayWrite && (
          <Button
            icon={<ShoppingCartOutlined aria-hidden="true" />}
            loading={ordering.isLoading}
            disabled={!short?.items.length}
            onClick={() => void placeOrders()}
          >
            {t('stock.order')}
          </Button>
        )}
      </div>
      {body}
      {(cursors.length > 0 || data?.next) && (
        <div className="bo-inventory__more">
          {cursors.length > 1 && (
            <Button onClick={() => setCursors([])}>{t('stock.firstPage')}</Button>
          )}
          {cursors.length > 0 && (
            <Button onClick={() => setCursors(cursors.slice(0, -1))}>
              {t('stock.previousPage')}
            </Button>
          )}
          {data?.next && (
            <Button onClick={() => setCursors([...cursors, data.next!])}>
              {t('stock.nextPage')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
