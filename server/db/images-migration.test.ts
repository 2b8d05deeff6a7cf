import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';
import { imageReferences } from '../repositories/images';
import { completeImages } from '../services/images';

/**
 * The images migration on a database as the release before it left it: data URLs in
 * `services.image`, `service_contents.image` and `achievement_images.image`. On PGlite, or on a
 * fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0002_data_versions');
beforeEach(() => {
  database = current();
});

const photoUrl = async (width: number, height: number) =>
  `data:image/jpeg;base64,${(
    await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;
const graphicUrl = async (colour: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 900, height: 300, channels: 4, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** Language entries 1 and 2, a service and an achievement to hang images on. */
async function addOwners() {
  await database.query(
    `insert into language_entries (name, "group") values ('a', 'services'), ('b', 'services')`,
  );
  await database.query(`insert into achievements (location, description_id) values ('Gent', 1)`);
}

describe('the images migration', () => {
  test('moves every data URL into images, once each, byte for byte; thumbnails follow at start', async () => {
    await addOwners();
    const photo = await photoUrl(1000, 700);
    const logo = await graphicUrl('#118877');
    const other = await photoUrl(300, 200);
    await database.query(
      `insert into services (title_id, description_id, image) values (1, 2, $1), (1, 2, null), (1, 2, $2)`,
      [photo, logo],
    );
    await database.query(
      `insert into service_contents (service_id, title_id, body_id, image) values (1, 1, 2, $1), (2, 1, 2, null)`,
      [logo],
    );
    await database.query(
      `insert into achievement_images (achievement_id, position, image) values (1, 0, $1), (1, 1, $2), (1, 2, $1)`,
      [other, photo],
    );

    await database.migrate(MIGRATIONS);

    const rows = await database.query<{ key: string; thumb: unknown; size: number }>(
      'select key, thumb, size from images order by key',
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.thumb === null)).toBe(true);
    const refs = await database.query<{ source: string; image_key: string | null }>(`
      select 'services' as source, image_key from (select image_key from services order by id) s
      union all select 'contents', image_key from (select image_key from service_contents order by id) c
      union all select 'achievement', image_key from (select image_key from achievement_images order by position) a`);
    const image = await imageReferences(
      database.db,
      refs.map((ref) => ref.image_key),
      'data',
    );
    expect(refs.map((ref) => (ref.image_key ? image(ref.image_key) : null))).toEqual([
      photo,
      null,
      logo,
      logo,
      null,
      other,
      photo,
      other,
    ]);

    const storedBytes = async () => {
      const [row] = await database.query<{ bytes: string }>(
        `select sum(pg_total_relation_size(name::regclass)) as bytes
         from unnest(array['services', 'service_contents', 'achievement_images']) as name`,
      );
      return Number(row.bytes);
    };
    const beforeCompletion = await storedBytes();
    const logs: string[] = [];
    expect(await completeImages(database.db, (line) => logs.push(line))).toBe(3);
    // The dropped data-URL columns' values no longer take space.
    expect(await storedBytes()).toBeLessThan(beforeCompletion / 2);
    expect(logs.join('\n')).toMatch(/3 stored image/);
    // Idempotent: nothing is left to do.
    expect(await completeImages(database.db, () => undefined)).toBe(0);
    const completed = await database.query<{
      key: string;
      media_type: string;
      width: number;
      height: number;
      thumb: Uint8Array;
      thumb_media_type: string;
    }>('select key, media_type, width, height, thumb, thumb_media_type from images');
    for (const row of completed) {
      expect(row.thumb_media_type).toBe(row.media_type);
      const meta = await sharp(Buffer.from(row.thumb)).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
      expect(meta.format).toBe(row.media_type === 'image/png' ? 'png' : 'jpeg');
    }
    expect(completed.map((row) => [row.width, row.height]).sort()).toEqual(
      [
        [1000, 700],
        [300, 200],
        [900, 300],
      ].sort(),
    );
    // Still the same bytes after completing.
    const again = await imageReferences(
      database.db,
      rows.map((row) => row.key),
      'data',
    );
    expect(rows.map((row) => again(row.key)).sort()).toEqual([photo, logo, other].sort());
    // The images table is tracked for data versions.
    const [version] = await database.query<{ version: string }>(
      `select version::text from data_versions where scope = 'images'`,
    );
    await database.query(`update images set size = size`);
    const [later] = await database.query<{ version: string }>(
      `select version::text from data_versions where scope = 'images'`,
    );
    expect(Number(later.version)).toBe(Number(version.version) + 1);
  });

  test('refuses to run when a stored image is not a PNG or JPEG data URL, changing nothing', async () => {
    await addOwners();
    await database.query(
      `insert into services (title_id, description_id, image) values (1, 2, 'data:image/gif;base64,R0lGOD')`,
    );
    await expect(database.migrate(MIGRATIONS)).rejects.toThrow();
    const [service] = await database.query<{ image: string }>('select image from services');
    expect(service.image).toBe('data:image/gif;base64,R0lGOD');
    const [table] = await database.query<{ found: string | null }>(
      `select to_regclass('images')::text as found`,
    );
    expect(table.found).toBeNull();
  });
});
