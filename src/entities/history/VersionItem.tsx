import { RollbackOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Tag } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/history';
import { formatTimestamp } from '../../shared/dates';
import type { ContentKind, MissingReference, Version } from './api';
import { VersionChanges, type EntriesById } from './VersionChanges';

/** Why the last restore of a version failed: what it needs that is gone, or the reason in words. */
export type RestoreProblem =
  { version: number; missing: MissingReference[] } | { version: number; reason: string };

function Missing({ problem }: { problem: Extract<RestoreProblem, { missing: unknown }> }) {
  const inTrash = problem.missing.some((item) => item.inTrash);
  return (
    <Alert
      type="error"
      showIcon
      className="bo-history__problem"
      title={t('history.missingTitle', { version: problem.version })}
      description={
        <>
          <ul className="bo-history__missing">
            {problem.missing.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {t('history.subject', {
                  kind: t(`history.kind.${item.kind}`),
                  label: item.label,
                })}
                {' — '}
                {item.inTrash ? t('history.missingInTrash') : t('history.missingGone')}
              </li>
            ))}
          </ul>
          {inTrash && (
            <p className="bo-history__missing-hint">
              {t('history.missingHint')} <Link to="/cms/trash">{t('history.toTrash')}</Link>
            </p>
          )}
        </>
      }
    />
  );
}

export interface VersionItemProps {
  kind: ContentKind;
  version: Version;
  /** The version before it, null for the oldest. */
  previous: Version | null;
  current: boolean;
  entries: EntriesById;
  /** A restore is under way (of any version): the buttons wait. */
  busy: boolean;
  problem: RestoreProblem | null;
  onRestore: (version: number) => Promise<void>;
}

/**
 * One version in the history: its number, when and by whom, what it changed, and for every
 * version but the current one a restore with a confirmation.
 */
export const VersionItem = memo(function VersionItem({
  kind,
  version,
  previous,
  current,
  entries,
  busy,
  problem,
  onRestore,
}: VersionItemProps) {
  const headingId = `bo-history-${kind}-version-${version.version}`;
  return (
    <li className="bo-history__version" aria-labelledby={headingId}>
      <div className="bo-history__head">
        <h3 id={headingId} className="bo-history__number">
          {t('history.version', { version: version.version })}
        </h3>
        {current && (
          <Tag color="green" className="bo-history__current">
            {t('history.current')}
          </Tag>
        )}
      </div>
      <div className="bo-history__meta">
        <time dateTime={version.at}>{formatTimestamp(version.at)}</time>
        <span className="bo-history__person">
          <UserOutlined aria-hidden="true" />
          {version.by ? version.by.name : t('history.unknownPerson')}
        </span>
      </div>
      <VersionChanges
        kind={kind}
        version={version.version}
        data={version.data}
        previous={previous?.data ?? null}
        entries={entries}
      />
      {problem &&
        ('missing' in problem ? (
          <Missing problem={problem} />
        ) : (
          <Alert
            type="error"
            showIcon
            className="bo-history__problem"
            title={t('history.restoreFailed', {
              version: problem.version,
              reason: problem.reason,
            })}
          />
        ))}
      {!current && (
        <Popconfirm
          title={t('history.restoreTitle', { version: version.version })}
          description={
            <span className="bo-history__confirm">
              {t('history.restoreText', { version: version.version })}
            </span>
          }
          okText={t('history.restoreConfirm')}
          cancelText={t('history.restoreCancel')}
          onConfirm={() => onRestore(version.version)}
          placement="topLeft"
          disabled={busy}
        >
          <Button
            size="small"
            icon={<RollbackOutlined aria-hidden="true" />}
            className="bo-history__restore"
            aria-describedby={headingId}
            disabled={busy}
          >
            {t('history.restore')}
          </Button>
        </Popconfirm>
      )}
    </li>
  );
});
