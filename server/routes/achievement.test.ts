import sharp from 'sharp';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import type { ErrorCode } from '../schemas';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

type File = UploadFile;

/** A small single-colour PNG whose width tells which upload it was. */
const graphic = (width: number) =>
  graphicFile({ width, height: 40, colour: '#2a9d8f', name: `image-${width}.png` });
const photo = (width = 300, height = 200) => photoFile(width, height);

const valid = {
  location: 'Gent',
  descriptionDutch: '<p>Nieuwe <b>keuken</b> geplaatst</p>',
  descriptionEnglish: '<p>New <b>kitchen</b> installed</p>',
};

async function create(data: unknown, files: File[] = [], withToken = true) {
  const body = await multipart(data, files);
  return server.app.inject({
    method: 'POST',
    url: '/api/achievement/create',
    payload: body.payload,
    headers: { ...body.headers, ...(withToken ? bearer(token) : {}) },
  });
}

async function created(data: unknown, files: File[] = []) {
  const response = await create(data, files);
  expect(response.statusCode).toBe(201);
  expectShape('Created', response.json());
  return response.json().id as number;
}

async function list() {
  const response = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  for (const achievement of body) expectShape('Achievement', achievement);
  return body as {
    id: number;
    location: string;
    description: {
      id: number;
      name: string;
      group: string;
      translationDutch: string;
      translationEnglish: string;
    };
    images: string[];
  }[];
}

const widthOf = async (dataUrl: string) => {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
  expect(match).not.toBeNull();
  return (await sharp(Buffer.from(match![2], 'base64')).metadata()).width;
};

describe('creating and listing achievements', () => {
  test.each([0, 1, 6])('create with %i image(s) answers 201 and stores them', async (count) => {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => graphic(50 + i)));
    const id = await created(valid, files);
    const [achievement] = await list();
    expect(achievement.id).toBe(id);
    expect(achievement.images).toHaveLength(count);
    expect((await server.snapshot()).achievement_images).toBe(count);
  });

  test('getall is public, newest first, with images in upload order', async () => {
    const older = await created({ ...valid, location: 'Brugge' }, [await photo()]);
    const newer = await created({ ...valid, location: 'Leuven' }, [
      await graphic(61),
      await graphic(62),
      await photo(123, 90),
      await graphic(64),
    ]);

    const achievements = await list();
    expect(achievements.map((a) => [a.id, a.location])).toEqual([
      [newer, 'Leuven'],
      [older, 'Brugge'],
    ]);
    expect(await Promise.all(achievements[0].images.map(widthOf))).toEqual([61, 62, 123, 64]);
    expect(achievements[0].images[2]).toMatch(/^data:image\/jpeg;base64,/);
    expect(achievements[0].images[0]).toMatch(/^data:image\/png;base64,/);
  });

  test('the description is a language entry in group "achievements" holding sanitized Dutch and English', async () => {
    await created({
      location: '  Antwerpen  ',
      descriptionDutch: '<h2>Dak</h2><p onclick="steal()">Vernieuwd <script>alert(1)</script></p>',
      descriptionEnglish:
        'Roof <a href="javascript:alert(1)">renewed</a> <a href="https://example.be">see</a><img src=x onerror=alert(1)>',
    });
    const [achievement] = await list();
    expect(achievement.location).toBe('Antwerpen');
    expect(achievement.description).toMatchObject({
      group: 'achievements',
      translationDutch: '<h2>Dak</h2><p>Vernieuwd </p>',
    });
    const english = achievement.description.translationEnglish;
    expect(english).not.toMatch(/javascript|<img|onerror|<script/i);
    expect(english).toContain(
      '<a href="https://example.be" target="_blank" rel="noopener noreferrer">see</a>',
    );
    expect(english).toMatch(/^Roof .*renewed/);

    const entries = await server.app.inject({
      method: 'GET',
      url: '/api/language/getall',
      headers: bearer(token),
    });
    expect(entries.json()).toContainEqual(achievement.description);
  });

  test('an empty list answers []', async () => {
    expect(await list()).toEqual([]);
  });
});

