import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { ApiError, notFound, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import {
  achievementImageKeys,
  achievementImageRows,
  descriptionOfAchievement,
  insertAchievement,
  insertAchievementImages,
  loadAchievementRows,
  lockAchievement,
  deleteAchievement,
  replaceAchievementImages,
  updateAchievementLocation,
  type AchievementTrashItem,
} from '../repositories/achievements';
import { captureAchievement, captureLanguageEntry, recordVersion } from '../repositories/history';
import {
  deleteUnreferencedImages,
  describeImages,
  imageAlts,
  imageReferences,
  storeImages,
  type ImageAlt,
  type ImageForm,
} from '../repositories/images';
import {
  insertLanguageEntry,
  loadLanguageEntries,
  lockLanguageEntry,
  deleteLanguageEntry,
  updateTranslations,
} from '../repositories/language';
import { putInTrash } from '../repositories/trash';
import { MAX_ACHIEVEMENT_IMAGES } from '../schemas';
import { nextStaleLanguage, type Actor } from './language';

/**
 * Achievements (finished projects) with their photos (docs/product.md § Achievements): each has
 * a description of its own, a language entry in ACHIEVEMENT_GROUP, written and removed with it.
 */

/** Achievement descriptions are language entries in this group. */
export const ACHIEVEMENT_GROUP = 'achievements';

/** How image fields are filled: a form of the answer, or the bare key. */
type ImageFill = ImageForm | 'key';

/**
 * Achievements with their description and images (data URLs, addresses or keys: `form`),
 * newest first (`id`: that one only). A fixed number of queries, however many there are: run it
 * in one snapshot.
 */
async function readAchievements(tx: Db, form: ImageFill, id?: number) {
  const { rows, images } = await loadAchievementRows(tx, id);
  if (!rows.length) return [];
  const entries = await loadLanguageEntries(
    tx,
    rows.map((row) => row.descriptionId),
  );
  const keys = images.map((row) => row.imageKey);
  const image = form === 'key' ? (key: string) => key : await imageReferences(tx, keys, form);
  const alt = await imageAlts(tx, keys);
  return rows.map((row) => {
    const own = images.filter((one) => one.achievementId === row.id);
    return {
      id: row.id,
      location: row.location,
      description: entries.get(row.descriptionId)!,
      images: own.map((one) => image(one.imageKey)),
      imageAlts: own.map((one) => alt(one.imageKey)),
    };
  });
}

/**
 * Every achievement with its description and images (data URLs or addresses: `form`), newest
 * first, read in one snapshot.
 */
export const listAchievements = (db: Db, { images = 'data' }: { images?: ImageForm } = {}) =>
  readSnapshot(db, (tx) => readAchievements(tx, images));

/**
 * The list as listAchievements answers it, each image field holding the image's key: for the
 * data-URL answer, which reads the bytes itself in batches (services/data-url-answers.ts).
 * Run it inside that answer's snapshot.
 */
export const achievementsWithImageKeys = (tx: Db) => readAchievements(tx, 'key');

/** An achievement as staff write it (the multipart `data` part, field names as sent). */
export interface AchievementInput {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
  imageAlts?: (ImageAlt | null)[];
}

/** A list of descriptions that does not match the images, one for one. */
const altCountRefusal = (images: number, alts: number) =>
  validation(
    `data.imageAlts has ${alts} ${alts === 1 ? 'entry' : 'entries'} for ${images} ` +
      `${images === 1 ? 'image' : 'images'}: send one per image, in their order (null leaves one as it is)`,
  );

/** The location is plain text, the description sanitized rich text; none may be blank. */
const clean = (data: AchievementInput) => ({
  location: requiredText(data.location, 'data.location'),
  translationDutch: requiredRichText(data.descriptionDutch, 'data.descriptionDutch'),
  translationEnglish: requiredRichText(data.descriptionEnglish, 'data.descriptionEnglish'),
});

/** What the activity log calls an achievement: its location. */
export const achievementTarget = (id: number, location: string) => ({
  kind: 'achievement' as const,
  id,
  label: location,
});

/** Records the achievement's state and its description entry's as new versions. */
async function recordVersions(tx: Db, id: number, by: Actor) {
  await recordVersion(tx, 'achievement', id, by, captureAchievement);
  const descriptionId = await descriptionOfAchievement(tx, id);
  if (descriptionId) await recordVersion(tx, 'language', descriptionId, by, captureLanguageEntry);
}

/**
 * Adds an achievement with its description entry and images, in one transaction (a savepoint
 * when `db` is already a transaction, as in the demo seed); answers its id.
 */
export async function createAchievement(
  db: Db,
  data: AchievementInput,
  images: ProcessedImage[],
  by: Actor = null,
) {
  const values = clean(data);
  if (data.imageAlts && data.imageAlts.length !== images.length) {
    throw altCountRefusal(images.length, data.imageAlts.length);
  }
  return db.transaction(async (tx) => {
    await storeImages(tx, images);
    return insertAchievementWith(
      tx,
      values,
      images.map((image) => image.key),
      data.imageAlts ?? [],
      by,
    );
  });
}

/**
 * Adds an achievement showing stored images (these keys, in this order) with the descriptions
 * sent for them, in the caller's transaction: a project's publication. Answers its id.
 */
export async function createAchievementOfStoredImages(
  tx: Db,
  data: AchievementInput,
  keys: string[],
  by: Actor = null,
) {
  return insertAchievementWith(tx, clean(data), keys, data.imageAlts ?? [], by);
}

async function insertAchievementWith(
  tx: Db,
  values: ReturnType<typeof clean>,
  keys: string[],
  alts: (ImageAlt | null)[],
  by: Actor,
) {
  const descriptionId = await insertLanguageEntry(tx, {
    name: `achievement-${randomUUID()}`,
    group: ACHIEVEMENT_GROUP,
    translationDutch: values.translationDutch,
    translationEnglish: values.translationEnglish,
  });
  // A new random name: no entry of the group has it.
  if (descriptionId === 'duplicate') throw new Error('An achievement description name repeated');
  const id = await insertAchievement(tx, { location: values.location, descriptionId });
  await describeImages(tx, keys, alts);
  await insertAchievementImages(tx, id, keys);
  await recordVersions(tx, id, by);
  await logActivity(tx, { by, kind: 'create', target: achievementTarget(id, values.location) });
  return id;
}

export interface AchievementChanges {
  location: string;
  translationDutch: string;
  translationEnglish: string;
  /**
   * Keys of its current images to keep, in their new order; undefined keeps every one in its
   * order. The new images follow them.
   */
  keepImages?: string[];
  images: ProcessedImage[];
  /**
   * Descriptions of the images after the change (kept, then new), in their order; null leaves
   * an image's as they are, undefined all of them.
   */
  imageAlts?: (ImageAlt | null)[];
  /** Whether `keepImages` may name any stored image, not only current ones (a version restore). */
  anyStoredImages?: boolean;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Writes an achievement's location, description (its language entry, in place) and images as a
 * new version of it, in the caller's transaction; answers the achievement as the list shows it
 * (images in `form`). A change the images refuse changes nothing. Images it no longer shows that
 * nothing else shows are deleted with it.
 * Locks as removeAchievement does, the description entry first and then the achievement, so an
 * update and a removal of the same achievement (or of its entry) wait for each other instead of
 * deadlocking; one that finds the achievement gone after the wait answers 404.
 */
export async function writeAchievement(
  tx: Db,
  id: number,
  changes: AchievementChanges,
  by: Actor,
  form: ImageForm = 'data',
) {
  const descriptionId = await descriptionOfAchievement(tx, id);
  const entry = descriptionId && (await lockLanguageEntry(tx, descriptionId));
  // Removed meanwhile with the entry left to a service that shows it too: gone all the same.
  if (!descriptionId || !entry || !(await lockAchievement(tx, id)))
    throw notFound('Achievement', id);

  const current = await achievementImageKeys(tx, id);
  const kept = changes.keepImages ?? current;
  const unknown = changes.anyStoredImages ? [] : kept.filter((key) => !current.includes(key));
  if (unknown.length) {
    throw validation(
      `data.keepImages names ${unknown.length === 1 ? 'an image' : 'images'} the ` +
        `achievement does not show: ${unknown.join(', ')}`,
    );
  }
  const added = changes.images.length;
  if (kept.length + added > MAX_ACHIEVEMENT_IMAGES) {
    // The code of too many files in one upload, which is what the same total would be there.
    throw new ApiError(
      'TOO_MANY_FILES',
      `An achievement has at most ${MAX_ACHIEVEMENT_IMAGES} images: ${kept.length} kept and ` +
        `${added} new make ${kept.length + added}`,
    );
  }
  const keys = [...kept, ...changes.images.map((image) => image.key)];
  if (changes.imageAlts && changes.imageAlts.length !== keys.length) {
    throw altCountRefusal(keys.length, changes.imageAlts.length);
  }

  await storeImages(tx, changes.images);
  await updateTranslations(tx, descriptionId, {
    translationDutch: changes.translationDutch,
    translationEnglish: changes.translationEnglish,
    staleLanguage: nextStaleLanguage(entry, changes),
  });
  await updateAchievementLocation(tx, id, changes.location);
  await describeImages(tx, keys, changes.imageAlts ?? []);
  if (!sameList(keys, current)) {
    await replaceAchievementImages(tx, id, keys);
    await deleteUnreferencedImages(
      tx,
      current.filter((key) => !keys.includes(key)),
    );
  }
  const [updated] = await readAchievements(tx, form, id);
  await recordVersions(tx, id, by);
  return updated;
}

/**
 * Changes an achievement: `keepImages` lists the current images to keep in their new order
 * (undefined: all), the new `images` follow them. Answers the achievement with its images in
 * `form`.
 */
export async function changeAchievement(
  db: Db,
  id: number,
  data: AchievementInput & { keepImages?: string[] },
  images: ProcessedImage[],
  form?: ImageForm,
  by: Actor = null,
) {
  const values = clean(data);
  return db.transaction(async (tx) => {
    const updated = await writeAchievement(
      tx,
      id,
      { ...values, keepImages: data.keepImages, images, imageAlts: data.imageAlts },
      by,
      form,
    );
    await logActivity(tx, { by, kind: 'update', target: achievementTarget(id, values.location) });
    return updated;
  });
}

/**
 * Moves an achievement with its photos and its description to the trash; the description
 * stays when staff chose it as a service's or content block's text too.
 * The description entry is locked first, as removing that entry alone locks it first: taking
 * the achievement first would deadlock against such a removal on PostgreSQL (each waiting for
 * the row the other holds). That removal then either waits and finds nothing, or goes first
 * and is refused because the achievement still uses the entry.
 */
export async function removeAchievement(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const descriptionId = await descriptionOfAchievement(tx, id);
    // Gone meanwhile: a concurrent removal of this achievement took it along.
    if (!descriptionId || !(await lockLanguageEntry(tx, descriptionId)))
      throw notFound('Achievement', id);
    const pictures = await achievementImageRows(tx, id);
    const removed = await deleteAchievement(tx, id);
    if (!removed) throw notFound('Achievement', id);
    // In use by a service or block: the row lock above kept new references out meanwhile.
    const description = await deleteLanguageEntry(tx, descriptionId);
    const label = removed.location;
    await putInTrash<AchievementTrashItem>(
      tx,
      {
        kind: 'achievement',
        achievement: removed,
        images: pictures,
        description: description === 'in-use' ? null : (description ?? null),
      },
      { id, label, imageKeys: pictures.map((picture) => picture.imageKey) },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target: achievementTarget(id, label) });
  });
}
