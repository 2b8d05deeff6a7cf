import { stripVTControlCharacters } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, projectRoot } from '../config';
import { MAX_INPUT_PIXELS } from '../domain/images';
import { logOutput } from '../log-output';
import { loggerOptions } from '../logger';
import { MAX_FILE_BYTES } from '../plugins/uploads';
import { DATABASE_HOOK_TIMEOUT, expectShape, useTestServer } from '../test/harness';

const server = useTestServer({ reset: false });

test('GET /api/config answers the public website and the limits, without a token', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/config' });
  expect(response.statusCode).toBe(200);
  expectShape('AppConfig', response.json());
  expect(response.json()).toEqual({
    publicSiteUrl: 'https://www.example.be/',
    limits: {
      maxFileBytes: MAX_FILE_BYTES,
      maxImagePixels: MAX_INPUT_PIXELS,
      maxServiceImages: 1,
      maxAchievementImages: 20,
      jsonBodyBytes: 1024 * 1024,
    },
  });
});

test(
  'PUBLIC_SITE_URL is read at start: another value needs a restart, not a rebuild',
  async () => {
    const config = loadConfig({ PUBLIC_SITE_URL: 'https://bouw.example.be/nl' });
    const app = await buildApp(
      { ...config, spaDir: '/nonexistent' },
      { database: server.database, logger: false },
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().publicSiteUrl).toBe('https://bouw.example.be/nl');
    } finally {
      await app.close();
    }
  },
  DATABASE_HOOK_TIMEOUT,
);

test.each(['www.example.be', 'javascript:alert(1)', 'ftp://example.be/'])(
  'PUBLIC_SITE_URL %s is refused at start',
  (value) => {
    expect(() => loadConfig({ PUBLIC_SITE_URL: value })).toThrow(/PUBLIC_SITE_URL/);
  },
);

describe('log output', () => {
  test('JSON lines with secrets and addresses hidden when not at a terminal', () => {
    const options = loggerOptions('info', false) as {
      level: string;
      formatters: { log(fields: object): object };
      transport?: unknown;
    };
    expect(options.level).toBe('info');
    expect(options.transport).toBeUndefined();
    expect(
      options.formatters.log({
        password: 'hunter22',
        headers: { authorization: 'Bearer abc', 'x-chat-token': 'def', cookie: 'sid=1' },
        nested: [{ newPassword: 'x', email: 'els@example.be', note: 'mail els@example.be now' }],
        count: 3,
      }),
    ).toEqual({
      password: '[hidden]',
      headers: { authorization: '[hidden]', 'x-chat-token': '[hidden]', cookie: '[hidden]' },
      nested: [{ newPassword: '[hidden]', email: '[hidden]', note: 'mail [email] now' }],
      count: 3,
    });
  });

  test('a failed query is logged without the values it was given', () => {
    const options = loggerOptions('info', false) as {
      formatters: { log(fields: object): { err: Record<string, unknown> } };
    };
    const failed = Object.assign(
      new Error(
        'Failed query: insert into chats values ($1, $2)\nparams: Lotte Maes,Mijn dak lekt',
      ),
      { query: 'insert into chats values ($1, $2)', params: ['Lotte Maes', 'Mijn dak lekt'] },
    );
    const { err } = options.formatters.log({ err: failed });
    expect(JSON.stringify(err)).not.toMatch(/Lotte|lekt/);
    expect(err).toMatchObject({ type: 'Error', query: 'insert into chats values ($1, $2)' });
    expect(err.message).toBe('Failed query: insert into chats values ($1, $2)\nparams: [hidden]');
  });

  test('pretty lines at a terminal, formatted in this process, secrets still hidden', () => {
    const options = loggerOptions('debug', true) as { stream: { write(line: string): void } };
    expect(options).toMatchObject({
      level: 'debug',
      formatters: { log: expect.any(Function) },
    });
    // No transport: a worker thread would be another thing to wait for at exit.
    expect(options).not.toHaveProperty('transport');
    const written = jest.spyOn(logOutput(), 'write').mockReturnValue(true);
    options.stream.write('{"level":30,"time":0,"msg":"GET /api/health 200 1 ms","route":"/x"}\n');
    expect(written).toHaveBeenCalledTimes(1);
    const line = stripVTControlCharacters(written.mock.calls[0][0]);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 1 ms\n$/);
    written.mockRestore();
  });
});

test('GET /api/openapi.json answers the contract, without a token, as openapi.json holds it', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  const document = response.json();
  expect(document.openapi).toBe('3.0.3');
  expect(document.paths['/api/service/getall'].get.operationId).toBe('getServices');
  // Public operations say so; staff ones name the bearer token.
  expect(document.paths['/api/chat/create'].post.security).toEqual([]);
  expect(document.paths['/api/chat/getall'].get.security).toEqual([{ bearer: [] }]);
  const committed = JSON.parse(
    fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8'),
  ) as unknown;
  expect(document).toEqual(committed);
});
