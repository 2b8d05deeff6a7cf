import { photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, multipart, newLanguageEntry, useTestServer } from '../test/harness';
import { changedTables, databaseState } from '../test/database-state';

/**
 * Image descriptions (alt text) sent with the forms that upload images: a service's or a
 * content block's `data.imageAlt`, an achievement's `data.imageAlts`. They describe the image,
 * wherever it is shown, as the images library does.
 */

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const get = async (url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
const library = async () =>
  (await get('/api/images')) as { key: string; altDutch: string; altEnglish: string }[];
const altOf = async (key: string) => {
  const image = (await library()).find((found) => found.key === key);
  return image && { altDutch: image.altDutch, altEnglish: image.altEnglish };
};
const keyOf = (address: string) => address.slice(address.lastIndexOf('/') + 1);

async function send(method: 'POST' | 'PUT', url: string, data: unknown, files: UploadFile[] = []) {
  const body = await multipart(data, files);
  return server.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const entry = () => newLanguageEntry(server, token);

const facade = { altDutch: '  Rode bakstenen gevel ', altEnglish: 'Red brick facade' };
const roof = { altDutch: 'Leien dak', altEnglish: 'Slate roof' };

describe('a service form', () => {
  test('describes the uploaded image, then the current one, then a replacing one', async () => {
    const texts = { titleId: await entry(), descriptionId: await entry() };
    const created = await send('POST', '/api/service/create', { ...texts, imageAlt: facade }, [
      await photoFile(320, 240),
    ]);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const first = await get(`/api/service/get/${id}?images=url`);
    expect(first.imageAlt).toEqual({
      altDutch: 'Rode bakstenen gevel',
      altEnglish: facade.altEnglish,
    });

    // Without a file: the current image's descriptions change.
    const kept = await send('PUT', `/api/service/update/${id}?images=url`, {
      ...texts,
      imageAlt: roof,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ image: first.image, imageAlt: roof });
    expect(await altOf(keyOf(first.image))).toEqual(roof);

    // Without imageAlt: they stay.
    const untouched = await send('PUT', `/api/service/update/${id}?images=url`, texts);
    expect(untouched.json().imageAlt).toEqual(roof);

    // With a new file: the new image is described, in the answer too.
    const replaced = await send(
      'PUT',
      `/api/service/update/${id}?images=url`,
      { ...texts, imageAlt: facade },
      [await photoFile(330, 240)],
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().image).not.toBe(first.image);
    expect(replaced.json().imageAlt).toEqual({
      altDutch: 'Rode bakstenen gevel',
      altEnglish: 'Red brick facade',
    });
  });

  test('descriptions without an image to describe are refused and change nothing', async () => {
    const texts = { titleId: await entry(), descriptionId: await entry() };
    const bare = await send('POST', '/api/service/create', texts);
    const id = bare.json().id as number;
    const before = await databaseState(server.database.db);
    expectError(
      await send('POST', '/api/service/create', { ...texts, imageAlt: facade }),
      400,
      'VALIDATION',
    );
    expectError(
      await send('PUT', `/api/service/update/${id}`, { ...texts, imageAlt: facade }),
      400,
      'VALIDATION',
    );
    expectError(
      await send('POST', `/api/service/addServiceContent/${id}`, {
        titleId: texts.titleId,
        bodyId: texts.descriptionId,
        imageAlt: roof,
      }),
      400,
      'VALIDATION',
    );
    expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
  });

  test('malformed descriptions are refused before anything is stored', async () => {
    const texts = { titleId: await entry(), descriptionId: await entry() };
    const before = await databaseState(server.database.db);
    for (const imageAlt of [
      { altDutch: 'Gevel' },
      { altDutch: 'Gevel', altEnglish: 3 },
      { altDutch: 'x'.repeat(301), altEnglish: 'Facade' },
      { altDutch: 'Gevel', altEnglish: 'Facade', extra: 1 },
      'Gevel',
    ]) {
      const response = await send('POST', '/api/service/create', { ...texts, imageAlt }, [
        await photoFile(320, 240),
      ]);
      expect({ imageAlt, status: response.statusCode }).toEqual({ imageAlt, status: 400 });
    }
    expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
  });
});

describe('a content block form', () => {
  test('describes its image when added and when changed', async () => {
    const service = await send('POST', '/api/service/create', {
      titleId: await entry(),
      descriptionId: await entry(),
    });
    const serviceId = service.json().id as number;
    const texts = { titleId: await entry(), bodyId: await entry() };
    const added = await send(
      'POST',
      `/api/service/addServiceContent/${serviceId}`,
      { ...texts, imageAlt: roof },
      [await photoFile(300, 200)],
    );
    expect(added.statusCode).toBe(201);
    const [block] = (await get(`/api/service/get/${serviceId}?images=url`)).content;
    expect(block.imageAlt).toEqual(roof);

    const changed = await send(
      'PUT',
      `/api/service/updateServiceContent/${added.json().id}?images=url`,
      { ...texts, imageAlt: facade },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      image: block.image,
      imageAlt: { altDutch: 'Rode bakstenen gevel', altEnglish: 'Red brick facade' },
    });
  });
});

describe('an achievement form', () => {
  const texts = {
    location: 'Gent',
    descriptionDutch: '<p>Gevel</p>',
    descriptionEnglish: '<p>Facade</p>',
  };

  test('describes its photos in their order; null leaves one as it is', async () => {
    const created = await send(
      'POST',
      '/api/achievement/create',
      { ...texts, imageAlts: [facade, null] },
      [await photoFile(320, 240), await photoFile(340, 240)],
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [read] = await get('/api/achievement/getall?images=url');
    expect(read.imageAlts).toEqual([
      { altDutch: 'Rode bakstenen gevel', altEnglish: 'Red brick facade' },
      { altDutch: '', altEnglish: '' },
    ]);
    const [first, second] = (read.images as string[]).map(keyOf);

    // Reordered, one new photo after them: each description follows its image.
    const updated = await send(
      'PUT',
      `/api/achievement/update/${id}?images=url`,
      { ...texts, keepImages: [second, first], imageAlts: [roof, null, facade] },
      [await photoFile(360, 240)],
    );
    expect(updated.statusCode).toBe(200);
    expect((updated.json().images as string[]).map(keyOf).slice(0, 2)).toEqual([second, first]);
    expect(updated.json().imageAlts).toEqual([
      roof,
      { altDutch: 'Rode bakstenen gevel', altEnglish: 'Red brick facade' },
      { altDutch: 'Rode bakstenen gevel', altEnglish: 'Red brick facade' },
    ]);
  });

  test('a list that does not match the photos one for one is refused and changes nothing', async () => {
    const created = await send('POST', '/api/achievement/create', texts, [
      await photoFile(320, 240),
    ]);
    const id = created.json().id as number;
    const before = await databaseState(server.database.db);
    const refusals = [
      await send('POST', '/api/achievement/create', { ...texts, imageAlts: [facade, roof] }, [
        await photoFile(350, 240),
      ]),
      await send('PUT', `/api/achievement/update/${id}`, { ...texts, imageAlts: [] }),
      await send('PUT', `/api/achievement/update/${id}`, { ...texts, imageAlts: [roof, roof] }),
      await send('PUT', `/api/achievement/update/${id}`, {
        ...texts,
        imageAlts: [{ altDutch: 'a' }],
      }),
      await send('PUT', `/api/achievement/update/${id}`, { ...texts, imageAlts: roof }),
    ];
    for (const response of refusals) expectError(response, 400, 'VALIDATION');
    expect(refusals[0].json().message).toContain('data.imageAlts has 2 entries for 1 image');
    expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
  });
});
