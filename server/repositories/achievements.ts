import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, notExists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import {
  achievementImages,
  achievements,
  languageEntries,
  serviceContents,
  services,
} from '../db/schema';
import type { ProcessedImage } from '../domain/images';
import { MAX_ACHIEVEMENT_IMAGES } from '../schemas';
import {
  deleteUnreferencedImages,
  describeImages,
  imageAlts,
  imageReferences,
  storeImages,
  type ImageAlt,
  type ImageForm,
} from './images';
import { loadLanguageEntries, nextStaleLanguage } from './language';

/** Achievement descriptions are language entries in this group. */
export const ACHIEVEMENT_GROUP = 'achievements';

/**
 * Every achievement with its description and images (data URLs or addresses: `form`), newest
 * first. A fixed number of queries, however many there are.
 */
export const listAchievements = (db: Db, { images = 'data' }: { images?: ImageForm } = {}) =>
  readSnapshot(db, (tx) => readAchievements(tx, images));

/**
 * The list as listAchievements answers it, each image field holding the image's key: for the
 * data-URL answer, which reads the bytes itself in batches (services/data-url-answers.ts).
 * Run it inside that answer's snapshot.
 */
export const achievementsWithImageKeys = (tx: Db) => readAchievements(tx, 'key');

/** How image fields are filled: a form of the answer, or the bare key. */
type ImageFill = ImageForm | 'key';

async function readAchievements(db: Db, form: ImageFill, where?: SQL) {
  const rows = await db.select().from(achievements).where(where).orderBy(desc(achievements.id));
  if (!rows.length) return [];
  const images = await db
    .select()
    .from(achievementImages)
    .where(
      inArray(
        achievementImages.achievementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(achievementImages.position));
  const entries = await loadLanguageEntries(
    db,
    rows.map((row) => row.descriptionId),
  );
  const image =
    form === 'key'
      ? (key: string) => key
      : await imageReferences(
          db,
          images.map((row) => row.imageKey),
          form,
        );
  const alt = await imageAlts(
    db,
    images.map((row) => row.imageKey),
  );
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

export interface NewAchievement {
  location: string;
  translationDutch: string;
  translationEnglish: string;
  images: ProcessedImage[];
  /** Descriptions of `images`, in their order; null or missing leaves an image's as they are. */
  imageAlts?: (ImageAlt | null)[];
}

/**
 * The achievement, its description entry and its images, in one transaction (a savepoint when
 * `db` is already a transaction, as in the demo seed); answers its id.
 */
export async function insertAchievement(db: Db, values: NewAchievement) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(languageEntries)
      .values({
        name: `achievement-${randomUUID()}`,
        group: ACHIEVEMENT_GROUP,
        translationDutch: values.translationDutch,
        translationEnglish: values.translationEnglish,
      })
      .returning({ id: languageEntries.id });
    const [row] = await tx
      .insert(achievements)
      .values({ location: values.location, descriptionId: entry.id })
      .returning({ id: achievements.id });
    if (values.images.length) {
      await storeImages(tx, values.images);
      await describeImages(
        tx,
        values.images.map((image) => image.key),
        values.imageAlts ?? [],
      );
      await tx.insert(achievementImages).values(
        values.images.map((image, position) => ({
          achievementId: row.id,
          position,
          imageKey: image.key,
        })),
      );
    }
    return row.id;
  });
}

/**
 * Removes an achievement with its image rows and its description; answers the rows removed
 * (`description` null when a service keeps the entry), or undefined. The caller puts them in
 * the trash, which keeps the images.
 * The description entry is locked first, as removing that entry alone locks it first: taking
 * the achievement first would deadlock against such a removal on PostgreSQL (each waiting for
 * the row the other holds). That removal then either waits and finds nothing, or goes first
 * and is refused because the achievement still uses the entry.
 */
export async function removeAchievement(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ descriptionId: achievements.descriptionId })
      .from(achievements)
      .where(eq(achievements.id, id));
    if (!found) return undefined;
    const [entry] = await tx
      .select({ id: languageEntries.id })
      .from(languageEntries)
      .where(eq(languageEntries.id, found.descriptionId))
      .for('update');
    // Gone meanwhile: a concurrent removal of this achievement took it along.
    if (!entry) return undefined;
    const pictures = await tx
      .select()
      .from(achievementImages)
      .where(eq(achievementImages.achievementId, id))
      .orderBy(asc(achievementImages.position));
    const [removed] = await tx.delete(achievements).where(eq(achievements.id, id)).returning();
    if (!removed) return undefined;
    // Staff may have chosen the description as a service's or content block's text too: the
    // entry then stays for them. The row lock above keeps new references out meanwhile.
    const entryId = found.descriptionId;
    const [description] = await tx
      .delete(languageEntries)
      .where(
        and(
          eq(languageEntries.id, entryId),
          notExists(
            tx
              .select({ id: services.id })
              .from(services)
              .where(or(eq(services.titleId, entryId), eq(services.descriptionId, entryId))),
          ),
          notExists(
            tx
              .select({ id: serviceContents.id })
              .from(serviceContents)
              .where(or(eq(serviceContents.titleId, entryId), eq(serviceContents.bodyId, entryId))),
          ),
        ),
      )
      .returning();
    return { achievement: removed, images: pictures, description: description ?? null };
  });
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

