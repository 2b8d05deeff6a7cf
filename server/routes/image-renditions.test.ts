import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, multipart, newLanguageEntry, useTestServer } from '../test/harness';
import { rowsOf } from '../db/rows-of';
import { RENDITION_WIDTHS } from '../domain/renditions';

/**
 * GET /api/images/{key}?w=<width>: an image scaled to a served width, in the format the
 * browser accepts, made once and answered from storage afterwards.
 */

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const entry = () => newLanguageEntry(server, token);

/** Stores `file` as a service's image and answers its address (`/api/images/{key}`). */
async function stored(file: UploadFile) {
  const body = await multipart({ titleId: await entry(), descriptionId: await entry() }, [file]);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/service/create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(created.statusCode).toBe(201);
  const read = await get(`/api/service/get/${created.json().id}?images=url`);
  return read.json().image as string;
}

const renditionRows = async () =>
  rowsOf(
    await server.database.db.execute(
      sql`select image_key, width, format, media_type, created_at from image_renditions
          order by image_key, width, format`,
    ),
  );

describe('renditions by width', () => {
  test('each served width, in AVIF, WebP or the stored format as Accept says', async () => {
    const address = await stored(await photoFile(1600, 1000));
    for (const width of RENDITION_WIDTHS) {
      for (const [accept, format, type] of [
        [AVIF, 'heif', 'image/avif'],
        [WEBP, 'webp', 'image/webp'],
        ['image/jpeg,image/png,*/*', 'jpeg', 'image/jpeg'],
      ] as const) {
        const response = await get(`${address}?w=${width}`, { accept });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(String(response.headers.vary).split(/, */)).toContain('Accept');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(response.rawPayload).metadata();
        expect({ width, format: metadata.format, side: metadata.width }).toEqual({
          width,
          format,
          side: width,
        });
        expect(metadata.height).toBe(Math.round((width * 1000) / 1600));
      }
    }
    // 7 widths × 3 formats, the 1600 px original among them being the stored image itself.
    expect(await renditionRows()).toHaveLength(RENDITION_WIDTHS.length * 3 - 1);
  });

  test('never enlarged: a narrower image answers its own width, the stored bytes as they are', async () => {
    const address = await stored(await photoFile(400, 300));
    const original = (await get(address)).rawPayload;
    for (const width of [480, 960, 1600]) {
      const response = await get(`${address}?w=${width}`);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals(original)).toBe(true);
      const webp = await get(`${address}?w=${width}`, { accept: WEBP });
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(400);
      // One rendition serves every width above the image's own.
      expect(webp.headers.etag).toBe(
        (await get(`${address}?w=1600`, { accept: WEBP })).headers.etag,
      );
    }
    expect((await renditionRows()).map((row) => row.width)).toEqual([400]);
  });

  test('graphics stay exact: lossless WebP even where AVIF is accepted, else PNG', async () => {
    const address = await stored(await graphicFile({ width: 800, height: 400 }));
    const webp = await get(`${address}?w=320`, { accept: AVIF });
    expect(webp.headers['content-type']).toBe('image/webp');
    const png = await get(`${address}?w=320`, { accept: 'image/png' });
    expect(png.headers['content-type']).toBe('image/png');
    const pixels = async (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
    expect((await pixels(webp.rawPayload)).equals(await pixels(png.rawPayload))).toBe(true);
  });

  test('a format the browser refuses with q=0 is not answered', async () => {
    const address = await stored(await photoFile(800, 600));
    const response = await get(`${address}?w=320`, { accept: 'image/avif;q=0, image/webp' });
    expect(response.headers['content-type']).toBe('image/webp');
  });

  test('made once, then answered from storage with a validator of its own', async () => {
    const address = await stored(await photoFile(1200, 800));
    const queries = await server.countQueries(async () => {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => get(`${address}?w=640`, { accept: AVIF })),
      );
      expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
      expect(
        new Set(responses.map((response) => response.rawPayload.toString('base64'))).size,
      ).toBe(1);
    });
    expect(queries.filter((query) => /insert into "image_renditions"/i.test(query))).toHaveLength(
      1,
    );
    const [row] = await renditionRows();
    const again = await get(`${address}?w=640`, { accept: AVIF });
    expect((await renditionRows())[0].created_at).toEqual(row.created_at);
    const tag = again.headers.etag as string;
    expect(tag).not.toBe((await get(`${address}?w=640`, { accept: WEBP })).headers.etag);
    expect(tag).not.toBe((await get(`${address}?w=320`, { accept: AVIF })).headers.etag);
    const revalidated = await get(`${address}?w=640`, { accept: AVIF, 'if-none-match': tag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  test('renditions go with their image', async () => {
    const address = await stored(await photoFile(800, 600));
    await get(`${address}?w=320`, { accept: AVIF });
    expect(await renditionRows()).toHaveLength(1);
    const key = address.split('/').pop()!;
    await server.database.db.execute(sql`delete from services`);
    await server.database.db.execute(sql`delete from trash_images`);
    await server.database.db.execute(sql`delete from version_images`);
    await server.database.db.execute(sql`delete from images where key = ${key}`);
    expect(await renditionRows()).toHaveLength(0);
    expect((await get(`${address}?w=320`, { accept: AVIF })).statusCode).toBe(404);
  });

  test('other widths, both size and w, and unknown images are refused', async () => {
    const address = await stored(await photoFile(800, 600));
    for (const query of [
      'w=100',
      'w=abc',
      'w=2000',
      'w=',
      'w=320.5',
      'w=-320',
      'size=thumb&w=320',
    ]) {
      const response = await get(`${address}?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expectError(response, 400, 'VALIDATION');
    }
    expect(await renditionRows()).toHaveLength(0);
    const unknown = await get(`/api/images/${'0'.repeat(64)}?w=320`, { accept: AVIF });
    expectError(unknown, 404, 'NOT_FOUND');
    // The thumbnail and the full image keep answering as before.
    expect((await get(`${address}?size=thumb`)).headers['content-type']).toBe('image/jpeg');
    expect(String((await get(address)).headers.vary).split(/, */)).not.toContain('Accept');
  });
});
