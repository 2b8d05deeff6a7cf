import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/trash';
import { formatTimestamp } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { errorCode, errorText } from '../../store/errors';
import {
  useEmptyTrashMutation,
  useGetTrashQuery,
  useRestoreFromTrashMutation,
  type MissingAnswer,
  type TrashItem,
} from './api';
import { keyOf, MissingReferences, type MissingItem } from './MissingReferences';
import { formatDay, itemName, kindLabel, placeOf } from './trash-items';
import './history.css';
import { tablePagination } from '../../shared/table-pagination';

/** A page of the table: hundreds of items stay one screen each. */
const PAGE_SIZE = 50;

type Named = Pick<TrashItem, 'kind' | 'id' | 'label'>;

/** What the last action left to say above the table. */
type Outcome = { type: 'success'; text: string; to: string } | { type: 'error'; text: string };

/** The missing-references dialog: the item wanted back and what it needs first. */
interface Needs {
  wanted: Named;
  missing: MissingItem[];
}

/** Adds what a restore said is missing to the list shown, newest needs first, once each. */
function withMissing(shown: MissingItem[], found: MissingItem[]): MissingItem[] {
  const known = new Set(shown.map(keyOf));
  return [...found.filter((item) => !known.has(keyOf(item))), ...shown];
}

/**
 * /cms/trash (docs/product.md § Trash): what was deleted in the last 30 days, latest deletion
 * first as the server sends it, each item restorable with its id. A restore that needs
 * something deleted since shows what, with a button for each that the trash still holds.
 */
