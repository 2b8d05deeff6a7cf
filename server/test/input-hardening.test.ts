import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { projectRoot } from '../config';
import { changedTables, databaseState, type DatabaseState } from './database-state';
import {
  bearer,
  expectError,
  expectShape,
  multipart,
  useTestServer,
  DATABASE_HOOK_TIMEOUT,
} from './harness';

/**
 * Input that once made the server fail (500) or read it wrongly: text a text column cannot
 * store, ids spelt in other ways than plain decimal digits, and multipart bodies that cannot be
 * parsed. Each is refused with a 4xx and a code, and leaves every table as it was.
 */

const server = useTestServer({ reset: false });

interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
}
const document = JSON.parse(fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([pathName, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    ...op,
    method: method.toUpperCase(),
    path: pathName,
  })),
);

let token: string;
const ids = { title: 0, description: 0, service: 0, content: 0, chat: 0, achievement: 0 };

async function send(options: InjectOptions, withToken = true) {
  return server.app.inject({
    ...options,
    headers: { ...options.headers, ...(withToken ? bearer(token) : {}) },
  });
}

async function created(options: InjectOptions | Promise<InjectOptions>) {
  const response = await send(await options);
  if (response.statusCode !== 201)
    throw new Error(`setup: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

const form = async (method: string, url: string, data: unknown): Promise<InjectOptions> => {
  const body = await multipart(data);
  return { method: method as InjectOptions['method'], url, ...body };
};

beforeAll(async () => {
  token = await server.signIn();
  const entry = (name: string) =>
    created({
      method: 'POST',
      url: '/api/language/create',
      payload: { name, group: 'diensten', translationDutch: name, translationEnglish: name },
    });
  ids.title = await entry('titel');
  ids.description = await entry('omschrijving');
  ids.service = await created(
    form('POST', '/api/service/create', { titleId: ids.title, descriptionId: ids.description }),
  );
  ids.content = await created(
    form('POST', `/api/service/addServiceContent/${ids.service}`, {
      titleId: ids.title,
      bodyId: ids.description,
    }),
  );
  ids.chat = await created({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Vraag',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    },
  });
  ids.achievement = await created(
    form('POST', '/api/achievement/create', {
      location: 'Gent',
      descriptionDutch: 'Gevel',
      descriptionEnglish: 'Facade',
    }),
  );
}, DATABASE_HOOK_TIMEOUT);

let before: DatabaseState;
beforeEach(async () => {
  before = await databaseState(server.database.db);
});

async function expectUnchanged() {
  expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
}

/** A 4xx whose body is the contract's error answer. */
function expectClientError(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json();
  expectShape('ErrorAnswer', body);
  expect(body.statusCode).toBe(response.statusCode);
}

const chat = (change: (input: Record<string, unknown>) => void) => {
  const input: Record<string, unknown> = {
    subject: 'Vraag',
    author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
    content: 'Hallo',
  };
  change(input);
  return { method: 'POST', url: '/api/chat/create', payload: input } as InjectOptions;
};
const author = (input: Record<string, unknown>) => input.author as Record<string, unknown>;
const language = (name: string, translationDutch = 'tekst') => ({
  name,
  group: 'diensten',
  translationDutch,
});

describe('text that no text column can store', () => {
  const NUL = 'a\u0000b';
  const cases: [string, () => InjectOptions | Promise<InjectOptions>, boolean][] = [
    ['chat create: content', () => chat((c) => (c.content = NUL)), false],
    ['chat create: subject', () => chat((c) => (c.subject = NUL)), false],
    ['chat create: author.firstName', () => chat((c) => (author(c).firstName = NUL)), false],
    ['chat create: author.address', () => chat((c) => (author(c).address = NUL)), false],
    ['chat create: a key', () => chat((c) => (c['x\u0000'] = 1)), false],
    [
      'chat reply: content',
      () => ({
        method: 'POST',
        url: `/api/chat/createMessage/${ids.chat}`,
        payload: { content: NUL },
      }),
      true,
    ],
    [
      'language create: name',
      () => ({ method: 'POST', url: '/api/language/create', payload: language(NUL) }),
      true,
    ],
    [
      'language create: translation',
      () => ({ method: 'POST', url: '/api/language/create', payload: language('nieuw', NUL) }),
      true,
    ],
    [
      'language update: translation',
      () => ({
        method: 'PUT',
        url: `/api/language/update/${ids.title}`,
        payload: language('titel', NUL),
      }),
      true,
    ],
    [
      'login: password',
      () => ({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff1@example.be', password: NUL },
      }),
      false,
    ],
    [
      'achievement create: data.location',
      () =>
        form('POST', '/api/achievement/create', {
          location: NUL,
          descriptionDutch: 'Gevel',
          descriptionEnglish: 'Facade',
        }),
      true,
    ],
    [
      'achievement create: data.descriptionDutch',
      () =>
        form('POST', '/api/achievement/create', {
          location: 'Gent',
          descriptionDutch: NUL,
          descriptionEnglish: 'Facade',
        }),
      true,
    ],
    [
      'service create: a key of data',
      () =>
        form('POST', '/api/service/create', {
          titleId: ids.title,
          descriptionId: ids.description,
          'note\u0000': 'x',
        }),
      true,
    ],
    [
      'service update: a value in data',
      () =>
        form('PUT', `/api/service/update/${ids.service}`, {
          titleId: ids.title,
          descriptionId: ids.description,
          note: NUL,
        }),
      true,
    ],
    [
      'service content add: a value in data',
      () =>
        form('POST', `/api/service/addServiceContent/${ids.service}`, {
          titleId: ids.title,
          bodyId: ids.description,
          note: NUL,
        }),
      true,
    ],
    [
      'service content update: a value in data',
      () =>
        form('PUT', `/api/service/updateServiceContent/${ids.content}`, {
          titleId: ids.title,
          bodyId: ids.description,
          note: [NUL],
        }),
      true,
    ],
  ];

  test.each(cases)('%s: 400 VALIDATION naming U+0000, nothing stored', async (_, make, staff) => {
    const response = await send(await make(), staff);
    expectError(response, 400, 'VALIDATION');
    expect(response.json().message).toMatch(/U\+0000/);
    await expectUnchanged();
  });

  test.each([
    ['a lone high surrogate', '"a\\ud800b"', 'U+D800'],
    ['a lone low surrogate', '"\\udfffb"', 'U+DFFF'],
    ['surrogates in the wrong order', '"\\udc00\\ud800"', 'U+DC00'],
  ])('%s in a JSON string: 400 VALIDATION, nothing stored', async (_, json, code) => {
    const payload =
      '{"subject":"Vraag","author":{"firstName":"Lotte","lastName":"Maes",' +
      `"email":"lotte@example.be"},"content":${json}}`;
    const response = await send(
      {
        method: 'POST',
        url: '/api/chat/create',
        payload,
        headers: { 'content-type': 'application/json' },
      },
      false,
    );
    expectError(response, 400, 'VALIDATION');
    expect(response.json().message).toContain(code);
    await expectUnchanged();
  });

  test('astral characters, right-to-left text and combining marks are stored as sent', async () => {
    const name = 'Ω 𝕳𝖊𝖑𝖑𝖔 😀 \u202Eעברית\u202C e\u0301\u0301 \uFEFF';
    const response = await send({
      method: 'POST',
      url: '/api/language/create',
      payload: language(name),
    });
    expect(response.statusCode).toBe(201);
    const entries = (await send({ method: 'GET', url: '/api/language/getall' })).json() as {
      id: number;
      name: string;
    }[];
    expect(entries.find((entry) => entry.id === response.json().id)?.name).toBe(name.trim());
    await send({ method: 'DELETE', url: `/api/language/remove/${response.json().id}` });
  });

  test('NUL in the query string: 400 VALIDATION', async () => {
    const response = await send({ method: 'GET', url: '/api/language/getall?x=a%00b' });
    expectError(response, 400, 'VALIDATION');
  });

  test.each([
    '/api/service/getall?a=%E0%A4%A',
    '/api/service/getall?%FF=%FE',
    '/api/service/getall?a[b][c]=1&a=2&__proto__=x&constructor[prototype]=1',
    `/api/service/getall?${'a=1&'.repeat(2000)}`,
  ])('odd query string %#: not a server fault', async (url) => {
    const response = await send({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expectClientError(response);
    await expectUnchanged();
  });

  test.each([
    ['authorization', 'Bearer \u00ff\u00fe\u00fd'],
    ['authorization', `Bearer ${'\u00e9'.repeat(40)}`],
    ['content-type', 'application/json; charset=\u00ff'],
    ['accept', '\u00ff/\u00fe'],
    ['x-forwarded-for', '\u00ff, ::1, 999.999.999.999'],
    ['accept-encoding', 'br;q=\u00ff, gzip;q=NaN'],
  ])('header %s with odd bytes: not a server fault', async (name, value) => {
    const response = await send(
      {
        method: 'POST',
        url: '/api/language/create',
        payload: JSON.stringify(language('kop')),
        headers: { 'content-type': 'application/json', [name]: value },
      },
      name !== 'authorization',
    );
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expectClientError(response);
    if (response.statusCode === 201) {
      await send({ method: 'DELETE', url: `/api/language/remove/${response.json().id}` });
    } else {
      await expectUnchanged();
    }
  });

  test('an address with broken %-encoding: 400 BAD_REQUEST in the error shape', async () => {
    const response = await send({ method: 'GET', url: '/api/chat/get/%E0%A4%A' });
    expectError(response, 400, 'BAD_REQUEST');
  });

  test('a path parameter longer than the router reads: 400 VALIDATION', async () => {
    const response = await send({ method: 'GET', url: `/api/chat/get/${'1'.repeat(500)}` });
    expectError(response, 400, 'VALIDATION');
  });
});

describe('ids in paths are plain decimal integers in range', () => {
  const withIds = operations.filter((op) =>
    op.parameters?.some((p) => p.in === 'path' && p.schema?.type === 'integer'),
  );
  const urlWith = (op: Operation, id: string) => op.path.replace(/\{[^}]+\}/g, id);

  test('the document has calls with integer ids in their paths', () => {
    expect(withIds.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['getService', 'getChat', 'createMessage', 'removeChat']),
    );
  });

  test.each([
    'Infinity',
    '-Infinity',
    '1e400',
    '0x1',
    '0b1',
    '0o1',
    '1e0',
    '+1',
    '%201',
    '1%20',
    '01',
    '1.0',
    '1.',
    '-1',
    '0',
    'NaN',
    '1_000',
    '%EF%BC%91', // a full-width digit one
    '%D9%A1', // an Arabic-Indic digit one
    '2147483648',
    '99999999999999999999',
    '9'.repeat(99),
  ])('%s: 400 VALIDATION on every such call, nothing changed', async (id) => {
    const answers: string[] = [];
    for (const op of withIds) {
      const response = await send({
        method: op.method as InjectOptions['method'],
        url: urlWith(op, id),
      });
      answers.push(`${op.operationId} ${response.statusCode} ${response.json().code}`);
    }
    expect(answers).toEqual(withIds.map((op) => `${op.operationId} 400 VALIDATION`));
    await expectUnchanged();
  });

  test('an empty id is not a call', async () => {
    for (const op of withIds) {
      const response = await send({
        method: op.method as InjectOptions['method'],
        url: urlWith(op, ''),
      });
      expectClientError(response);
    }
    await expectUnchanged();
  });

  test('DELETE /api/chat/remove/0x1 removes nothing; /1 is still the chat', async () => {
    expectError(
      await send({ method: 'DELETE', url: `/api/chat/remove/0x${ids.chat.toString(16)}` }),
      400,
      'VALIDATION',
    );
    await expectUnchanged();
    // (Reading it afterwards marks it read: a write of its own.)
    const chat = await send({ method: 'GET', url: `/api/chat/get/${ids.chat}` });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().id).toBe(ids.chat);
  });

  test('the largest id is read as a number and answers 404', async () => {
    expectError(await send({ method: 'GET', url: '/api/chat/get/2147483647' }), 404, 'NOT_FOUND');
  });
});

describe('multipart bodies that cannot be parsed', () => {
  const multipartOps = operations.filter((op) => op.requestBody?.content['multipart/form-data']);
  const urlOf = (op: Operation) =>
    op.path.replace(
      /\{[^}]+\}/g,
      String(op.path.includes('updateServiceContent/') ? ids.content : ids.service),
    );

  test('the five multipart writes are in the document', () => {
    expect(multipartOps.map((op) => op.operationId).sort()).toEqual(
      expect.arrayContaining([
        'addServiceContent',
        'createAchievement',
        'createService',
        'updateService',
        'updateServiceContent',
      ]),
    );
  });

  const B = 'XyZzy0123';
  const CRLF = '\r\n';
  const dataPart = `--${B}${CRLF}Content-Disposition: form-data; name="data"${CRLF}${CRLF}{"titleId":1,"descriptionId":2}${CRLF}`;
  const filePart = `--${B}${CRLF}Content-Disposition: form-data; name="files"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}\x89PNG\r\n\x1a\n0000000000${CRLF}`;
  const whole = `${dataPart}${filePart}--${B}--${CRLF}`;
  const broken: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', whole],
    ['an empty boundary', 'multipart/form-data; boundary=', whole],
    ['a boundary in quotes left open', `multipart/form-data; boundary="${B}`, whole],
    ['a wrong boundary', 'multipart/form-data; boundary=other', whole],
    ['a body truncated in the data part', `multipart/form-data; boundary=${B}`, whole.slice(0, 60)],
    [
      'a body truncated in a file',
      `multipart/form-data; boundary=${B}`,
      whole.slice(0, dataPart.length + filePart.length - 6),
    ],
    ['no closing boundary', `multipart/form-data; boundary=${B}`, `${dataPart}${filePart}`],
    ['garbage', `multipart/form-data; boundary=${B}`, '\u0000\u00ff garbage \r\n\r\n--'],
    [
      'a part without Content-Disposition',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}x${CRLF}--${B}--${CRLF}`,
    ],
    [
      'a part whose headers never end',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}Content-Disposition: form-data; name="data"${CRLF}X: ${'y'.repeat(100_000)}`,
    ],
    [
      'a part without Content-Disposition, larger than the parser buffers',
      `multipart/form-data; boundary=${B}`,
      // Skipped by the parser, which then finds no "data" part: it must get to the end.
      `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}${'x'.repeat(200_000)}${CRLF}--${B}--${CRLF}`,
    ],
    [
      'a part that is not form-data, larger than the parser buffers',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}Content-Disposition: attachment; name="x"${CRLF}${CRLF}${'x'.repeat(200_000)}${CRLF}--${B}--${CRLF}`,
    ],
    [
      'a header line without a colon',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}this is not a header${CRLF}${CRLF}x${CRLF}--${B}--${CRLF}`,
    ],
    [
      'a data part declared as JSON that is not',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}Content-Disposition: form-data; name="data"${CRLF}Content-Type: application/json${CRLF}${CRLF}{nope${CRLF}--${B}--${CRLF}`,
    ],
    [
      'a part named __proto__',
      `multipart/form-data; boundary=${B}`,
      `--${B}${CRLF}Content-Disposition: form-data; name="__proto__"${CRLF}${CRLF}{}${CRLF}--${B}--${CRLF}`,
    ],
    ['an empty body', `multipart/form-data; boundary=${B}`, ''],
  ];

  test.each(broken)('%s: a 4xx with a code on every multipart write', async (_, type, body) => {
    const answers: number[] = [];
    for (const op of multipartOps) {
      const response = await send({
        method: op.method as InjectOptions['method'],
        url: urlOf(op),
        payload: Buffer.from(body, 'latin1'),
        headers: { 'content-type': type },
      });
      expectClientError(response);
      answers.push(response.statusCode);
    }
    expect(answers).toHaveLength(multipartOps.length);
    await expectUnchanged();
  });

  test('a skipped part larger than the parser buffers: 400 once the parser has stalled', async () => {
    // The parser stops for good on this body (delivered in one chunk); the wait for it ends.
    const response = await send({
      method: 'POST',
      url: '/api/service/create',
      payload: `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}${'x'.repeat(1_500_000)}${CRLF}--${B}--${CRLF}`,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
    });
    expectError(response, 400, 'BAD_REQUEST');
    await expectUnchanged();
  });

  test('the same body, whole, is read (the cases above fail for what they break)', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/service/create',
      payload: Buffer.from(whole, 'latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
    });
    // Read as far as the image: the bytes after the PNG signature are no image.
    expectError(response, 400, 'INVALID_IMAGE');
  });

  test('a data part sent as application/json is read as JSON', async () => {
    const body =
      `--${B}${CRLF}Content-Disposition: form-data; name="data"${CRLF}Content-Type: application/json` +
      `${CRLF}${CRLF}{"titleId":${ids.title},"bodyId":${ids.description}}${CRLF}--${B}--${CRLF}`;
    const response = await send({
      method: 'PUT',
      url: `/api/service/updateServiceContent/${ids.content}`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(ids.content);
  });
});
