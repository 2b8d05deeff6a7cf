import { and, eq, inArray, isNull, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { rowsOf } from '../db/rows-of';
import { inSavepoint } from '../db/savepoint';
import {
  achievementImages,
  imageRenditions,
  images,
  projectPhotos,
  serviceContents,
  services,
  trashImages,
  vehicleDamagePhotos,
  versionImages,
} from '../db/schema';
import { toDataUrl, type ProcessedImage } from '../domain/images';
import type { Rendition, RenditionFormat } from '../domain/renditions';
import { USE_ORDER } from '../db/use-order';
import { toContentUse, type ContentKind, type UseRow } from '../domain/content-uses';

/** How entity image fields are answered: data URLs (the spec's shape) or image addresses. */
export type ImageForm = 'data' | 'url';

/** The address an image is served at. */
export const imageUrl = (key: string) => `/api/images/${key}`;

/**
 * Stores processed images (one row per key, however often it comes). Run inside the write's
 * transaction: an existing row is updated, without changing its key, so that it stays locked
 * until the write commits and a concurrent removal cannot delete it from under the reference.
 */
export async function storeImages(tx: Db, processed: ProcessedImage[]) {
  // In key order, as every write locks images, so two writes sharing images never wait in a cycle.
  const unique = [...new Map(processed.map((image) => [image.key, image])).values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  if (!unique.length) return;
  await tx
    .insert(images)
    .values(
      unique.map((image) => ({
        key: image.key,
        mediaType: image.mediaType,
        bytes: image.bytes,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        thumb: image.thumb.bytes,
        thumbMediaType: image.thumb.mediaType,
      })),
    )
    .onConflictDoUpdate({ target: images.key, set: { mediaType: sql`excluded.media_type` } });
}

const unreferenced = (tx: Db) =>
  and(
    notExists(
      tx
        .select({ one: sql`1` })
        .from(services)
        .where(eq(services.imageKey, images.key)),
    ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(serviceContents)
        .where(eq(serviceContents.imageKey, images.key)),
    ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(achievementImages)
        .where(eq(achievementImages.imageKey, images.key)),
    ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(projectPhotos)
        .where(eq(projectPhotos.imageKey, images.key)),
    ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(vehicleDamagePhotos)
        .where(eq(vehicleDamagePhotos.imageKey, images.key)),
    ),
    // An old version or a deleted item in the trash may show it again.
    notExists(
      tx
        .select({ one: sql`1` })
        .from(versionImages)
        .where(eq(versionImages.imageKey, images.key)),
    ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(trashImages)
        .where(eq(trashImages.imageKey, images.key)),
    ),
  );

/**
 * Deletes those of `keys` that nothing refers to any more. Run inside the write that dropped
 * the references, after it did. A concurrent write may just have referred to the same image
 * (same content, same key): its reference is not visible here yet, and the delete then fails
 * its foreign key. That failure is contained in a savepoint and the image stays; other keys
 * are then tried one at a time.
 */
export async function deleteUnreferencedImages(tx: Db, keys: (string | null | undefined)[]) {
  const candidates = [...new Set(keys.filter((key): key is string => !!key))].sort();
  if (!candidates.length) return;
  const attempt = async (some: string[]) => {
    try {
      await inSavepoint(tx, async (savepoint) => {
        // Locked first, in key order, in a statement of its own: a concurrent write that dropped
        // another reference to the same image has then committed, and the delete below (a new
        // statement, a new snapshot) sees it. Without the lock, two writes each removing one of
        // two references would both still see the other's and neither would delete the image.
        await savepoint
          .select({ key: images.key })
          .from(images)
          .where(inArray(images.key, some))
          .orderBy(images.key)
          .for('update');
        await savepoint
          .delete(images)
          .where(and(inArray(images.key, some), unreferenced(savepoint)));
      });
      return true;
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  };
  if (await attempt(candidates)) return;
  if (candidates.length === 1) return;
  for (const key of candidates) await attempt([key]);
}

export interface ImageAlt {
  altDutch: string;
  altEnglish: string;
}

/** The descriptions (alt texts) of the images of a list: one query for any number of keys. */
export async function imageAlts(
  db: Db,
  keys: (string | null)[],
): Promise<(key: string) => ImageAlt> {
  const wanted = [...new Set(keys.filter((key): key is string => !!key))];
  const found = new Map<string, ImageAlt>();
  if (wanted.length) {
    const rows = await db
      .select({ key: images.key, altDutch: images.altDutch, altEnglish: images.altEnglish })
      .from(images)
      .where(inArray(images.key, wanted));
    for (const { key, ...alt } of rows) found.set(key, alt);
  }
  return (key) => found.get(key) ?? { altDutch: '', altEnglish: '' };
}

/**
 * The form of each key's image (`form` data: data URLs; url: addresses), for a list of
 * entities: one query for any number of keys.
 */
export async function imageReferences(
  db: Db,
  keys: (string | null)[],
  form: ImageForm,
): Promise<(key: string) => string> {
  if (form === 'url') return imageUrl;
  const wanted = [...new Set(keys.filter((key): key is string => !!key))];
  const found = new Map<string, string>();
  if (wanted.length) {
    const rows = await db
      .select({ key: images.key, mediaType: images.mediaType, bytes: images.bytes })
      .from(images)
      .where(inArray(images.key, wanted));
    for (const row of rows) found.set(row.key, toDataUrl(row.mediaType, row.bytes));
  }
  return (key) => {
    const url = found.get(key);
    // A foreign key guarantees the row; read on the same snapshot, it cannot be missing.
    if (url === undefined) throw new Error(`Image ${key} is missing`);
    return url;
  };
}

/**
 * Every stored image with what shows it, newest first (then by key), without its bytes: one
 * statement, whatever the number of images. `usedBy` keeps the images one kind uses (each with
 * every use it has), or with `unused` those nothing uses. An achievement showing an image twice
 * counts as one use. `key` lists that one image only.
 */
export async function listImages(
  db: Db,
  { usedBy, key }: { usedBy?: ContentKind | 'unused'; key?: string } = {},
) {
  const having =
    usedBy === undefined
      ? sql``
      : usedBy === 'unused'
        ? sql`having count(u.kind) = 0`
        : sql`having bool_or(u.kind = ${usedBy})`;
  const result = await db.execute(sql`
    with uses as (
      select s.image_key as key, 'service' as kind, s.id, null::int as service_id,
             t.translation_dutch as title, t.name
        from services s join language_entries t on t.id = s.title_id
        where s.image_key is not null
      union all
      select c.image_key, 'serviceContent', c.id, c.service_id, t.translation_dutch, t.name
        from service_contents c join language_entries t on t.id = c.title_id
        where c.image_key is not null
      union all
      select distinct ai.image_key, 'achievement', a.id, null::int, a.location, null::text
        from achievement_images ai join achievements a on a.id = ai.achievement_id
    )
    select i.key, i.media_type as "mediaType", i.size, i.width, i.height,
           i.alt_dutch as "altDutch", i.alt_english as "altEnglish", i.created_at as "createdAt",
           coalesce(
             json_agg(
               json_build_object('kind', u.kind, 'id', u.id, 'serviceId', u.service_id,
                                 'title', u.title, 'name', u.name)
               order by ${USE_ORDER}
             ) filter (where u.kind is not null),
             '[]'
           ) as "usedBy"
      from images i left join uses u on u.key = i.key
      ${key === undefined ? sql`` : sql`where i.key = ${key}`}
      group by i.key
      ${having}
      order by i.created_at desc, i.key
  `);
  return rowsOf(result).map((row) => {
    const key = String(row.key);
    const uses = (typeof row.usedBy === 'string' ? JSON.parse(row.usedBy) : row.usedBy) as UseRow[];
    return {
      key,
      url: imageUrl(key),
      thumbUrl: `${imageUrl(key)}?size=thumb`,
      mediaType: String(row.mediaType),
      size: Number(row.size),
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      altDutch: String(row.altDutch),
      altEnglish: String(row.altEnglish),
      createdAt: new Date(row.createdAt as string | Date).toISOString(),
      usedBy: uses.map(toContentUse),
    };
  });
}

/** One stored image or its thumbnail (the full image when it has none), or undefined. */
export async function getImageFile(db: Db, key: string, size: 'full' | 'thumb') {
  const [row] = await db
    .select(
      size === 'thumb'
        ? {
            bytes: sql<Buffer>`coalesce(${images.thumb}, ${images.bytes})`.mapWith(images.bytes),
            mediaType: sql<string>`coalesce(${images.thumbMediaType}, ${images.mediaType})`,
            thumb: sql<boolean>`${images.thumb} is not null`,
          }
        : { bytes: images.bytes, mediaType: images.mediaType, thumb: sql<boolean>`false` },
    )
    .from(images)
    .where(eq(images.key, key));
  return row;
}

/** Sets an image's descriptions, trimmed; answers whether the image exists. */
export async function setImageAlt(db: Db, key: string, alt: ImageAlt): Promise<boolean> {
  const rows = await db
    .update(images)
    .set({ altDutch: alt.altDutch.trim(), altEnglish: alt.altEnglish.trim() })
    .where(eq(images.key, key))
    .returning({ key: images.key });
  return rows.length > 0;
}

/**
 * Sets the descriptions a form's write sent for the images it shows, `alts[i]` for `keys[i]`;
 * a missing or null one leaves that image's as they are. Run in the write's transaction, after
 * it stored the images.
 */
export async function describeImages(
  tx: Db,
  keys: string[],
  alts: readonly (ImageAlt | null | undefined)[],
) {
  for (const [index, key] of keys.entries()) {
    const alt = alts[index];
    if (alt) await setImageAlt(tx, key, alt);
  }
}

/**
 * Whether the image with key column `key` is for staff only (docs/product.md § Projecten): a
 * project's photo (now, in a project's history or in the trash) or a vehicle's damage photo (now
 * or with its vehicle in the trash) that no service, content block or achievement shows. What the website shows stays public, a published project's photos
 * through the achievement that shows them.
 */
export const staffOnlyImage = (key: SQL) => sql`(
  (exists (select 1 from project_photos p where p.image_key = ${key})
    or exists (select 1 from vehicle_damage_photos d where d.image_key = ${key})
    or exists (select 1 from version_images vi join versions v on v.id = vi.version_id
      where vi.image_key = ${key} and v.kind = 'project')
    or exists (select 1 from trash_images ti join trash t on t.id = ti.trash_id
      where ti.image_key = ${key} and t.kind in ('project', 'vehicle')))
  and not exists (select 1 from services s where s.image_key = ${key})
  and not exists (select 1 from service_contents c where c.image_key = ${key})
  and not exists (select 1 from achievement_images a where a.image_key = ${key}))`;

/** Whether image `key` is answered to staff only (staffOnlyImage); false for an unknown key. */
export async function isStaffOnlyImage(db: Db, key: string): Promise<boolean> {
  const [row] = rowsOf(await db.execute(sql`select ${staffOnlyImage(sql`${key}`)} as staff_only`));
  return row?.staff_only === true;
}

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

/** What choosing a rendition needs to know of an image, without its bytes. */
export async function imageFacts(db: Db, key: string) {
  const [row] = await db
    .select({ mediaType: images.mediaType, width: images.width })
    .from(images)
    .where(eq(images.key, key));
  return row;
}

export async function storedRendition(
  db: Db,
  key: string,
  width: number,
  format: RenditionFormat,
): Promise<Rendition | undefined> {
  const [row] = await db
    .select({ mediaType: imageRenditions.mediaType, bytes: imageRenditions.bytes })
    .from(imageRenditions)
    .where(
      and(
        eq(imageRenditions.imageKey, key),
        eq(imageRenditions.width, width),
        eq(imageRenditions.format, format),
      ),
    );
  return row;
}

/**
 * Keeps a rendition made. Another instance may have stored the same one meanwhile (kept), or
 * the image may have been deleted meanwhile (nothing to keep): neither is an error.
 */
export async function storeRendition(
  db: Db,
  key: string,
  width: number,
  format: RenditionFormat,
  rendition: Rendition,
) {
  try {
    await db
      .insert(imageRenditions)
      .values({ imageKey: key, width, format, ...rendition })
      .onConflictDoNothing();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** Up to `limit` images stored without dimensions or thumbnail, except the `skip` keys. */
export async function incompleteImages(db: Db, limit: number, skip: string[]) {
  const incomplete = or(isNull(images.thumb), isNull(images.width), isNull(images.height));
  return db
    .select({ key: images.key, bytes: images.bytes, mediaType: images.mediaType })
    .from(images)
    .where(skip.length ? and(incomplete, notInArray(images.key, skip)) : incomplete)
    .orderBy(images.key)
    .limit(limit);
}

export async function completeImage(
  db: Db,
  key: string,
  made: { width: number; height: number; thumb: { bytes: Buffer; mediaType: string } },
) {
  await db
    .update(images)
    .set({
      width: made.width,
      height: made.height,
      thumb: made.thumb.bytes,
      thumbMediaType: made.thumb.mediaType,
    })
    .where(eq(images.key, key));
}

/**
 * The images migration dropped the old data-URL columns, but their values stay in the tables'
 * storage until the tables are rewritten (PGlite has no autovacuum to reuse it either): rewrite
 * the three small tables once, right after the images were completed. Measured on a database of
 * 380 photos: 192 MB before, 90 MB after.
 */
export async function reclaimMovedImageSpace(db: Db) {
  await db.execute(sql`vacuum full ${achievementImages}, ${serviceContents}, ${services}`);
}
