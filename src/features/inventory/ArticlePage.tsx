import { ArrowLeftOutlined, AuditOutlined, SwapOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Descriptions, Result, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import { formatBrussels } from '../../shared/brussels';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { PageTitle } from '../../shared/PageTitle';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { useWrite } from '../../shared/form-modal';
import { useCan } from '../../store/permissions';
import {
  useGetArticleQuery,
  useGetStockLevelsQuery,
  useGetStockMovesQuery,
  useRemoveArticleMutation,
  type Article,
  type StockMove,
} from '../../entities/inventory/api';
import { ArticleFormModal } from './ArticleFormModal';
import { CountModal } from './CountModal';
import { MoveModal } from './MoveModal';
import { QrLabel } from './QrLabel';
import { quantityText } from '../../entities/inventory/quantities';
import './inventory.css';

/** What a movement's empty side was: a delivery, a count's difference, a project, nothing. */
function outsideOf(move: StockMove) {
  if (move.kind === 'receive') return t('moves.delivery');
  if (move.kind === 'count') return t('moves.kind.count');
  if (move.kind === 'use' || move.kind === 'return') return move.projectName ?? t('moves.outside');
  return t('moves.outside');
}

/** Where a movement went, in words: 'Magazijn → Bestelwagen 1-VTB-482', 'Levering → Magazijn'. */
const routeOf = (move: StockMove) =>
  `${move.fromName ?? outsideOf(move)} → ${move.toName ?? outsideOf(move)}`;

function Moves({ article }: { article: Article }) {
  const [cursor, setCursor] = useState<string>();
  const { data, isFetching } = useGetStockMovesQuery({ article: article.id, cursor });
  return (
    <Card title={<h2 className="bo-inventory__section-title">{t('moves.title')}</h2>}>
      <Table<StockMove>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: <span className="bo-inventory__muted">{t('moves.empty')}</span> }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'at', title: t('moves.at'), render: (_, row) => formatBrussels(row.at) },
          { key: 'kind', title: t('moves.kind'), render: (_, row) => t(`moves.kind.${row.kind}`) },
          { key: 'route', title: t('moves.route'), render: (_, row) => routeOf(row) },
          {
            key: 'quantity',
            title: t('moves.quantity'),
            align: 'right',
            render: (_, row) => quantityText(row.quantity, row.unitCode),
          },
          { key: 'reason', title: t('moves.reason'), dataIndex: 'reason' },
          {
            key: 'by',
            title: t('moves.by'),
            render: (_, row) => row.by?.name ?? t('inventory.none'),
          },
        ]}
      />
      {(cursor || data?.next) && (
        <div className="bo-inventory__more">
          {cursor && <Button onClick={() => setCursor(undefined)}>{t('moves.latest')}</Button>}
          {data?.next && <Button onClick={() => setCursor(data.next!)}>{t('moves.older')}</Button>}
        </div>
      )}
    </Card>
  );
}

function Levels({ article }: { article: Article }) {
  // An article is at a few dozen locations at most: one page holds them all.
  const { data } = useGetStockLevelsQuery({ article: article.id, limit: 200 });
  const levels = data?.items ?? [];
  return (
    <Card title={<h2 className="bo-inventory__section-title">{t('article.levels')}</h2>}>
      {levels.length === 0 ? (
        <p className="bo-inventory__muted">{t('article.noStock')}</p>
      ) : (
        <ul className="bo-inventory__list">
          {levels.map((level) => (
            <li key={level.locationId}>
              {level.locationName}: <strong>{quantityText(level.quantity, level.unitCode)}</strong>
              {level.minimum !== null && (
                <span className="bo-inventory__muted">
                  {' '}
                  ({t('stock.minimum').toLocaleLowerCase('nl-BE')}{' '}
                  {quantityText(level.minimum, level.unitCode)})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /inventory/articles/:id (docs/product.md § Inventaris): an article's details, what each
 * location holds, its movements, and its label; it is moved, counted, changed and removed here.
 */
export default function ArticlePage() {
  const mayWrite = useCan('inventory', 'write');
  const mayReadHistory = useCan('history');
  const id = useIdParam();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const write = useWrite();
  const { data: article, error, isError, refetch } = useGetArticleQuery(id ? { id } : skipToken);
  const [remove] = useRemoveArticleMutation();
  const [editing, setEditing] = useState(0);
  const [moving, setMoving] = useState(0);
  const [counting, setCounting] = useState(0);
  const [history, setHistory] = useState(false);

  if (isNotFound(id, { isError, error }))
    return (
      <Result
        status="404"
        title={t('article.notFound')}
        extra={<Link to="/inventory?tab=articles">{t('article.back')}</Link>}
      />
    );
  if (!article)
    return isError ? (
      <LoadFailed title={t('article.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('article.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const removeArticle = async () => {
    const confirmed = await modal.confirm({
      title: t('article.removeConfirm', { name: article.name }),
      okText: t('article.remove'),
      cancelText: t('inventory.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    const removed = await write(() => remove({ id: article.id }).unwrap(), t('article.removed'));
    if (removed) void navigate('/inventory?tab=articles');
  };

  return (
    <div className="bo-inventory-record">
      <Link to="/inventory?tab=articles" className="bo-inventory__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('article.back')}
      </Link>
      <header className="bo-inventory__header">
        <PageTitle>{article.name}</PageTitle>
        <span className="bo-inventory__actions">
          {mayWrite && (
            <Button
              type="primary"
              icon={<SwapOutlined aria-hidden="true" />}
              onClick={() => setMoving((n) => n + 1)}
            >
              {t('article.move')}
            </Button>
          )}
          {mayWrite && (
            <Button
              icon={<AuditOutlined aria-hidden="true" />}
              onClick={() => setCounting((n) => n + 1)}
            >
              {t('article.count')}
            </Button>
          )}
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('article.edit'),
              history: t('article.history'),
              remove: t('article.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={() => void removeArticle()}
          />
        </span>
      </header>
      <div className="bo-inventory__grid">
        <Card title={<h2 className="bo-inventory__section-title">{t('article.details')}</h2>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('articles.stock')}>
              <strong>{quantityText(article.stock, article.unitCode)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('articles.supplier')}>
              {article.supplierName ?? t('inventory.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('articleForm.supplierCode')}>
              {article.supplierCode || t('inventory.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('articles.price')}>
              {formatCents(article.purchasePrice)}
            </Descriptions.Item>
            <Descriptions.Item label={t('articles.minimum')}>
              {article.minimum === null
                ? t('inventory.none')
                : quantityText(article.minimum, article.unitCode)}
            </Descriptions.Item>
            {article.notes && (
              <Descriptions.Item label={t('articleForm.notes')}>{article.notes}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Levels article={article} />
        <QrLabel
          kind="articles"
          id={article.id}
          name={article.name}
          detail={article.supplierCode}
        />
      </div>
      <Moves article={article} />
      {editing > 0 && (
        <ArticleFormModal key={editing} article={article} onClose={() => setEditing(0)} />
      )}
      {moving > 0 && <MoveModal key={moving} article={article} onClose={() => setMoving(0)} />}
      {counting > 0 && (
        <CountModal key={counting} article={article} onClose={() => setCounting(0)} />
      )}
      <HistoryDrawer
        target={history ? { kind: 'article', id: article.id, label: article.name } : null}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}
