import sharp from 'sharp';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { databaseState } from '../test/database-state';
import { imageStatus, keyOf, trashCalls } from '../test/trash';
import type { ErrorCode } from '../schemas';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});
const trash = trashCalls(server, () => token);

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

/** The public list; `?images=url` names the images by address. */
async function list(query = '') {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/achievement/getall${query}`,
  });
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
  test('remove answers 204 and removes it with its description entry; its images wait in the trash', async () => {
    const gone = await created(valid, [await graphic(40), await graphic(41)]);
    const kept = await created({ ...valid, location: 'Hasselt' }, [await graphic(43)]);
    const before = await server.snapshot();
    const goneDescription = (await list()).find((a) => a.id === gone)!.description.id;
    const goneKeys = (await list('?images=url')).find((a) => a.id === gone)!.images.map(keyOf);

    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/achievement/remove/${gone}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const removed = {
      ...before,
      achievements: before.achievements - 1,
      achievement_images: before.achievement_images - 2,
      language_entries: before.language_entries - 1,
    };
    expect(await server.snapshot()).toEqual(removed);
    const remaining = await list();
    expect(remaining.map((a) => a.id)).toEqual([kept]);
    expect(remaining[0].description.id).not.toBe(goneDescription);
    expect(remaining[0].images).toHaveLength(1);
    // The trash keeps it with its photos, until it is emptied.
    expect(await trash.items()).toEqual([`achievement ${gone}`]);
    expect(await Promise.all(goneKeys.map((key) => imageStatus(server, key)))).toEqual([200, 200]);
    await trash.empty();
    expect(await Promise.all(goneKeys.map((key) => imageStatus(server, key)))).toEqual([404, 404]);
    expect(await server.snapshot()).toEqual({ ...removed, images: before.images - 2 });
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
    const removed = {
      ...before,
      achievements: before.achievements - 1,
      achievement_images: before.achievement_images - 1,
    };
    expect(await server.snapshot()).toEqual(removed);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/service/get/${service.json().id}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().title.id).toBe(descriptionId);
    // Emptying the trash removes its photo, never the entry the service shows.
    await trash.empty();
    expect(await server.snapshot()).toEqual({ ...removed, images: before.images - 1 });
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/service/get/${service.json().id}`,
      headers: bearer(token),
    });
    expect(again.json().title.id).toBe(descriptionId);
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

