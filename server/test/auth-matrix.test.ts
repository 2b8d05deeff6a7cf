import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, expectError, multipart, startTestServer, type TestServer } from './harness';

/**
 * Every call that needs a token, tried with every kind of bad credential: each answers
 * 401 UNAUTHORIZED with `WWW-Authenticate: Bearer` and leaves the database as it was.
 * The same calls with a valid token succeed, so the refusals are the token's doing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Fixture {
  token: string;
  languageId: number;
  descriptionId: number;
  spareLanguageId: number;
  serviceId: number;
  contentId: number;
  chatId: number;
  achievementId: number;
}

const TABLES = [
  'users',
  'sessions',
  'throttle_events',
  'language_entries',
  'services',
  'service_contents',
  'achievements',
  'achievement_images',
  'chats',
  'messages',
];

/** A digest of every row of every table: equal digests mean nothing was written. */
async function contents() {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await server.database.db.execute(
      sql.raw(
        `select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as digest from ${table} t`,
      ),
    );
    digests[table] = (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
  }
  return digests;
}

async function send(options: InjectOptions, token: string, expected: number) {
  const response = await server.app.inject({
    ...options,
    headers: { ...options.headers, ...bearer(token) },
  });
  if (response.statusCode !== expected)
    throw new Error(`${options.url}: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

const form = async (
  method: InjectOptions['method'],
  url: string,
  data: unknown,
): Promise<InjectOptions> => {
  const body = await multipart(data);
  return { method, url, payload: body.payload, headers: body.headers };
};

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions =>
  payload === undefined ? { method, url } : { method, url, payload };

/** A signed-in staff member and one of everything, so every call has something to work on. */
async function setUp(): Promise<Fixture> {
  await server.reset();
  const token = await server.signIn();
  const entry = (name: string) =>
    send(
      json('POST', '/api/language/create', {
        name,
        group: 'diensten',
        translationDutch: name,
        translationEnglish: name,
      }),
      token,
      201,
    );
  const languageId = await entry('titel');
  const descriptionId = await entry('omschrijving');
  const spareLanguageId = await entry('ongebruikt');
  const serviceId = await send(
    await form('POST', '/api/service/create', { titleId: languageId, descriptionId }),
    token,
    201,
  );
  const contentId = await send(
    await form('POST', `/api/service/addServiceContent/${serviceId}`, {
      titleId: languageId,
      bodyId: descriptionId,
    }),
    token,
    201,
  );
  const chatId = await send(
    json('POST', '/api/chat/create', {
      subject: 'Vraag',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    }),
    token,
    201,
  );
  const achievementId = await send(
    await form('POST', '/api/achievement/create', {
      location: 'Gent',
      descriptionDutch: 'Gevel',
      descriptionEnglish: 'Facade',
    }),
    token,
    201,
  );
  return {
    token,
    languageId,
    descriptionId,
    spareLanguageId,
    serviceId,
    contentId,
    chatId,
    achievementId,
  };
}

interface Call {
  name: string;
  /** The status the call answers with a valid token. */
  status: number;
  request(f: Fixture): InjectOptions | Promise<InjectOptions>;
}

const protectedCalls: Call[] = [
  {
    name: 'GET /api/language/getall',
    status: 200,
    request: () => json('GET', '/api/language/getall'),
  },
  {
    name: 'POST /api/language/create',
    status: 201,
    request: () =>
      json('POST', '/api/language/create', {
        name: 'nieuw',
        group: 'home',
        translationDutch: 'Nieuw',
      }),
  },
  {
    name: 'PUT /api/language/update/{id}',
    status: 200,
    request: (f) =>
      json('PUT', `/api/language/update/${f.languageId}`, { name: 'gewijzigd', group: 'home' }),
  },
  {
    name: 'DELETE /api/language/remove/{id}',
    status: 204,
    request: (f) => json('DELETE', `/api/language/remove/${f.spareLanguageId}`),
  },
  { name: 'GET /api/chat/getall', status: 200, request: () => json('GET', '/api/chat/getall') },
  {
    name: 'GET /api/chat/get/{id}',
    status: 200,
    request: (f) => json('GET', `/api/chat/get/${f.chatId}`),
  },
  {
    name: 'POST /api/chat/createMessage/{chatId}',
    status: 201,
    request: (f) =>
      json('POST', `/api/chat/createMessage/${f.chatId}`, { content: 'Antwoord', sender: 'staff' }),
  },
  {
    name: 'DELETE /api/chat/remove/{id}',
    status: 204,
    request: (f) => json('DELETE', `/api/chat/remove/${f.chatId}`),
  },
  {
    name: 'POST /api/service/create',
    status: 201,
    request: (f) =>
      form('POST', '/api/service/create', {
        titleId: f.languageId,
        descriptionId: f.descriptionId,
      }),
  },
  {
    name: 'PUT /api/service/update/{id}',
    status: 200,
    request: (f) =>
      form('PUT', `/api/service/update/${f.serviceId}`, {
        titleId: f.descriptionId,
        descriptionId: f.languageId,
        enabled: false,
      }),
  },
  {
    name: 'POST /api/service/addServiceContent/{id}',
    status: 201,
    request: (f) =>
      form('POST', `/api/service/addServiceContent/${f.serviceId}`, {
        titleId: f.descriptionId,
        bodyId: f.languageId,
      }),
  },
  {
    name: 'PUT /api/service/updateServiceContent/{id}',
    status: 200,
    request: (f) =>
      form('PUT', `/api/service/updateServiceContent/${f.contentId}`, {
        titleId: f.descriptionId,
        bodyId: f.languageId,
      }),
  },
  {
    name: 'DELETE /api/service/removeServiceContent/{id}',
    status: 204,
    request: (f) => json('DELETE', `/api/service/removeServiceContent/${f.contentId}`),
  },
  {
    name: 'DELETE /api/service/removeService/{id}',
    status: 204,
    request: (f) => json('DELETE', `/api/service/removeService/${f.serviceId}`),
  },
  {
    name: 'POST /api/achievement/create',
    status: 201,
    request: () =>
      form('POST', '/api/achievement/create', {
        location: 'Brugge',
        descriptionDutch: 'Dak',
        descriptionEnglish: 'Roof',
      }),
  },
  {
    name: 'DELETE /api/achievement/remove/{id}',
    status: 204,
    request: (f) => json('DELETE', `/api/achievement/remove/${f.achievementId}`),
  },
  { name: 'POST /api/user/logout', status: 204, request: () => json('POST', '/api/user/logout') },
  { name: 'GET /api/user/me', status: 200, request: () => json('GET', '/api/user/me') },
];

type Headers = Record<string, string>;

/** Each kind of bad credential: prepares the database if it must, and answers the headers to try. */
const badCredentials: [string, (f: Fixture) => Promise<Headers[]>][] = [
  ['no token', async () => [{}]],
  [
    'a malformed Authorization header',
    async ({ token }) => [
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: token },
      { authorization: `Token ${token}` },
      {
        authorization: `Basic ${Buffer.from('staff1@example.be:correct horse battery').toString('base64')}`,
      },
      { authorization: `Bearer ${token} ${token}` },
      { authorization: `Bearer ${token}!` },
      { authorization: `Bearer ${token.slice(0, 10)}` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ],
  ],
  [
    'a wrong token',
    async ({ token }) => [
      bearer(randomBytes(32).toString('base64url')),
      // The same length and alphabet as a real token, one character off.
      bearer(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')),
    ],
  ],
  [
    'an expired token',
    async ({ token }) => {
      await server.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute'`,
      );
      return [bearer(token)];
    },
  ],
  [
    'a revoked token',
    async ({ token }) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(204);
      return [bearer(token)];
    },
  ],
];

