import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import { recordVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import type { Actor } from './language';
import {
  descriptionOfAchievement,
  insertAchievement,
  isAchievementRefusal,
  removeAchievement,
  updateAchievement,
  type AchievementChanges,
  type AchievementRefusal,
} from '../repositories/achievements';
import type { ImageAlt, ImageForm } from '../repositories/images';
import { MAX_ACHIEVEMENT_IMAGES } from '../schemas';

export { ACHIEVEMENT_GROUP, listAchievements } from '../repositories/achievements';

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

function refusal(refused: AchievementRefusal) {
  switch (refused.refused) {
    case 'unknown-images':
      return validation(
        `data.keepImages names ${refused.keys.length === 1 ? 'an image' : 'images'} the ` +
          `achievement does not show: ${refused.keys.join(', ')}`,
      );
    case 'too-many-images':
      // The code of too many files in one upload, which is what the same total would be there.
      return new ApiError(
        'TOO_MANY_FILES',
        `An achievement has at most ${MAX_ACHIEVEMENT_IMAGES} images: ${refused.kept} kept and ` +
          `${refused.added} new make ${refused.kept + refused.added}`,
      );
    case 'alt-count':
      return altCountRefusal(refused.images, refused.alts);
  }
}

/** The location is plain text, the description sanitized rich text; none may be blank. */
const clean = (data: AchievementInput) => ({
  location: requiredText(data.location, 'data.location'),
  translationDutch: requiredRichText(data.descriptionDutch, 'data.descriptionDutch'),
  translationEnglish: requiredRichText(data.descriptionEnglish, 'data.descriptionEnglish'),
});

/** What the activity log calls an achievement: its location. */
export const achievementTarget = (id: number, location: string) => ({
  kind: 'achievement',
  id,
  label: location,
});

/** Records the achievement's state and its description entry's as new versions. */
async function recordVersions(tx: Db, id: number, by: Actor) {
  await recordVersion(tx, 'achievement', id, by);
  const descriptionId = await descriptionOfAchievement(tx, id);
  if (descriptionId) await recordVersion(tx, 'language', descriptionId, by);
}

/** Adds an achievement with its description entry and images; answers its id. */
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
    const id = await insertAchievement(tx, { ...values, images, imageAlts: data.imageAlts });
    await recordVersions(tx, id, by);
    await logActivity(tx, { by, kind: 'create', target: achievementTarget(id, values.location) });
    return id;
  });
}

/** Writes an achievement's values as a new version of it, in the caller's transaction. */
export async function writeAchievement(
  tx: Db,
  id: number,
  changes: AchievementChanges,
  by: Actor,
  form?: ImageForm,
) {
  const updated = await updateAchievement(tx, id, changes, form);
  if (!updated) throw notFound('Achievement', id);
  if (isAchievementRefusal(updated)) throw refusal(updated);
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

/** Moves an achievement with its photos and description to the trash. */
export async function deleteAchievement(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await removeAchievement(tx, id);
    if (!removed) throw notFound('Achievement', id);
    const label = removed.achievement.location;
    await putInTrash(tx, { kind: 'achievement', ...removed }, label, by);
    await logActivity(tx, { by, kind: 'delete', target: achievementTarget(id, label) });
  });
}
