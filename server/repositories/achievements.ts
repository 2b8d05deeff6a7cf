import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, notExists, or } from 'drizzle-orm';
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
import { deleteUnreferencedImages, imageReferences, storeImages, type ImageForm } from './images';
import { loadLanguageEntries } from './language';

/** Achievement descriptions are language entries in this group. */
export const ACHIEVEMENT_GROUP = 'achievements';

/**
 * Every achievement with its description and images (data URLs or addresses: `form`), newest
 * first. A fixed number of queries, however many there are.
 */
export const listAchievements = (db: Db, { images = 'data' }: { images?: ImageForm } = {}) =>
  readSnapshot(db, (tx) => readAchievements(tx, images));

async function readAchievements(db: Db, form: ImageForm) {
  const rows = await db.select().from(achievements).orderBy(desc(achievements.id));
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
  const image = await imageReferences(
    db,
    images.map((row) => row.imageKey),
    form,
  );
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    description: entries.get(row.descriptionId)!,
    images: images.filter((one) => one.achievementId === row.id).map((one) => image(one.imageKey)),
  }));
}

export interface NewAchievement {
  location: string;
  translationDutch: string;
  translationEnglish: string;
  images: ProcessedImage[];
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
 * Removes an achievement, its images (those nothing else shows) and its description; false
 * when there is none.
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
    if (!found) return false;
    const [entry] = await tx
      .select({ id: languageEntries.id })
      .from(languageEntries)
      .where(eq(languageEntries.id, found.descriptionId))
      .for('update');
    // Gone meanwhile: a concurrent removal of this achievement took it along.
    if (!entry) return false;
    const pictures = await tx
      .select({ imageKey: achievementImages.imageKey })
      .from(achievementImages)
      .where(eq(achievementImages.achievementId, id));
    const [removed] = await tx
      .delete(achievements)
      .where(eq(achievements.id, id))
      .returning({ id: achievements.id });
    if (!removed) return false;
    await deleteUnreferencedImages(
      tx,
      pictures.map((picture) => picture.imageKey),
    );
    // Staff may have chosen the description as a service's or content block's text too: the
    // entry then stays for them. The row lock above keeps new references out meanwhile.
    const entryId = found.descriptionId;
    await tx.delete(languageEntries).where(
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
    );
    return true;
  });
}
