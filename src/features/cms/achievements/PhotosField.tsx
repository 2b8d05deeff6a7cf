import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FileTextOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, ConfigProvider, Progress } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IconButton } from '../../../shared/IconButton';
import { t } from '../../../i18n/achievements';
import {
  byteSize,
  IMAGE_ACCEPT,
  ImageAltInput,
  imageSrc,
  isDescribed,
  useFileDrop,
} from '../../../shared/image-input';
import { useGetConfigQuery } from '../../../shared/runtime-config/api';
import type { UploadProgress } from '../../../store/form-data';
import { canMove, describedAs, moved, movedTo, newPhoto, type PhotoItem } from './photos';
import { usePhotoDrag } from './use-photo-drag';

/** The server's defaults, until its runtime configuration (GET /api/config) has been read. */
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
const DEFAULT_MAX_PHOTOS = 20;

export interface PhotosFieldProps {
  value?: PhotoItem[];
  onChange?: (photos: PhotoItem[]) => void;
  /** An upload under way: shows its progress. */
  progress?: UploadProgress | null;
  /** Reports files refused here (not an image, too large, one too many). */
  onRefused?: (reasons: string[]) => void;
  /** From antd's Form.Item: the file input's id, so the field's label names it. */
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** A chosen file shown from a local address, given back when the preview goes. */
function FileThumb({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // jsdom has no object URLs; a browser always has.
    if (!image.current || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt="" draggable={false} />;
}

/**
 * The photos of an achievement (up to 20): a file input styled as a button, taking several files
 * at once, and a drop zone; each photo as a thumbnail that moves left or right (buttons, so the
 * keyboard does it too), is dragged to another place, or goes before saving. New photos come
 * after the kept ones, as the server stores them. Files that are no image or too large are refused
 * before any upload. Each photo's descriptions for screen readers open below the list, one photo
 * at a time; a photo without them is marked.
 */
export function PhotosField({
  value = [],
  onChange,
  progress,
  onRefused,
  id,
  disabled,
  ...aria
}: PhotosFieldProps) {
  const { componentDisabled } = ConfigProvider.useConfig();
  const isDisabled = Boolean(disabled ?? componentDisabled);
  const config = useGetConfigQuery();
  const maxBytes = config.data?.limits.maxFileBytes ?? DEFAULT_MAX_BYTES;
  const maxPhotos = config.data?.limits.maxAchievementImages ?? DEFAULT_MAX_PHOTOS;
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  // After a move, the focus follows the photo; the button at an end falls back to the other.
  const [focusAfter, setFocusAfter] = useState<{ id: string; step: -1 | 1 } | null>(null);
  /** The photo whose descriptions are open below the list. */
  const [describing, setDescribing] = useState<string | null>(null);
  const describedIndex = value.findIndex((photo) => photo.id === describing);
  const altId = `${hintId}-alt`;
  const describeButton = (photoId: string) =>
    list.current?.querySelector<HTMLButtonElement>(`[data-photo-id="${photoId}"] [data-describe]`);

  useEffect(() => {
    if (describing) document.getElementById(altId)?.focus();
  }, [describing, altId]);
  const closeDescription = () => {
    const photoId = describing;
    setDescribing(null);
    if (photoId) requestAnimationFrame(() => describeButton(photoId)?.focus());
  };

  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-photo-id="${focusAfter.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(
      focusAfter.step < 0 ? '[data-move="left"]' : '[data-move="right"]',
    );
    const other = item?.querySelector<HTMLButtonElement>(
      focusAfter.step < 0 ? '[data-move="right"]' : '[data-move="left"]',
    );
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      // Some systems give photos (HEIC) no type: the server reads the file itself.
      if (file.type && !file.type.startsWith('image/')) {
        refused.push(t('achievements.form.notAnImage', { name: file.name }));
      } else if (file.size > maxBytes) {
        refused.push(
          t('achievements.form.tooLarge', { name: file.name, size: byteSize(maxBytes) }),
        );
      } else {
        accepted.push(file);
      }
    }
    const room = Math.max(maxPhotos - value.length, 0);
    if (accepted.length > room) {
      refused.push(
        t('achievements.form.tooMany', { max: maxPhotos, count: accepted.length - room }),
      );
    }
    const added = accepted.slice(0, room).map(newPhoto);
    if (added.length > 0) {
      onChange?.([...value, ...added]);
      setAnnouncement(t('achievements.form.added', { count: added.length }));
    }
    // After the change, which clears the field's previous refusal.
    onRefused?.(refused);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  const { dragging, handlers: dropHandlers } = useFileDrop(isDisabled, add);

  const move = (index: number, step: -1 | 1) => {
    onChange?.(moved(value, index, step));
    setAnnouncement(t('achievements.form.moved', { index: index + step + 1 }));
    setFocusAfter({ id: value[index].id, step });
  };
  const drag = usePhotoDrag(value, isDisabled, (from, to) => {
    onChange?.(movedTo(value, from, to));
    setAnnouncement(t('achievements.form.moved', { index: to + 1 }));
  });
  const remove = (index: number) => {
    if (value[index].id === describing) setDescribing(null);
    const next = value.filter((_, at) => at !== index);
    onChange?.(next);
    setAnnouncement(t('achievements.form.removed'));
    // The focus goes to the photo that took its place, or the file button.
    const neighbour = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => {
      const target = neighbour
        ? list.current?.querySelector<HTMLButtonElement>(
            `[data-photo-id="${neighbour.id}"] [data-remove]`,
          )
        : (document.getElementById(id ?? '') as HTMLInputElement | null);
      target?.focus();
    });
  };

