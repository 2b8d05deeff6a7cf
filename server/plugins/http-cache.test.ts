import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { chats, languageEntries, messages } from '../db/schema';
import { bearer, multipart, useTestServer } from '../test/harness';
import { versionReader } from '../db/data-versions';
import { AnswerCache, chooseCoding, matchesIfNoneMatch } from './http-cache/index';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

type Headers = Record<string, string>;

const get = (url: string, headers: Headers = {}, withToken = true) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...(withToken ? bearer(token) : {}), ...headers },
  });

async function call(options: InjectOptions, expected: number) {
  const response = await server.app.inject({
    ...options,
    headers: { ...bearer(token), ...options.headers },
  });
  expect({ status: response.statusCode, body: response.body }).toMatchObject({
    status: expected,
  });
  return response;
}

const longText = (words: number) => `<p>${'lorem ipsum dolor '.repeat(words)}</p>`;

async function languageEntry(name: string, group = 'services', words = 2) {
  const response = await call(
    {
      method: 'POST',
      url: '/api/language/create',
      payload: {
        name,
        group,
        translationDutch: longText(words),
        translationEnglish: 'EN',
      },
    },
    201,
  );
  return response.json().id as number;
}

async function multipartCall(method: 'POST' | 'PUT', url: string, data: unknown, expected: number) {
  const body = await multipart(data);
  return call({ method, url, payload: body.payload, headers: body.headers }, expected);
}

async function service(enabled = true) {
  const titleId = await languageEntry(`title ${Math.random()}`);
  const descriptionId = await languageEntry(`description ${Math.random()}`);
  const response = await multipartCall(
    'POST',
    '/api/service/create',
    { titleId, descriptionId, enabled },
    201,
  );
  return { id: response.json().id as number, titleId, descriptionId };
}

async function chat(subject = 'Offerte') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject,
      author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
      content: '<p>Hallo</p>',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function achievement() {
  const response = await multipartCall(
    'POST',
    '/api/achievement/create',
    { location: 'Gent', descriptionDutch: '<p>NL</p>', descriptionEnglish: '<p>EN</p>' },
    201,
  );
  return response.json().id as number;
}

const isStrongTag = (value: unknown) => typeof value === 'string' && /^"[^"]+"$/.test(value);