describe.each(protectedCalls)('$name', (call) => {
  test.each(badCredentials)(
    'with %s answers 401 UNAUTHORIZED and changes nothing',
    async (_, prepare) => {
      const fixture = await setUp();
      const attempts = await prepare(fixture);
      const options = await call.request(fixture);
      const counts = await server.snapshot();
      const before = await contents();

      for (const headers of attempts) {
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...headers },
        });
        expectError(response, 401, 'UNAUTHORIZED');
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      expect(await server.snapshot()).toEqual(counts);
      expect(await contents()).toEqual(before);
    },
  );

  test(`with a valid token answers ${call.status}`, async () => {
    const fixture = await setUp();
    const options = await call.request(fixture);
    const response = await server.app.inject({
      ...options,
      headers: { ...options.headers, ...bearer(fixture.token) },
    });
    expect({
      status: response.statusCode,
      body: response.statusCode === call.status ? '' : response.body,
    }).toEqual({
      status: call.status,
      body: '',
    });
  });
});

describe('public calls work without a token', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await setUp();
  });

  test('GET /api/health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  test('GET /api/service/getall', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/service/getall' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((service: { id: number }) => service.id)).toEqual([
      fixture.serviceId,
    ]);
  });

  test('GET /api/service/get/{id} of an enabled service', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/service/get/${fixture.serviceId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: fixture.serviceId, enabled: true });
  });

  test('GET /api/achievement/getall', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((achievement: { id: number }) => achievement.id)).toEqual([
      fixture.achievementId,
    ]);
  });

  test('POST /api/chat/create', async () => {
    const before = await server.snapshot();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/chat/create',
      payload: {
        subject: 'Nog een vraag',
        author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
        content: 'Goedemiddag',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await server.snapshot()).toMatchObject({
      chats: before.chats + 1,
      messages: before.messages + 1,
    });
  });
});
