import { API_BASE_URL } from '../../store/config';

/**
 * Where the browser finds an image the API named. Reads ask `?images=url`, so image fields hold
 * addresses (`/api/images/{key}`) on the API server; `thumb` asks for the thumbnail (longest side
 * at most 480 px), for wherever the image is small on screen. A data URL (an API read without
 * `?images=url`) is its own image and has no thumbnail. Empty or null: no image.
 */
export function imageSrc(
  image: string | null | undefined,
  size: 'full' | 'thumb' = 'full',
): string | null {
  if (!image) return null;
  if (image.startsWith('data:')) return image;
  const address = /^https?:\/\//.test(image) ? image : `${API_BASE_URL.replace(/\/$/, '')}${image}`;
  if (size === 'full') return address;
  return `${address}${address.includes('?') ? '&' : '?'}size=thumb`;
}

/**
 * The widths the API scales images to (`GET /api/images/{key}?w=`; image-src.test.ts checks them
 * against openapi.json).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

/** An address the API serves renditions of: `/api/images/{key}` without a query. */
const RENDITIONS = /\/api\/images\/[0-9a-f]{64}$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The attributes of an `<img>` showing `image` in a box `sizes` wide (a CSS `sizes` value): for
 * an image the API serves, a `srcSet` of its widths, so the browser fetches the width the box
 * shows at the screen's pixel ratio, as AVIF or WebP where it can. `src` stays the full image or
 * the thumbnail, for anything that reads `src` alone.
 */
export function imageSources(
  image: string | null | undefined,
  sizes: string,
  size: 'full' | 'thumb' = 'full',
): ImageSources | null {
  const src = imageSrc(image, size);
  const address = imageSrc(image);
  if (!src || !address || !RENDITIONS.test(address)) return src ? { src } : null;
  const srcSet = IMAGE_WIDTHS.map((width) => `${address}?w=${width} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A size in bytes as people read it, '20 MB' or '850 kB', counted as the server counts its limits
 * and as file managers do: a MB of 1024 × 1024 bytes.
 */
export function byteSize(bytes: number): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat('nl-BE', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes >= MB) return format(bytes / MB, 'MB');
  if (bytes >= KB) return format(bytes / KB, 'kB');
  return `${bytes} B`;
}
