import { memo } from 'react';
import { t } from '../../../i18n/achievements';
import { imageSources } from '../../../shared/image-input';
import { gridOf, tileSizes, tileStyle } from './grid-layouts';

export interface PhotoGridProps {
  images: readonly string[];
  /** Names the photos for people who cannot see them. */
  location: string;
  /** Opens the lightbox at the photo with this index. */
  onOpen: (index: number) => void;
}

/**
 * The card's photos (docs/product.md § Achievements): at most 6 thumbnails on a square 12 × 12 grid, in the
 * fixed layout for their count (grid-layouts.ts). With more than 6, the sixth tile counts the
 * photos not shown ('+N'). Each tile is a button opening the lightbox there.
 */
export const PhotoGrid = memo(function PhotoGrid({ images, location, onOpen }: PhotoGridProps) {
  const { tiles, hidden } = gridOf(images.length);
  if (tiles.length === 0) {
    return (
      <div className="bo-photo-grid bo-photo-grid--empty">
        <span>{t('achievements.noPhotos')}</span>
      </div>
    );
  }
  const total = images.length;
  return (
    <div className="bo-photo-grid" data-count={tiles.length}>
      {tiles.map((tile, index) => {
        const sources = imageSources(images[index], tileSizes(tile), 'thumb');
        const last = index === tiles.length - 1 && hidden > 0;
        const name = t('achievements.openPhoto', { index: index + 1, total, location });
        const more =
          hidden === 1 ? t('achievements.moreOne') : t('achievements.more', { count: hidden });
        return (
          <button
            key={index}
            type="button"
            className="bo-photo-grid__tile"
            style={tileStyle(tile)}
            onClick={() => onOpen(index)}
            aria-label={last ? `${name}, ${more}` : name}
          >
            <img
              loading="lazy"
              decoding="async"
              alt=""
              sizes={sources?.sizes}
              srcSet={sources?.srcSet}
              src={sources?.src}
            />
            {last && (
              <span className="bo-photo-grid__more" aria-hidden="true">
                +{hidden}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
});
