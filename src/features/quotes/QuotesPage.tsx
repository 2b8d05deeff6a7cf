import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/quotes';
import { useGetQuotesQuery, type QuoteStatus, type QuoteSummary } from './api';
import { calendarDay, euro } from './format';
import { QUOTE_STATUSES, QuoteStatusTag, quoteNumber, statusLabel } from './QuoteStatusTag';

const PAGE = 50;

/** One page of the list; `onNext` learns where the next one starts. */
function usePages(filter: { q?: string; status?: QuoteStatus }) {
  const [limit, setLimit] = useState(PAGE);
  const { data, isFetching } = useGetQuotesQuery({ ...filter, limit });
  return {
    quotes: data?.quotes ?? [],
    loading: isFetching,
    more: data?.next ? () => setLimit((value) => Math.min(200, value + PAGE)) : undefined,
  };
}

/**
 * Offertes (docs/product.md § Offertes): every quote, newest first, each version its own row,
 * with its number, customer, project, total, validity and status; searched and filtered by
 * status. A row opens the quote.
 */
export default function QuotesPage() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<QuoteStatus>();
  const { quotes, loading, more } = usePages({ q: q || undefined, status });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('new')}>
          {t('quotes.new')}
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('quotes.search')}
          placeholder={t('quotes.search')}
          onSearch={(value) => setQ(value.trim())}
          style={{ width: 320 }}
        />
        <Select
          allowClear
          aria-label={t('quotes.filterStatus')}
          placeholder={t('quotes.filterStatus')}
          value={status}
          onChange={setStatus}
          options={QUOTE_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          style={{ width: 180 }}
        />
      </Space>
      <Table<QuoteSummary>
        rowKey="id"
        loading={loading}
        dataSource={quotes}
        pagination={false}
        locale={{ emptyText: t('quotes.empty') }}
        scroll={{ x: 800 }}
        columns={[
          {
            title: t('quotes.number'),
            key: 'number',
            render: (_value, quote) => (
              <Link to={String(quote.id)}>
                {quoteNumber(quote)}
                {quote.title ? ` · ${quote.title}` : ''}
              </Link>
            ),
          },
          { title: t('quotes.customer'), dataIndex: 'customerName' },
          { title: t('quotes.project'), dataIndex: 'projectName' },
          {
            title: t('quotes.total'),
            dataIndex: 'grossAmount',
            align: 'right',
            render: (cents: number) => euro(cents),
          },
          {
            title: t('quotes.validUntil'),
            dataIndex: 'validUntil',
            render: (day: string | null) => calendarDay(day),
          },
          {
            title: t('quotes.status'),
            dataIndex: 'status',
            render: (value: QuoteStatus) => <QuoteStatusTag status={value} />,
          },
        ]}
      />
      {more && (
        <Button style={{ marginTop: 16 }} onClick={more}>
          {t('quotes.more')}
        </Button>
      )}
    </>
  );
}
