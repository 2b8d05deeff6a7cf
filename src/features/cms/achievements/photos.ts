/** One photo of the form's list: a current image of the achievement, kept, or a file to upload. */
export type PhotoItem =
  | { id: string; kind: 'kept'; key: string; image: string }
  | { id: string; kind: 'new'; file: File };

/** The key of an image address, `/api/images/{key}` (as `keepImages` names it). */
export function imageKey(address: string): string {
  const path = address.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

export function keptPhotos(images: readonly string[]): PhotoItem[] {
  return images.map((image) => ({
    id: `kept:${image}`,
    kind: 'kept',
    key: imageKey(image),
    image,
  }));
}

let nextNewId = 0;
export function newPhoto(file: File): PhotoItem {
  nextNewId += 1;
  return { id: `new:${nextNewId}`, kind: 'new', file };
}

/**
 * Whether the photo at `index` may move by `step` (−1 left, +1 right). The server appends the
 * uploaded files after the kept images, so a new photo never moves before a kept one.
 */
export function canMove(photos: readonly PhotoItem[], index: number, step: -1 | 1): boolean {
  const target = index + step;
  if (target < 0 || target >= photos.length) return false;
  return photos[index].kind === photos[target].kind;
}

export function moved(photos: readonly PhotoItem[], index: number, step: -1 | 1): PhotoItem[] {
  if (!canMove(photos, index, step)) return [...photos];
  const next = [...photos];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}

/** What the save sends of the list: the kept keys in their order, then the new files in theirs. */
export function splitPhotos(photos: readonly PhotoItem[]): { keepImages: string[]; files: File[] } {
  const keepImages: string[] = [];
  const files: File[] = [];
  for (const photo of photos) {
    if (photo.kind === 'kept') keepImages.push(photo.key);
    else files.push(photo.file);
  }
  return { keepImages, files };
}
