import { createHash } from 'node:crypto';
import type { EntityKind } from '../repositories/history';
import { contentKind } from '../services/content-kinds';
import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0009 (history, trash, activity) on a database as the release before it left it: the
 * content kept so far gets version 1, its state then as the server captures it, by nobody, at
 * its creation, with the images it shows. On PGlite, or on a fresh database of the PostgreSQL
 * server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0008_chat_search_head');
beforeEach(() => {
  database = current();
});

/** Stores an image (not a real picture: only its key and bytes matter here); answers its key. */
async function image(content: string) {
  const bytes = Buffer.from(content);
  const key = createHash('sha256').update(bytes).digest('hex');
  await database.query(
    `insert into images (key, media_type, bytes, size, width, height) values ($1, 'image/png', $2, $3, 1, 1)`,
    [key, bytes, bytes.length],
  );
  return key;
}

async function insert(text: string, params: unknown[]) {
  const [row] = await database.query<{ id: number }>(`${text} returning id`, params);
  return row.id;
}

const entry = (name: string, dutch: string, english: string, group = 'services') =>
  insert(
    `insert into language_entries (name, "group", translation_dutch, translation_english, created_at)
     values ($1, $2, $3, $4, '2024-03-01T10:00:00Z')`,
    [name, group, dutch, english],
  );

interface VersionRow {
  id: number;
  version: number;
  by_user_id: number | null;
  at: string;
  data: Record<string, unknown>;
}

/** The versions of an entity, with the images each shows. */
async function versionsOf(kind: EntityKind, id: number) {
  const rows = await database.query<VersionRow>(
    `select id, version, by_user_id, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at, data
     from versions where kind = $1 and entity_id = $2 order by version`,
    [kind, id],
  );
  return Promise.all(
    rows.map(async ({ id: versionId, ...row }) => ({
      ...row,
      images: (
        await database.query<{ image_key: string }>(
          `select image_key from version_images where version_id = $1 order by image_key`,
          [versionId],
        )
      ).map((image) => image.image_key),
    })),
  );
}

test('each service, content block, achievement and entry gets version 1: its captured state, its images', async () => {
  const title = await entry('Dakwerken', '<p>Dak "nieuw" & <b>vernieuwd</b></p>', '<p>Roof</p>');
  const description = await entry('Beschrijving', '<p>Met\nnieuwe lijn</p>', '');
  const blockTitle = await entry('Blok', '<p>Blok ’t eerste</p>', '<p>Block</p>');
  const achievementText = await entry(
    'Realisatie 1',
    '<p>Keuken in Gent</p>',
    '<p>Kitchen 😀</p>',
    'achievements',
  );
  const bareText = await entry('Realisatie 2', '<p>Zonder foto</p>', '', 'achievements');

  const serviceImage = await image('service');
  const blockImage = await image('block');
  const photos = [await image('photo c'), await image('photo a'), await image('photo b')];

  const service = await insert(
    `insert into services (title_id, description_id, image_key, enabled, created_at)
     values ($1, $2, $3, false, '2024-04-01T09:30:00Z')`,
    [title, description, serviceImage],
  );
  const bareService = await insert(
    `insert into services (title_id, description_id, created_at) values ($1, $1, '2024-04-02T09:30:00Z')`,
    [title],
  );
  const block = await insert(
    `insert into service_contents (service_id, title_id, body_id, image_key, created_at)
     values ($1, $2, $3, $4, '2024-05-01T08:00:00Z')`,
    [service, blockTitle, description, blockImage],
  );
  const achievement = await insert(
    `insert into achievements (location, description_id, created_at) values ('Gent', $1, '2024-06-01T12:00:00Z')`,
    [achievementText],
  );
  // Positions out of insertion order: the version lists them by position.
  for (const [position, key] of [
    [2, photos[2]],
    [0, photos[0]],
    [1, photos[1]],
  ] as const) {
    await database.query(
      `insert into achievement_images (achievement_id, position, image_key) values ($1, $2, $3)`,
      [achievement, position, key],
    );
  }
  const bareAchievement = await insert(
    `insert into achievements (location, description_id, created_at) values ('Brugge', $1, '2024-06-02T12:00:00Z')`,
    [bareText],
  );

  await database.migrate(MIGRATIONS);

  const entities: [EntityKind, number, string][] = [
    ['language', title, '2024-03-01 10:00'],
    ['language', description, '2024-03-01 10:00'],
    ['language', blockTitle, '2024-03-01 10:00'],
    ['language', achievementText, '2024-03-01 10:00'],
    ['language', bareText, '2024-03-01 10:00'],
    ['service', service, '2024-04-01 09:30'],
    ['service', bareService, '2024-04-02 09:30'],
    ['serviceContent', block, '2024-05-01 08:00'],
    ['achievement', achievement, '2024-06-01 12:00'],
    ['achievement', bareAchievement, '2024-06-02 12:00'],
  ];
  for (const [kind, id, at] of entities) {
    const captured = await contentKind(kind).state(database.db, id);
    expect({ kind, id, versions: await versionsOf(kind, id) }).toEqual({
      kind,
      id,
      versions: [
        {
          version: 1,
          by_user_id: null,
          at,
          data: captured!.data,
          images: captured!.imageKeys.sort(),
        },
      ],
    });
  }
  const [counts] = await database.query<Record<string, number>>(`select
    (select count(*) from versions)::int as versions,
    (select count(*) from trash)::int as trash,
    (select count(*) from activity)::int as activity,
    (select count(*) from language_entries where stale_language is not null)::int as stale`);
  expect(counts).toEqual({ versions: entities.length, trash: 0, activity: 0, stale: 0 });

  // The captured states themselves, so that a capture and a migration wrong alike still fail.
  expect((await versionsOf('service', service))[0]).toMatchObject({
    data: { titleId: title, descriptionId: description, imageKey: serviceImage, enabled: false },
    images: [serviceImage],
  });
  expect((await versionsOf('service', bareService))[0]).toMatchObject({
    data: { titleId: title, descriptionId: title, imageKey: null, enabled: true },
    images: [],
  });
  expect((await versionsOf('serviceContent', block))[0]).toMatchObject({
    data: { serviceId: service, titleId: blockTitle, bodyId: description, imageKey: blockImage },
    images: [blockImage],
  });
  expect((await versionsOf('achievement', achievement))[0]).toMatchObject({
    data: {
      location: 'Gent',
      descriptionDutch: '<p>Keuken in Gent</p>',
      descriptionEnglish: '<p>Kitchen 😀</p>',
      imageKeys: photos,
    },
    images: [...photos].sort(),
  });
  expect((await versionsOf('achievement', bareAchievement))[0].data).toMatchObject({
    imageKeys: [],
  });
  expect((await versionsOf('language', title))[0].data).toEqual({
    name: 'Dakwerken',
    group: 'services',
    translationDutch: '<p>Dak "nieuw" & <b>vernieuwd</b></p>',
    translationEnglish: '<p>Roof</p>',
  });
});
