import sharp from 'sharp';
import { processImage } from '../domain/images';
import { storeImages } from '../repositories/images';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';

/** GET /api/images: the image library, every stored image and what shows it. */

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

interface Use {
  kind: string;
  id: number;
  serviceId?: number;
  label: string;
}
interface LibraryImage {
  key: string;
  url: string;
  thumbUrl: string;
  mediaType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  usedBy: Use[];
}

async function library(query = '') {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/images${query}`,
    headers: bearer(token),
  });
  expect({
    status: response.statusCode,
    body: response.statusCode === 200 ? '' : response.body,
  }).toEqual({ status: 200, body: '' });
  const images = response.json() as LibraryImage[];
  for (const image of images) expectShape('LibraryImage', image);
  return images;
}

async function send(method: 'POST' | 'PUT', url: string, data: unknown, files: UploadFile[] = []) {
  const body = await multipart(data, files);
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect({
    url,
    status: response.statusCode,
    body: response.statusCode < 300 ? '' : response.body,
  }).toEqual({ url, status: method === 'POST' ? 201 : 200, body: '' });
  return response.json();
}

let names = 0;
async function entry(translationDutch: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: bearer(token),
    payload: { name: `titel-${++names}`, group: 'diensten', translationDutch },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const achievement = async (location: string, files: UploadFile[]) =>
  (
    await send(
      'POST',
      '/achievement/create',
      { location, descriptionDutch: 'Gevel', descriptionEnglish: 'Facade' },
      files,
    )
  ).id as number;

const keyOf = (address: string) => /^\/api\/images\/([0-9a-f]{64})$/.exec(address)![1];

/** A small graphic whose width tells it apart. */
const graphic = (width: number) => graphicFile({ width, height: 30, colour: '#336699' });

test('lists each image once with its addresses, size, dimensions and every use, labelled', async () => {
  const shared = await photoFile(640, 480);
  const own = await graphic(90);
  const title = await entry('<h2>Dakwerken</h2><p>&amp; <b>goten</b></p>');
  const description = await entry('<p>Omschrijving</p>');
  const serviceId = (
    await send('POST', '/service/create', { titleId: title, descriptionId: description }, [shared])
  ).id as number;
  const blockTitle = await entry('<p><br></p>');
  const blockTitleName = `titel-${names}`;
  const blockId = (
    await send(
      'POST',
      `/service/addServiceContent/${serviceId}`,
      { titleId: blockTitle, bodyId: description },
      [shared],
    )
  ).id as number;
  // The achievement shows the photo twice: one use.
  const achievementId = await achievement('Gent & Brugge', [shared, own, shared]);

  const images = await library();
  const addresses = (
    await server.app.inject({ method: 'GET', url: '/api/achievement/getall?images=url' })
  ).json()[0].images as string[];
  const [sharedKey, ownKey] = [keyOf(addresses[0]), keyOf(addresses[1])];
  expect(images.map((image) => image.key).sort()).toEqual([sharedKey, ownKey].sort());

  const photo = images.find((image) => image.key === sharedKey)!;
  const served = await server.app.inject({ method: 'GET', url: photo.url });
  expect(photo).toEqual({
    key: sharedKey,
    url: `/api/images/${sharedKey}`,
    thumbUrl: `/api/images/${sharedKey}?size=thumb`,
    mediaType: 'image/jpeg',
    size: served.rawPayload.length,
    width: 640,
    height: 480,
    // Not described yet.
    altDutch: '',
    altEnglish: '',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    usedBy: [
      { kind: 'service', id: serviceId, label: 'Dakwerken & goten' },
      // An empty Dutch title: the entry's name stands in.
      { kind: 'serviceContent', id: blockId, serviceId, label: blockTitleName },
      { kind: 'achievement', id: achievementId, label: 'Gent & Brugge' },
    ],
  });
  const thumb = await server.app.inject({ method: 'GET', url: photo.thumbUrl });
  expect(thumb.statusCode).toBe(200);
  expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

  const graphicImage = images.find((image) => image.key === ownKey)!;
  expect(graphicImage).toMatchObject({
    mediaType: 'image/png',
    width: 90,
    height: 30,
    usedBy: [{ kind: 'achievement', id: achievementId, label: 'Gent & Brugge' }],
  });
});

test('newest first; usedBy keeps the images one kind shows, each with all its uses, or the unused ones', async () => {
  const title = await entry('<p>Schilderwerken</p>');
  const first = await graphic(61);
  const onService = await graphic(62);
  const onBoth = await graphic(63);
  await achievement('Gent', [first]);
  const serviceId = (
    await send('POST', '/service/create', { titleId: title, descriptionId: title }, [onService])
  ).id;
  await send('POST', `/service/addServiceContent/${serviceId}`, { titleId: title, bodyId: title }, [
    onBoth,
  ]);
  await achievement('Lier', [onBoth]);
  // An image nothing shows (normally none exists: the last reference's write deletes it).
  const stray = await processImage((await graphic(64)).content);
  await storeImages(server.database.db, [stray]);

  const widthsOf = (images: LibraryImage[]) => images.map((image) => image.width);
  expect(widthsOf(await library())).toEqual([64, 63, 62, 61]);
  const all = await library();
  const times = all.map((image) => image.createdAt);
  expect([...times].sort().reverse()).toEqual(times);

  expect(widthsOf(await library('?usedBy=service'))).toEqual([62]);
  const blocks = await library('?usedBy=serviceContent');
  expect(widthsOf(blocks)).toEqual([63]);
  expect(blocks[0].usedBy.map((use) => use.kind)).toEqual(['serviceContent', 'achievement']);
  expect(widthsOf(await library('?usedBy=achievement'))).toEqual([63, 61]);
  const unused = await library('?usedBy=unused');
  expect(unused.map((image) => [image.key, image.usedBy])).toEqual([[stray.key, []]]);

  expectError(
    await server.app.inject({
      method: 'GET',
      url: '/api/images?usedBy=nothing',
      headers: bearer(token),
    }),
    400,
    'VALIDATION',
  );
  expectError(await server.app.inject({ method: 'GET', url: '/api/images' }), 401, 'UNAUTHORIZED');
});

test('follows the writes it depends on: images, uses and their labels', async () => {
  const title = await entry('<p>Oud</p>');
  const serviceId = (
    await send('POST', '/service/create', { titleId: title, descriptionId: title }, [
      await graphic(71),
    ])
  ).id;
  const achievementId = await achievement('Gent', [await graphic(72), await graphic(73)]);
  expect((await library()).map((image) => image.usedBy[0].label)).toEqual(['Gent', 'Gent', 'Oud']);

  await server.app.inject({
    method: 'PUT',
    url: `/api/language/update/${title}`,
    headers: bearer(token),
    payload: { name: 'titel', group: 'diensten', translationDutch: '<p>Nieuw</p>' },
  });
  const current = (
    await server.app.inject({ method: 'GET', url: '/api/achievement/getall?images=url' })
  ).json()[0].images as string[];
  await send('PUT', `/achievement/update/${achievementId}`, {
    location: 'Brugge',
    descriptionDutch: 'Gevel',
    descriptionEnglish: 'Facade',
    keepImages: [keyOf(current[1])],
  });
  const after = await library();
  // Graphic 72, dropped, stays for the achievement's history: stored, used by nothing.
  expect(
    Object.fromEntries(after.map((image) => [image.width, image.usedBy.map((use) => use.label)])),
  ).toEqual({ 71: ['Nieuw'], 72: [], 73: ['Brugge'] });
  expect(after.find((image) => image.width === 71)!.usedBy).toEqual([
    { kind: 'service', id: serviceId, label: 'Nieuw' },
  ]);
  expect((await library('?usedBy=unused')).map((image) => image.width)).toEqual([72]);
});

test('one statement that reads no image bytes, as many with 30 images as with 3', async () => {
  const statementsOfList = async () => {
    const statements = await server.countQueries(() => library());
    return statements.filter((query) => /\bimages\b/.test(query));
  };
  await achievement('Gent', [await graphic(40), await graphic(41), await graphic(42)]);
  const few = await statementsOfList();
  expect((await library()).length).toBe(3);
  for (let batch = 0; batch < 3; batch++) {
    await achievement(
      `Lier ${batch}`,
      await Promise.all(Array.from({ length: 9 }, (_, i) => graphic(100 + batch * 10 + i))),
    );
  }
  const many = await statementsOfList();
  expect((await library()).length).toBe(30);
  expect(few).toHaveLength(1);
  expect(many).toEqual(few);
  for (const query of many) expect(query).not.toMatch(/\b(bytes|thumb)\b/);
});
