import { sql } from 'drizzle-orm';
import { photoFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { changedTables, databaseState } from '../test/database-state';
import { rowsOf } from '../db/rows-of';

/** PUT /api/images/update/{key}: an image's Dutch and English descriptions (alt text). */

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const describe_ = (
  key: string,
  payload: unknown,
  headers: Record<string, string> = bearer(token),
) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/images/update/${key}`,
    headers,
    payload: payload as object,
  });
const library = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/images', headers: bearer(token) })).json();
const overview = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/overview', headers: bearer(token) })).json();

async function storedPhoto() {
  const body = await multipart(
    { location: 'Gent', descriptionDutch: '<p>Gevel</p>', descriptionEnglish: '<p>Facade</p>' },
    [await photoFile(320, 240)],
  );
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/achievement/create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(created.statusCode).toBe(201);
  const [image] = await library();
  return image.key as string;
}

describe('image descriptions', () => {
  test('written trimmed, listed by the library, counted by the overview until both exist', async () => {
    const key = await storedPhoto();
    expect((await library())[0]).toMatchObject({ altDutch: '', altEnglish: '' });
    expect((await overview()).imagesWithoutAlt).toBe(1);

    const dutchOnly = await describe_(key, {
      altDutch: '  Rode bakstenen gevel  ',
      altEnglish: '',
    });
    expect(dutchOnly.statusCode).toBe(200);
    expectShape('LibraryImage', dutchOnly.json());
    expect(dutchOnly.json()).toMatchObject({
      key,
      altDutch: 'Rode bakstenen gevel',
      altEnglish: '',
    });
    expect(dutchOnly.json().usedBy).toHaveLength(1);
    expect((await overview()).imagesWithoutAlt).toBe(1);

    const both = await describe_(key, {
      altDutch: 'Rode bakstenen gevel',
      altEnglish: 'Red brick facade',
    });
    expect(both.json()).toMatchObject({ altEnglish: 'Red brick facade' });
    expect((await library())[0]).toMatchObject({
      altDutch: 'Rode bakstenen gevel',
      altEnglish: 'Red brick facade',
    });
    expect((await overview()).imagesWithoutAlt).toBe(0);
  });

  test('markup is kept as the plain text it is, never interpreted', async () => {
    const key = await storedPhoto();
    const hostile = '<img src=x onerror=alert(1)> & "quotes"';
    const response = await describe_(key, { altDutch: hostile, altEnglish: hostile });
    expect(response.json().altDutch).toBe(hostile);
  });

  test('refusals change nothing', async () => {
    const key = await storedPhoto();
    await describe_(key, { altDutch: 'Gevel', altEnglish: 'Facade' });
    const before = await databaseState(server.database.db);
    for (const payload of [
      {},
      { altDutch: 'Gevel' },
      { altDutch: 1, altEnglish: 'Facade' },
      { altDutch: 'x'.repeat(301), altEnglish: 'Facade' },
      { altDutch: 'Gevel', altEnglish: 'Facade', extra: true },
      { altDutch: 'Ge\u0000vel', altEnglish: 'Facade' },
    ]) {
      const response = await describe_(key, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expectError(response, 400, 'VALIDATION');
    }
    expectError(
      await describe_('0'.repeat(64), { altDutch: 'a', altEnglish: 'b' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await describe_('not-a-key', { altDutch: 'a', altEnglish: 'b' }),
      400,
      'VALIDATION',
    );
    expectError(await describe_(key, { altDutch: 'a', altEnglish: 'b' }, {}), 401, 'UNAUTHORIZED');
    expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
    const [row] = rowsOf(
      await server.database.db.execute(sql`select alt_dutch from images where key = ${key}`),
    );
    expect(row.alt_dutch).toBe('Gevel');
  });
  test('the public reads carry them beside the addresses, and follow a change at once', async () => {
    const key = await storedPhoto();
    const read = async () =>
      (
        await server.app.inject({ method: 'GET', url: '/api/achievement/getall?images=url' })
      ).json();
    const [before] = await read();
    expect(before.images).toEqual([`/api/images/${key}`]);
    expect(before.imageAlts).toEqual([{ altDutch: '', altEnglish: '' }]);
    await describe_(key, { altDutch: 'Gevel in Gent', altEnglish: 'Facade in Ghent' });
    const [after] = await read();
    expect(after.imageAlts).toEqual([{ altDutch: 'Gevel in Gent', altEnglish: 'Facade in Ghent' }]);
    // The spec's data-URL form too.
    const data = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
    expect(data.json()[0].imageAlts).toEqual(after.imageAlts);
    expect(data.json()[0].images[0]).toMatch(/^data:image\/jpeg;base64,/);
  });
});
