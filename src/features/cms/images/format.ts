export { formatBytes } from '../../../shared/numbers';

/** 'image/jpeg' → 'JPEG'. */
export function formatMediaType(mediaType: string): string {
  return (mediaType.split('/')[1] ?? mediaType).toUpperCase();
}
