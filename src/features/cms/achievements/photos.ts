import { NO_ALT, sameAlt, type ImageAlt } from '../../../shared/image-input';

/**
 * One photo of the form's list: a current image of the achievement, kept, or a file to upload;
 * with its descriptions for screen readers (`alt`) and those it started with (`startAlt`: the
 * image's current ones, none for a new file), so that only a change is sent.
 */
export type PhotoItem = (
  { id: string; kind: 'kept'; key: string; image: string } | { id: string; kind: 'new'; file: File }
) & { alt: ImageAlt; startAlt: ImageAlt };

/** The key of an image address, `/api/images/{key}` (as `keepImages` names it). */
export function imageKey(address: string): string {
  const path = address.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** The achievement's images as the list starts, `alts[i]` describing `images[i]`. */
export function keptPhotos(images: readonly string[], alts: readonly ImageAlt[] = []): PhotoItem[] {
  return images.map((image, index) => ({
    id: `kept:${image}`,
    kind: 'kept',
    key: imageKey(image),
    image,
    alt: alts[index] ?? NO_ALT,
    startAlt: alts[index] ?? NO_ALT,
  }));
}

let nextNewId = 0;
export function newPhoto(file: File): PhotoItem {
  nextNewId += 1;
  return { id: `new:${nextNewId}`, kind: 'new', file, alt: NO_ALT, startAlt: NO_ALT };
}

/** The list with photo `id` described as `alt`. */
export const describedAs = (photos: readonly PhotoItem[], id: string, alt: ImageAlt) =>
  photos.map((photo) => (photo.id === id ? { ...photo, alt } : photo));

/**
 * Whether the photo at `from` may take the place `to` (dragged there). The server appends the
 * uploaded files after the kept images, so a photo stays among its kind: a new one never goes
 * before a kept one. Both kinds are contiguous, so the ends' kinds decide.
 */
export function canMoveTo(photos: readonly PhotoItem[], from: number, to: number): boolean {
  if (from < 0 || from >= photos.length || to < 0 || to >= photos.length) return false;
  return photos[from].kind === photos[to].kind;
}

/** Whether the photo at `index` may move by `step` (−1 left, +1 right). */
export function canMove(photos: readonly PhotoItem[], index: number, step: -1 | 1): boolean {
  return canMoveTo(photos, index, index + step);
}

/** The list with the photo at `from` in place `to`, the ones between shifted by one. */
export function movedTo(photos: readonly PhotoItem[], from: number, to: number): PhotoItem[] {
  const next = [...photos];
  if (!canMoveTo(photos, from, to)) return next;
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo);
  return next;
}

export function moved(photos: readonly PhotoItem[], index: number, step: -1 | 1): PhotoItem[] {
  return movedTo(photos, index, index + step);
}

/**
 * What the save sends of the list: the kept keys in their order, then the new files in theirs,
 * and the descriptions in that same order (`imageAlts`): a changed one, null for the others;
 * undefined when none changed.
 */
export function splitPhotos(photos: readonly PhotoItem[]): {
  keepImages: string[];
  files: File[];
  imageAlts?: (ImageAlt | null)[];
} {
  const kept = photos.filter((photo) => photo.kind === 'kept');
  const added = photos.filter((photo) => photo.kind === 'new');
  const alts = [...kept, ...added].map((photo) =>
    sameAlt(photo.alt, photo.startAlt) ? null : photo.alt,
  );
  return {
    keepImages: kept.map((photo) => photo.key),
    files: added.map((photo) => photo.file),
    ...(alts.some(Boolean) ? { imageAlts: alts } : {}),
  };
}