describe('updating achievements', () => {
  interface Listed {
    id: number;
    location: string;
    description: { id: number; translationDutch: string; translationEnglish: string };
    images: string[];
    imageAlts: { altDutch: string; altEnglish: string }[];
  }
  const state = () => databaseState(server.database.db);

  async function update(
    id: number,
    data: unknown,
    files: File[] = [],
    { query = '?images=url', withToken = true } = {},
  ) {
    const body = await multipart(data, files);
    return server.app.inject({
      method: 'PUT',
      url: `/api/achievement/update/${id}${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(withToken ? bearer(token) : {}) },
    });
  }

  async function updated(id: number, data: unknown, files: File[] = []) {
    const response = await update(id, data, files);
    expect({
      status: response.statusCode,
      body: response.statusCode === 200 ? '' : response.body,
    }).toEqual({ status: 200, body: '' });
    expectShape('Achievement', response.json());
    return response.json() as Listed;
  }

  async function listed(id: number) {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/achievement/getall?images=url',
    });
    return (response.json() as Listed[]).find((a) => a.id === id)!;
  }

  /** An achievement with graphics 41, 42 and 43 (in that order); answers it as listed. */
  async function withThree() {
    const id = await created(valid, [await graphic(41), await graphic(42), await graphic(43)]);
    return listed(id);
  }

  const widthsOf = async (addresses: string[]) =>
    Promise.all(
      addresses.map(async (address) => {
        const file = await server.app.inject({ method: 'GET', url: address });
        return (await sharp(file.rawPayload).metadata()).width;
      }),
    );

  test('changes the location and the description entry in place, keeping every image without keepImages', async () => {
    const before = await withThree();
    const answer = await updated(before.id, {
      location: '  Brugge ',
      descriptionDutch: '<p>Nieuw <b>dak</b><script>x</script></p>',
      descriptionEnglish: '<h2>New roof</h2>',
    });
    expect(answer).toEqual({
      id: before.id,
      location: 'Brugge',
      description: {
        ...before.description,
        translationDutch: '<p>Nieuw <b>dak</b></p>',
        translationEnglish: '<h2>New roof</h2>',
      },
      images: before.images,
      imageAlts: before.imageAlts,
    });
    expect(await listed(before.id)).toEqual(answer);
    // The same entry, changed: no new one, none removed.
    const entries = await server.app.inject({
      method: 'GET',
      url: '/api/language/getall',
      headers: bearer(token),
    });
    expect(entries.json()).toContainEqual(answer.description);
    expect((await server.snapshot()).language_entries).toBe(1);
  });

  /** Removes the achievement and empties the trash: what history kept of it goes too. */
  async function removeForGood(id: number) {
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/achievement/remove/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    await trash.empty();
  }

  test('keepImages reorders, drops and keeps; new files follow the kept ones; a dropped image stays for its history', async () => {
    const before = await withThree();
    const [first, second, third] = before.images.map(keyOf);
    const answer = await updated(before.id, { ...valid, keepImages: [third, first] }, [
      await graphic(44),
      await graphic(45),
    ]);
    expect(await widthsOf(answer.images)).toEqual([43, 41, 44, 45]);
    expect(answer.images.slice(0, 2)).toEqual([before.images[2], before.images[0]]);
    expect(await listed(before.id)).toEqual(answer);
    // Graphic 42 is shown by nothing any more, but version 1 shows it: it is still served.
    expect(await imageStatus(server, second)).toBe(200);
    const history = await server.app.inject({
      method: 'GET',
      url: `/api/history/achievement/${before.id}`,
      headers: bearer(token),
    });
    expect(history.json().map((v: { data: { imageKeys: string[] } }) => v.data.imageKeys)).toEqual([
      answer.images.map(keyOf),
      [first, second, third],
    ]);
    expect(await server.snapshot()).toMatchObject({ images: 5, achievement_images: 4 });

    // Only new files, after removing them all.
    const replaced = await updated(before.id, { ...valid, keepImages: [] }, [await photo()]);
    expect(replaced.images).toHaveLength(1);
    expect(await server.snapshot()).toMatchObject({ images: 6, achievement_images: 1 });
    const none = await updated(before.id, { ...valid, keepImages: [] });
    expect(none.images).toEqual([]);
    expect(await server.snapshot()).toMatchObject({ images: 6, achievement_images: 0 });

    // Removed and the trash emptied, its history goes, and every image with it.
    await removeForGood(before.id);
    expect(await imageStatus(server, second)).toBe(404);
    expect(await server.snapshot()).toMatchObject({ images: 0, achievement_images: 0 });
  });

  test('without keepImages new files are added after every current image', async () => {
    const before = await withThree();
    const answer = await updated(before.id, valid, [await graphic(46)]);
    expect(await widthsOf(answer.images)).toEqual([41, 42, 43, 46]);
  });

  test('answers data URLs by default, as the list does', async () => {
    const before = await withThree();
    const response = await update(before.id, valid, [], { query: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toHaveLength(3);
    for (const image of response.json().images) expect(image).toMatch(/^data:image\/png;base64,/);
  });

  test('an image another achievement or a service still shows stays when one achievement drops it', async () => {
    const shared = await graphic(47);
    const own = await graphic(48);
    const id = await created(valid, [shared, own]);
    const other = await created({ ...valid, location: 'Aalst' }, [shared]);
    const entryId = (await listed(id)).description.id;
    const serviceBody = await multipart({ titleId: entryId, descriptionId: entryId }, [shared]);
    const service = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      headers: { ...bearer(token), ...serviceBody.headers },
      payload: serviceBody.payload,
    });
    expect(service.statusCode).toBe(201);
    const [sharedKey, ownKey] = (await listed(id)).images.map(keyOf);
    expect(await server.snapshot()).toMatchObject({ images: 2 });

    await updated(id, { ...valid, keepImages: [] });
    // Both stay while its history shows them.
    expect(await imageStatus(server, sharedKey)).toBe(200);
    expect(await imageStatus(server, ownKey)).toBe(200);
    expect(await server.snapshot()).toMatchObject({ images: 2 });

    // Gone for good, history and all: graphic 48 was its own and goes; graphic 47 is still
    // shown by the other two.
    await removeForGood(id);
    expect(await imageStatus(server, sharedKey)).toBe(200);
    expect(await imageStatus(server, ownKey)).toBe(404);
    expect((await listed(other)).images.map(keyOf)).toEqual([sharedKey]);
    expect(await server.snapshot()).toMatchObject({ images: 1 });
  });

  test('a key that is not one of its images, named twice or malformed → 400 VALIDATION; nothing changes', async () => {
    const before = await withThree();
    const elsewhere = await created({ ...valid, location: 'Mechelen' }, [await graphic(49)]);
    const foreign = keyOf((await listed(elsewhere)).images[0]);
    const [first, second] = before.images.map(keyOf);
    const state0 = await state();
    for (const keepImages of [
      [first, foreign],
      [first, 'f'.repeat(64)],
      [first, second, first],
      [first.toUpperCase()],
      ['abc'],
      [42],
      first,
    ]) {
      const response = await update(before.id, { ...valid, location: 'Elders', keepImages }, [
        await graphic(50),
      ]);
      expectError(response, 400, 'VALIDATION');
      expect(response.json().message).toMatch(/keepImages/);
    }
    expect(await state()).toEqual(state0);
    expect(await listed(before.id)).toEqual(before);
  });

  test('more than 20 images in all → 413 TOO_MANY_FILES; nothing changes; 20 are accepted', async () => {
    const extra = await graphic(30);
    const id = await created(
      valid,
      await Promise.all(Array.from({ length: 10 }, (_, i) => graphic(60 + i))),
    );
    const keys = (await listed(id)).images.map(keyOf);
    const state0 = await state();
    const refused: [string, unknown, number][] = [
      ['10 kept (all, by default) and 11 new', valid, 11],
      ['10 kept (named) and 11 new', { ...valid, keepImages: keys }, 11],
      ['none kept and 21 new', { ...valid, keepImages: [] }, 21],
    ];
    for (const [why, data, files] of refused) {
      const response = await update(id, data, Array(files).fill(extra));
      expect({ why, status: response.statusCode, code: response.json().code }).toEqual({
        why,
        status: 413,
        code: 'TOO_MANY_FILES',
      });
    }
    expect(await state()).toEqual(state0);
    const full = await updated(id, { ...valid, keepImages: keys.slice(1) }, Array(11).fill(extra));
    expect(full.images).toHaveLength(20);
    expect(full.images.slice(0, 9).map(keyOf)).toEqual(keys.slice(1));
  });

  test('invalid texts → 400 VALIDATION and nothing changes', async () => {
    const before = await withThree();
    const state0 = await state();
    for (const data of [
      { ...valid, location: ' ' },
      { ...valid, descriptionDutch: '<p> </p>' },
      { location: 'Gent', descriptionDutch: 'a' },
      { ...valid, images: [] },
    ]) {
      expectError(await update(before.id, data), 400, 'VALIDATION');
    }
    expect(await state()).toEqual(state0);
  });

  test('an unknown id → 404 NOT_FOUND; no token → 401; nothing changes', async () => {
    const before = await withThree();
    const state0 = await state();
    expectError(await update(before.id + 1, valid, [await graphic(51)]), 404, 'NOT_FOUND');
    expectError(await update(before.id, valid, [], { withToken: false }), 401, 'UNAUTHORIZED');
    expectError(await update(0, valid), 400, 'VALIDATION');
    expect(await state()).toEqual(state0);
  });
});
