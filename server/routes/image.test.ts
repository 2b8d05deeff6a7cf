import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { changedTables, databaseState } from '../test/database-state';
import { trashCalls } from '../test/trash';

/**
 * Images as resources: stored once in `images`, served by GET /api/images/{key}, named by
 * address with `?images=url`, and deleted with their last reference (history and the trash
 * refer to the images they may show again).
 */

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});
const trash = trashCalls(server, () => token);

type File = UploadFile;
const graphic = (colour?: string) => graphicFile({ colour });
const photo = photoFile;

async function send(method: 'POST' | 'PUT', url: string, data: unknown, files: File[] = []) {
  const body = await multipart(data, files);
  return server.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const remove = (url: string) =>
  server.app.inject({ method: 'DELETE', url: `/api${url}`, headers: bearer(token) });

async function entry(name: string, group = 'services') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: bearer(token),
    payload: { name, group, translationDutch: `${name} NL`, translationEnglish: `${name} EN` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

let entries = 0;
async function serviceData() {
  const n = ++entries;
  return { titleId: await entry(`titel${n}`), descriptionId: await entry(`tekst${n}`) };
}
async function createService(files: File[] = []) {
  const response = await send('POST', '/service/create', await serviceData(), files);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}
async function addContent(serviceId: number, files: File[] = []) {
  const n = ++entries;
  const data = { titleId: await entry(`blok${n}`), bodyId: await entry(`bloktekst${n}`) };
  const response = await send('POST', `/service/addServiceContent/${serviceId}`, data, files);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}
async function createAchievement(files: File[]) {
  const response = await send(
    'POST',
    '/achievement/create',
    { location: 'Gent', descriptionDutch: 'Een dak', descriptionEnglish: 'A roof' },
    files,
  );
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const storedKeys = async () =>
  (
    (await server.database.db.execute(sql`select key from images order by key`)) as unknown as {
      rows: { key: string }[];
    }
  ).rows.map((row) => row.key);

const keyOf = (address: string) => /^\/api\/images\/([0-9a-f]{64})$/.exec(address)![1];

describe('GET /api/images/{key}', () => {
  test('answers the bytes with immutable caching, an ETag, nosniff; 304 on a match', async () => {
    const id = await createService([await photo(1200, 900)]);
    const service = (await get(`/api/service/get/${id}?images=url`)).json();
    const key = keyOf(service.image);

    const full = await get(service.image);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers.etag).toBe(`"${key}"`);
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    // The key is the SHA-256 of the bytes served.
    expect(createHash('sha256').update(full.rawPayload).digest('hex')).toBe(key);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });

    const again = await get(service.image, { 'if-none-match': `"${key}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(`"${key}"`);
    expect((await get(service.image, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const thumb = await get(`${service.image}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers.etag).toBe(`"${key}-thumb"`);
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect(
      (await get(`${service.image}?size=thumb`, { 'if-none-match': `W/"${key}-thumb"` }))
        .statusCode,
    ).toBe(304);
  });

  test('a graphic and its thumbnail are PNG; a thumbnail never enlarges', async () => {
    const id = await createService([await graphic()]);
    const address = (await get(`/api/service/get/${id}?images=url`)).json().image;
    const thumb = await get(`${address}?size=thumb`);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 200 });
  });

  test('is public; an unknown key is 404, a malformed key or size 400', async () => {
    expectError(await get(`/api/images/${'a'.repeat(64)}`), 404, 'NOT_FOUND');
    expectError(await get('/api/images/abc'), 400, 'VALIDATION');
    expectError(await get(`/api/images/${'A'.repeat(64)}`), 400, 'VALIDATION');
    expectError(await get(`/api/images/${'a'.repeat(64)}?size=huge`), 400, 'VALIDATION');
  });
});

