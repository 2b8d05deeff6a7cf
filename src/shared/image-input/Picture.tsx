import { PictureOutlined } from '@ant-design/icons';
import { useState, type CSSProperties } from 'react';
import { t } from '../../i18n/image-input';
import { imageSrc } from './image-src';
import './image-input.css';

export interface PictureProps {
  /** An image address (`/api/images/{key}`), a data URL, or ''/null for none. */
  image: string | null | undefined;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** 'thumb' where the image is small on screen: the ≤480 px thumbnail. */
  size?: 'full' | 'thumb';
  className?: string;
  style?: CSSProperties;
}

/**
 * An image of the website's content, or a neutral placeholder when there is none (or it cannot
 * be loaded). The box keeps its size either way; the image covers it.
 */
export function Picture({ image, alt, size = 'full', className, style }: PictureProps) {
  const src = imageSrc(image, size);
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
      <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />
    </div>
  );
}