describe('headers of JSON reads', () => {
  test('every JSON read has a strong ETag, Cache-Control: (private,) no-cache and Vary', async () => {
    const serviceId = (await service()).id;
    const chatId = await chat();
    await achievement();
    // [url, answer depends on a token, answer is personal (a staff member's view)]
    const reads: [string, boolean, boolean][] = [
      ['/api/health', false, false],
      ['/api/config', false, false],
      ['/api/user/me', false, true],
      ['/api/user/getall', false, true],
      ['/api/language/getall', false, true],
      ['/api/chat/getall', false, true],
      [`/api/chat/get/${chatId}`, false, true],
      ['/api/service/getall', true, true],
      [`/api/service/get/${serviceId}`, true, true],
      ['/api/achievement/getall', false, false],
      ['/api/overview', false, true],
      ['/api/images', false, true],
    ];
    for (const [url, optional, personal] of reads) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await server.app.inject({ method, url, headers: bearer(token) });
        const vary = String(response.headers.vary ?? '').toLowerCase();
        expect({
          url,
          method,
          status: response.statusCode,
          etag: isStrongTag(response.headers.etag),
          cacheControl: response.headers['cache-control'],
          encoding: vary.includes('accept-encoding'),
          authorization: vary.includes('authorization'),
        }).toEqual({
          url,
          method,
          status: 200,
          etag: true,
          cacheControl: personal ? 'private, no-cache' : 'no-cache',
          encoding: true,
          authorization: optional,
        });
        if (method === 'HEAD') expect(response.body).toBe('');
      }
    }
    // The public view of the same list may be kept by shared caches (and revalidated).
    const anonymous = await server.app.inject({ url: '/api/service/getall' });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  test('errors and refusals are left alone: no ETag, never kept', async () => {
    const missing = await get('/api/chat/get/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const refused = await get('/api/language/getall', {}, false);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
    // The chat appears: the 404 was not kept.
    const id = await chat();
    expect((await get(`/api/chat/get/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/chat/get/999999`)).statusCode).toBe(404);
  });
});

describe('conditional reads', () => {
  test('a repeat with If-None-Match answers 304 without a body; after a write 200 with a new ETag', async () => {
    await languageEntry('intro');
    const first = await get('/api/language/getall');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const repeat = await get('/api/language/getall', { 'if-none-match': ifNoneMatch });
      expect({ status: repeat.statusCode, body: repeat.body }).toEqual({ status: 304, body: '' });
      expect(repeat.headers.etag).toBe(etag);
      expect(repeat.headers['content-type']).toBeUndefined();
    }
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/api/language/getall',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(head.statusCode).toBe(304);
    expect((await get('/api/language/getall', { 'if-none-match': '"other"' })).statusCode).toBe(
      200,
    );

    await languageEntry('outro');
    const after = await get('/api/language/getall', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toHaveLength(2);
  });

  test('a compressed answer has its own tag, and any rendition of it is a match', async () => {
    await languageEntry('long', 'services', 200);
    const plain = await get('/api/language/getall');
    const br = await get('/api/language/getall', { 'accept-encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get('/api/language/getall', { 'if-none-match': String(br.headers.etag) })).statusCode,
    ).toBe(304);
    expect(
      (
        await get('/api/language/getall', {
          'if-none-match': String(plain.headers.etag),
          'accept-encoding': 'gzip',
        })
      ).statusCode,
    ).toBe(304);
  });
});

describe('compression', () => {
  beforeEach(async () => {
    for (let i = 0; i < 5; i++) await languageEntry(`entry ${i}`, 'services', 100);
  });

  const decode = (response: LightMyRequestResponse) => {
    const raw = response.rawPayload;
    switch (response.headers['content-encoding']) {
      case 'br':
        return brotliDecompressSync(raw).toString();
      case 'gzip':
        return gunzipSync(raw).toString();
      default:
        return raw.toString();
    }
  };

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" answers %s, the same JSON', async (accept, coding) => {
    const plain = await get('/api/language/getall', { 'accept-encoding': 'identity' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // Twice: the built answer, then the kept one.
    for (let i = 0; i < 2; i++) {
      const response = await get(
        '/api/language/getall',
        accept ? { 'accept-encoding': accept } : {},
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(response)).toBe(plain.body);
      if (coding) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  test('bodies of 1 KB or less, and routes without a kept answer, are compressed by the same rules', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 12; i++) {
      await call(
        {
          method: 'POST',
          url: '/api/user/create',
          payload: {
            email: `colleague${i}@example.be`,
            firstName: 'Piet',
            lastName: `Peeters ${i}`,
            password: 'long enough password',
          },
        },
        201,
      );
    }
    const staff = await get('/api/user/getall', { 'accept-encoding': 'gzip' });
    expect(staff.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(staff))).toHaveLength(13);
  });

  test('HEAD has the headers of GET and no body', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/api/language/getall',
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body).toBe('');
  });
});

