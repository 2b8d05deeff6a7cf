import type { InjectOptions } from 'fastify';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

interface QuickReply {
  id: number;
  title: string;
  contentDutch: string;
  contentEnglish: string;
}

const api = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Offerte volgt',
  contentDutch: '<p>U krijgt de offerte <strong>binnen de week</strong>.</p>',
  contentEnglish: '<p>You will get the quote <strong>within a week</strong>.</p>',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<QuickReply> {
  const response = await api('POST', '/api/quickReply/create', input(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function readAll(): Promise<QuickReply[]> {
  const response = await api('GET', '/api/quickReply/getall');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/quickReply/create', () => {
  test('answers 201 with the quick reply as stored; the list shows it', async () => {
    const response = await api('POST', '/api/quickReply/create', input());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expectShape('QuickReply', created);
    expect(created).toEqual({ id: expect.any(Number), ...input() });
    expect(await readAll()).toEqual([created]);
  });

  test('trims the title; English may be empty, and empty paragraphs count as empty', async () => {
    const first = await create({ title: '  Bedankt ', contentEnglish: '' });
    expect(first).toMatchObject({ title: 'Bedankt', contentEnglish: '' });
    const second = await create({ title: 'Tot ziens', contentEnglish: '<p><br></p><p> </p>' });
    expect(second.contentEnglish).toBe('');
  });

  test.each(HOSTILE_INPUTS)('hostile input ($name) is stored harmless', async (hostile) => {
    const created = await create({ contentDutch: hostile.input, contentEnglish: hostile.input });
    const [stored] = await readAll();
    expect(stored).toEqual(created);
    for (const content of [stored.contentDutch, stored.contentEnglish]) {
      expect(content).toContain(HOSTILE_TEXT);
      for (const piece of hostile.mustNotSurvive)
        expect(content.toLowerCase()).not.toContain(piece.toLowerCase());
    }
  });

  test('keeps the allowed markup: bold, headings, colour, links', async () => {
    const html =
      '<h2>Afspraak</h2><p><strong>Dag</strong> <span style="color:#c0392b">rood</span> ' +
      '<a href="https://example.be" target="_blank" rel="noopener noreferrer">site</a></p>';
    const created = await create({ contentDutch: html });
    expect(created.contentDutch).toBe(html);
  });

  test('refuses a title taken in another case with 409 DUPLICATE and stores nothing', async () => {
    await create({ title: 'Offerte volgt' });
    const before = await server.snapshot();
    for (const title of ['offerte VOLGT', ' Offerte volgt ']) {
      const response = await api('POST', '/api/quickReply/create', input({ title }));
      expectError(response, 409, 'DUPLICATE');
      expect(response.json().message).toContain('already exists');
    }
    expect(await server.snapshot()).toEqual(before);
  });
});

const invalidBodies: [string, unknown][] = [
  ['no title', { contentDutch: 'Hallo', contentEnglish: '' }],
  ['no Dutch content', { title: 'Hallo', contentEnglish: 'Hello' }],
  ['no English content', { title: 'Hallo', contentDutch: 'Hallo' }],
  ['an empty title', input({ title: '' })],
  ['a title of only spaces', input({ title: '   ' })],
  ['a title longer than 100 characters', input({ title: 't'.repeat(101) })],
  ['a title containing markup', input({ title: 'Dag <b>u</b>' })],
  ['an empty Dutch content', input({ contentDutch: '' })],
  ['a Dutch content of empty paragraphs', input({ contentDutch: '<p><br></p><p>&nbsp;</p>' })],
  ['a Dutch content of only a script', input({ contentDutch: '<script>alert(1)</script>' })],
  ['a Dutch content over 20,000 characters', input({ contentDutch: 'x'.repeat(20001) })],
  ['a number as title', input({ title: 42 })],
  ['an object as content', input({ contentDutch: { nl: 'Hallo' } })],
  ['null as English content', input({ contentEnglish: null })],
  ['an extra property', input({ id: 7 })],
  ['a list as body', [input()]],
];

test.each(invalidBodies)(
  'create answers 400 VALIDATION for %s and stores nothing',
  async (_, payload) => {
    const before = await server.snapshot();
    expectError(await api('POST', '/api/quickReply/create', payload), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  },
);

test.each(invalidBodies)(
  'update answers 400 VALIDATION for %s and changes nothing',
  async (_, payload) => {
    const { id } = await create();
    const before = await readAll();
    expectError(await api('PUT', `/api/quickReply/update/${id}`, payload), 400, 'VALIDATION');
    expect(await readAll()).toEqual(before);
  },
);

test('create answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/quickReply/create',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: '{"title": "Hallo", ',
  });
  expectError(response, 400, 'MALFORMED_JSON');
});