describe('?images=url and the default data URLs', () => {
  test('the three reads name images by address with images=url, by data URL by default', async () => {
    const picture = await photo();
    const id = await createService([picture]);
    await addContent(id, [await graphic()]);
    await addContent(id);
    await createAchievement([await graphic('#aa3300'), await photo(300, 200)]);

    const list = (await get('/api/service/getall?images=url')).json();
    list.forEach((service: unknown) => expectShape('Service', service));
    expect(list[0].image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    expect(list[0].content[0].image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    expect(list[0].content[1].image).toBeNull();
    const one = (await get(`/api/service/get/${id}?images=url`)).json();
    expect(one.image).toBe(list[0].image);
    const achievements = (await get('/api/achievement/getall?images=url')).json();
    expect(achievements[0].images).toHaveLength(2);
    achievements[0].images.forEach((address: string) =>
      expect(address).toMatch(/^\/api\/images\/[0-9a-f]{64}$/),
    );

    // Default and images=data: data URLs of the very bytes the addresses serve.
    for (const query of ['', '?images=data']) {
      const data = (await get(`/api/service/get/${id}${query}`)).json();
      expectShape('Service', data);
      const served = (await get(one.image)).rawPayload;
      expect(data.image).toBe(`data:image/jpeg;base64,${served.toString('base64')}`);
      expect(data.content[0].image).toMatch(/^data:image\/png;base64,/);
      const achievementData = (await get(`/api/achievement/getall${query}`)).json();
      expect(achievementData[0].images[0]).toMatch(/^data:image\/png;base64,/);
    }
    expectError(await get('/api/service/getall?images=links'), 400, 'VALIDATION');
  });

  test('the two update calls answer addresses with images=url', async () => {
    const id = await createService();
    const contentId = await addContent(id);
    const body = await multipart(await serviceData(), [await photo()]);
    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/service/update/${id}?images=url`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);

    const n = ++entries;
    const blockBody = await multipart(
      { titleId: await entry(`b${n}`), bodyId: await entry(`bt${n}`) },
      [await graphic()],
    );
    const block = await server.app.inject({
      method: 'PUT',
      url: `/api/service/updateServiceContent/${contentId}?images=url`,
      payload: blockBody.payload,
      headers: { ...blockBody.headers, ...bearer(token) },
    });
    expect(block.statusCode).toBe(200);
    expect(block.json().image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
  });
});

describe('images are stored once and deleted with their last reference', () => {
  /** Removes a service or an achievement and empties the trash. */
  async function removeForGood(url: string) {
    expect((await remove(url)).statusCode).toBe(204);
    await trash.empty();
  }

  test('the same photo uploaded twice is stored once', async () => {
    const picture = await photo();
    const first = await createService([picture]);
    const second = await createService([picture]);
    await createAchievement([picture, picture]);
    expect(await storedKeys()).toHaveLength(1);
    const a = (await get(`/api/service/get/${first}?images=url`)).json().image;
    const b = (await get(`/api/service/get/${second}?images=url`)).json().image;
    expect(a).toBe(b);
  });

  test('a replaced service image stays for its history, and goes with the last service whose history shows it', async () => {
    const shared = await photo();
    const id = await createService([shared]);
    const other = await createService([shared]);
    const imageOf = async (serviceId: number) =>
      keyOf((await get(`/api/service/get/${serviceId}?images=url`)).json().image);
    const sharedKey = await imageOf(id);

    const replace = async (serviceId: number, file: File) =>
      expect(
        (await send('PUT', `/service/update/${serviceId}`, await serviceData(), [file])).statusCode,
      ).toBe(200);

    await replace(id, await graphic());
    await replace(other, await graphic('#334455'));
    const [ownKey, otherKey] = [await imageOf(id), await imageOf(other)];
    // Shown by neither service now, but by both services' first version: still served.
    expect(await storedKeys()).toEqual([sharedKey, ownKey, otherKey].sort());
    expect((await get(`/api/images/${sharedKey}`)).statusCode).toBe(200);
    // An update without a file keeps the image.
    const before = await storedKeys();
    expect((await send('PUT', `/service/update/${id}`, await serviceData())).statusCode).toBe(200);
    expect(await imageOf(id)).toBe(ownKey);
    expect(await storedKeys()).toEqual(before);

    // Gone for good with its history: its own image goes, the shared one stays for the other's.
    await removeForGood(`/service/removeService/${id}`);
    expect(await storedKeys()).toEqual([sharedKey, otherKey].sort());
    await removeForGood(`/service/removeService/${other}`);
    expect(await storedKeys()).toEqual([]);
  });

  test('a removed block, service or achievement keeps its images in the trash; emptying it deletes those nothing else shows', async () => {
    const shared = await photo();
    const own = await graphic('#101010');
    const id = await createService([shared]);
    const block = await addContent(id, [own]);
    const block2 = await addContent(id, [await graphic('#202020')]);
    const achievement = await createAchievement([shared, await graphic('#303030')]);
    expect(await storedKeys()).toHaveLength(4);

    expect((await remove(`/service/removeServiceContent/${block}`)).statusCode).toBe(204);
    expect(await storedKeys()).toHaveLength(4);
    await trash.empty();
    expect(await storedKeys()).toHaveLength(3);
    // The service takes its remaining block's image along; the shared photo stays for the achievement.
    expect((await remove(`/service/removeService/${id}`)).statusCode).toBe(204);
    expect(await trash.items()).toEqual([`service ${id}`]);
    expect(await storedKeys()).toHaveLength(3);
    await trash.empty();
    expect(await storedKeys()).toHaveLength(2);
    expect(block2).toBeGreaterThan(0);
    await removeForGood(`/achievement/remove/${achievement}`);
    expect(await storedKeys()).toEqual([]);
  });

  test('a refused upload stores nothing', async () => {
    const before = await databaseState(server.database.db);
    // The second file is no image: the whole write is refused, the first image too.
    const refused = await send(
      'POST',
      '/achievement/create',
      {
        location: 'Gent',
        descriptionDutch: 'x',
        descriptionEnglish: 'y',
      },
      [await photo(), { content: Buffer.from('not an image'), name: 'x.jpg' }],
    );
    expectError(refused, 400, 'INVALID_IMAGE');
    // A service write refused for an unknown language entry, after its image was decoded.
    const unknown = await send(
      'POST',
      '/service/create',
      { titleId: 999999, descriptionId: 999998 },
      [await photo()],
    );
    expect(unknown.statusCode).toBe(400);
    const after = await databaseState(server.database.db);
    expect(changedTables(before, after, ['data_versions'])).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });
});
