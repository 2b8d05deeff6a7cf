import type { InjectOptions } from 'fastify';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { trashCalls } from '../test/trash';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});
const trash = trashCalls(server, () => token);

interface Entry {
  id: number;
  name: string;
  group: string;
  translationDutch: string;
  translationEnglish: string;
  staleLanguage: 'nl' | 'en' | null;
}

const api = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'welkom',
  group: 'home',
  translationDutch: 'Welkom bij ons',
  translationEnglish: 'Welcome to us',
  ...overrides,
});

async function createEntry(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', '/api/language/create', input(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function readAll(): Promise<Entry[]> {
  const response = await api('GET', '/api/language/getall');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const readEntry = async (id: number) => (await readAll()).find((entry) => entry.id === id);

describe('POST /api/language/create', () => {
  test('answers 201 with the id; the entry is listed with its values', async () => {
    const response = await api('POST', '/api/language/create', input());
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());
    const { id } = response.json();
    expect(await readEntry(id)).toEqual({ id, ...input(), staleLanguage: null });
  });

  test('trims name and group; translations are optional and default to empty', async () => {
    const id = await createEntry({
      name: '  titel ',
      group: ' diensten  ',
      translationDutch: undefined,
      translationEnglish: undefined,
    });
    expect(await readEntry(id)).toEqual({
      id,
      name: 'titel',
      group: 'diensten',
      translationDutch: '',
      translationEnglish: '',
      staleLanguage: null,
    });
  });

  test('refuses a duplicate name in the same group with 409 DUPLICATE, also after trimming', async () => {
    await createEntry();
    const before = await server.snapshot();
    expectError(
      await api('POST', '/api/language/create', input({ translationDutch: 'Anders' })),
      409,
      'DUPLICATE',
    );
    expectError(
      await api('POST', '/api/language/create', input({ name: ' welkom ' })),
      409,
      'DUPLICATE',
    );
    expect(await server.snapshot()).toEqual(before);
  });

  test('allows the same name in another group', async () => {
    const first = await createEntry({ group: 'home' });
    const second = await createEntry({ group: 'footer' });
    expect(second).not.toBe(first);
    expect((await readAll()).map((entry) => [entry.group, entry.name])).toEqual([
      ['footer', 'welkom'],
      ['home', 'welkom'],
    ]);
  });
});

const invalidBodies: [string, unknown][] = [
  ['no name', { group: 'home' }],
  ['no group', { name: 'welkom' }],
  ['an empty name', input({ name: '' })],
  ['an empty group', input({ group: '' })],
  ['a name of only spaces', input({ name: '   ' })],
  ['a group of only spaces', input({ group: ' \t ' })],
  ['a number as name', input({ name: 42 })],
  ['a list as group', input({ group: ['home', 'footer'] })],
  ['an object as translation', input({ translationDutch: { nl: 'hallo' } })],
  ['a boolean as translation', input({ translationEnglish: true })],
  ['an extra property', input({ id: 7 })],
  ['another extra property', input({ translationFrench: 'Bienvenue' })],
  ['a name containing <', input({ name: 'welkom<b>' })],
  ['a group containing >', input({ group: 'home>' })],
  ['a name longer than 200 characters', input({ name: 'n'.repeat(201) })],
  ['a list as body', [input()]],
];

test.each(invalidBodies)(
  'create answers 400 VALIDATION for %s and stores nothing',
  async (_, payload) => {
    const before = await server.snapshot();
    expectError(await api('POST', '/api/language/create', payload), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  },
);

test.each(invalidBodies)(
  'update answers 400 VALIDATION for %s and changes nothing',
  async (_, payload) => {
    const id = await createEntry();
    const before = await readEntry(id);
    expectError(await api('PUT', `/api/language/update/${id}`, payload), 400, 'VALIDATION');
    expect(await readEntry(id)).toEqual(before);
  },
);

test('create answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: '{"name": "welkom", ',
  });
  expectError(response, 400, 'MALFORMED_JSON');
});

