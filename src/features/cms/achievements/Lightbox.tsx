import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useId } from 'react';
import { t } from '../../../i18n/achievements';
import { imageSources } from '../../../shared/image-input';

/** The photo fills the dialog (at most 1200 px, 96 % of the window) less its padding. */
const LIGHTBOX_SIZES = 'min(1150px, 92vw)';

export interface LightboxProps {
  /** Every photo of the achievement, not only the 6 of its card. */
  images: readonly string[];
  location: string;
  /** The photo shown; null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full photos of an achievement, one at a time: a dialog named after the location, the
 * position 'n / total', previous and next buttons, the arrow keys to move and Escape to close.
 */
export function Lightbox({ images, location, index, onIndex, onClose }: LightboxProps) {
  const total = images.length;
  const open = index !== null && total > 0;
  const current = open ? Math.min(index, total - 1) : 0;
  const positionId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const keyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && current > 0) {
        event.preventDefault();
        onIndex(current - 1);
      } else if (event.key === 'ArrowRight' && current < total - 1) {
        event.preventDefault();
        onIndex(current + 1);
      }
    };
    document.addEventListener('keydown', keyDown);
    return () => document.removeEventListener('keydown', keyDown);
  }, [open, current, total, onIndex]);

  // The next and previous photos load while this one is looked at.
  useEffect(() => {
    if (!open) return;
    for (const near of [current - 1, current + 1]) {
      const sources = imageSources(images[near], LIGHTBOX_SIZES);
      if (!sources) continue;
      // The same candidates as the shown photo, so the browser fetches the width it will show.
      const preload = new Image();
      if (sources.sizes) preload.sizes = sources.sizes;
      if (sources.srcSet) preload.srcset = sources.srcSet;
      preload.src = sources.src;
    }
  }, [open, current, images]);

  const position = t('achievements.lightbox.position', { index: current + 1, total });
  return (
    <Modal
      open={open}
      title={t('achievements.lightbox.title', { location })}
      onCancel={onClose}
      footer={null}
      width="min(1200px, 96vw)"
      centered
      destroyOnHidden
      closable={{ 'aria-label': t('achievements.lightbox.close') }}
      rootClassName="bo-lightbox"
    >
      {open && (
        <div className="bo-lightbox__body">
          <figure className="bo-lightbox__figure">
            <img
              key={images[current]}
              {...imageSources(images[current], LIGHTBOX_SIZES)}
              alt={t('achievements.lightbox.photo', { index: current + 1, total, location })}
              aria-describedby={positionId}
            />
          </figure>
          <div className="bo-lightbox__bar">
            <Button
              icon={<LeftOutlined aria-hidden="true" />}
              onClick={() => onIndex(current - 1)}
              disabled={current === 0}
            >
              {t('achievements.lightbox.previous')}
            </Button>
            <span id={positionId} className="bo-lightbox__position" aria-live="polite">
              {position}
            </span>
            <Button
              icon={<RightOutlined aria-hidden="true" />}
              iconPlacement="end"
              onClick={() => onIndex(current + 1)}
              disabled={current === total - 1}
            >
              {t('achievements.lightbox.next')}
            </Button>
          </div>
          <p className="bo-lightbox__hint">{t('achievements.lightbox.hint')}</p>
        </div>
      )}
    </Modal>
  );
}