export default function TrashPage() {
  const { modal, message } = App.useApp();
  const {
    data: items,
    isError,
    error,
    refetch,
  } = useGetTrashQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restoreFromTrash] = useRestoreFromTrashMutation();
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [needs, setNeeds] = useState<Needs | null>(null);

  /**
   * Restores one item; `busyKey` marks its button. Answers the missing items when the server
   * names some, else whether it came back; other refusals are said above the table.
   */
  const restore = async (item: Named, busyKey: string): Promise<MissingItem[] | boolean> => {
    setBusy(busyKey);
    try {
      // A content block's answer names its service, where it shows again.
      const restored = await restoreFromTrash({ kind: item.kind, id: item.id }).unwrap();
      setOutcome({
        type: 'success',
        text: t('trash.restored', { item: itemName(restored) }),
        to: placeOf(restored.kind, restored.id, restored.serviceId),
      });
      return true;
    } catch (failure) {
      const error = failure as FetchBaseQueryError;
      const code = errorCode(error);
      if (code === 'MISSING_REFERENCES') {
        return (error.data as Partial<MissingAnswer> | undefined)?.missing ?? [];
      }
      let text;
      if (code === 'DUPLICATE') text = t('trash.duplicate', { item: itemName(item) });
      else if (code === 'NOT_FOUND') text = t('trash.notFound', { item: itemName(item) });
      else text = t('trash.restoreFailed', { item: itemName(item), reason: errorText(error) });
      setOutcome({ type: 'error', text });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const restoreRow = async (item: TrashItem) => {
    setOutcome(null);
    const result = await restore(item, keyOf(item));
    if (Array.isArray(result)) setNeeds({ wanted: item, missing: result });
  };

  /** In the dialog: one of the missing items, which may itself need something first. */
  const restoreMissing = async (item: MissingItem) => {
    setOutcome(null);
    const result = await restore(item, keyOf(item));
    // Said in the dialog by its tag, not above the table behind it.
    if (result === true) setOutcome(null);
    setNeeds((current) => {
      if (!current) return current;
      if (Array.isArray(result))
        return { ...current, missing: withMissing(current.missing, result) };
      if (!result) return current;
      const missing = current.missing.map((shown) =>
        keyOf(shown) === keyOf(item) ? { ...shown, restored: true } : shown,
      );
      return { ...current, missing };
    });
  };

  /** In the dialog: the item wanted, again. */
  const retry = async () => {
    if (!needs) return;
    setOutcome(null);
    const result = await restore(needs.wanted, 'wanted');
    if (Array.isArray(result)) {
      setNeeds((current) => current && { ...current, missing: withMissing([], result) });
    } else if (result) setNeeds(null);
    // Refused otherwise (a name taken again, …): the dialog says why and stays.
  };

  const confirmEmpty = async (count: number) => {
    const confirmed = await modal.confirm({
      title: t('trash.emptyTitle'),
      content: count === 1 ? t('trash.emptyTextOne') : t('trash.emptyText', { count }),
      okText: t('trash.emptyConfirm'),
      cancelText: t('trash.emptyCancel'),
      okButtonProps: { danger: true },
      // Removing for good takes a deliberate choice, not an Enter.
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    setOutcome(null);
    try {
      await emptyTrash().unwrap();
      message.success(t('trash.emptied'));
    } catch (failure) {
      setOutcome({
        type: 'error',
        text: t('trash.emptyFailed', { reason: errorText(failure as FetchBaseQueryError) }),
      });
    }
  };

  const columns: TableColumnsType<TrashItem> = [
    {
      key: 'kind',
      title: t('trash.columnKind'),
      width: 130,
      render: (_, item) => kindLabel(item.kind),
    },
    {
      key: 'label',
      title: t('trash.columnLabel'),
      render: (_, item) => <span className="bo-trash__label">{item.label}</span>,
    },
    {
      key: 'deleted',
      title: t('trash.columnDeleted'),
      width: 210,
      render: (_, item) => (
        <div className="bo-trash__deleted">
          <span className="bo-history__time">{formatTimestamp(item.deletedAt)}</span>
          {item.deletedBy && (
            <span className="bo-trash__by">
              {t('trash.deletedBy', { name: item.deletedBy.name })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'purge',
      title: t('trash.columnPurge'),
      width: 240,
      render: (_, item) => <span className="bo-history__time">{formatDay(item.purgeAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="bo-sr-only">{t('trash.columnActions')}</span>,
      width: 150,
      align: 'right',
      render: (_, item) => (
        <Button
          size="small"
          icon={<UndoOutlined aria-hidden="true" />}
          aria-label={t('trash.restoreItem', { item: itemName(item) })}
          loading={busy === keyOf(item)}
          disabled={busy !== null && busy !== keyOf(item)}
          onClick={() => void restoreRow(item)}
        >
          {t('trash.restore')}
        </Button>
      ),
    },
  ];

  let body;
  if (items) {
    body =
      items.length === 0 ? (
        <Card>
          <Empty
            description={
              <>
                <span className="bo-trash__empty">{t('trash.empty')}</span>
                <span className="bo-trash__empty-hint">{t('trash.emptyHint')}</span>
              </>
            }
          />
        </Card>
      ) : (
        <Table<TrashItem>
          className="bo-trash__table"
          size="middle"
          aria-label={t('trash.list')}
          rowKey={keyOf}
          columns={columns}
          dataSource={items}
          pagination={tablePagination(PAGE_SIZE)}
        />
      );
  } else if (isError) {
    body = (
      <LoadFailed
        title={t('trash.loadFailed')}
        reason={errorText(error)}
        error={error}
        onRetry={refetch}
      />
    );
  } else {
    body = (
      <Card role="status" aria-busy="true" aria-label={t('trash.loading')}>
        <Skeleton active />
      </Card>
    );
  }

  const count = items?.length ?? 0;
  return (
    <div className="bo-trash">
      {count > 0 && (
        <div className="bo-history__bar">
          <div className="bo-history__summary">
            <p aria-live="polite">
              {count === 1 ? t('trash.summaryOne') : t('trash.summary', { count })}
            </p>
            <p className="bo-history__hint">{t('trash.keepDays')}</p>
          </div>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            loading={emptying}
            disabled={busy !== null}
            onClick={() => void confirmEmpty(count)}
          >
            {t('trash.emptyButton')}
          </Button>
        </div>
      )}
      {outcome && (
        <Alert
          className="bo-history__outcome"
          type={outcome.type}
          showIcon
          closable
          onClose={() => setOutcome(null)}
          title={outcome.text}
          action={
            outcome.type === 'success' ? <Link to={outcome.to}>{t('trash.show')}</Link> : undefined
          }
        />
      )}
      {body}
      <MissingReferences
        wanted={needs ? itemName(needs.wanted) : null}
        missing={needs?.missing ?? []}
        busy={busy}
        problem={outcome?.type === 'error' ? outcome.text : undefined}
        onRestoreMissing={(item) => void restoreMissing(item)}
        onRetry={() => void retry()}
        onClose={() => setNeeds(null)}
      />
    </div>
  );
}