describe('refused creations store nothing', () => {
  const refused: [string, unknown, ErrorCode][] = [
    ['location missing', { descriptionDutch: 'a', descriptionEnglish: 'b' }, 'VALIDATION'],
    ['location empty', { ...valid, location: '' }, 'VALIDATION'],
    ['location only spaces', { ...valid, location: '   ' }, 'VALIDATION'],
    ['location with markup', { ...valid, location: '<b>Gent</b>' }, 'VALIDATION'],
    ['descriptionDutch missing', { location: 'Gent', descriptionEnglish: 'b' }, 'VALIDATION'],
    ['descriptionEnglish missing', { location: 'Gent', descriptionDutch: 'a' }, 'VALIDATION'],
    ['descriptionDutch empty', { ...valid, descriptionDutch: '' }, 'VALIDATION'],
    ['a number as location', { ...valid, location: 12 }, 'VALIDATION'],
    ['an extra field', { ...valid, images: [] }, 'VALIDATION'],
    [
      'Dutch blank after sanitizing',
      { ...valid, descriptionDutch: '<script>x</script><p> </p>' },
      'VALIDATION',
    ],
    [
      'English blank after sanitizing',
      { ...valid, descriptionEnglish: '<img src=x onerror=alert(1)>' },
      'VALIDATION',
    ],
    ['"data" not JSON', '{location:', 'MALFORMED_JSON'],
  ];

  test.each(refused.map(([name, data, code]) => ({ name, data, code })))(
    '$name → 400 $code',
    async ({ data, code }) => {
      const before = await server.snapshot();
      expectError(await create(data, [await graphic(40)]), 400, code);
      expect(await server.snapshot()).toEqual(before);
    },
  );

  test('without a token → 401 UNAUTHORIZED', async () => {
    const before = await server.snapshot();
    expectError(await create(valid, [await graphic(40)], false), 401, 'UNAUTHORIZED');
    expect(await server.snapshot()).toEqual(before);
  });

  test('21 images → 413 TOO_MANY_FILES', async () => {
    const image = await graphic(30);
    const before = await server.snapshot();
    expectError(await create(valid, Array(21).fill(image)), 413, 'TOO_MANY_FILES');
    expect(await server.snapshot()).toEqual(before);
  });

  test('20 images are accepted', async () => {
    const image = await graphic(30);
    await created(valid, Array(20).fill(image));
    expect((await list())[0].images).toHaveLength(20);
  });

  test('one bad image among good ones → 400 INVALID_IMAGE naming the file; nothing is stored', async () => {
    const before = await server.snapshot();
    const response = await create(valid, [
      await graphic(41),
      await photo(),
      { content: Buffer.from('GIF89a but not really'), name: 'fake.gif', type: 'image/gif' },
      await graphic(42),
    ]);
    expectError(response, 400, 'INVALID_IMAGE');
    expect(response.json().message).toMatch(/File 3/);
    expect(await server.snapshot()).toEqual(before);
  });

  test('a decompression bomb among the images → 413 IMAGE_TOO_MANY_PIXELS; nothing is stored', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const before = await server.snapshot();
    expectError(
      await create(valid, [await graphic(41), { content: bomb, name: 'bomb.png' }]),
      413,
      'IMAGE_TOO_MANY_PIXELS',
    );
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('removing achievements', () => {
  test('remove answers 204 and removes its images and its description entry', async () => {
    const gone = await created(valid, [await graphic(40), await graphic(41)]);
    const kept = await created({ ...valid, location: 'Hasselt' }, [await graphic(43)]);
    const before = await server.snapshot();
    const goneDescription = (await list()).find((a) => a.id === gone)!.description.id;

    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/achievement/remove/${gone}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await server.snapshot()).toEqual({
      ...before,
      achievements: before.achievements - 1,
      achievement_images: before.achievement_images - 2,
      images: before.images - 2,
      language_entries: before.language_entries - 1,
    });
    const remaining = await list();
    expect(remaining.map((a) => a.id)).toEqual([kept]);
    expect(remaining[0].description.id).not.toBe(goneDescription);
    expect(remaining[0].images).toHaveLength(1);
  });

  test('a description that a service also uses as its text stays with the service', async () => {
    const id = await created(valid, [await graphic(40)]);
    const descriptionId = (await list()).find((a) => a.id === id)!.description.id;
    const serviceBody = await multipart({ titleId: descriptionId, descriptionId, enabled: true });
    const service = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      headers: { ...bearer(token), ...serviceBody.headers },
      payload: serviceBody.payload,
    });
    expect(service.statusCode).toBe(201);
    const before = await server.snapshot();

    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/achievement/remove/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(await server.snapshot()).toEqual({
      ...before,
      achievements: before.achievements - 1,
      achievement_images: before.achievement_images - 1,
      images: before.images - 1,
    });
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/service/get/${service.json().id}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().title.id).toBe(descriptionId);
  });

  test('remove of an unknown id → 404 NOT_FOUND; without a token → 401; nothing changes', async () => {
    const id = await created(valid, [await graphic(40)]);
    const before = await server.snapshot();
    expectError(
      await server.app.inject({
        method: 'DELETE',
        url: `/api/achievement/remove/${id + 1}`,
        headers: bearer(token),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await server.app.inject({ method: 'DELETE', url: `/api/achievement/remove/${id}` }),
      401,
      'UNAUTHORIZED',
    );
    expect(await server.snapshot()).toEqual(before);
  });
});
