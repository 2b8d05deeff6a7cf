import { field, strings } from '../domain/version-values';
import { restoreAchievementRows, type AchievementTrashItem } from '../repositories/achievements';
import { captureAchievement } from '../repositories/history';
import { lockLanguageEntries, restoreLanguageEntry } from '../repositories/language';
import { Achievement, AchievementVersionData } from '../schemas';
import { achievementTarget, writeAchievement } from './achievements';
import { declareKind } from './content-kind';
import { describeMissing } from './missing';

/** An achievement as a content kind (docs/architecture.md § Content kinds). */
export const achievementKind = declareKind<'achievement', AchievementTrashItem>({
  kind: 'achievement',
  name: 'Achievement',
  tables: ['achievements', 'achievementImages'],
  version: AchievementVersionData,
  answer: Achievement,
  state: captureAchievement,
  target: (_db, id, data) => achievementTarget(id, String(data.location)),
  restoreVersion: (tx, id, data, current, by) =>
    writeAchievement(
      tx,
      id,
      {
        location: field(data, 'location', current.location as string),
        translationDutch: field(data, 'descriptionDutch', current.descriptionDutch as string),
        translationEnglish: field(data, 'descriptionEnglish', current.descriptionEnglish as string),
        keepImages: strings(data, 'imageKeys', current),
        images: [],
        anyStoredImages: true,
      },
      by,
      'url',
    ),
  async putBack(tx, { achievement, images, description }) {
    if (description) {
      if (await restoreLanguageEntry(tx, description)) return 'duplicate';
    } else {
      const missing = await lockLanguageEntries(tx, [achievement.descriptionId]);
      if (missing.length) return describeMissing(tx, 'language', missing);
    }
    await restoreAchievementRows(tx, achievement, images);
    return undefined;
  },
  // Its description entry, when it went with it (no service showed it).
  removedWith: (item) =>
    item.description ? [{ kind: 'language' as const, id: item.description.id }] : [],
  customerData: {
    holdsNothing: "The website's content: a place and photos of work done, no customer's data",
  },
});
