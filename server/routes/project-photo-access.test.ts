import { sql } from 'drizzle-orm';
import { contentCalls } from '../test/content';
import { bearer, expectError, useTestServer } from '../test/harness';
import { photoFile, type UploadFile } from '../test/image-files';

/**
 * A project's photos are staff's (docs/product.md § Projecten): GET /api/images/{key} answers
 * them, their thumbnails and renditions to a staff token alone, privately; what the website
 * shows (a published project's photos through its achievement, a service's image) stays public
 * and cacheable for a year.
 */

const server = useTestServer();
let token: string;
const content = contentCalls(server, () => token);
const { call } = content;

beforeEach(async () => {
  token = await server.signIn();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The image's full size, its thumbnail and a rendition, as addresses. */
const forms = (key: string) => [
  `/api/images/${key}`,
  `/api/images/${key}?size=thumb`,
  `/api/images/${key}?w=160`,
];

const read = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

async function newProject(name: string) {
  const response = await call('POST', '/project/create', { name });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function addPhotos(id: number, files: UploadFile[]) {
  const response = await content.send('POST', `/project/addPhotos/${id}`, {}, files);
  expect(response.statusCode).toBe(200);
  return (response.json().photos as { key: string }[]).map((photo) => photo.key);
}

/** Every form of `key` is refused without a token, uncacheably; answered to staff, privately. */
async function expectStaffOnly(key: string) {
  for (const url of forms(key)) {
    const anonymous = await read(url);
    expectError(anonymous, 404, 'NOT_FOUND');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const staff = await read(url, bearer(token));
    expect({ url, status: staff.statusCode }).toEqual({ url, status: 200 });
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(staff.headers['content-type']).toMatch(/^image\//);
  }
}

async function expectPublic(key: string) {
  for (const url of forms(key)) {
    const anonymous = await read(url);
    expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 200 });
    expect(anonymous.headers['cache-control']).toBe(IMMUTABLE);
  }
}

async function renditionsOf(key: string) {
  const [row] = await content.rows(
    sql`select count(*)::int as n from image_renditions where image_key = ${key}`,
  );
  return Number(row.n);
}

it("answers an unpublished project's photo, thumbnail and renditions to staff alone", async () => {
  const id = await newProject('Badkamer');
  const [key] = await addPhotos(id, [await photoFile(200, 150)]);

  // Refused before anything is made: no rendition for an anonymous caller.
  expectError(await read(`/api/images/${key}?w=160`), 404, 'NOT_FOUND');
  expect(await renditionsOf(key)).toBe(0);
  await expectStaffOnly(key);

  // Staff's browser revalidates: the same tag answers 304, privately.
  const first = await read(`/api/images/${key}?size=thumb`, bearer(token));
  const again = await read(`/api/images/${key}?size=thumb`, {
    ...bearer(token),
    'if-none-match': String(first.headers.etag),
  });
  expect(again.statusCode).toBe(304);
  expect(again.headers['cache-control']).toBe('private, no-cache');

  // An unknown key and an image the project lost (kept by its history) answer the same.
  expectError(await read(`/api/images/${'0'.repeat(64)}`), 404, 'NOT_FOUND');
  const update = await call('PUT', `/project/update/${id}`, { photoKeys: [] });
  expect(update.statusCode).toBe(200);
  await expectStaffOnly(key);
  // A token that is no session's is refused as on every call that takes one.
  expectError(await read(`/api/images/${key}`, bearer('x'.repeat(43))), 401, 'UNAUTHORIZED');
});

it("makes the published photos public through the achievement, the others stay staff's", async () => {
  const id = await newProject('Terras');
  const [shown, kept] = await addPhotos(id, [await photoFile(200, 150), await photoFile(200, 150)]);
  for (const key of [shown, kept])
    expect(
      (
        await call('PUT', `/project/describePhoto/${id}/${key}`, {
          altDutch: 'Terras',
          altEnglish: 'Terrace',
        })
      ).statusCode,
    ).toBe(200);
  expect((await call('PUT', `/project/setStage/${id}`, { stage: 'opgeleverd' })).statusCode).toBe(
    200,
  );
  const published = await call('POST', `/project/publish/${id}`, {
    imageKeys: [shown],
    location: 'Gent',
    descriptionDutch: '<p>Terras</p>',
    descriptionEnglish: '<p>Terrace</p>',
  });
  expect(published.statusCode).toBe(201);
  await expectPublic(shown);
  await expectStaffOnly(kept);

  // The achievement goes (to the trash): its reason to be public ends with it.
  const removed = await call('DELETE', `/achievement/remove/${published.json().achievementId}`);
  expect(removed.statusCode).toBe(204);
  await expectStaffOnly(shown);
});

it('keeps an image public that a service shows, even when a project has it too', async () => {
  const photo = await photoFile(200, 150);
  const title = await content.entry('dak');
  const description = await content.entry('dak-tekst');
  await content.service({ titleId: title, descriptionId: description, enabled: true }, photo);
  const [key] = await addPhotos(await newProject('Dak'), [photo]);
  await expectPublic(key);
});