describe('answers kept per data version', () => {
  test('a repeated read runs no query of its handler: at most the session and the versions', async () => {
    await languageEntry('intro');
    const miss = await server.countQueries(() => get('/api/language/getall'));
    expect(miss.some((query) => query.includes('language_entries'))).toBe(true);
    const hit = await server.countQueries(() => get('/api/language/getall'));
    expect(hit.some((query) => query.includes('language_entries'))).toBe(false);
    // The embedded database announces every commit: its versions and sessions are remembered.
    const watched = server.app.dataVersions.watched;
    expect(hit.filter((query) => query.includes('data_versions'))).toHaveLength(watched ? 0 : 1);
    expect(hit.length).toBeLessThanOrEqual(watched ? 0 : 2);
    const publicHit = await server.countQueries(() =>
      get('/api/achievement/getall', {}, false).then(() =>
        get('/api/achievement/getall', {}, false),
      ),
    );
    expect(publicHit.filter((query) => query.includes('achievements'))).toHaveLength(1);
  });

  test('query parameters a route does not declare make no new entry', async () => {
    await languageEntry('intro');
    await get('/api/language/getall');
    const entries = server.app.answerCache.size;
    const queries = await server.countQueries(async () => {
      for (let i = 0; i < 5; i++)
        expect((await get(`/api/language/getall?x=${i}`)).statusCode).toBe(200);
    });
    expect(queries.some((query) => query.includes('language_entries'))).toBe(false);
    expect(server.app.answerCache.size).toBe(entries);
    // A declared one does: the service list by address is another answer than by data URL,
    // which is kept in a file instead (file-answers.test.ts).
    await get('/api/service/getall?images=url');
    await get('/api/service/getall?images=data');
    expect(server.app.answerCache.size).toBe(entries + 1);
  });

  test('a kept answer is never given to a request its route would refuse', async () => {
    const { id } = await service();
    const url = `/api/service/get/${id}?images=url`;
    expect((await get(url, {}, false)).statusCode).toBe(200);
    const kept = server.app.answerCache.size;
    // Kept answers are found before validation, by the parameters as they arrive.
    for (const refused of [
      `/api/service/get/${id}?images=url&x=%00`,
      `/api/service/get/0${id}?images=url`,
      `/api/service/get/${id}?images=jpeg`,
      `/api/service/get/${id}?images=url&images=url`,
    ]) {
      const response = await get(refused, {}, false);
      expect({ refused, status: response.statusCode }).toEqual({ refused, status: 400 });
      expect(response.json().code).toBe('VALIDATION');
    }
    expect(server.app.answerCache.size).toBe(kept);
    // Staff only: no token, no answer, even though the staff list is kept.
    expect((await get('/api/language/getall')).statusCode).toBe(200);
    expect((await get('/api/language/getall', {}, false)).statusCode).toBe(401);
  });

  test('concurrent misses for one answer build it once', async () => {
    for (let i = 0; i < 3; i++) await languageEntry(`entry ${i}`);
    let responses: LightMyRequestResponse[] = [];
    const queries = await server.countQueries(async () => {
      responses = await Promise.all(
        Array.from({ length: 20 }, () => get('/api/language/getall', { 'accept-encoding': 'br' })),
      );
    });
    expect(queries.filter((query) => query.includes('language_entries'))).toHaveLength(1);
    // The versions too are shared by requests arriving together (how many rounds depends on
    // the machine's load; version-reader.test.ts pins the rule itself).
    expect(queries.filter((query) => query.includes('data_versions')).length).toBeLessThan(
      responses.length,
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });

  test('staff and public variants of the service list are kept apart', async () => {
    await service(true);
    await service(false);
    const count = async (withToken: boolean) =>
      (await get('/api/service/getall', {}, withToken)).json().length;
    expect(await count(false)).toBe(1);
    expect(await count(true)).toBe(2);
    expect(await count(false)).toBe(1);
    expect(await count(true)).toBe(2);
  });

  /** A read before and after a write: the answer after it must differ. */
  async function changes(url: string, write: () => Promise<unknown>, withToken = true) {
    const before = await get(url, {}, withToken);
    expect(before.statusCode).toBe(200);
    // Now it is kept.
    expect((await get(url, {}, withToken)).body).toBe(before.body);
    await write();
    const after = await get(url, { 'if-none-match': String(before.headers.etag) }, withToken);
    expect({ url, status: after.statusCode }).toEqual({ url, status: 200 });
    expect(after.body).not.toBe(before.body);
  }

  test('language writes make the next read fresh', async () => {
    const url = '/api/language/getall';
    const id = await languageEntry('intro');
    await changes(url, () => languageEntry('outro'));
    await changes(url, () =>
      call(
        {
          method: 'PUT',
          url: `/api/language/update/${id}`,
          payload: { name: 'intro', group: 'services', translationDutch: 'nieuw' },
        },
        200,
      ),
    );
    await changes(url, () => call({ method: 'DELETE', url: `/api/language/remove/${id}` }, 204));
  });

  test('service and content block writes, and their language entries, make the next reads fresh', async () => {
    const first = await service();
    for (const withToken of [true, false]) {
      const one = `/api/service/get/${first.id}`;
      const all = '/api/service/getall';
      for (const url of [one, all]) {
        await changes(
          url,
          () =>
            call(
              {
                method: 'PUT',
                url: `/api/language/update/${first.titleId}`,
                payload: { name: `title ${Math.random()}`, group: 'services' },
              },
              200,
            ),
          withToken,
        );
        const bodyId = await languageEntry(`body ${Math.random()}`);
        let contentId = 0;
        await changes(
          url,
          async () => {
            const response = await multipartCall(
              'POST',
              `/api/service/addServiceContent/${first.id}`,
              { titleId: first.titleId, bodyId },
              201,
            );
            contentId = response.json().id;
          },
          withToken,
        );
        await changes(
          url,
          () =>
            multipartCall(
              'PUT',
              `/api/service/updateServiceContent/${contentId}`,
              { titleId: bodyId, bodyId },
              200,
            ),
          withToken,
        );
        await changes(
          url,
          () =>
            call({ method: 'DELETE', url: `/api/service/removeServiceContent/${contentId}` }, 204),
          withToken,
        );
      }
      await changes(
        all,
        () =>
          multipartCall(
            'PUT',
            `/api/service/update/${first.id}`,
            { titleId: first.titleId, descriptionId: first.descriptionId, enabled: true },
            200,
          ).then(() => service()),
        withToken,
      );
    }
    const second = await service();
    await changes('/api/service/getall', () =>
      call({ method: 'DELETE', url: `/api/service/removeService/${second.id}` }, 204),
    );
  });

  test('achievement writes make the next read fresh', async () => {
    const url = '/api/achievement/getall';
    let id = 0;
    await changes(
      url,
      async () => {
        id = await achievement();
      },
      false,
    );
    await changes(url, () => call({ method: 'DELETE', url: `/api/achievement/remove/${id}` }, 204));
  });

  test('chat writes make the next reads fresh', async () => {
    const id = await chat();
    for (const url of ['/api/chat/getall', `/api/chat/get/${id}`]) {
      await changes(url, () =>
        call(
          { method: 'POST', url: `/api/chat/createMessage/${id}`, payload: { content: 'Dag' } },
          201,
        ),
      );
    }
    await changes('/api/chat/getall', () => chat('Nog een vraag'));
    await changes('/api/chat/getall', () =>
      call({ method: 'DELETE', url: `/api/chat/remove/${id}` }, 204),
    );
    expect((await get(`/api/chat/get/${id}`)).statusCode).toBe(404);
  });

  test('staff writes make the next read fresh', async () => {
    let id = 0;
    await changes('/api/user/getall', async () => {
      const response = await call(
        {
          method: 'POST',
          url: '/api/user/create',
          payload: {
            email: 'colleague@example.be',
            firstName: 'Piet',
            lastName: 'Peeters',
            password: 'long enough password',
          },
        },
        201,
      );
      id = response.json().id;
    });
    await changes('/api/user/getall', () =>
      call({ method: 'PUT', url: `/api/user/setActive/${id}`, payload: { active: false } }, 200),
    );
  });

  test('a second server on the same database sees a write made through the first', async () => {
    const other = await buildApp(server.config, { database: server.database, logger: false });
    try {
      await other.ready();
      const read = async () =>
        (
          await other.inject({ method: 'GET', url: '/api/language/getall', headers: bearer(token) })
        ).json();
      expect(await read()).toEqual([]);
      expect(await read()).toEqual([]);
      await languageEntry('intro');
      expect(await read()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  test('the list reads run as many queries with many rows as with few', async () => {
    const lists = [
      '/api/chat/getall',
      '/api/language/getall',
      '/api/service/getall',
      '/api/achievement/getall',
      '/api/overview',
      '/api/images',
    ];
    // The mail outbox's worker sends the replies' mails in the background, whenever its
    // grouping delay ends: its statements are not the list's.
    const ownStatements = (statements: string[]) =>
      statements.filter((statement) => !/\boutbox\b/.test(statement));
    const statementsOf: Record<string, string[]> = {};
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const url of lists) {
        const statements = ownStatements(await server.countQueries(() => get(url)));
        result[url] = statements.length;
        statementsOf[url] = [...(statementsOf[url] ?? []), '--', ...statements];
      }
      return result;
    };
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const chatId = await chat(`Vraag ${i}`);
        await call(
          {
            method: 'POST',
            url: `/api/chat/createMessage/${chatId}`,
            payload: { content: 'Antwoord' },
          },
          201,
        );
        const { id } = await service();
        const bodyId = await languageEntry(`body ${Math.random()}`);
        await multipartCall(
          'POST',
          `/api/service/addServiceContent/${id}`,
          { titleId: bodyId, bodyId },
          201,
        );
        await achievement();
      }
    };
    await add(1);
    const few = await counts();
    await server.reset();
    token = await server.signIn();
    // The chat limit counts per address and window: spread the chats over the reset.
    await add(4);
    const many = await counts();
    // On a difference, each list's statements (few, then many) say where it came from.
    const differing = lists.filter((url) => many[url] !== few[url]);
    expect({ many, statements: differing.map((url) => statementsOf[url]) }).toEqual({
      many: few,
      statements: [],
    });
  });
});

describe('data version triggers', () => {
  const versions = async (db: Db) => {
    const result = await db.execute(sql`select scope, version from data_versions`);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
      scope: string;
      version: string | number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.scope, Number(row.version)]));
  };
  const entryValues = (name: string) => ({
    name,
    group: 'trigger',
    translationDutch: '',
    translationEnglish: '',
  });

  test('a rolled-back transaction raises nothing; one touching two scopes raises each once', async () => {
    const db = server.database.db;
    const before = await versions(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(languageEntries).values(entryValues('a'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await versions(db)).toEqual(before);

    await db.transaction(async (tx) => {
      await tx.insert(languageEntries).values([entryValues('b'), entryValues('c')]);
      await tx.insert(languageEntries).values(entryValues('d'));
      const [row] = await tx
        .insert(chats)
        .values({ subject: 's', authorFirstName: 'a', authorLastName: 'b', authorEmail: 'e' })
        .returning({ id: chats.id });
      await tx
        .insert(messages)
        .values({ chatId: row.id, sender: 'customer', senderName: 'a b', content: 'x' });
    });
    const after = await versions(db);
    expect(after).toEqual({ ...before, language: before.language + 1, chats: before.chats + 1 });
  });

  test('concurrent writes to two scopes in opposite orders do not deadlock (PostgreSQL)', async () => {
    if (server.database.kind !== 'postgres') return; // PGlite runs one transaction at a time.
    const db = server.database.db;
    const before = await versions(db);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const newChat = (tx: Db) =>
      tx
        .insert(chats)
        .values({ subject: 's', authorFirstName: 'a', authorLastName: 'b', authorEmail: 'e' });
    const rounds = 10;
    for (let i = 0; i < rounds; i++) {
      await Promise.all([
        db.transaction(async (tx) => {
          await tx.insert(languageEntries).values(entryValues(`x${i}`));
          await pause();
          await newChat(tx as unknown as Db);
        }),
        db.transaction(async (tx) => {
          await newChat(tx as unknown as Db);
          await pause();
          await tx.insert(languageEntries).values(entryValues(`y${i}`));
        }),
      ]);
    }
    const after = await versions(db);
    expect(after.language - before.language).toBe(2 * rounds);
    expect(after.chats - before.chats).toBe(2 * rounds);
  });
});

