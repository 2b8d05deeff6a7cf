import { Button, Card, DatePicker, Empty, Input, Skeleton, Table, Tabs, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { t } from '../../i18n/purchases';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { parseId } from '../../shared/page-hooks/id-param';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { useCan } from '../../store/permissions';
import {
  useGetPurchasePagesInfiniteQuery,
  type PurchaseFilter,
  type PurchaseListItem,
} from './api';
import { formatDay, formatEuro, PURCHASE_TABS, stateLabel, type PurchaseTab } from './format';
import { ProjectName } from './ProjectName';
import { PurchaseStatusTag } from './PurchaseStatusTag';
import { PurchaseUpload } from './PurchaseUpload';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The tab the address names: none is "Te verwerken", the inbox's work. */
const tabOf = (params: URLSearchParams): PurchaseTab =>
  PURCHASE_TABS.find((tab) => tab === params.get('status')) ?? 'ontvangen';

/** The address's filters as the server's: unknown values are left out. */
function filterOf(params: URLSearchParams): PurchaseFilter {
  const tab = tabOf(params);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: (params.get('q') ?? '').trim() || undefined,
    status: tab === 'alle' ? undefined : tab,
    supplier: parseId(params.get('supplier')) ?? undefined,
    project: parseId(params.get('project')) ?? undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

export const purchasePath = (id: number) => `/shopping/${id}`;

const nowrap = (text: string) => <span className="bo-purchases__nowrap">{text}</span>;

function PurchaseTable({
  purchases,
  loading,
  emptyText,
}: {
  purchases: PurchaseListItem[];
  loading: boolean;
  emptyText: string;
}) {
  const rowLink = useRowLink<PurchaseListItem>(
    (purchase) => purchasePath(purchase.id),
    'bo-purchases__row',
  );
  return (
    <Table<PurchaseListItem>
      rowKey="id"
      size="middle"
      dataSource={purchases}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      onRow={rowLink}
      scroll={{ x: 960 }}
      columns={[
        {
          key: 'supplier',
          title: t('purchases.supplier'),
          render: (_, purchase) => (
            <span className="bo-purchases__supplier">
              {purchase.supplier?.name ?? t('purchases.unknownSupplier')}
            </span>
          ),
        },
        {
          key: 'number',
          title: t('purchases.number'),
          render: (_, purchase) => (
            <Link to={purchasePath(purchase.id)} className="bo-purchases__nowrap">
              {purchase.number || t('purchases.noNumber')}
            </Link>
          ),
        },
        {
          key: 'issueDate',
          title: t('purchases.issueDate'),
          render: (_, purchase) => nowrap(formatDay(purchase.issueDate) || t('purchases.none')),
        },
        {
          key: 'dueDate',
          title: t('purchases.dueDate'),
          render: (_, purchase) => nowrap(formatDay(purchase.dueDate) || t('purchases.none')),
        },
        {
          key: 'gross',
          title: t('purchases.gross'),
          align: 'right',
          render: (_, purchase) => nowrap(formatEuro(purchase.grossAmount)),
        },
        {
          key: 'status',
          title: t('purchases.status'),
          render: (_, purchase) => (
            <span className="bo-purchases__tags">
              <PurchaseStatusTag status={purchase.status} />
              {purchase.kind === 'creditNote' && <Tag>{t('purchases.creditNote')}</Tag>}
              {purchase.reverseCharge && <Tag color="purple">{t('purchases.reverseCharge')}</Tag>}
            </span>
          ),
        },
        {
          key: 'projects',
          title: t('purchases.projects'),
          render: (_, purchase) =>
            purchase.projectIds.length ? (
              <span className="bo-purchases__projects">
                {purchase.projectIds.map((id) => (
                  <Link
                    key={id}
                    to={`/projects/${id}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    <ProjectName id={id} />
                  </Link>
                ))}
              </span>
            ) : (
              <span className="bo-purchases__muted">{t('purchases.generalCosts')}</span>
            ),
        },
      ]}
    />
  );
}

/**
 * /shopping (docs/product.md § Aankopen): the inbox of supplier invoices, "Te verwerken" first,
 * found by number or supplier and filtered by status, supplier, project and period (all kept in
 * the address); read 50 at a time by the server's cursor. Staff drop a supplier's document on
 * the upload area to add one by hand.
 */
export default function PurchasesPage() {
  const mayWrite = useCan('purchases', 'write');
  const [params, setFilters] = useAddressFilters();
  const tab = tabOf(params);
  const filter = filterOf(params);
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
  } = useGetPurchasePagesInfiniteQuery(filter);
  const purchases = data?.pages.flatMap((page) => page.purchases);
  const filtered = Boolean(
    filter.q || filter.supplier || filter.project || filter.from || filter.to,
  );

  let body;
  if (purchases) {
    body =
      purchases.length === 0 && !filtered && tab === 'alle' ? (
        <Card>
          <Empty description={t('purchases.empty')} />
        </Card>
      ) : (
        <>
          <PurchaseTable
            purchases={purchases}
            loading={isFetching && !isFetchingNextPage}
            emptyText={t('purchases.noResults')}
          />
          {hasNextPage && (
            <Button
              className="bo-purchases__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('purchases.more')}
            </Button>
          )}
        </>
      );
  } else if (isError) {
    body = <LoadFailed title={t('purchases.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('purchases.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-purchases">
      {mayWrite && <PurchaseUpload />}
      <Tabs
        aria-label={t('purchases.tabs.label')}
        activeKey={tab}
        // "Te verwerken" is the tab without a status in the address.
        onChange={(key) => setFilters({ status: key === 'ontvangen' ? undefined : key })}
        items={PURCHASE_TABS.map((key) => ({ key, label: t(stateLabel(key)) }))}
      />
      <div className="bo-purchases__toolbar">
        <Input.Search
          allowClear
          aria-label={t('purchases.search')}
          placeholder={t('purchases.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchNow}
          className="bo-purchases__search"
        />
        <span className="bo-purchases__filter">
          <label className="bo-sr-only" htmlFor="purchases-supplier">
            {t('purchases.supplierFilter')}
          </label>
          <CustomerPicker
            id="purchases-supplier"
            placeholder={t('purchases.allSuppliers')}
            value={filter.supplier}
            onChange={(id) => setFilters({ supplier: id })}
          />
        </span>
        <span className="bo-purchases__filter">
          <label className="bo-sr-only" htmlFor="purchases-project">
            {t('purchases.projectFilter')}
          </label>
          <ProjectPicker
            id="purchases-project"
            placeholder={t('purchases.allProjects')}
            value={filter.project}
            onChange={(id) => setFilters({ project: id })}
          />
        </span>
        <DatePicker.RangePicker
          className="bo-purchases__period"
          aria-label={t('purchases.period')}
          format="DD/MM/YYYY"
          allowEmpty={[true, true]}
          placeholder={[t('purchases.periodFrom'), t('purchases.periodTo')]}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(range) =>
            setFilters({
              from: range?.[0]?.format('YYYY-MM-DD'),
              to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      </div>
      {body}
    </div>
  );
}