describe('GET /api/quickReply/getall', () => {
  test('lists every quick reply by title, whatever its case', async () => {
    for (const title of ['offerte', 'Bedankt', 'afspraak', 'Zaterdag open', 'Betaling']) {
      await create({ title });
    }
    const list = await readAll();
    for (const quickReply of list) expectShape('QuickReply', quickReply);
    expect(list.map((quickReply) => quickReply.title)).toEqual([
      'afspraak',
      'Bedankt',
      'Betaling',
      'offerte',
      'Zaterdag open',
    ]);
  });

  test('answers an empty list when there are none', async () => {
    expect(await readAll()).toEqual([]);
  });
});

describe('PUT /api/quickReply/update/{id}', () => {
  test('answers 200 with the changed quick reply, as stored', async () => {
    const { id } = await create();
    const changes = {
      title: '  Afspraak bevestigd ',
      contentDutch: '<p>Tot <strong>dinsdag</strong>!<img src=x onerror=alert(1)></p>',
      contentEnglish: '',
    };
    const response = await api('PUT', `/api/quickReply/update/${id}`, changes);
    expect(response.statusCode).toBe(200);
    expectShape('QuickReply', response.json());
    const stored = {
      id,
      title: 'Afspraak bevestigd',
      contentDutch: '<p>Tot <strong>dinsdag</strong>!</p>',
      contentEnglish: '',
    };
    expect(response.json()).toEqual(stored);
    expect(await readAll()).toEqual([stored]);
  });

  test('may keep its own title, also in another case', async () => {
    const { id } = await create({ title: 'Offerte volgt' });
    const response = await api(
      'PUT',
      `/api/quickReply/update/${id}`,
      input({ title: 'OFFERTE VOLGT' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await readAll()).map((quickReply) => quickReply.title)).toEqual(['OFFERTE VOLGT']);
  });

  test("refuses another quick reply's title in another case with 409 DUPLICATE", async () => {
    await create({ title: 'Bedankt' });
    const { id } = await create({ title: 'Tot ziens' });
    const before = await readAll();
    expectError(
      await api('PUT', `/api/quickReply/update/${id}`, input({ title: 'BEDANKT' })),
      409,
      'DUPLICATE',
    );
    expect(await readAll()).toEqual(before);
  });

  test('answers 404 NOT_FOUND for an unknown id and stores nothing', async () => {
    const { id } = await create();
    const before = await server.snapshot();
    expectError(
      await api('PUT', `/api/quickReply/update/${id + 1000}`, input({ title: 'Nieuw' })),
      404,
      'NOT_FOUND',
    );
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('DELETE /api/quickReply/remove/{id}', () => {
  test('answers 204; the quick reply is gone and a second remove answers 404', async () => {
    const { id } = await create({ title: 'Weg' });
    const other = await create({ title: 'Blijft' });
    const response = await api('DELETE', `/api/quickReply/remove/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await readAll()).toEqual([other]);

    expectError(await api('DELETE', `/api/quickReply/remove/${id}`), 404, 'NOT_FOUND');
    expectError(await api('PUT', `/api/quickReply/update/${id}`, input()), 404, 'NOT_FOUND');
  });

  test('answers 400 VALIDATION for an id that is not a positive integer', async () => {
    for (const id of ['0', '-1', 'abc', '1.5']) {
      expectError(await api('DELETE', `/api/quickReply/remove/${id}`), 400, 'VALIDATION');
    }
  });
});

describe('without a token', () => {
  test.each([
    ['GET', '/api/quickReply/getall', undefined],
    ['POST', '/api/quickReply/create', input()],
    ['PUT', '/api/quickReply/update/1', input()],
    ['DELETE', '/api/quickReply/remove/1', undefined],
  ] as const)('%s %s answers 401 UNAUTHORIZED and changes nothing', async (method, url, body) => {
    await create({ title: 'Bestaand' });
    const before = await readAll();
    const response = await server.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body }),
    });
    expectError(response, 401, 'UNAUTHORIZED');
    expect(await readAll()).toEqual(before);
  });
});