describe('the cache itself', () => {
  test('least recently used answers go first once the budget is spent', () => {
    const cache = new AnswerCache(250);
    const put = (key: string) => cache.startBuild(key)(cache.newAnswer(key, Buffer.alloc(100)));
    put('a');
    put('b');
    expect(cache.get('a')).toBeDefined();
    put('c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.usedBytes).toBe(200);
    const big = cache.newAnswer('big', Buffer.alloc(300));
    cache.startBuild('big')(big);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.usedBytes).toBe(200);
  });

  test('a versions read begun before a request arrived is not used for it', async () => {
    let reads = 0;
    const pending: ((versions: Map<string, string>) => void)[] = [];
    const read = versionReader(() => {
      reads++;
      return new Promise((resolve) => pending.push(resolve));
    });
    const first = read();
    const second = read();
    const third = read();
    expect(reads).toBe(1);
    pending[0](new Map([['language', '1']]));
    expect((await first).get('language')).toBe('1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    pending[1](new Map([['language', '2']]));
    expect([(await second).get('language'), (await third).get('language')]).toEqual(['2', '2']);
  });

  test('Accept-Encoding and If-None-Match parsing', () => {
    expect(chooseCoding(undefined)).toBeUndefined();
    expect(chooseCoding('gzip;q=1.0, br;q=0.9')).toBe('gzip');
    expect(chooseCoding('BR')).toBe('br');
    expect(chooseCoding('x-gzip')).toBe('gzip');
    expect(chooseCoding('br;q=abc, gzip;q=0.1')).toBe('gzip');
    expect(matchesIfNoneMatch('W/"abc-gzip"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', 'abc')).toBe(false);
  });
});
