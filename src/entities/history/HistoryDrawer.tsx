import { App, Button, Drawer, Empty, Skeleton } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n/history';
import { errorCode, errorText } from '../../store/errors';
import { LoadFailed } from '../../shared/LoadFailed';
import { useGetLanguageEntriesQuery } from '../language-entries/api';
import {
  useGetHistoryQuery,
  useRestoreVersionMutation,
  type ContentKind,
  type MissingAnswer,
} from './api';
import { VersionItem, type RestoreProblem } from './VersionItem';
import './history.css';

/** Versions shown at first, and added by every 'Meer versies': 200 versions stay quick. */
export const VERSIONS_PER_PAGE = 20;

/** What the drawer shows the history of: an entity and what to call it. */
export interface HistoryTarget {
  kind: ContentKind;
  id: number;
  /** Its name as its screen shows it ('Dakwerken', 'hero.titel', 'Gent, Korenmarkt'). */
  label: string;
}

/** Kinds whose versions refer to language entries by id. */
const REFERS_TO_ENTRIES: ContentKind[] = ['service', 'serviceContent'];

function Versions({ target }: { target: HistoryTarget }) {
  const { kind, id } = target;
  const { message } = App.useApp();
  const list = useRef<HTMLOListElement>(null);
  const {
    data: versions,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetHistoryQuery({ kind, id }, { refetchOnMountOrArgChange: true });
  const { data: entryList } = useGetLanguageEntriesQuery(undefined, {
    skip: !REFERS_TO_ENTRIES.includes(kind),
  });
  const entries = useMemo(
    () => (entryList ? new Map(entryList.map((entry) => [entry.id, entry])) : undefined),
    [entryList],
  );
  const [restoreVersion] = useRestoreVersionMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<RestoreProblem | null>(null);
  const [limit, setLimit] = useState(VERSIONS_PER_PAGE);

  const restore = useCallback(
    async (version: number) => {
      setBusy(true);
      setProblem(null);
      try {
        await restoreVersion({ kind, id, version }).unwrap();
      } catch (failure) {
        const error = failure as FetchBaseQueryError;
        const answer = error.data as Partial<MissingAnswer> | undefined;
        setProblem(
          errorCode(error) === 'MISSING_REFERENCES' && answer?.missing
            ? { version, missing: answer.missing }
            : { version, reason: errorText(error) },
        );
        return;
      } finally {
        setBusy(false);
      }
      message.success(t('history.restored', { version }));
      // The new version comes on top: that is where to look.
      const body = list.current?.closest('.ant-drawer-body');
      if (body) body.scrollTop = 0;
    },
    [kind, id, restoreVersion, message],
  );

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (isError && !versions) {
    return <LoadFailed title={t('history.loadFailed')} error={error} onRetry={refetch} />;
  }
  if (!versions?.length) return <Empty description={t('history.empty')} />;

  const shown = versions.slice(0, limit);
  return (
    <>
      <ol ref={list} className="bo-history__versions" aria-label={t('history.versions')}>
        {shown.map((version, index) => (
          <VersionItem
            key={version.version}
            kind={kind}
            version={version}
            previous={versions[index + 1] ?? null}
            current={index === 0}
            entries={entries}
            busy={busy}
            problem={problem?.version === version.version ? problem : null}
            onRestore={restore}
          />
        ))}
      </ol>
      {versions.length > shown.length && (
        <div className="bo-history__more">
          <span className="bo-history__shown" role="status">
            {t('history.shown', { shown: shown.length, total: versions.length })}
          </span>
          <Button onClick={() => setLimit((count) => count + VERSIONS_PER_PAGE)}>
            {t('history.more')}
          </Button>
        </div>
      )}
    </>
  );
}

export interface HistoryDrawerProps {
  /** The entity whose history is shown; null closes the drawer. */
  target: HistoryTarget | null;
  onClose: () => void;
}

/**
 * 'Geschiedenis' (docs/product.md § History): every version of a language entry, a service, a
 * content block or an achievement, newest first, each with what it changed against the version
 * before it, and a restore of any earlier version (itself a new version). Read anew on every
 * opening.
 */
export function HistoryDrawer({ target, onClose }: HistoryDrawerProps) {
  // The drawer keeps showing what it showed while it slides away.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size="min(640px, 100vw)"
      destroyOnHidden
      className="bo-history"
      closable={{ 'aria-label': t('history.close') }}
      title={
        <span className="bo-history__title">
          {t('history.title')}
          {shown && (
            <span className="bo-history__subject">
              {t('history.subject', {
                kind: t(`history.kind.${shown.kind}`),
                label: shown.label,
              })}
            </span>
          )}
        </span>
      }
    >
      {shown && <Versions key={`${shown.kind}-${shown.id}`} target={shown} />}
    </Drawer>
  );
}
