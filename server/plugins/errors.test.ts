import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, projectRoot } from '../config';
import { ERROR_CODES } from '../schemas';
import { DATABASE_HOOK_TIMEOUT, expectShape, useTestServer } from '../test/harness';

/** The error handler only ever answers a code of the contract's closed set. */

const server = useTestServer({ reset: false });
let app: App;

beforeAll(async () => {
  app = await buildApp(
    { ...loadConfig({}), spaDir: '/nonexistent' },
    { database: server.database, logger: false },
  );
  // Errors as libraries throw them: any status, with or without a code of their own.
  app.get<{ Params: { status: string }; Querystring: { code?: string } }>(
    '/test/fail/:status',
    async (request) => {
      throw Object.assign(new Error('library words'), {
        statusCode: Number(request.params.status),
        code: request.query.code,
      });
    },
  );
  await app.ready();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => app.close());

test('openapi.json lists the codes as a plain enum, the same as the server', () => {
  const document = JSON.parse(fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8'));
  expect(document.components.schemas.ErrorAnswer.properties.code).toEqual({
    type: 'string',
    enum: [...ERROR_CODES],
  });
});

test('the shape check refuses a code outside the set', () => {
  expect(() =>
    expectShape('ErrorAnswer', { statusCode: 418, code: 'TEAPOT', message: 'x' }),
  ).toThrow(/enum|allowed values/);
});

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const statuses = [100, 204, 302, 399, ...range(400, 452), 499, ...range(500, 512), 599];
const libraryCodes = [
  undefined,
  'FST_ERR_VALIDATION',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_SOMETHING_NEW',
  'ECONNREFUSED',
];

test.each(libraryCodes)(
  'an error of any status with library code %s answers a listed code',
  async (code) => {
    for (const status of statuses) {
      const response = await app.inject({
        method: 'GET',
        url: `/test/fail/${status}${code ? `?code=${code}` : ''}`,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectShape('ErrorAnswer', response.json());
    }
  },
);

test.each([
  ['an unknown path', 'GET', '/api/nope'],
  ['a wrong method', 'PATCH', '/api/health'],
  ['malformed JSON', 'POST', '/api/user/login'],
  ['no token', 'GET', '/api/chat/getall'],
] as const)('%s answers a listed code', async (_, method, url) => {
  const response = await app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: method === 'POST' ? '{"email":' : undefined,
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expectShape('ErrorAnswer', response.json());
});
