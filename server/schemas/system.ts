/** Health, the overview's counts and the SPA's run-time settings. */
import { Type } from '@sinclair/typebox';
import { MAX_SERVICE_IMAGES } from './services';

export const Health = Type.Object(
  { status: Type.Literal('ok'), database: Type.String() },
  { $id: 'Health' },
);

/** Counts the overview screen shows; every figure is of the whole database. */
export const Overview = Type.Object(
  {
    chatsWaiting: Type.Integer({
      minimum: 0,
      description: "Chats whose latest message is the customer's (waiting for an answer)",
    }),
    chats: Type.Integer({ minimum: 0 }),
    servicesEnabled: Type.Integer({ minimum: 0 }),
    servicesDisabled: Type.Integer({ minimum: 0 }),
    languageEntries: Type.Integer({
      minimum: 0,
      description: "Every entry, achievements' descriptions (group `achievements`) included",
    }),
    languageEntriesMissingTranslation: Type.Integer({
      minimum: 0,
      description:
        'Entries whose Dutch or English translation holds no text: empty, or only markup, ' +
        'spaces and `&nbsp;` (`<p></p>`, `<p><br></p>`), the rule by which a required rich ' +
        'text is refused as blank',
    }),
    languageEntriesStale: Type.Integer({
      minimum: 0,
      description: 'Entries marked `staleLanguage`: one translation changed after the other',
    }),
    trash: Type.Integer({ minimum: 0, description: 'Items in the trash' }),
    achievements: Type.Integer({ minimum: 0 }),
    images: Type.Integer({ minimum: 0, description: 'Stored images' }),
    imagesWithoutAlt: Type.Integer({
      minimum: 0,
      description: 'Stored images lacking a Dutch or an English description (alt text)',
    }),
    imagesBytes: Type.Integer({
      minimum: 0,
      description: 'Bytes of the stored images (full size, thumbnails not counted)',
    }),
  },
  { $id: 'Overview' },
);

/** What the SPA must know at run time; read from the server's settings at its start. */
export const AppConfig = Type.Object(
  {
    publicSiteUrl: Type.String({ description: 'The public website, shown after signing out' }),
    limits: Type.Object({
      maxFileBytes: Type.Integer(),
      maxImagePixels: Type.Integer(),
      maxServiceImages: Type.Literal(MAX_SERVICE_IMAGES),
      maxAchievementImages: Type.Integer(),
      jsonBodyBytes: Type.Integer(),
    }),
  },
  { $id: 'AppConfig' },
);
