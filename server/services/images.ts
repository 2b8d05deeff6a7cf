import type { Db } from '../db/client';
import { thumbnailOf } from '../domain/images';
import {
  makeRendition,
  preferredFormat,
  type Rendition,
  type RenditionFormat,
} from '../domain/renditions';
import {
  completeImage,
  getImageFile,
  imageFacts,
  incompleteImages,
  listImages,
  reclaimMovedImageSpace,
  setImageAlt,
  storedRendition,
  storeRendition,
  type ImageAlt,
} from '../repositories/images';

export { getImageFile, isStaffOnlyImage, listImages } from '../repositories/images';

/** Sets the descriptions of image `key` (trimmed) and answers it as the library lists it. */
export async function describeImage(db: Db, key: string, alt: ImageAlt) {
  if (!(await setImageAlt(db, key, alt))) return undefined;
  const [image] = await listImages(db, { key });
  return image;
}

/** Rows completed per round, so a large upgrade never holds many decoded images at once. */
const COMPLETE_BATCH = 4;

/**
 * Fills the dimensions and thumbnails of images stored without them (those the images
 * migration moved from the old data-URL columns); run when the server starts. Idempotent: a
 * run finds only what is still missing. An image that cannot be decoded is reported and left
 * as it is (it is still served, without a thumbnail). Answers how many were completed.
 */
export async function completeImages(
  db: Db,
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): Promise<number> {
  const failed: string[] = [];
  let completed = 0;
  for (;;) {
    const batch = await incompleteImages(db, COMPLETE_BATCH, failed);
    if (!batch.length) break;
    for (const row of batch) {
      let made: Awaited<ReturnType<typeof thumbnailOf>>;
      try {
        made = await thumbnailOf(row.bytes, row.mediaType);
      } catch (error) {
        failed.push(row.key);
        log(`Image ${row.key} cannot be decoded, left without a thumbnail: ${String(error)}`);
        continue;
      }
      await completeImage(db, row.key, made);
      completed++;
    }
  }
  if (completed) {
    log(`Images: made the thumbnail and dimensions of ${completed} stored image(s)`);
    await reclaimMovedImageSpace(db);
  }
  return completed;
}

/** Renditions being made in this process, by image, width and format (single flight). */
const making = new Map<string, Promise<Rendition | undefined>>();

export interface ImageRendition extends Rendition {
  /** Names this form of the image for validators (ETag): the same bytes, the same tag. */
  tag: string;
  /** The width it was made at: the one asked for, or the image's own when that is smaller. */
  width: number;
  format: RenditionFormat;
}

/**
 * The image `key` at `width` in the format `accept` prefers, or undefined for an unknown image.
 * Made on its first request and stored; a burst of first requests in this process makes it once
 * (another instance may make it too: the first to store it wins, both answer the same picture).
 */
export async function getImageRendition(
  db: Db,
  key: string,
  requested: number,
  accept: string | undefined,
): Promise<ImageRendition | undefined> {
  const facts = await imageFacts(db, key);
  if (!facts) return undefined;
  const width = facts.width ? Math.min(requested, facts.width) : requested;
  const format = preferredFormat(accept, facts.mediaType);
  const tag = `${key}-w${width}-${format}`;
  if (format === 'original' && width === facts.width) {
    // The stored image is that rendition already.
    const file = await getImageFile(db, key, 'full');
    return file && { mediaType: file.mediaType, bytes: file.bytes, tag, width, format };
  }
  const stored = await storedRendition(db, key, width, format);
  if (stored) return { ...stored, tag, width, format };
  let made = making.get(tag);
  if (!made) {
    made = makeAndStore(db, key, width, format).finally(() => making.delete(tag));
    making.set(tag, made);
  }
  const rendition = await made;
  return rendition && { ...rendition, tag, width, format };
}

async function makeAndStore(db: Db, key: string, width: number, format: RenditionFormat) {
  const source = await getImageFile(db, key, 'full');
  if (!source) return undefined;
  const rendition = await makeRendition(source.bytes, source.mediaType, width, format);
  await storeRendition(db, key, width, format, rendition);
  return rendition;
}
