import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  insertAchievement,
  isAchievementRefusal,
  removeAchievement,
  updateAchievement,
  type AchievementRefusal,
} from '../repositories/achievements';
import type { ImageForm } from '../repositories/images';
import { MAX_ACHIEVEMENT_IMAGES } from '../schemas';

export { ACHIEVEMENT_GROUP, listAchievements } from '../repositories/achievements';

/** An achievement as staff write it (the multipart `data` part, field names as sent). */
export interface AchievementInput {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
}

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
  }
}

/** The location is plain text, the description sanitized rich text; none may be blank. */
const clean = (data: AchievementInput) => ({
  location: requiredText(data.location, 'data.location'),
  translationDutch: requiredRichText(data.descriptionDutch, 'data.descriptionDutch'),
  translationEnglish: requiredRichText(data.descriptionEnglish, 'data.descriptionEnglish'),
});

/** Adds an achievement with its description entry and images; answers its id. */
export async function createAchievement(db: Db, data: AchievementInput, images: ProcessedImage[]) {
  return insertAchievement(db, { ...clean(data), images });
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
) {
  const updated = await updateAchievement(
    db,
    id,
    { ...clean(data), keepImages: data.keepImages, images },
    form,
  );
  if (!updated) throw notFound('Achievement', id);
  if (isAchievementRefusal(updated)) throw refusal(updated);
  return updated;
}

export async function deleteAchievement(db: Db, id: number) {
  if (!(await removeAchievement(db, id))) throw notFound('Achievement', id);
}