/** An update refused for what it asks of the achievement's images; nothing was changed. */
export type AchievementRefusal =
  | { refused: 'unknown-images'; keys: string[] }
  | { refused: 'too-many-images'; kept: number; added: number }
  | { refused: 'alt-count'; images: number; alts: number };

export const isAchievementRefusal = (result: unknown): result is AchievementRefusal =>
  typeof result === 'object' && result !== null && 'refused' in result;

/**
 * Changes an achievement's location, description (its language entry, in place) and images, in
 * one transaction; answers the achievement as the list shows it (images in `form`), undefined
 * when there is none, or a refusal (nothing changed). Images it no longer shows that nothing
 * else shows are deleted with it.
 * Locks as removeAchievement does, the description entry first and then the achievement, so an
 * update and a removal of the same achievement (or of its entry) wait for each other instead of
 * deadlocking; one that finds the achievement gone after the wait answers undefined.
 */
export async function updateAchievement(
  db: Db,
  id: number,
  changes: AchievementChanges,
  form: ImageForm = 'data',
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ descriptionId: achievements.descriptionId })
      .from(achievements)
      .where(eq(achievements.id, id));
    if (!found) return undefined;
    const [entry] = await tx
      .select()
      .from(languageEntries)
      .where(eq(languageEntries.id, found.descriptionId))
      .for('update');
    if (!entry) return undefined;
    // Removed meanwhile with the entry left to a service that shows it too: gone all the same.
    const [locked] = await tx
      .select({ id: achievements.id })
      .from(achievements)
      .where(eq(achievements.id, id))
      .for('update');
    if (!locked) return undefined;

    const current = (
      await tx
        .select({ imageKey: achievementImages.imageKey })
        .from(achievementImages)
        .where(eq(achievementImages.achievementId, id))
        .orderBy(asc(achievementImages.position))
    ).map((row) => row.imageKey);
    const kept = changes.keepImages ?? current;
    const unknown = changes.anyStoredImages ? [] : kept.filter((key) => !current.includes(key));
    if (unknown.length) return { refused: 'unknown-images', keys: unknown } as const;
    if (kept.length + changes.images.length > MAX_ACHIEVEMENT_IMAGES) {
      return {
        refused: 'too-many-images',
        kept: kept.length,
        added: changes.images.length,
      } as const;
    }
    const keys = [...kept, ...changes.images.map((image) => image.key)];
    if (changes.imageAlts && changes.imageAlts.length !== keys.length) {
      return { refused: 'alt-count', images: keys.length, alts: changes.imageAlts.length } as const;
    }

    await storeImages(tx, changes.images);
    await tx
      .update(languageEntries)
      .set({
        translationDutch: changes.translationDutch,
        translationEnglish: changes.translationEnglish,
        staleLanguage: nextStaleLanguage(entry, changes),
      })
      .where(eq(languageEntries.id, found.descriptionId));
    await tx
      .update(achievements)
      .set({ location: changes.location })
      .where(eq(achievements.id, id));
    await describeImages(tx, keys, changes.imageAlts ?? []);
    if (!sameList(keys, current)) {
      await tx.delete(achievementImages).where(eq(achievementImages.achievementId, id));
      if (keys.length) {
        await tx
          .insert(achievementImages)
          .values(keys.map((imageKey, position) => ({ achievementId: id, position, imageKey })));
      }
      await deleteUnreferencedImages(
        tx,
        current.filter((key) => !keys.includes(key)),
      );
    }
    const [achievement] = await readAchievements(tx, form, eq(achievements.id, id));
    return achievement;
  });
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The id of an achievement's description entry, undefined when there is no such achievement. */
export async function descriptionOfAchievement(db: Db, id: number) {
  const [row] = await db
    .select({ id: achievements.descriptionId })
    .from(achievements)
    .where(eq(achievements.id, id));
  return row?.id;
}
