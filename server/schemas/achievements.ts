/** Achievements and their photos. */
import { Type } from '@sinclair/typebox';
import { Id, ImageDataUrl, PlainText, ref } from './common';
import { ImageAltData, ImageAltInput, ImageKey } from './images';
import { LanguageEntry } from './language';
import { versionData } from './version-data';

/** Images an achievement may have. */
export const MAX_ACHIEVEMENT_IMAGES = 20;

export const Achievement = Type.Object(
  {
    id: Id,
    location: Type.String(),
    description: ref(LanguageEntry),
    images: Type.Array(ImageDataUrl),
    imageAlts: Type.Array(ref(ImageAltData), {
      description:
        'The descriptions (alt text) of `images`, in their order: Dutch and English, an empty ' +
        'string where none was written yet',
    }),
  },
  { $id: 'Achievement' },
);
/** The JSON of an achievement write's `data` part. */
export const AchievementData = Type.Object(
  {
    location: PlainText({ minLength: 1, maxLength: 200 }),
    descriptionDutch: Type.String({ minLength: 1, maxLength: 20000 }),
    descriptionEnglish: Type.String({ minLength: 1, maxLength: 20000 }),
    imageAlts: Type.Optional(
      Type.Array(
        Type.Union([
          ImageAltInput("An image's descriptions (alt text), Dutch and English"),
          Type.Null(),
        ]),
        {
          maxItems: MAX_ACHIEVEMENT_IMAGES,
          description:
            "The descriptions of the achievement's images after this write, in their order " +
            "(the kept images, then the uploaded files); they are the images', wherever " +
            "they are shown. null leaves an image's descriptions as they are; omitted, all " +
            'stay. A list of another length than the images: 400 VALIDATION.',
        },
      ),
    ),
  },
  { $id: 'AchievementData', additionalProperties: false },
);

/** The JSON of an achievement update's `data` part. */
export const AchievementUpdateData = Type.Object(
  {
    ...AchievementData.properties,
    keepImages: Type.Optional(
      Type.Array(ImageKey, {
        uniqueItems: true,
        maxItems: MAX_ACHIEVEMENT_IMAGES,
        description:
          "The keys (as in `/api/images/{key}`) of the achievement's current images to keep, " +
          'in their new order; the uploaded files follow them. Omitted: every current image ' +
          'stays, in its order. A key that is not one of its images, or one named twice, is ' +
          'refused (400 VALIDATION).',
      }),
    ),
  },
  { $id: 'AchievementUpdateData', additionalProperties: false },
);

/** An achievement in one version (history). */
export const AchievementVersionData = versionData(
  'AchievementVersionData',
  {
    location: Type.String(),
    descriptionDutch: Type.String(),
    descriptionEnglish: Type.String(),
    imageKeys: Type.Array(Type.String()),
  },
  'An achievement in one version, its photos in order',
);
