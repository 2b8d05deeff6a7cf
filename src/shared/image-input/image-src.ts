import { API_BASE_URL } from '../config';

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
