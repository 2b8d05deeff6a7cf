import { ArrowLeftOutlined, ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import { formatBrussels, todayInBrussels } from '../../shared/brussels';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { useWrite } from '../../shared/form-modal';
import { useCan } from '../../store/permissions';
import {
  useGetToolQuery,
  useRemoveToolMutation,
  useReturnToolMutation,
  type ToolCheckout,
} from '../../entities/inventory/api';
import { CheckoutModal } from './CheckoutModal';
import { QrLabel } from './QrLabel';
import { formatDay, holderText } from '../../entities/inventory/tool-dates';
import { ToolFormModal } from './ToolFormModal';
import './inventory.css';

/**
 * /inventory/tools/:id (docs/product.md § Inventaris, Gereedschap): a tool, who has it until
 * when, who had it before, its inspection and its label; lent out and taken back here, which is
 * where scanning its label leads.
 */
export default function ToolPage() {
  const mayWrite = useCan('inventory', 'write');
  const mayReadHistory = useCan('history');
  const id = useIdParam();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const write = useWrite();
  const { data: tool, error, isError, refetch } = useGetToolQuery(id ? { id } : skipToken);
  const [remove] = useRemoveToolMutation();
  const [giveBack, returning] = useReturnToolMutation();
  const [editing, setEditing] = useState(0);
  const [lending, setLending] = useState(0);
  const [history, setHistory] = useState(false);

  if (isNotFound(id, { isError, error }))
    return (
      <Result
        status="404"
        title={t('tool.notFound')}
        extra={<Link to="/inventory?tab=tools">{t('tool.back')}</Link>}
      />
    );
  if (!tool)
    return isError ? (
      <LoadFailed title={t('tool.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('tool.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const removeTool = async () => {
    const confirmed = await modal.confirm({
      title: t('tool.removeConfirm', { name: tool.name }),
      okText: t('tool.remove'),
      cancelText: t('inventory.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await write(() => remove({ id: tool.id }).unwrap(), t('tool.removed'));
    void navigate('/inventory?tab=tools');
  };

  const today = todayInBrussels();
  return (
    <div className="bo-inventory-record">
      <Link to="/inventory?tab=tools" className="bo-inventory__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('tool.back')}
      </Link>
      <header className="bo-inventory__header">
        <PageTitle>{tool.name}</PageTitle>
        {tool.overdue && <Tag color="red">{t('tools.overdue')}</Tag>}
        <span className="bo-inventory__actions">
          {mayWrite &&
            (tool.holder ? (
              <Button
                type="primary"
                icon={<ImportOutlined aria-hidden="true" />}
                loading={returning.isLoading}
                onClick={() =>
                  void write(() => giveBack({ id: tool.id }).unwrap(), t('tool.returned'))
                }
              >
                {t('tool.return')}
              </Button>
            ) : (
              <Button
                type="primary"
                icon={<ExportOutlined aria-hidden="true" />}
                onClick={() => setLending((n) => n + 1)}
              >
                {t('tool.checkout')}
              </Button>
            ))}
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('tool.edit'),
              history: t('article.history'),
              remove: t('tool.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={() => void removeTool()}
          />
        </span>
      </header>
      <div className="bo-inventory__grid">
        <Card title={<h2 className="bo-inventory__section-title">{t('tool.details')}</h2>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('tools.holder')}>
              <strong>{holderText(tool)}</strong>
            </Descriptions.Item>
            {tool.holder && (
              <Descriptions.Item label={t('tools.expectedBack')}>
                {tool.holder.expectedBack
                  ? formatDay(tool.holder.expectedBack)
                  : t('inventory.none')}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('tools.serial')}>
              {tool.serial || t('inventory.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('tools.nextInspection')}>
              {tool.nextInspection ? (
                <>
                  {formatDay(tool.nextInspection)}{' '}
                  {tool.nextInspection < today && <Tag color="red">{t('tools.inspectionDue')}</Tag>}
                </>
              ) : (
                t('inventory.none')
              )}
            </Descriptions.Item>
            {tool.notes && (
              <Descriptions.Item label={t('articleForm.notes')}>{tool.notes}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <QrLabel kind="tools" id={tool.id} name={tool.name} detail={tool.serial} />
      </div>
      <Card title={<h2 className="bo-inventory__section-title">{t('tool.checkouts')}</h2>}>
        <Table<ToolCheckout>
          rowKey="id"
          size="small"
          dataSource={tool.checkouts}
          pagination={false}
          locale={{
            emptyText: <span className="bo-inventory__muted">{t('tool.noCheckouts')}</span>,
          }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'holder', title: t('tools.holder'), render: (_, row) => row.holderName },
            {
              key: 'out',
              title: t('tool.out'),
              render: (_, row) =>
                `${formatBrussels(row.outAt)}${row.outBy ? ` · ${row.outBy.name}` : ''}`,
            },
            {
              key: 'expected',
              title: t('tools.expectedBack'),
              render: (_, row) =>
                row.expectedBack ? formatDay(row.expectedBack) : t('inventory.none'),
            },
            {
              key: 'back',
              title: t('tool.returnedAt'),
              render: (_, row) =>
                row.returnedAt
                  ? `${formatBrussels(row.returnedAt)}${row.returnedBy ? ` · ${row.returnedBy.name}` : ''}`
                  : t('tool.stillOut'),
            },
          ]}
        />
      </Card>
      {editing > 0 && <ToolFormModal key={editing} tool={tool} onClose={() => setEditing(0)} />}
      {lending > 0 && <CheckoutModal key={lending} tool={tool} onClose={() => setLending(0)} />}
      <HistoryDrawer
        target={history ? { kind: 'tool', id: tool.id, label: tool.name } : null}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}
