import { sql } from 'drizzle-orm';
import { contentCalls } from '../test/content';
import { databaseState } from '../test/database-state';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { graphicFile, photoFile } from '../test/image-files';

/**
 * The trash ('Prullenbak'): a delete keeps the item whole for 30 days; a restore puts its rows
 * back exactly, ids and images included; emptying it removes them for good with the images
 * nothing else shows.
 */

const server = useTestServer();
let token: string;
let staffId: number;
const content = contentCalls(server, () => token);
const { call } = content;

beforeEach(async () => {
  token = await server.signIn();
  staffId = (await content.me()).id;
});

const DAY_MS = 86_400_000;
const DESCRIPTION = {
  descriptionDutch: '<p>Nieuwe keuken</p>',
  descriptionEnglish: '<p>New kitchen</p>',
};

interface TrashItem {
  kind: string;
  id: number;
  label: string;
  deletedAt: string;
  deletedBy: { id: number; name: string } | null;
  purgeAt: string;
}

async function trash() {
  const response = await call('GET', '/trash/getall');
  expect(response.statusCode).toBe(200);
  const items = response.json() as TrashItem[];
  for (const item of items) expectShape('TrashItem', item);
  return items;
}

const restore = (kind: string, id: number) => call('POST', `/trash/restore/${kind}/${id}`);

/** Asserts a restore answered 200 with what came back (and a content block's service). */
async function restored(kind: string, id: number, label: string, serviceId?: number) {
  const response = await restore(kind, id);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 200,
    body: serviceId === undefined ? { kind, id, label } : { kind, id, label, serviceId },
  });
  expectShape('Restored', response.json());
}

/** The bytes of each image, as GET /api/images/{key} serves them. */
const bytesOf = async (keys: string[]) =>
  Promise.all(keys.map(async (key) => [key, await content.imageBytes(key)] as const));

/** A service with its own image and two content blocks with an image each. */
async function serviceWithBlocks() {
  const [title, description, t1, b1, t2, b2] = await Promise.all(
    ['Dakwerken', 'Beschrijving', 'Blok 1', 'Tekst 1', 'Blok 2', 'Tekst 2'].map((name) =>
      content.entry(name),
    ),
  );
  const id = await content.service(
    { titleId: title, descriptionId: description, enabled: true },
    await graphicFile({ colour: '#aa0000' }),
  );
  const blocks = [
    await content.content(id, { titleId: t1, bodyId: b1 }, await photoFile()),
    await content.content(
      id,
      { titleId: t2, bodyId: b2 },
      await graphicFile({ colour: '#00aa00' }),
    ),
  ];
  return { id, title, description, blocks };
}

/** The rows of a service and its blocks, every column. */
const serviceRows = async (id: number) => ({
  service: await content.rowsOf('services', 'id', id),
  contents: await content.rowsOf('service_contents', 'service_id', id),
});

const keysOf = (rows: Record<string, unknown>[]) =>
  rows.map((row) => row.image_key as string | null).filter((key): key is string => !!key);