  const percent = progress?.total ? Math.round((100 * progress.loaded) / progress.total) : 0;
  const full = value.length >= maxPhotos;
  const describedBy = [aria['aria-describedby'], hintId].filter(Boolean).join(' ');

  return (
    <div
      className={dragging ? 'bo-photos bo-photos--dragging' : 'bo-photos'}
      {...dropHandlers}
      data-testid="photos-drop-zone"
    >
      <div className="bo-photos__bar">
        {/* The file input itself, styled as a button: its label is the field's label. */}
        <span
          className={
            isDisabled || full
              ? 'bo-photos__button bo-photos__button--disabled'
              : 'bo-photos__button'
          }
        >
          <UploadOutlined aria-hidden="true" />
          <span aria-hidden="true">{t('achievements.form.choose')}</span>
          <input
            id={id}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={isDisabled || full}
            onChange={picked}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={describedBy}
          />
        </span>
        <span className="bo-photos__count">
          {t('achievements.form.count', { count: value.length, max: maxPhotos })}
        </span>
      </div>
      <div id={hintId} className="bo-photos__hint">
        {t('achievements.form.dropHint', { max: maxPhotos, size: byteSize(maxBytes) })}{' '}
        {value.length > 1 ? t('achievements.form.orderHint') : ''}
      </div>
      {value.length === 0 ? (
        <div className="bo-photos__empty">{t('achievements.form.none')}</div>
      ) : (
        <ol className="bo-photos__list" ref={list} aria-label={t('achievements.form.photos')}>
          {value.map((photo, index) => {
            const number = index + 1;
            const src = photo.kind === 'kept' ? imageSrc(photo.image, 'thumb') : null;
            const state = drag.state(index);
            return (
              <li
                key={photo.id}
                className={state ? `bo-photos__item bo-photos__item--${state}` : 'bo-photos__item'}
                data-photo-id={photo.id}
                aria-label={t('achievements.form.photo', { index: number })}
                {...drag.target(index)}
              >
                <div
                  className="bo-photos__thumb"
                  title={isDisabled ? undefined : t('achievements.form.dragTitle')}
                  {...drag.handle(index)}
                >
                  {photo.kind === 'kept' ? (
                    src && <img src={src} alt="" loading="lazy" draggable={false} />
                  ) : (
                    <FileThumb file={photo.file} />
                  )}
                  <span className="bo-photos__number" aria-hidden="true">
                    {number}
                  </span>
                </div>
                {photo.kind === 'new' && (
                  <span className="bo-photos__name" title={photo.file.name}>
                    {t('achievements.form.newPhoto', { name: photo.file.name })}
                  </span>
                )}
                <div className="bo-photos__tools">
                  <Button
                    size="small"
                    type="text"
                    icon={<FileTextOutlined />}
                    data-describe
                    className={
                      isDescribed(photo.alt)
                        ? 'bo-photos__describe-button'
                        : 'bo-photos__describe-button bo-photos__describe-button--missing'
                    }
                    aria-label={t(
                      isDescribed(photo.alt)
                        ? 'achievements.form.describe'
                        : 'achievements.form.describeMissing',
                      { index: number },
                    )}
                    title={t('achievements.form.describe', { index: number })}
                    aria-expanded={describing === photo.id}
                    aria-controls={describing === photo.id ? `${altId}-panel` : undefined}
                    disabled={isDisabled}
                    onClick={() => setDescribing(describing === photo.id ? null : photo.id)}
                  />
                  <IconButton
                    icon={<ArrowLeftOutlined />}
                    label={t('achievements.form.moveLeft', { index: number })}
                    data-move="left"
                    disabled={!canMove(value, index, -1)}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    icon={<DeleteOutlined />}
                    label={t('achievements.form.remove', { index: number })}
                    danger
                    data-remove
                    onClick={() => remove(index)}
                  />
                  <IconButton
                    icon={<ArrowRightOutlined />}
                    label={t('achievements.form.moveRight', { index: number })}
                    data-move="right"
                    disabled={!canMove(value, index, 1)}
                    onClick={() => move(index, 1)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {describedIndex >= 0 && (
        <div className="bo-photos__describe" id={`${altId}-panel`}>
          <ImageAltInput
            id={altId}
            title={t('achievements.form.describeTitle', { index: describedIndex + 1 })}
            value={value[describedIndex].alt}
            onChange={(alt) => onChange?.(describedAs(value, value[describedIndex].id, alt))}
          />
          <Button onClick={closeDescription}>{t('achievements.form.describeDone')}</Button>
        </div>
      )}
      {dragging && (
        <span className="bo-photos__drop" aria-hidden="true">
          {t('achievements.form.dropHere')}
        </span>
      )}
      {progress && (
        <div className="bo-photos__progress" role="status">
          <Progress
            percent={percent}
            status={percent < 100 ? 'active' : 'normal'}
            showInfo={false}
            size="small"
            aria-label={t('achievements.form.progress')}
          />
          <span>
            {percent < 100
              ? t('achievements.form.uploading', { percent })
              : t('achievements.form.processing')}
          </span>
        </div>
      )}
      <div className="bo-achievements__sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
