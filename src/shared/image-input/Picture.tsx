import { PictureOutlined } from '@ant-design/icons';
import { useState, type CSSProperties } from 'react';
import { t } from '../../i18n/image-input';
import { imageSources } from './image-src';
import './image-input.css';

export interface PictureProps {
  /** An image address (`/api/images/{key}`), a data URL, or ''/null for none. */
  image: string | null | undefined;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** 'thumb' where the image is small on screen: the ≤480 px thumbnail. */
  size?: 'full' | 'thumb';
  /** How wide the box shows (a CSS `sizes` value), so the browser picks the width it needs. */
  sizes: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image of the website's content, or a neutral placeholder when there is none (or it cannot
 * be loaded). The box keeps its size either way; the image covers it.
 */
export function Picture({ image, alt, size = 'full', sizes, className, style }: PictureProps) {
  const sources = imageSources(image, sizes, size);
  const src = sources?.src;
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['bo-picture', className].filter(Boolean).join(' ');
  if (!src || failed === src) {
    return (
      <div
        className={`${classes} bo-picture--none`}
        style={style}
        role="img"
        aria-label={t('imageInput.none')}
      >
        <PictureOutlined aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={classes} style={style}>
      {/* Lazy loading and the candidates are set before src, so only the chosen one is fetched. */}
      <img
        loading="lazy"
        decoding="async"
        alt={alt}
        sizes={sources?.sizes}
        srcSet={sources?.srcSet}
        src={src}
        onError={() => setFailed(src)}
      />
    </div>
  );
}
