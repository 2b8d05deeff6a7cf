import { Card, Empty, Input, Skeleton, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { useGetArticlesQuery, type Article } from '../../entities/inventory/api';
import { quantityText } from '../../entities/inventory/quantities';

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl-BE');

/** The articles by name, found by a part of their name, supplier or supplier's code. */
export function ArticlesTab() {
  const { data: articles, isError, error, refetch } = useGetArticlesQuery();
  const rowLink = useRowLink<Article>(
    (row) => `/inventory/articles/${row.id}`,
    'bo-inventory__row',
  );
  const [typed, setTyped] = useState('');
  const shown = useMemo(() => {
    const words = folded(typed).split(/\s+/).filter(Boolean);
    return (articles ?? []).filter((one) => {
      const text = folded(`${one.name} ${one.supplierName ?? ''} ${one.supplierCode}`);
      return words.every((word) => text.includes(word));
    });
  }, [articles, typed]);

  if (isError)
    return <LoadFailed title={t('articles.loadFailed')} error={error} onRetry={refetch} />;
  if (!articles)
    return (
      <Card aria-busy="true" aria-label={t('articles.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  return (
    <>
      <div className="bo-inventory__filters">
        <Input.Search
          allowClear
          aria-label={t('articles.search')}
          placeholder={t('articles.search')}
          className="bo-inventory__search"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {shown.length ? (
        <Table<Article>
          rowKey="id"
          dataSource={shown}
          size="middle"
          onRow={rowLink}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              key: 'name',
              title: t('articles.name'),
              render: (_, row) => <Link to={`/inventory/articles/${row.id}`}>{row.name}</Link>,
            },
            {
              key: 'supplier',
              title: t('articles.supplier'),
              render: (_, row) =>
                row.supplierName
                  ? `${row.supplierName}${row.supplierCode ? ` · ${row.supplierCode}` : ''}`
                  : t('inventory.none'),
            },
            {
              key: 'price',
              title: t('articles.price'),
              align: 'right',
              render: (_, row) => formatCents(row.purchasePrice),
            },
            {
              key: 'stock',
              title: t('articles.stock'),
              align: 'right',
              render: (_, row) => quantityText(row.stock, row.unitCode),
            },
            {
              key: 'minimum',
              title: t('articles.minimum'),
              align: 'right',
              render: (_, row) =>
                row.minimum === null
                  ? t('inventory.none')
                  : quantityText(row.minimum, row.unitCode),
            },
          ]}
        />
      ) : (
        <Card>
          <Empty description={articles.length ? t('articles.noneFound') : t('articles.empty')} />
        </Card>
      )}
    </>
  );
}
