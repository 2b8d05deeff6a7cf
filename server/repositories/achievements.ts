import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { achievementImages, achievements, languageEntries } from '../db/schema';
import type { TrashItem } from '../domain/history';

/** An achievement in the trash, with its photos (repositories/trash.ts). */
export interface AchievementTrashItem extends TrashItem<'achievement'> {
  achievement: typeof achievements.$inferSelect;
  images: (typeof achievementImages.$inferSelect)[];
  /** The description entry, removed with it; null when a service kept it. */
  description: typeof languageEntries.$inferSelect | null;
}

/**
 * Achievements newest first (`id`: that one only), with their image rows in order. Two
 * statements: run them in one snapshot.
 */
export async function loadAchievementRows(db: Db, id?: number) {
  const rows = await db
    .select()
    .from(achievements)
    .where(id === undefined ? undefined : eq(achievements.id, id))
    .orderBy(desc(achievements.id));
  if (!rows.length) return { rows, images: [] };
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
  return { rows, images };
}

/** Adds an achievement; answers its id. */
export async function insertAchievement(
  db: Db,
  values: { location: string; descriptionId: number },
) {
  const [row] = await db.insert(achievements).values(values).returning({ id: achievements.id });
  return row.id;
}

/** The id of an achievement's description entry, undefined when there is no such achievement. */
export async function descriptionOfAchievement(db: Db, id: number) {
  const [row] = await db
    .select({ id: achievements.descriptionId })
    .from(achievements)
    .where(eq(achievements.id, id));
  return row?.id;
}

/** Locks an achievement for a change until the transaction ends; false when there is none. */
export async function lockAchievement(tx: Db, id: number) {
  const [locked] = await tx
    .select({ id: achievements.id })
    .from(achievements)
    .where(eq(achievements.id, id))
    .for('update');
  return locked !== undefined;
}

/** An achievement's image rows, in their order. */
export function achievementImageRows(db: Db, id: number) {
  return db
    .select()
    .from(achievementImages)
    .where(eq(achievementImages.achievementId, id))
    .orderBy(asc(achievementImages.position));
}

/** The keys of an achievement's images, in their order. */
export async function achievementImageKeys(db: Db, id: number) {
  return (await achievementImageRows(db, id)).map((row) => row.imageKey);
}

/** Sets an achievement's images, these keys in this order, in place of those it had. */
export async function replaceAchievementImages(db: Db, id: number, keys: string[]) {
  await db.delete(achievementImages).where(eq(achievementImages.achievementId, id));
  await insertAchievementImages(db, id, keys);
}

/** Adds images to a new achievement, in this order. */
export async function insertAchievementImages(db: Db, id: number, keys: string[]) {
  if (!keys.length) return;
  await db
    .insert(achievementImages)
    .values(keys.map((imageKey, position) => ({ achievementId: id, position, imageKey })));
}

export async function updateAchievementLocation(db: Db, id: number, location: string) {
  await db.update(achievements).set({ location }).where(eq(achievements.id, id));
}

/** Puts an achievement and its image rows back as they were, with their ids (out of the trash). */
export async function restoreAchievementRows(
  tx: Db,
  achievement: typeof achievements.$inferSelect,
  images: (typeof achievementImages.$inferSelect)[],
) {
  await tx.insert(achievements).values(achievement);
  if (images.length) await tx.insert(achievementImages).values(images);
}

/** Removes an achievement with its image rows (ON DELETE CASCADE); answers its row, or undefined. */
export async function deleteAchievement(db: Db, id: number) {
  const [removed] = await db.delete(achievements).where(eq(achievements.id, id)).returning();
  return removed;
}