describe('a service in the trash', () => {
  test('delete → 204, gone from reads, listed with who and when; restore → the same rows and image bytes', async () => {
    const { id } = await serviceWithBlocks();
    const before = await serviceRows(id);
    const keys = [...keysOf(before.service), ...keysOf(before.contents)];
    expect(new Set(keys).size).toBe(3);
    const images = await bytesOf(keys);
    for (const [, bytes] of images) expect(bytes?.length).toBeGreaterThan(0);

    const removed = await call('DELETE', `/service/removeService/${id}`);
    expect(removed.statusCode).toBe(204);
    expectError(await call('GET', `/service/get/${id}`), 404, 'NOT_FOUND');
    const publicList = await server.app.inject({ method: 'GET', url: '/api/service/getall' });
    expect(publicList.json()).toEqual([]);
    expect(await serviceRows(id)).toEqual({ service: [], contents: [] });
    // The trash keeps the images while it keeps the service.
    expect(await bytesOf(keys)).toEqual(images);

    const items = await trash();
    expect(items).toEqual([
      {
        kind: 'service',
        id,
        label: 'Dakwerken NL',
        deletedAt: expect.any(String),
        deletedBy: { id: staffId, name: 'Els Janssens' },
        purgeAt: expect.any(String),
      },
    ]);
    expect(Date.parse(items[0].purgeAt) - Date.parse(items[0].deletedAt)).toBe(30 * DAY_MS);
    expect(Math.abs(Date.now() - Date.parse(items[0].deletedAt))).toBeLessThan(60_000);

    await restored('service', id, 'Dakwerken NL');
    expect(await serviceRows(id)).toEqual(before);
    expect(await bytesOf(keys)).toEqual(images);
    expect(await trash()).toEqual([]);
    const view = await call('GET', `/service/get/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().content.map((block: { id: number }) => block.id)).toEqual(
      before.contents.map((row) => row.id),
    );
    // Restoring again: it is not in the trash any more.
    expectError(await restore('service', id), 404, 'NOT_FOUND');
  });

  test('its title entry deleted meanwhile: 409 MISSING_REFERENCES naming it (in the trash), nothing changes; restored first, the service follows', async () => {
    const { id, title } = await serviceWithBlocks();
    const before = await serviceRows(id);
    expect((await call('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);
    // Nothing live uses the title any more: it may go too.
    expect((await call('DELETE', `/language/remove/${title}`)).statusCode).toBe(204);

    const state = await databaseState(server.database.db);
    const refused = await restore('service', id);
    expectError(refused, 409, 'MISSING_REFERENCES');
    expectShape('MissingAnswer', refused.json());
    expect(refused.json().missing).toEqual([
      { kind: 'language', id: title, label: 'services / Dakwerken', inTrash: true },
    ]);
    expect(await databaseState(server.database.db)).toEqual(state);

    await restored('language', title, 'services / Dakwerken');
    await restored('service', id, 'Dakwerken NL');
    expect(await serviceRows(id)).toEqual(before);
  });

  test('a content block alone: restore puts it back in its service, same row and image', async () => {
    const { id, blocks } = await serviceWithBlocks();
    const [row] = await content.rowsOf('service_contents', 'id', blocks[0]);
    const images = await bytesOf(keysOf([row]));

    expect((await call('DELETE', `/service/removeServiceContent/${blocks[0]}`)).statusCode).toBe(
      204,
    );
    const view = await call('GET', `/service/get/${id}`);
    expect(view.json().content.map((block: { id: number }) => block.id)).toEqual([blocks[1]]);
    expect(await trash()).toEqual([
      expect.objectContaining({ kind: 'serviceContent', id: blocks[0], label: 'Blok 1 NL' }),
    ]);

    await restored('serviceContent', blocks[0], 'Blok 1 NL', id);
    expect(await content.rowsOf('service_contents', 'id', blocks[0])).toEqual([row]);
    expect(await bytesOf(keysOf([row]))).toEqual(images);
    const again = await call('GET', `/service/get/${id}`);
    expect(again.json().content.map((block: { id: number }) => block.id)).toEqual(blocks);
  });

  test('a content block whose service is in the trash: 409 MISSING_REFERENCES naming the service', async () => {
    const { id, blocks } = await serviceWithBlocks();
    const [row] = await content.rowsOf('service_contents', 'id', blocks[0]);
    expect((await call('DELETE', `/service/removeServiceContent/${blocks[0]}`)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);

    const state = await databaseState(server.database.db);
    const refused = await restore('serviceContent', blocks[0]);
    expectError(refused, 409, 'MISSING_REFERENCES');
    expect(refused.json().missing).toEqual([
      { kind: 'service', id, label: 'Dakwerken NL', inTrash: true },
    ]);
    expect(await databaseState(server.database.db)).toEqual(state);

    await restored('service', id, 'Dakwerken NL');
    await restored('serviceContent', blocks[0], 'Blok 1 NL', id);
    expect(await content.rowsOf('service_contents', 'id', blocks[0])).toEqual([row]);
  });
});

describe('an achievement in the trash', () => {
  test('comes back with its photos in their order and its description entry, rows and bytes the same', async () => {
    const id = await content.achievement({ location: 'Gent', ...DESCRIPTION }, [
      await graphicFile({ width: 61, colour: '#123456' }),
      await photoFile(),
      await graphicFile({ width: 63, colour: '#654321' }),
    ]);
    const rowsNow = async () => {
      const [achievement] = await content.rowsOf('achievements', 'id', id);
      return {
        achievement: achievement ? [achievement] : [],
        images: await content.rows(
          sql`select * from achievement_images where achievement_id = ${id} order by position`,
        ),
        description: achievement
          ? await content.rowsOf('language_entries', 'id', achievement.description_id as number)
          : [],
      };
    };
    const before = await rowsNow();
    const descriptionId = before.achievement[0].description_id as number;
    expect(before.images).toHaveLength(3);
    const images = await bytesOf(keysOf(before.images));

    expect((await call('DELETE', `/achievement/remove/${id}`)).statusCode).toBe(204);
    const list = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
    expect(list.json()).toEqual([]);
    expect(await content.rowsOf('language_entries', 'id', descriptionId)).toEqual([]);
    expect(await trash()).toEqual([
      expect.objectContaining({ kind: 'achievement', id, label: 'Gent' }),
    ]);

    await restored('achievement', id, 'Gent');
    const after = await rowsNow();
    expect(after).toEqual(before);
    expect(await bytesOf(keysOf(after.images))).toEqual(images);
    const [shown] = (
      await server.app.inject({ method: 'GET', url: '/api/achievement/getall?images=url' })
    ).json();
    expect(shown.images).toEqual(keysOf(before.images).map((key) => `/api/images/${key}`));
  });
});

describe('a language entry in the trash', () => {
  test('comes back with its id and every column', async () => {
    const id = await content.entry('Openingsuren', { group: 'footer' });
    const before = await content.rowsOf('language_entries', 'id', id);
    expect((await call('DELETE', `/language/remove/${id}`)).statusCode).toBe(204);
    expect(await content.rowsOf('language_entries', 'id', id)).toEqual([]);
    expect(await trash()).toEqual([
      expect.objectContaining({ kind: 'language', id, label: 'footer / Openingsuren' }),
    ]);
    await restored('language', id, 'footer / Openingsuren');
    expect(await content.rowsOf('language_entries', 'id', id)).toEqual(before);
  });

  test('409 DUPLICATE when its group has an entry of its name again; nothing changes', async () => {
    const id = await content.entry('Openingsuren', { group: 'footer' });
    expect((await call('DELETE', `/language/remove/${id}`)).statusCode).toBe(204);
    const other = await content.entry('Openingsuren', { group: 'footer' });

    const state = await databaseState(server.database.db);
    expectError(await restore('language', id), 409, 'DUPLICATE');
    expect(await databaseState(server.database.db)).toEqual(state);
    expect((await trash()).map((item) => item.id)).toEqual([id]);
    expect(await content.rowsOf('language_entries', 'id', other)).toHaveLength(1);
  });
});

describe('restoring what is not in the trash', () => {
  test('404 NOT_FOUND for an unknown id, a live item, or the wrong kind; 400 for a bad kind', async () => {
    const entry = await content.entry('Titel');
    expectError(await restore('service', 999), 404, 'NOT_FOUND');
    expectError(await restore('language', entry), 404, 'NOT_FOUND');
    expect((await call('DELETE', `/language/remove/${entry}`)).statusCode).toBe(204);
    expectError(await restore('service', entry), 404, 'NOT_FOUND');
    expectError(await restore('chat', entry), 400, 'VALIDATION');
  });

  test('the trash needs a staff token', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/trash/getall' });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    const empty = await server.app.inject({ method: 'DELETE', url: '/api/trash/empty' });
    expectError(empty, 401, 'UNAUTHORIZED');
  });
});

describe('emptying the trash', () => {
  test('204; the items and their history go, and the images nothing else shows; shared images stay', async () => {
    const { id, title, blocks } = await serviceWithBlocks();
    const [serviceRow] = await content.rowsOf('services', 'id', id);
    const blockRows = await content.rowsOf('service_contents', 'service_id', id);
    // A live service shows the second block's image too (the same upload: the same key).
    const shared = blockRows[1].image_key as string;
    const live = await content.service(
      { titleId: title, descriptionId: title },
      await graphicFile({ colour: '#00aa00' }),
    );
    expect((await content.rowsOf('services', 'id', live))[0].image_key).toBe(shared);
    const achievement = await content.achievement({ location: 'Brugge', ...DESCRIPTION }, [
      await graphicFile({ colour: '#0000aa' }),
    ]);
    const [picture] = await content.rowsOf('achievement_images', 'achievement_id', achievement);

    expect((await call('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/achievement/remove/${achievement}`)).statusCode).toBe(204);
    expect(await trash()).toHaveLength(2);

    const response = await call('DELETE', '/trash/empty');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await trash()).toEqual([]);
    expect(await content.imageBytes(serviceRow.image_key as string)).toBeNull();
    expect(await content.imageBytes(blockRows[0].image_key as string)).toBeNull();
    expect(await content.imageBytes(picture.image_key as string)).toBeNull();
    expect(await content.imageBytes(shared)).not.toBeNull();
    // Gone for good: no restore, no history.
    expectError(await restore('service', id), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/service/${id}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/serviceContent/${blocks[0]}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/achievement/${achievement}`), 404, 'NOT_FOUND');
    // What stays live keeps its history and its image.
    expect((await call('GET', `/history/service/${live}`)).statusCode).toBe(200);
    expect((await call('GET', `/service/get/${live}`)).statusCode).toBe(200);
    const [counts] = await content.rows(
      sql`select (select count(*) from trash_images)::int as trash_images,
        (select count(*) from versions where kind = 'achievement')::int as achievement_versions`,
    );
    expect(counts).toEqual({ trash_images: 0, achievement_versions: 0 });
  });

  test('an image only an old version of a trashed service showed goes too', async () => {
    const title = await content.entry('Titel');
    const id = await content.service(
      { titleId: title, descriptionId: title },
      await graphicFile({ colour: '#111111' }),
    );
    const [first] = await content.rowsOf('services', 'id', id);
    const replaced = await content.send(
      'PUT',
      `/service/update/${id}`,
      { titleId: title, descriptionId: title },
      [await graphicFile({ colour: '#222222' })],
    );
    expect(replaced.statusCode).toBe(200);
    // Version 1 keeps the first image while the service lives.
    expect(await content.imageBytes(first.image_key as string)).not.toBeNull();

    expect((await call('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/trash/empty')).statusCode).toBe(204);
    const [left] = await content.rows(sql`select count(*)::int as n from images`);
    expect(left).toEqual({ n: 0 });
  });

  test('an empty trash: 204 and nothing changes', async () => {
    await content.entry('Titel');
    const state = await databaseState(server.database.db);
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/trash/empty',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(await databaseState(server.database.db)).toEqual(state);
  });

  test('the overview counts what the trash holds, before and after emptying it', async () => {
    const overview = async () => (await call('GET', '/overview')).json().trash as number;
    const entry = await content.entry('Los');
    expect(await overview()).toBe(0);
    expect((await call('DELETE', `/language/remove/${entry}`)).statusCode).toBe(204);
    expect(await overview()).toBe(1);
    expect((await call('DELETE', '/trash/empty')).statusCode).toBe(204);
    expect(await overview()).toBe(0);
  });
});