describe('GET /api/language/getall', () => {
  test('lists every entry as LanguageEntry, sorted by group and then by name', async () => {
    for (const [group, name] of [
      ['home', 'titel'],
      ['contact', 'telefoon'],
      ['home', 'intro'],
      ['footer', 'adres'],
      ['contact', 'adres'],
      ['home', 'knop'],
    ]) {
      await createEntry({ group, name });
    }
    const entries = await readAll();
    for (const entry of entries) expectShape('LanguageEntry', entry);
    expect(entries.map((entry) => [entry.group, entry.name])).toEqual([
      ['contact', 'adres'],
      ['contact', 'telefoon'],
      ['footer', 'adres'],
      ['home', 'intro'],
      ['home', 'knop'],
      ['home', 'titel'],
    ]);
  });

  test('answers an empty list when there are no entries', async () => {
    expect(await readAll()).toEqual([]);
  });
});

describe('PUT /api/language/update/{id}', () => {
  test('answers 200 with the changed entity, as it is stored (both translations changed: none stale)', async () => {
    const id = await createEntry();
    const changes = {
      name: 'begroeting',
      group: 'start',
      translationDutch: 'Dag',
      translationEnglish: 'Hi',
    };
    const response = await api('PUT', `/api/language/update/${id}`, changes);
    expect(response.statusCode).toBe(200);
    expectShape('LanguageEntry', response.json());
    expect(response.json()).toEqual({ id, ...changes, staleLanguage: null });
    expect(await readEntry(id)).toEqual({ id, ...changes, staleLanguage: null });
  });

  test('may keep its own name and group', async () => {
    const id = await createEntry();
    const response = await api(
      'PUT',
      `/api/language/update/${id}`,
      input({ translationDutch: 'Hallo' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await readEntry(id))?.translationDutch).toBe('Hallo');
  });

  test('refuses to take the name of another entry in the same group with 409 DUPLICATE', async () => {
    await createEntry({ name: 'welkom' });
    const id = await createEntry({ name: 'afscheid' });
    const before = await readEntry(id);
    expectError(
      await api('PUT', `/api/language/update/${id}`, input({ name: 'welkom' })),
      409,
      'DUPLICATE',
    );
    expect(await readEntry(id)).toEqual(before);
  });

  test('answers 404 NOT_FOUND for an unknown id and stores nothing', async () => {
    const id = await createEntry();
    const before = await readAll();
    expectError(
      await api('PUT', `/api/language/update/${id + 1000}`, input({ name: 'nieuw' })),
      404,
      'NOT_FOUND',
    );
    expect(await readAll()).toEqual(before);
  });
});

describe('DELETE /api/language/remove/{id}', () => {
  test('answers 204; the entry is gone (into the trash) and a second remove answers 404', async () => {
    const id = await createEntry();
    const other = await createEntry({ name: 'afscheid' });
    const response = await api('DELETE', `/api/language/remove/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await readAll()).map((entry) => entry.id)).toEqual([other]);
    expect(await trash.items()).toEqual([`language ${id}`]);

    expectError(await api('DELETE', `/api/language/remove/${id}`), 404, 'NOT_FOUND');
    expectError(await api('PUT', `/api/language/update/${id}`, input()), 404, 'NOT_FOUND');
  });

  test('answers 404 NOT_FOUND for an unknown id', async () => {
    const id = await createEntry();
    expectError(await api('DELETE', `/api/language/remove/${id + 1000}`), 404, 'NOT_FOUND');
    expect(await readEntry(id)).toBeDefined();
  });

  describe('while the entry is in use', () => {
    async function createService(titleId: number, descriptionId: number) {
      const body = await multipart({ titleId, descriptionId });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/service/create',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    }

    async function addContent(serviceId: number, titleId: number, bodyId: number) {
      const body = await multipart({ titleId, bodyId });
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/service/addServiceContent/${serviceId}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    }

    test('refuses with 409 IN_USE while a service or a content block uses it, naming it; the entry stays', async () => {
      const title = await createEntry({
        group: 'diensten',
        name: 'titel',
        translationDutch: '<p><strong>Dakwerken</strong> &amp; goten</p>',
      });
      const description = await createEntry({ group: 'diensten', name: 'omschrijving' });
      const blockTitle = await createEntry({
        group: 'diensten',
        name: 'bloktitel',
        translationDutch: '',
      });
      const blockBody = await createEntry({ group: 'diensten', name: 'bloktekst' });
      const serviceId = await createService(title, description);
      const blockId = await addContent(serviceId, blockTitle, blockBody);
      const entriesBefore = await readAll();
      const before = await server.snapshot();

      // The service by its title's Dutch text as plain text; a block without one by its name.
      const service = { kind: 'service', id: serviceId, label: 'Dakwerken & goten' };
      const block = { kind: 'serviceContent', id: blockId, serviceId, label: 'bloktitel' };
      const expected = new Map([
        [title, [service]],
        [description, [service]],
        [blockTitle, [block]],
        [blockBody, [block]],
      ]);
      for (const [id, usedBy] of expected) {
        const refused = await api('DELETE', `/api/language/remove/${id}`);
        expectError(refused, 409, 'IN_USE');
        expect(refused.json().usedBy).toEqual(usedBy);
      }
      expect(await server.snapshot()).toEqual(before);
      expect(await readAll()).toEqual(entriesBefore);

      // Once the service (and with it its content block) is gone, the entries may go.
      expect((await api('DELETE', `/api/service/removeService/${serviceId}`)).statusCode).toBe(204);
      for (const id of [title, description, blockTitle, blockBody]) {
        expect((await api('DELETE', `/api/language/remove/${id}`)).statusCode).toBe(204);
      }
      expect(await readAll()).toEqual([]);
    });

    test('refuses with 409 IN_USE while only a content block uses it', async () => {
      const title = await createEntry({ group: 'diensten', name: 'titel' });
      const description = await createEntry({ group: 'diensten', name: 'omschrijving' });
      const blockBody = await createEntry({ group: 'diensten', name: 'bloktekst' });
      const serviceId = await createService(title, description);
      const blockId = await addContent(serviceId, title, blockBody);
      expectError(await api('DELETE', `/api/language/remove/${blockBody}`), 409, 'IN_USE');
      expect(await readEntry(blockBody)).toBeDefined();

      // Used twice: the service first, then the block.
      const refused = await api('DELETE', `/api/language/remove/${title}`);
      expect(refused.json().usedBy).toEqual([
        { kind: 'service', id: serviceId, label: 'Welkom bij ons' },
        { kind: 'serviceContent', id: blockId, serviceId, label: 'Welkom bij ons' },
      ]);
    });

    test("refuses with 409 IN_USE for an achievement's description", async () => {
      const body = await multipart({
        location: 'Gent',
        descriptionDutch: 'Nieuwe gevel',
        descriptionEnglish: 'New facade',
      });
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/achievement/create',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(created.statusCode).toBe(201);
      const [description] = await readAll();
      const refused = await api('DELETE', `/api/language/remove/${description.id}`);
      expectError(refused, 409, 'IN_USE');
      expect(refused.json().usedBy).toEqual([
        { kind: 'achievement', id: created.json().id, label: 'Gent' },
      ]);
      expect(await readEntry(description.id)).toEqual(description);
    });
  });
});

describe.each(['abc', '0', '-1', '99999999999', '1.5'])('the id %s', (id) => {
  test('is refused with 400 VALIDATION by update and remove', async () => {
    await createEntry();
    const before = await readAll();
    expectError(
      await api('PUT', `/api/language/update/${id}`, input({ name: 'nieuw' })),
      400,
      'VALIDATION',
    );
    expectError(await api('DELETE', `/api/language/remove/${id}`), 400, 'VALIDATION');
    expect(await readAll()).toEqual(before);
  });
});

describe('rich text in translations', () => {
  const hostile: [string, string][] = [
    ['a script element', 'Hallo<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>Hallo'],
    ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">klik</a>'],
    ['a javascript: link hidden by an entity', '<a href="&#106;avascript:alert(1)">klik</a>'],
    ['a javascript: link with a tab inside', '<a href="java&#x09;script:alert(1)">klik</a>'],
    [
      'a data: link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
    ],
    ['an xmp breakout', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">'],
    ['a noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['an svg with onload', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
    ['a math/style confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>Hallo'],
    [
      'an event handler on allowed markup',
      '<b onclick="alert(1)">vet</b><span style="color:#f00" onmouseover="alert(1)">rood</span>',
    ],
    [
      'a style beyond colour',
      '<span style="color:#00f;background-image:url(javascript:alert(1));position:fixed">blauw</span>',
    ],
    ['a colour that is an expression', '<span style="color:expression(alert(1))">x</span>'],
  ];
  const FORBIDDEN =
    /<script|onerror|onload|onclick|onmouseover|javascript:|data:|<img|<iframe|<svg|<style|<xmp|<noscript|expression\(|url\(|position/i;

  test.each(hostile)('%s is stored clean', async (_, html) => {
    const id = await createEntry({ translationDutch: html, translationEnglish: html });
    const stored = (await readEntry(id))!;
    expect(stored.translationDutch).not.toMatch(FORBIDDEN);
    expect(stored.translationEnglish).not.toMatch(FORBIDDEN);
  });

  test('an update is sanitized too, and text around hostile markup stays', async () => {
    const id = await createEntry();
    const response = await api(
      'PUT',
      `/api/language/update/${id}`,
      input({
        translationDutch: 'Goed<script>alert(1)</script>emorgen <img src=x onerror=alert(1)>',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().translationDutch).toBe('Goedemorgen');
    expect((await readEntry(id))?.translationDutch).toBe('Goedemorgen');
  });

  test('the allowed markup survives', async () => {
    const html = [
      '<b>vet</b>',
      '<strong>sterk</strong>',
      '<h1>kop 1</h1><h2>kop 2</h2><h3>kop 3</h3><h4>kop 4</h4><h5>kop 5</h5>',
      '<span style="color:#1a7f64">groen</span>',
      'regel<br>regel',
      '<p>alinea</p>',
      '<a href="https://example.be/diensten">site</a>',
      '<a href="http://example.be">oud</a>',
      '<a href="mailto:info@example.be">mail</a>',
      '<a href="tel:+3250123456">bel</a>',
    ].join('');
    const id = await createEntry({ translationDutch: html });
    const stored = (await readEntry(id))!.translationDutch;

    for (const kept of [
      '<b>vet</b>',
      '<strong>sterk</strong>',
      '<h1>kop 1</h1>',
      '<h2>kop 2</h2>',
      '<h3>kop 3</h3>',
      '<h4>kop 4</h4>',
      '<h5>kop 5</h5>',
      '<span style="color:#1a7f64">groen</span>',
      '<p>alinea</p>',
    ]) {
      expect(stored).toContain(kept);
    }
    expect(stored).toMatch(/regel<br ?\/?>regel/);
    for (const href of [
      'https://example.be/diensten',
      'http://example.be',
      'mailto:info@example.be',
      'tel:+3250123456',
    ]) {
      const tag = stored.match(
        new RegExp(`<a [^>]*href="${href.replace(/[.+]/g, '\\$&')}"[^>]*>`),
      )?.[0];
      expect(tag).toBeDefined();
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  test('links always open in a new tab without an opener, whatever the input says', async () => {
    const id = await createEntry({
      translationDutch: '<a href="https://example.be" target="_self" rel="opener">site</a>',
    });
    const stored = (await readEntry(id))!.translationDutch;
    expect(stored).toContain('target="_blank"');
    expect(stored).toContain('rel="noopener noreferrer"');
    expect(stored).not.toContain('_self');
    expect(stored).not.toMatch(/rel="opener"/);
  });
});
