import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';

/** Media type and size in bytes of each of these images, without the bytes: one query. */
export async function imageSizes(db: Db, keys: string[]) {
  const found = new Map<string, { mediaType: string; size: number }>();
  if (!keys.length) return found;
  const rows = await db
    .select({ key: images.key, mediaType: images.mediaType, size: images.size })
    .from(images)
    .where(inArray(images.key, keys));
  for (const row of rows) found.set(row.key, { mediaType: row.mediaType, size: row.size });
  return found;
}

/** The stored bytes of each of these images: one query (callers keep the batch small). */
export async function imageBytes(db: Db, keys: string[]) {
  const found = new Map<string, Buffer>();
  if (!keys.length) return found;
  const rows = await db
    .select({ key: images.key, bytes: images.bytes })
    .from(images)
    .where(inArray(images.key, keys));
  for (const row of rows) found.set(row.key, row.bytes);
  return found;
}
