/** Health, the overview's counts and the SPA's run-time settings. */
import { Type } from '@sinclair/typebox';
import { Appointment } from './agenda';
import { Chat } from './chats';
import { Id, ref } from './common';
import { ProjectSummary } from './projects';
import { MAX_SERVICE_IMAGES } from './services';

export const Health = Type.Object(
  { status: Type.Literal('ok'), database: Type.String() },
  { $id: 'Health' },
);

/** Counts the overview screen shows; every figure is of the whole database. */
export const Overview = Type.Object(
  {
    chatsWaiting: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: "Chats whose latest message is the customer's (waiting for an answer)",
      }),
    ),
    chats: Type.Optional(Type.Integer({ minimum: 0 })),
    servicesEnabled: Type.Optional(Type.Integer({ minimum: 0 })),
    servicesDisabled: Type.Optional(Type.Integer({ minimum: 0 })),
    languageEntries: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: "Every entry, achievements' descriptions (group `achievements`) included",
      }),
    ),
    languageEntriesMissingTranslation: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Entries whose Dutch or English translation holds no text: empty, or only markup, ' +
          'spaces and `&nbsp;` (`<p></p>`, `<p><br></p>`), the rule by which a required rich ' +
          'text is refused as blank',
      }),
    ),
    languageEntriesStale: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Entries marked `staleLanguage`: one translation changed after the other',
      }),
    ),
    trash: Type.Optional(Type.Integer({ minimum: 0, description: 'Items in the trash' })),
    achievements: Type.Optional(Type.Integer({ minimum: 0 })),
    images: Type.Optional(Type.Integer({ minimum: 0, description: 'Stored images' })),
    imagesWithoutAlt: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Stored images lacking a Dutch or an English description (alt text)',
      }),
    ),
    imagesBytes: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Bytes of the stored images (full size, thumbnails not counted)',
      }),
    ),
  },
  {
    $id: 'Overview',
    description:
      "Each figure only for a role with its area (docs/product.md § Roles): the chats' with `chats`, the content's with `cms`, the trash with `history`.",
  },
);

/** The overview's part of the signed-in account's own work (getOwnWork). */
export const OwnWork = Type.Object(
  {
    employeeId: Type.Union([Id, Type.Null()], {
      description: 'The employee the account signs in as; null: none (no appointments, projects)',
    }),
    appointments: Type.Array(ref(Appointment), {
      description:
        "The employee's appointments from the start of today to the end of Sunday (Brussels), by start; with `agenda`",
    }),
    projects: Type.Array(ref(ProjectSummary), {
      description:
        'The projects whose team holds the employee, not closed, newest first (at most 20); with `projects`',
    }),
    chats: Type.Array(ref(Chat), {
      description:
        'The open conversations assigned to the account, most recent activity first (at most 10), each with its latest message',
    }),
  },
  { $id: 'OwnWork' },
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
