import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { memo, useCallback } from 'react';
import { t } from '../../../i18n/achievements';
import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import type { Achievement } from './api';
import { PhotoGrid } from './PhotoGrid';

export interface AchievementCardProps {
  achievement: Achievement;
  /** The confirmed delete is under way. */
  deleting: boolean;
  onEdit: (id: number) => void;
  /** Opens the history of the achievement, named by its location. */
  onHistory: (id: number, location: string) => void;
  onDelete: (id: number) => Promise<unknown>;
  onOpen: (id: number, index: number) => void;
}

function photosOf(count: number): string {
  if (count === 0) return t('achievements.noPhotos');
  return count === 1 ? t('achievements.photoCountOne') : t('achievements.photoCount', { count });
}

/**
 * One achievement (docs/product.md § Achievements): its photo grid, the location, the descriptions as
 * 'Dutch | English', an edit icon (the form, prefilled) and a delete icon with a confirm.
 * `id="achievement-{id}"`: the image library links here.
 */
export const AchievementCard = memo(function AchievementCard({
  achievement,
  deleting,
  onEdit,
  onHistory,
  onDelete,
  onOpen,
}: AchievementCardProps) {
  const { id, location, description, images } = achievement;
  const dutch = plainExcerpt(description.translationDutch, 220);
  const english = plainExcerpt(description.translationEnglish, 220);
  const name = location || t('achievements.noText');
  const open = useCallback((index: number) => onOpen(id, index), [id, onOpen]);

  return (
    <li
      className="bo-achievement"
      id={`achievement-${id}`}
      tabIndex={-1}
      aria-labelledby={`achievement-${id}-location`}
    >
      <PhotoGrid images={images} location={name} onOpen={open} />
      <div className="bo-achievement__body">
        <div className="bo-achievement__head">
          <h2 className="bo-achievement__location" id={`achievement-${id}-location`}>
            <EnvironmentOutlined aria-hidden="true" />
            <span>{name}</span>
          </h2>
          <div className="bo-achievement__actions">
            {/* Native titles, not Tooltips: 50 cards stay light. */}
            <Button
              type="text"
              icon={<HistoryOutlined />}
              aria-label={t('achievements.history', { location: name })}
              title={t('achievements.history', { location: name })}
              onClick={() => onHistory(id, name)}
            />
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('achievements.edit', { location: name })}
              title={t('achievements.edit', { location: name })}
              onClick={() => onEdit(id)}
            />
            <Popconfirm
              title={t('achievements.deletePrompt')}
              okText={t('achievements.deleteConfirm')}
              cancelText={t('achievements.deleteDecline')}
              okButtonProps={{ danger: true, loading: deleting }}
              onConfirm={() => onDelete(id)}
              placement="topRight"
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('achievements.delete', { location: name })}
              />
            </Popconfirm>
          </div>
        </div>
        <p className="bo-achievement__text">
          <span lang="nl">{dutch || t('achievements.noText')}</span>
          <span className="bo-achievement__bar" aria-hidden="true">
            {' | '}
          </span>
          <span lang="en" className="bo-achievement__english">
            {english || t('achievements.noText')}
          </span>
        </p>
        <span className="bo-achievement__count">{photosOf(images.length)}</span>
      </div>
    </li>
  );
});
