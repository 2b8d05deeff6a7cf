import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import { isDelivered } from '../domain/project-stages';
import { logActivity } from '../repositories/activity';
import { imageAlts, type ImageAlt } from '../repositories/images';
import { lockProject, projectPhotoKeys, setProjectAchievement } from '../repositories/projects';
import { createAchievementOfStoredImages } from './achievements';
import type { Actor } from './language';
import { projectTarget } from './projects';

/**
 * Publiceer als realisatie (docs/product.md § Projecten): a delivered project's chosen photos
 * and description become an achievement on the website, created by the achievements' own
 * service and linked back to the project.
 */

export interface PublishInput {
  imageKeys: string[];
  imageAlts?: (ImageAlt | null)[];
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
}

/** Publishes project `id` as an achievement; answers the achievement's id. */
export async function publishProject(db: Db, id: number, input: PublishInput, by: Actor = null) {
  const typed = input.imageAlts ?? [];
  if (typed.length > input.imageKeys.length)
    throw validation(
      `imageAlts has ${typed.length} entries for ${input.imageKeys.length} photos: one per photo`,
    );
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound('Project', id);
    if (!isDelivered(project.stage))
      throw new ApiError(
        'PROJECT_NOT_DELIVERED',
        `Project ${id} is ${project.stage}: it can be published from opgeleverd on`,
      );
    const photos = await projectPhotoKeys(tx, id);
    const foreign = input.imageKeys.filter((key) => !photos.includes(key));
    if (foreign.length)
      throw validation(`imageKeys names photos the project does not have: ${foreign.join(', ')}`);
    const own = await imageAlts(tx, input.imageKeys);
    const alts = input.imageKeys.map((key, index) => {
      const alt = typed[index] ?? own(key);
      return { altDutch: alt.altDutch.trim(), altEnglish: alt.altEnglish.trim() };
    });
    const undescribed = input.imageKeys.filter(
      (_, index) => !alts[index].altDutch || !alts[index].altEnglish,
    );
    if (undescribed.length)
      throw validation(
        `Every published photo needs a Dutch and an English description: ${undescribed.join(', ')}`,
      );
    const achievementId = await createAchievementOfStoredImages(
      tx,
      { ...input, imageAlts: alts },
      input.imageKeys,
      by,
    );
    await setProjectAchievement(tx, id, achievementId);
    await logActivity(tx, { by, kind: 'update', target: projectTarget(id, project.name) });
    return achievementId;
  });
}
