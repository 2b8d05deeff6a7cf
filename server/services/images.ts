import type { Db } from '../db/client';
import { thumbnailOf } from '../domain/images';
import { completeImage, incompleteImages, reclaimMovedImageSpace } from '../repositories/images';

export { getImageFile, listImages } from '../repositories/images';

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
