import sharp from 'sharp';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { imageStatus, keyOf, trashCalls } from '../test/trash';
import type { ErrorCode } from '../schemas';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});
const trash = trashCalls(server, () => token);

type File = UploadFile;
const graphic = (colour?: string) => graphicFile({ colour });
const photo = photoFile;

/** Sends a multipart write as the SPA does; `token: null` sends it without a token. */
async function send(
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: File[] = [],
  options: { token?: string | null; extra?: Record<string, string> } = {},
) {
  const body = await multipart(data, files, options.extra);
  const auth = options.token === null ? {} : bearer(options.token ?? token);
  return server.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

const get = (url: string, withToken = false) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers: withToken ? bearer(token) : {} });
const remove = (url: string, options: { token?: string | null } = {}) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api${url}`,
    headers: options.token === null ? {} : bearer(options.token ?? token),
  });

async function entry(name: string, group = 'services') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: bearer(token),
    payload: {
      name,
      group,
      translationDutch: `<b>${name} NL</b>`,
      translationEnglish: `${name} EN`,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function createService(data: Record<string, unknown>, files: File[] = []) {
  const response = await send('POST', '/service/create', data, files);
  expect(response.statusCode).toBe(201);
  expectShape('Created', response.json());
  return response.json().id as number;
}

async function addContent(serviceId: number, data: Record<string, unknown>, files: File[] = []) {
  const response = await send('POST', `/service/addServiceContent/${serviceId}`, data, files);
  expect(response.statusCode).toBe(201);
  expectShape('Created', response.json());
  return response.json().id as number;
}

/** The service as staff see it (also disabled ones). */
async function staffView(id: number) {
  const response = await get(`/service/get/${id}`, true);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const mediaType = (dataUrl: string) => /^data:(image\/(?:png|jpeg));base64,/.exec(dataUrl)?.[1];
const decoded = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1], 'base64');

describe('creating and reading services', () => {
  test('create with one image answers 201 { id }; get shows the service with entries and a PNG data URL', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId, enabled: true }, [await graphic()]);

    const response = await get(`/service/get/${id}`);
    expect(response.statusCode).toBe(200);
    const service = response.json();
    expectShape('Service', service);
    expect(service).toMatchObject({
      id,
      enabled: true,
      content: [],
      title: {
        id: titleId,
        name: 'title',
        group: 'services',
        translationDutch: '<b>title NL</b>',
        translationEnglish: 'title EN',
      },
      description: { id: descriptionId, name: 'description' },
    });
    expect(mediaType(service.image)).toBe('image/png');
    const stored = await sharp(decoded(service.image)).metadata();
    expect({ width: stored.width, height: stored.height, format: stored.format }).toEqual({
      width: 320,
      height: 200,
      format: 'png',
    });
  });

  test('enabled defaults to true, the image is optional (null), and a photo is stored as JPEG', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const withoutImage = await createService({ titleId, descriptionId });
    const withPhoto = await createService({ titleId, descriptionId, enabled: false }, [
      await photo(),
    ]);

    const first = await staffView(withoutImage);
    expect({ enabled: first.enabled, image: first.image }).toEqual({ enabled: true, image: null });
    const second = await staffView(withPhoto);
    expect(second.enabled).toBe(false);
    expect(mediaType(second.image)).toBe('image/jpeg');
  });

  test('a camera-size photo (3000x2000, several MB) is accepted and stored at 1600x1067', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const big = await photo(3000, 2000);
    expect(big.content.length).toBeGreaterThan(2 * 1024 * 1024);
    const id = await createService({ titleId, descriptionId }, [big]);
    const { image } = await staffView(id);
    expect(mediaType(image)).toBe('image/jpeg');
    const stored = await sharp(decoded(image)).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1067]);
  });

  test('an empty file input (no file chosen) counts as no image', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const form = new FormData();
    form.append('data', JSON.stringify({ titleId, descriptionId }));
    form.append('files', new Blob([], { type: 'application/octet-stream' }), '');
    const encoded = new Response(form);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    expect((await staffView(response.json().id)).image).toBeNull();
  });

  test('anonymous callers see only enabled services; staff see all, in creation order', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const shown = await createService({ titleId, descriptionId, enabled: true });
    const hidden = await createService({ titleId, descriptionId, enabled: false });
    const alsoShown = await createService({ titleId, descriptionId });

    const anonymous = await get('/service/getall');
    expect(anonymous.statusCode).toBe(200);
    for (const service of anonymous.json()) expectShape('Service', service);
    expect(anonymous.json().map((s: { id: number }) => s.id)).toEqual([shown, alsoShown]);

    const staff = await get('/service/getall', true);
    expect(staff.json().map((s: { id: number }) => s.id)).toEqual([shown, hidden, alsoShown]);
    expect(staff.json().map((s: { enabled: boolean }) => s.enabled)).toEqual([true, false, true]);

    // A token that is not a valid session is refused, not taken for an anonymous caller: a
    // signed-in staff member whose session ended is asked to sign in again.
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/service/getall',
      headers: bearer('x'.repeat(43)),
    });
    expectError(forged, 401, 'UNAUTHORIZED');
  });

  test('get of a disabled service: 404 NOT_FOUND for anonymous callers, 200 for staff', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const hidden = await createService({ titleId, descriptionId, enabled: false });

    expectError(await get(`/service/get/${hidden}`), 404, 'NOT_FOUND');
    const staff = await get(`/service/get/${hidden}`, true);
    expect(staff.statusCode).toBe(200);
    expectShape('Service', staff.json());
    expect(staff.json()).toMatchObject({ id: hidden, enabled: false });
  });

  test('get of an unknown id answers 404 NOT_FOUND; a non-numeric id answers 400 VALIDATION', async () => {
    expectError(await get('/service/get/999', true), 404, 'NOT_FOUND');
    expectError(await get('/service/get/abc', true), 400, 'VALIDATION');
    expectError(await get('/service/get/0', true), 400, 'VALIDATION');
  });

  test('an empty list answers []', async () => {
    const response = await get('/service/getall');
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: [],
    });
  });
});

describe('updating and removing services', () => {
  test('update without a file changes the fields, keeps the image, and answers the Service', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const otherTitle = await entry('other title');
    const id = await createService({ titleId, descriptionId }, [await graphic()]);
    const before = await staffView(id);

    const response = await send('PUT', `/service/update/${id}`, {
      titleId: otherTitle,
      descriptionId,
      enabled: false,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expectShape('Service', answer);
    expect(answer).toMatchObject({
      id,
      enabled: false,
      title: { id: otherTitle, name: 'other title' },
    });
    expect(answer.image).toBe(before.image);
    expect(await staffView(id)).toEqual(answer);
  });

  test('update without "enabled" keeps the flag', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId, enabled: false });
    const response = await send('PUT', `/service/update/${id}`, { titleId, descriptionId });
    expect(response.statusCode).toBe(200);
    expect(response.json().enabled).toBe(false);
  });

  test('update with a file replaces the image', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId }, [await graphic('#ff0000')]);
    const before = await staffView(id);

    const response = await send('PUT', `/service/update/${id}`, { titleId, descriptionId }, [
      await photo(300, 500),
    ]);
    expect(response.statusCode).toBe(200);
    const image = response.json().image;
    expect(image).not.toBe(before.image);
    expect(mediaType(image)).toBe('image/jpeg');
    const stored = await sharp(decoded(image)).metadata();
    expect([stored.width, stored.height]).toEqual([300, 500]);
    expect((await staffView(id)).image).toBe(image);
  });

  test('update of an unknown service answers 404 NOT_FOUND and changes nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId });
    const before = await server.snapshot();
    const service = await staffView(id);

    const response = await send('PUT', `/service/update/${id + 100}`, { titleId, descriptionId });
    expectError(response, 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
    expect(await staffView(id)).toEqual(service);
  });

  test('removeService answers 204 and removes its content blocks, not the language entries; its image waits in the trash', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId }, [await graphic()]);
    const other = await createService({ titleId, descriptionId });
    await addContent(id, { titleId, bodyId: descriptionId });
    await addContent(id, { titleId, bodyId: descriptionId });
    const kept = await addContent(other, { titleId, bodyId: descriptionId });
    const imageKey = keyOf((await get(`/service/get/${id}?images=url`, true)).json().image);
    const before = await server.snapshot();

    const response = await remove(`/service/removeService/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await server.snapshot()).toEqual({
      ...before,
      services: before.services - 1,
      service_contents: before.service_contents - 2,
    });
    expectError(await get(`/service/get/${id}`, true), 404, 'NOT_FOUND');
    expect((await staffView(other)).content.map((c: { id: number }) => c.id)).toEqual([kept]);
    // The trash keeps the service with its blocks and its image, until it is emptied.
    expect(await trash.items()).toEqual([`service ${id}`]);
    expect(await imageStatus(server, imageKey)).toBe(200);
    await trash.empty();
    expect(await imageStatus(server, imageKey)).toBe(404);
    expect(await server.snapshot()).toEqual({
      ...before,
      services: before.services - 1,
      service_contents: before.service_contents - 2,
      images: before.images - 1,
    });
  });

  test('removeService of an unknown id answers 404 NOT_FOUND and changes nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    await createService({ titleId, descriptionId });
    const before = await server.snapshot();
    expectError(await remove('/service/removeService/4242'), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('service content blocks', () => {
  test('addServiceContent answers 201 and the block shows in the service, in order, as ServiceContent', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const bodyId = await entry('body');
    const id = await createService({ titleId, descriptionId });
    const first = await addContent(id, { titleId, bodyId }, [await graphic()]);
    const second = await addContent(id, { titleId: bodyId, bodyId: titleId });

    const service = await staffView(id);
    expectShape('Service', service);
    expect(service.content).toHaveLength(2);
    for (const block of service.content) expectShape('ServiceContent', block);
    expect(service.content[0]).toMatchObject({
      id: first,
      title: { id: titleId, name: 'title' },
      body: { id: bodyId, name: 'body', translationDutch: '<b>body NL</b>' },
    });
    expect(mediaType(service.content[0].image)).toBe('image/png');
    expect(service.content[1]).toMatchObject({
      id: second,
      title: { id: bodyId },
      body: { id: titleId },
      image: null,
    });
  });

  test('updateServiceContent answers 200 ServiceContent; without a file it keeps the image, with one it replaces it', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const bodyId = await entry('body');
    const id = await createService({ titleId, descriptionId });
    const block = await addContent(id, { titleId, bodyId }, [await graphic()]);
    const original = (await staffView(id)).content[0].image;

    const kept = await send('PUT', `/service/updateServiceContent/${block}`, {
      titleId: descriptionId,
      bodyId,
    });
    expect(kept.statusCode).toBe(200);
    expectShape('ServiceContent', kept.json());
    expect(kept.json()).toMatchObject({
      id: block,
      title: { id: descriptionId, name: 'description' },
      body: { id: bodyId },
      image: original,
    });

    const replaced = await send(
      'PUT',
      `/service/updateServiceContent/${block}`,
      { titleId, bodyId },
      [await photo()],
    );
    expect(replaced.statusCode).toBe(200);
    expect(mediaType(replaced.json().image)).toBe('image/jpeg');
    expect((await staffView(id)).content).toEqual([replaced.json()]);
  });

  test('removeServiceContent answers 204 and removes only that block', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId });
    const gone = await addContent(id, { titleId, bodyId: descriptionId });
    const stays = await addContent(id, { titleId, bodyId: descriptionId });

    const response = await remove(`/service/removeServiceContent/${gone}`);
    expect(response.statusCode).toBe(204);
    expect((await staffView(id)).content.map((c: { id: number }) => c.id)).toEqual([stays]);
  });

  test('unknown ids answer 404 NOT_FOUND and change nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId });
    const block = await addContent(id, { titleId, bodyId: descriptionId });
    const before = await server.snapshot();
    const service = await staffView(id);

    expectError(
      await send('POST', `/service/addServiceContent/${id + 50}`, {
        titleId,
        bodyId: descriptionId,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await send('PUT', `/service/updateServiceContent/${block + 50}`, {
        titleId,
        bodyId: descriptionId,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await remove(`/service/removeServiceContent/${block + 50}`), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
    expect(await staffView(id)).toEqual(service);
  });

  test('content data with the wrong fields answers 400 VALIDATION and stores nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId });
    const before = await server.snapshot();
    for (const data of [
      { titleId, descriptionId },
      { titleId },
      { titleId, bodyId: descriptionId, enabled: true },
      { titleId: String(titleId), bodyId: descriptionId },
    ]) {
      expectError(await send('POST', `/service/addServiceContent/${id}`, data), 400, 'VALIDATION');
    }
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('references to language entries', () => {
  test('a titleId or descriptionId that does not exist answers 400 UNKNOWN_REFERENCE on create', async () => {
    const titleId = await entry('title');
    const before = await server.snapshot();
    expectError(
      await send('POST', '/service/create', { titleId: titleId + 99, descriptionId: titleId }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await send('POST', '/service/create', { titleId, descriptionId: titleId + 99 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expect(await server.snapshot()).toEqual(before);
  });

  test('an unknown reference on update or on a content block changes nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId }, [await graphic()]);
    const block = await addContent(id, { titleId, bodyId: descriptionId });
    const before = await server.snapshot();
    const service = await staffView(id);

    expectError(
      await send('PUT', `/service/update/${id}`, { titleId: 777, descriptionId, enabled: false }, [
        await photo(),
      ]),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await send('POST', `/service/addServiceContent/${id}`, { titleId, bodyId: 778 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await send('PUT', `/service/updateServiceContent/${block}`, {
        titleId: 779,
        bodyId: descriptionId,
      }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expect(await server.snapshot()).toEqual(before);
    expect(await staffView(id)).toEqual(service);
  });
});

describe('sign-in is required for writes', () => {
  test('every write without a token answers 401 UNAUTHORIZED and changes nothing', async () => {
    const titleId = await entry('title');
    const descriptionId = await entry('description');
    const id = await createService({ titleId, descriptionId });
    const block = await addContent(id, { titleId, bodyId: descriptionId });
    const before = await server.snapshot();
    const service = await staffView(id);
    const data = { titleId, descriptionId, enabled: false };
    const content = { titleId, bodyId: descriptionId };

    const answers = [
      await send('POST', '/service/create', data, [], { token: null }),
      await send('PUT', `/service/update/${id}`, data, [], { token: null }),
      await send('POST', `/service/addServiceContent/${id}`, content, [], { token: null }),
      await send('PUT', `/service/updateServiceContent/${block}`, content, [], { token: null }),
      await remove(`/service/removeServiceContent/${block}`, { token: null }),
      await remove(`/service/removeService/${id}`, { token: null }),
    ];
    for (const answer of answers) expectError(answer, 401, 'UNAUTHORIZED');
    expect(await server.snapshot()).toEqual(before);
    expect(await staffView(id)).toEqual(service);
  });
});

describe('bad input leaves the database unchanged', () => {
  let titleId: number;
  let descriptionId: number;
  let valid: Record<string, unknown>;
  beforeEach(async () => {
    titleId = await entry('title');
    descriptionId = await entry('description');
    valid = { titleId, descriptionId, enabled: true };
  });

  const textFile = (text: string, name: string, type: string) => ({
    content: Buffer.from(text),
    name,
    type,
  });

  type Case = [
    name: string,
    build: () => Promise<{ data: unknown; files?: File[]; extra?: Record<string, string> }>,
    status: number,
    code: ErrorCode,
  ];
  const cases: Case[] = [
    [
      'the "data" part is missing',
      async () => ({ data: undefined, files: [await graphic()] }),
      400,
      'VALIDATION',
    ],
    ['"data" is not JSON', async () => ({ data: '{titleId: 1,' }), 400, 'MALFORMED_JSON'],
    ['"data" is JSON but not an object', async () => ({ data: '[1, 2]' }), 400, 'VALIDATION'],
    ['"data" is null', async () => ({ data: 'null' }), 400, 'VALIDATION'],
    [
      'titleId is a string',
      async () => ({ data: { ...valid, titleId: String(titleId) } }),
      400,
      'VALIDATION',
    ],
    [
      'titleId is not a whole number',
      async () => ({ data: { ...valid, titleId: 1.5 } }),
      400,
      'VALIDATION',
    ],
    ['titleId is zero', async () => ({ data: { ...valid, titleId: 0 } }), 400, 'VALIDATION'],
    [
      'enabled is a string',
      async () => ({ data: { ...valid, enabled: 'yes' } }),
      400,
      'VALIDATION',
    ],
    [
      'descriptionId is missing',
      async () => ({ data: { titleId, enabled: true } }),
      400,
      'VALIDATION',
    ],
    [
      'an extra field',
      async () => ({ data: { ...valid, image: 'data:image/png;base64,AAAA' } }),
      400,
      'VALIDATION',
    ],
    [
      'a text file named .png with type image/png',
      async () => ({
        data: valid,
        files: [textFile('not an image at all', 'logo.png', 'image/png')],
      }),
      400,
      'INVALID_IMAGE',
    ],
    [
      'an SVG image',
      async () => ({
        data: valid,
        files: [
          textFile(
            '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>',
            'logo.svg',
            'image/svg+xml',
          ),
        ],
      }),
      400,
      'INVALID_IMAGE',
    ],
    [
      'an HTML file',
      async () => ({
        data: valid,
        files: [textFile('<!doctype html><script>alert(1)</script>', 'page.png', 'text/html')],
      }),
      400,
      'INVALID_IMAGE',
    ],
    [
      'a file over 20 MB',
      async () => ({
        data: valid,
        files: [
          { content: Buffer.alloc(21 * 1024 * 1024, 7), name: 'huge.jpg', type: 'image/jpeg' },
        ],
      }),
      413,
      'FILE_TOO_LARGE',
    ],
    [
      'two files where one is allowed',
      async () => ({ data: valid, files: [await graphic(), await photo()] }),
      413,
      'TOO_MANY_FILES',
    ],
    [
      'an unexpected text part',
      async () => ({ data: valid, extra: { enabled: 'true' } }),
      400,
      'VALIDATION',
    ],
  ];

  const table = cases.map(([name, build, status, code]) => ({ name, build, status, code }));

  test.each(table)('create: $name → $status $code', async ({ build, status, code }) => {
    const { data, files, extra } = await build();
    const before = await server.snapshot();
    const response = await send('POST', '/service/create', data, files, { extra });
    expectError(response, status, code);
    expect(await server.snapshot()).toEqual(before);
  });

  test.each(table)(
    'update: $name → $status $code, the service stays as it was',
    async ({ build, status, code }) => {
      const id = await createService({ titleId, descriptionId, enabled: true }, [await graphic()]);
      const service = await staffView(id);
      const { data, files, extra } = await build();
      const before = await server.snapshot();
      const response = await send('PUT', `/service/update/${id}`, data, files, { extra });
      expectError(response, status, code);
      expect(await server.snapshot()).toEqual(before);
      expect(await staffView(id)).toEqual(service);
    },
  );

  test('a file part under another name than "files" answers 400 and stores nothing', async () => {
    const before = await server.snapshot();
    const form = new FormData();
    form.append('data', JSON.stringify(valid));
    form.append(
      'image',
      new Blob([new Uint8Array((await graphic()).content)], { type: 'image/png' }),
      'logo.png',
    );
    const encoded = new Response(form);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(token) },
    });
    expectError(response, 400, 'VALIDATION');
    expect(response.json().message).toContain('image');
    expect(await server.snapshot()).toEqual(before);
  });

  test('a "data" part sent twice answers 400 VALIDATION and stores nothing', async () => {
    const before = await server.snapshot();
    const response = await send('POST', '/service/create', valid, [], {
      extra: { data: JSON.stringify({ ...valid, enabled: false }) },
    });
    expectError(response, 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });

  test('a JSON body instead of multipart answers 415 UNSUPPORTED_MEDIA_TYPE and stores nothing', async () => {
    const before = await server.snapshot();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      headers: bearer(token),
      payload: valid,
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const xml = await server.app.inject({
      method: 'POST',
      url: '/api/service/create',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: '<service><titleId>1</titleId></service>',
    });
    expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await server.snapshot()).toEqual(before);

    const id = await createService(valid);
    const service = await staffView(id);
    const update = await server.app.inject({
      method: 'PUT',
      url: `/api/service/update/${id}`,
      headers: bearer(token),
      payload: { ...valid, enabled: false },
    });
    expectError(update, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await staffView(id)).toEqual(service);
  });
});
