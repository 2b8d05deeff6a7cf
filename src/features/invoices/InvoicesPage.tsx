import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Input, Select, Skeleton, Table } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { t } from '../../i18n/invoices';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { parseId } from '../../shared/page-hooks/id-param';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { useCan } from '../../store/permissions';
import { useGetInvoicePagesInfiniteQuery, type InvoiceFilter, type InvoiceListItem } from './api';
import { InvoiceName } from './InvoiceName';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { formatDay, formatEuro, INVOICE_STATES, stateLabel, type InvoiceState } from './format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's filters as the server's: unknown values are left out. */
function filterOf(params: URLSearchParams): InvoiceFilter {
  const status = INVOICE_STATES.find((state) => state === params.get('status'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: (params.get('q') ?? '').trim() || undefined,
    status,
    customer: parseId(params.get('customer')) ?? undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

export const invoicePath = (id: number) => `/invoices/${id}`;

function InvoiceTable({
  invoices,
  loading,
  emptyText,
}: {
  invoices: InvoiceListItem[];
  loading: boolean;
  emptyText: string;
}) {
  const rowLink = useRowLink<InvoiceListItem>(
    (invoice) => invoicePath(invoice.id),
    'bo-invoices__row',
  );
  return (
    <Table<InvoiceListItem>
      rowKey="id"
      // Seven columns fit the page's width at 1440 px with the middle size's padding.
      size="middle"
      dataSource={invoices}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      onRow={rowLink}
      scroll={{ x: 900 }}
      columns={[
        {
          key: 'number',
          title: t('invoices.number'),
          render: (_, invoice) => (
            <Link to={invoicePath(invoice.id)} className="bo-invoices__nowrap">
              <InvoiceName invoice={invoice} />
            </Link>
          ),
        },
        {
          key: 'customer',
          title: t('invoices.customer'),
          render: (_, invoice) => (
            <span className="bo-invoices__customer">
              {invoice.customer?.name ?? t('invoice.none')}
            </span>
          ),
        },
        {
          key: 'issueDate',
          title: t('invoices.issueDate'),
          // Fixed widths keep the columns where they are, on an empty page too; the number and
          // the customer share the rest.
          width: 112,
          render: (_, invoice) => (
            <span className="bo-invoices__nowrap">
              {formatDay(invoice.issueDate) || t('invoice.none')}
            </span>
          ),
        },
        {
          key: 'dueDate',
          title: t('invoices.dueDate'),
          width: 112,
          render: (_, invoice) => (
            <span className="bo-invoices__nowrap">
              {formatDay(invoice.dueDate) || t('invoice.none')}
            </span>
          ),
        },
        {
          key: 'total',
          title: t('invoices.total'),
          align: 'right',
          width: 124,
          render: (_, invoice) => (
            <span className="bo-invoices__amount">{formatEuro(invoice.grossAmount)}</span>
          ),
        },
        {
          key: 'open',
          title: t('invoices.open'),
          align: 'right',
          width: 124,
          render: (_, invoice) => (
            <span className="bo-invoices__amount">{formatEuro(invoice.openAmount)}</span>
          ),
        },
        {
          key: 'status',
          title: t('invoices.status'),
          width: 116,
          render: (_, invoice) => <InvoiceStatusTag status={invoice.status} />,
        },
      ]}
    />
  );
}

/**
 * /invoices (docs/product.md § Facturen): invoices and credit notes, drafts first and then the
 * newest, found by number or customer and filtered by status, customer and period (all kept in
 * the address); read 50 at a time by the server's cursor, so ten years of invoices stay quick.
 */
export default function InvoicesPage() {
  const mayWrite = useCan('invoices', 'write');
  const navigate = useNavigate();
  const [params, setFilters] = useAddressFilters();
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
  } = useGetInvoicePagesInfiniteQuery(filter);
  const invoices = data?.pages.flatMap((page) => page.invoices);
  const filtered = Boolean(
    filter.q || filter.status || filter.customer || filter.from || filter.to,
  );

  let body;
  if (invoices) {
    body =
      invoices.length === 0 && !filtered ? (
        <Card>
          <Empty description={t('invoices.empty')} />
        </Card>
      ) : (
        <>
          <InvoiceTable
            invoices={invoices}
            loading={isFetching && !isFetchingNextPage}
            emptyText={t('invoices.noResults')}
          />
          {hasNextPage && (
            <Button
              className="bo-invoices__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('invoices.more')}
            </Button>
          )}
        </>
      );
  } else if (isError) {
    body = <LoadFailed title={t('invoices.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('invoices.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-invoices">
      <div className="bo-invoices__toolbar">
        <div className="bo-invoices__filters">
          <Input.Search
            allowClear
            aria-label={t('invoices.search')}
            placeholder={t('invoices.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={searchNow}
            className="bo-invoices__search"
          />
          <Select<InvoiceState | ''>
            aria-label={t('invoices.statusFilter')}
            // 'Alle statussen' is a choice, not a placeholder: antd's placeholder grey fails contrast.
            value={filter.status ?? ''}
            onChange={(status) => setFilters({ status })}
            options={[
              { value: '', label: t('invoices.allStatuses') },
              ...INVOICE_STATES.map((state) => ({ value: state, label: t(stateLabel(state)) })),
            ]}
            className="bo-invoices__filter"
          />
          <span className="bo-invoices__filter">
            <label className="bo-sr-only" htmlFor="invoices-customer">
              {t('invoices.customerFilter')}
            </label>
            <CustomerPicker
              id="invoices-customer"
              placeholder={t('invoices.allCustomers')}
              value={filter.customer}
              onChange={(id) => setFilters({ customer: id })}
            />
          </span>
          <DatePicker.RangePicker
            className="bo-invoices__period"
            aria-label={t('invoices.period')}
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            placeholder={[t('invoices.periodFrom'), t('invoices.periodTo')]}
            value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
            onChange={(range) =>
              setFilters({
                from: range?.[0]?.format('YYYY-MM-DD'),
                to: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
          />
        </div>
        {mayWrite && (
          <Button
            type="primary"
            className="bo-invoices__new"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => void navigate('/invoices/new')}
          >
            {t('invoices.new')}
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}
