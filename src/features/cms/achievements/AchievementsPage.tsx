import { PlusOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../../../i18n/achievements';
import { HistoryDrawer, type HistoryTarget } from '../../../entities/history/HistoryDrawer';
import { LoadFailed } from '../../../shared/LoadFailed';
import { errorText } from '../../../store/errors';
import { withReference } from '../../../shared/ErrorReference';
import { AchievementCard } from './AchievementCard';
import { AchievementFormModal } from './AchievementFormModal';
import { useGetAchievementsQuery, useRemoveAchievementMutation, type Achievement } from './api';
import { Lightbox } from './Lightbox';
import './achievements.css';

/**
 * /cms/achievements (docs/product.md § Achievements): every achievement as a card with its photo grid, a button
 * for a new one (the form in a modal), and on each card an edit icon, a delete icon with a
 * confirm, and the photos in a lightbox. `#achievement-{id}` scrolls to that card.
 */
export default function AchievementsPage() {
  const { message } = App.useApp();
  const { data: achievements, error, isError, refetch } = useGetAchievementsQuery({});
  const [remove] = useRemoveAchievementMutation();
  const [deleting, setDeleting] = useState<number | null>(null);
  // The form: 'new', an achievement's id, or closed.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Every opening gets a fresh form: a form store outlives its modal's contents.
  const [opening, setOpening] = useState(0);
  const [viewing, setViewing] = useState<{ id: number; index: number } | null>(null);
  const { hash } = useLocation();
  const scrolled = useRef<string | null>(null);

  const remove_ = useCallback(
    async (id: number) => {
      setDeleting(id);
      try {
        await remove({ id }).unwrap();
        message.success(t('achievements.deleted'));
      } catch (caught) {
        const error = caught as FetchBaseQueryError;
        message.error(
          withReference(t('achievements.deleteFailed', { reason: errorText(error) }), error),
        );
      } finally {
        setDeleting(null);
      }
    },
    [remove, message],
  );
  const edit = useCallback((id: number) => {
    setOpening((count) => count + 1);
    setEditing(id);
  }, []);
  const create = () => {
    setOpening((count) => count + 1);
    setEditing('new');
  };
  const open = useCallback((id: number, index: number) => setViewing({ id, index }), []);
  const moveTo = useCallback(
    (index: number) => setViewing((current) => (current ? { ...current, index } : current)),
    [],
  );
  const closeLightbox = useCallback(() => setViewing(null), []);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const showHistory = useCallback(
    (id: number, location: string) => setHistory({ kind: 'achievement', id, label: location }),
    [],
  );

  // A link to one achievement (the image library's): scroll to its card once it is shown.
  useEffect(() => {
    if (!achievements || !hash.startsWith('#achievement-') || scrolled.current === hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) return;
    scrolled.current = hash;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [achievements, hash]);

  const byId = (id: number | null | undefined): Achievement | undefined =>
    achievements?.find((item) => item.id === id);
  const edited = editing === 'new' ? 'new' : (byId(editing) ?? null);
  const viewed = byId(viewing?.id);

  let body;
  if (achievements) {
    body =
      achievements.length === 0 ? (
        <Card>
          <Empty description={t('achievements.empty')} />
        </Card>
      ) : (
        <ul className="bo-achievements__list" aria-label={t('achievements.list')}>
          {achievements.map((achievement) => (
            <AchievementCard
              key={achievement.id}
              achievement={achievement}
              deleting={deleting === achievement.id}
              onEdit={edit}
              onHistory={showHistory}
              onDelete={remove_}
              onOpen={open}
            />
          ))}
        </ul>
      );
  } else if (isError) {
    body = (
      <LoadFailed
        title={t('achievements.loadFailed', { reason: errorText(error) })}
        error={error}
        onRetry={refetch}
      />
    );
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('achievements.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }

  return (
    <div className="bo-achievements">
      <div className="bo-achievements__toolbar">
        <span className="bo-achievements__summary">
          {achievements?.length
            ? achievements.length === 1
              ? t('achievements.summaryOne')
              : t('achievements.summary', { count: achievements.length })
            : null}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={create}>
          {t('achievements.new')}
        </Button>
      </div>
      {body}
      <AchievementFormModal key={opening} achievement={edited} onClose={() => setEditing(null)} />
      <Lightbox
        images={viewed?.images ?? []}
        location={viewed?.location ?? ''}
        index={viewed ? (viewing?.index ?? null) : null}
        onIndex={moveTo}
        onClose={closeLightbox}
      />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
