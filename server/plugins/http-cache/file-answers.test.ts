/**
 * The lists with every image as a data URL (`GET /api/achievement/getall`, `/api/service/getall`
 * without `?images=url`): written once per data version into a file and streamed from it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { achievementImages, achievements, images, languageEntries } from '../../db/schema';
import { listAchievements } from '../../services/achievements';
import { listServices } from '../../services/services';
import { Achievement, Service, namedSchemas, ref } from '../../schemas';
import { writeAchievementsWithDataUrls } from '../../services/data-url-answers';
import { graphicFile, photoFile } from '../../test/image-files';
import { bearer, expectError, multipart, useTestServer } from '../../test/harness';
import { FileAnswers } from './file-answers';

// One build at a time, and a short wait for it: the limit is reached at once. Nothing is held
// in memory: every answer is streamed from its file (answers held in memory: their own test).
const WAIT_MS = 300;
const server = useTestServer({
  overrides: { dataUrlAnswers: { builds: 1, waitMs: WAIT_MS, memoryBytes: 0 } },
});
let token: string;
let origin: string;

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  token = await server.signIn();
});

const ACHIEVEMENTS = '/api/achievement/getall';
const SERVICES = '/api/service/getall';
const db = () => server.database.db;
const files = () => server.app.fileAnswers.files;

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  server.app.inject({ method, url, headers });

/**
 * The answer as the server made it before answers were streamed: the whole list in memory,
 * then the route's response serializer (the same schemas, through Fastify).
 */
async function inMemoryAnswer(list: 'achievements' | 'services', staff = false) {
  const old = Fastify({ logger: false });
  for (const schema of namedSchemas) old.addSchema(schema);
  old.get(
    '/',
    {
      schema: {
        response: { 200: Type.Array(ref(list === 'achievements' ? Achievement : Service)) },
      },
    },
    () =>
      list === 'achievements'
        ? listAchievements(db(), { images: 'data' })
        : listServices(db(), { enabledOnly: !staff, images: 'data' }),
  );
  try {
    return (await old.inject({ url: '/' })).body;
  } finally {
    await old.close();
  }
}

type Upload = Awaited<ReturnType<typeof photoFile>>;

/** A multipart write as staff; it must succeed. */
async function call(method: 'POST' | 'PUT', url: string, data: unknown, upload: Upload[] = []) {
  const body = await multipart(data, upload);
  const response = await server.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect({ url, status: response.statusCode }).toEqual({
    url,
    status: method === 'POST' ? 201 : 200,
  });
  return response;
}

async function achievement(location: string, upload: Upload[]) {
  const body = await multipart(
    {
      location,
      descriptionDutch: '<p>Café "De Ster" — <b>nieuw</b> dak \\ 😀</p>',
      descriptionEnglish: '<p>Roof</p>',
    },
    upload,
  );
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/achievement/create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function entry(name: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    payload: { name, group: 'services', translationDutch: `<p>${name} ü</p>` },
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function service(enabled: boolean, withImage: boolean, blocks: number) {
  const titleId = await entry(`titel ${randomBytes(3).toString('hex')}`);
  const descriptionId = await entry(`omschrijving ${randomBytes(3).toString('hex')}`);
  const created = await call(
    'POST',
    '/api/service/create',
    { titleId, descriptionId, enabled },
    withImage ? [await photoFile(120, 80)] : [],
  );
  const id = created.json().id as number;
  for (let i = 0; i < blocks; i++) {
    await call(
      'POST',
      `/api/service/addServiceContent/${id}`,
      { titleId, bodyId: descriptionId },
      i % 2 === 0 ? [await graphicFile({ width: 30 + i })] : [],
    );
  }
  return id;
}

/** Some of everything: photos and graphics, an image shown twice, entries with odd text. */
async function content() {
  const shared = await photoFile(200, 150);
  await achievement('Gent', [shared, await graphicFile({ width: 41 }), shared]);
  await achievement('Brugge', []);
  await achievement('Leuven', [shared, await photoFile(90, 60)]);
  await service(true, true, 3);
  await service(false, true, 1);
  await service(true, false, 2);
}

/**
 * An achievement written straight into the tables, with large images of random bytes (never
 * decoded): an answer too large to go out at once, so a client can stop in the middle. With
 * `distinct: false` one image is shown `count` times: as large an answer, with a `count`th of the
 * bytes to store and read (the embedded database moves large values slowly).
 */
async function bigAchievement(
  count = 4,
  bytesEach = 4 * 1024 * 1024,
  { distinct = true }: { distinct?: boolean } = {},
) {
  const [description] = await db()
    .insert(languageEntries)
    .values({
      name: `groot ${randomBytes(4).toString('hex')}`,
      group: 'achievements',
      translationDutch: '<p>Groot</p>',
      translationEnglish: '<p>Big</p>',
    })
    .returning({ id: languageEntries.id });
  const [row] = await db()
    .insert(achievements)
    .values({ location: 'Brussel', descriptionId: description.id })
    .returning({ id: achievements.id });
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!distinct && keys.length) {
      keys.push(keys[0]);
      continue;
    }
    const bytes = randomBytes(bytesEach);
    const key = createHash('sha256').update(bytes).digest('hex');
    await db().insert(images).values({ key, mediaType: 'image/jpeg', bytes, size: bytes.length });
    keys.push(key);
  }
  await db()
    .insert(achievementImages)
    .values(keys.map((imageKey, position) => ({ achievementId: row.id, position, imageKey })));
  return { id: row.id, descriptionId: description.id, keys };
}

/** Removes it with its images, rows and all (nothing else keeps them). */
async function removeWithImages(big: Awaited<ReturnType<typeof bigAchievement>>) {
  await db().delete(achievements).where(eq(achievements.id, big.id));
  await db().delete(languageEntries).where(eq(languageEntries.id, big.descriptionId));
  await db().delete(images).where(inArray(images.key, big.keys));
  expect(await db().select().from(images).where(inArray(images.key, big.keys))).toHaveLength(0);
}

/** A request over a real socket, stopped after its first chunk of body. */
function openPaused(url: string) {
  return new Promise<{
    request: http.ClientRequest;
    response: http.IncomingMessage;
    first: Buffer;
  }>((resolve, reject) => {
    const request = http.get(origin + url, { agent: false }, (response) => {
      response.once('data', (first: Buffer) => {
        response.pause();
        resolve({ request, response, first });
      });
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/** The rest of a paused answer, with its first chunk. */
function readRest({ response, first }: { response: http.IncomingMessage; first: Buffer }) {
  return new Promise<string>((resolve, reject) => {
    const chunks = [first];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks).toString()));
    response.once('error', reject);
    response.resume();
  });
}

async function eventually(condition: () => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Holds the only build slot until `release` is called: a build that waits. */
function holdBuildSlot() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const build = files().build('held', `held ${Math.random()}`, async (out) => {
    await out.write('[]');
    await gate;
    return undefined;
  });
  return {
    async release() {
      release();
      files().skip(await build);
    },
  };
}

describe('the same bytes as the list built in memory', () => {
  test('achievements and services (public and staff), whatever the batches of image bytes', async () => {
    await content();
    const cases: [string, Record<string, string>, string][] = [
      [ACHIEVEMENTS, {}, await inMemoryAnswer('achievements')],
      [SERVICES, {}, await inMemoryAnswer('services')],
      [`${SERVICES}?images=data`, bearer(token), await inMemoryAnswer('services', true)],
    ];
    for (const [url, headers, expected] of cases) {
      expect(expected).toContain('"data:image/');
      // Built, then from the file; compression is never offered.
      for (let i = 0; i < 2; i++) {
        const response = await get(url, { ...headers, 'accept-encoding': 'br, gzip' });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect({ url, same: response.body === expected }).toEqual({ url, same: true });
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(expected));
        const head = await get(url, headers, 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-length']).toBe(response.headers['content-length']);
        expect(head.headers.etag).toBe(response.headers.etag);
      }
    }
    // The public and the staff service lists are two answers.
    const [publicList, staffList] = [JSON.parse(cases[1][2]), JSON.parse(cases[2][2])];
    expect(staffList.length).toBeGreaterThan(publicList.length);
    // The forms by address are the in-memory answers they were.
    const byUrl = await get(`${ACHIEVEMENTS}?images=url`);
    expect(byUrl.json()).toEqual(
      JSON.parse(cases[0][2]).map((one: { images: string[] }) => ({
        ...one,
        images: one.images.map(() => expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}$/)),
      })),
    );
  });

  test('the writer reads image bytes a batch at a time, in one snapshot', async () => {
    await content();
    const expected = JSON.stringify(await listAchievements(db(), { images: 'data' }));
    let text = '';
    const out = { serialize: JSON.stringify, write: async (piece: string) => void (text += piece) };
    const queries = await server.countQueries(() =>
      writeAchievementsWithDataUrls(db(), out, { batchBytes: 1 }),
    );
    expect(text === expected).toBe(true);
    // One image per batch: the shared photo again after another image is read again.
    const byteReads = queries.filter((query) => /"bytes"/.test(query));
    expect(byteReads.length).toBe(5);
  });

  test('images removed while the answer is being written are still in it: one snapshot', async () => {
    const big = await bigAchievement(3, 64 * 1024);
    await achievement('Gent', [await photoFile(60, 40)]);
    const expected = JSON.stringify(await listAchievements(db(), { images: 'data' }));
    let text = '';
    let removal: Promise<void> | undefined;
    await writeAchievementsWithDataUrls(
      db(),
      {
        serialize: JSON.stringify,
        write: async (piece) => {
          text += piece;
          // The first piece goes out before the second batch is read. PostgreSQL commits the
          // removal meanwhile; the embedded database runs it once the snapshot has ended.
          removal ??= removeWithImages(big);
          if (server.database.kind === 'postgres') await removal;
        },
      },
      { batchBytes: 1 },
    );
    await removal;
    expect(text === expected).toBe(true);
    expect(JSON.parse(text).map((one: { id: number }) => one.id)).toContain(big.id);
    // The next answer is the data without it.
    const after = await get(ACHIEVEMENTS);
    expect(after.json().map((one: { id: number }) => one.id)).not.toContain(big.id);
  });
});

describe('ETag and 304', () => {
  test('a repeat with the ETag answers 304 without building; a write makes a new answer', async () => {
    await content();
    const first = await get(ACHIEVEMENTS);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const method of ['GET', 'HEAD'] as const) {
      const queries = await server.countQueries(async () => {
        const repeat = await get(ACHIEVEMENTS, { 'if-none-match': etag }, method);
        expect({ status: repeat.statusCode, body: repeat.body }).toEqual({ status: 304, body: '' });
        expect(repeat.headers.etag).toBe(etag);
        expect(repeat.headers['content-type']).toBeUndefined();
      });
      expect(queries.filter((query) => query.includes('"achievements"'))).toEqual([]);
    }
    // Another server on the same database: the same versions, the same tag, nothing built.
    const other = await buildApp(server.config, { database: server.database, logger: false });
    try {
      await other.ready();
      const queries = await server.countQueries(async () => {
        const there = await other.inject({ url: ACHIEVEMENTS, headers: { 'if-none-match': etag } });
        expect(there.statusCode).toBe(304);
      });
      expect(queries.filter((query) => query.includes('"achievements"'))).toEqual([]);
      // A write through the other server: this one answers the new list.
      const body = await multipart(
        { location: 'Aalst', descriptionDutch: '<p>NL</p>', descriptionEnglish: '<p>EN</p>' },
        [await photoFile(50, 50)],
      );
      const created = await other.inject({
        method: 'POST',
        url: '/api/achievement/create',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await other.close();
    }
    const after = await get(ACHIEVEMENTS, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body === (await inMemoryAnswer('achievements'))).toBe(true);
    expect(after.json()[0].location).toBe('Aalst');
  });

  test('writes between two reads change each list; staff and public have their own tags', async () => {
    const id = await service(true, true, 1);
    const hidden = await service(false, false, 0);
    const tags = new Set<string>();
    const read = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      tags.add(String(response.headers.etag));
      return response;
    };
    const publicBefore = await read(SERVICES);
    const staffBefore = await read(SERVICES, bearer(token));
    expect(staffBefore.headers['cache-control']).toBe('private, no-cache');
    expect(staffBefore.headers.vary).toMatch(/Authorization/);
    expect(tags.size).toBe(2);
    // Enable the hidden service: the public list grows.
    const current = (
      await server.app.inject({
        url: `/api/service/get/${hidden}?images=url`,
        headers: bearer(token),
      })
    ).json();
    await call('PUT', `/api/service/update/${hidden}`, {
      titleId: current.title.id,
      descriptionId: current.description.id,
      enabled: true,
    });
    const publicAfter = await read(SERVICES);
    expect(publicAfter.json()).toHaveLength(publicBefore.json().length + 1);
    expect(publicAfter.body === (await inMemoryAnswer('services'))).toBe(true);
    // A new image on a block: the staff list changes too.
    const [block] = (
      await server.app.inject({ url: `/api/service/get/${id}?images=url`, headers: bearer(token) })
    ).json().content;
    await call(
      'PUT',
      `/api/service/updateServiceContent/${block.id}`,
      { titleId: block.title.id, bodyId: block.body.id },
      [await photoFile(70, 70)],
    );
    const staffAfter = await read(SERVICES, bearer(token));
    expect(staffAfter.body).not.toBe(staffBefore.body);
    expect(staffAfter.body === (await inMemoryAnswer('services', true))).toBe(true);
    expect(tags.size).toBe(4);
  });
});

describe('bounded builds', () => {
  test('with every build slot taken, a request waits, then answers 503 with Retry-After', async () => {
    await content();
    const held = holdBuildSlot();
    try {
      const started = Date.now();
      const refused = await get(ACHIEVEMENTS);
      expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
      expectError(refused, 503, 'DATABASE_UNAVAILABLE');
      expect(refused.json().message).toMatch(/large answers/);
      expect(refused.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
      expect(refused.headers.etag).toBeUndefined();
      // The forms by address are not limited.
      expect((await get(`${ACHIEVEMENTS}?images=url`)).statusCode).toBe(200);
    } finally {
      await held.release();
    }
    expect((await get(ACHIEVEMENTS)).statusCode).toBe(200);
    expect(files().builds).toBe(0);
  });

  test('a request that finds the slot freed within its wait is answered', async () => {
    await content();
    const held = holdBuildSlot();
    const answer = get(SERVICES);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS / 3));
    await held.release();
    expect((await answer).statusCode).toBe(200);
  });

  test('concurrent requests for one answer share one build', async () => {
    await content();
    let responses: LightMyRequestResponse[] = [];
    const queries = await server.countQueries(async () => {
      responses = await Promise.all(Array.from({ length: 8 }, () => get(ACHIEVEMENTS)));
    });
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(queries.filter((query) => query.includes('from "achievements"'))).toHaveLength(1);
  });
});

describe('streams', () => {
  test('a client that leaves mid-stream closes its file and frees everything', async () => {
    await bigAchievement(4, 4 * 1024 * 1024, { distinct: false });
    const paused = await openPaused(ACHIEVEMENTS);
    expect(paused.response.statusCode).toBe(200);
    expect(files().streams).toBe(1);
    expect(Number(paused.response.headers['content-length'])).toBeGreaterThan(16 * 1024 * 1024);
    paused.request.destroy();
    await eventually(() => files().streams === 0, 'the file closed');
    expect(files().builds).toBe(0);
    // The single build slot is free: another list is built and answered.
    expect((await get(SERVICES)).statusCode).toBe(200);
    const again = await get(ACHIEVEMENTS);
    expect(again.statusCode).toBe(200);
    expect(again.body === (await inMemoryAnswer('achievements'))).toBe(true);
  });

  test('a client that leaves while its answer is built frees everything too', async () => {
    await bigAchievement(2, 1024 * 1024);
    await new Promise<void>((resolve) => {
      const request = http.get(origin + ACHIEVEMENTS, { agent: false });
      request.once('error', () => resolve());
      request.once('response', () => resolve());
      setImmediate(() => request.destroy());
    });
    await eventually(() => files().builds === 0 && files().streams === 0, 'build and file done');
    expect((await get(SERVICES)).statusCode).toBe(200);
    expect((await get(ACHIEVEMENTS)).statusCode).toBe(200);
    // A file closes just after its last byte was read.
    await eventually(() => files().streams === 0, 'the file closed');
  });

  test('an achievement removed with its images during a stream: the stream ends whole, the next read is without it', async () => {
    const big = await bigAchievement(4, 4 * 1024 * 1024, { distinct: false });
    await achievement('Gent', [await photoFile(60, 40)]);
    const expected = await inMemoryAnswer('achievements');
    const paused = await openPaused(ACHIEVEMENTS);
    await removeWithImages(big);
    const body = await readRest(paused);
    expect(body.length).toBe(expected.length);
    expect(body === expected).toBe(true);
    await eventually(() => files().streams === 0, 'the file closed');
    const after = await get(ACHIEVEMENTS);
    expect(after.json().map((one: { id: number }) => one.id)).not.toContain(big.id);
    expect(after.body === (await inMemoryAnswer('achievements'))).toBe(true);
  });
});

describe('answers held in memory', () => {
  test('sent from memory with the bytes, headers and tags of the streamed answer; a write replaces them', async () => {
    await content();
    const streamed = await get(SERVICES);
    const memory = 64 * 1024 * 1024;
    const held = await server.otherInstance({
      dataUrlAnswers: { builds: 1, waitMs: WAIT_MS, memoryBytes: memory },
    });
    const read = (headers: Record<string, string> = {}) => held.inject({ url: SERVICES, headers });
    const streams = jest.spyOn(held.fileAnswers.files, 'stream');
    const first = await read();
    expect(held.fileAnswers.files.memoryBytes).toBe(Buffer.byteLength(first.body));
    const queries = await server.countQueries(async () => {
      for (const response of [first, await read()]) {
        expect(response.statusCode).toBe(200);
        expect(response.body === streamed.body).toBe(true);
        for (const header of ['etag', 'content-length', 'content-type', 'cache-control', 'vary'])
          expect(response.headers[header]).toBe(streamed.headers[header]);
        expect(response.headers['content-encoding']).toBeUndefined();
      }
    });
    expect(queries.filter((query) => query.includes('"services"'))).toEqual([]);
    expect(streams).not.toHaveBeenCalled();
    expect((await read({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await service(true, false, 0);
    const after = await read();
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body === (await inMemoryAnswer('services'))).toBe(true);
    // Only the newest answer is held: the replaced one's bytes were let go.
    expect(held.fileAnswers.files.memoryBytes).toBe(Buffer.byteLength(after.body));
  });
});

describe('the files themselves', () => {
  test('a failed build frees its slot and leaves no file; a replaced file goes after its last reader', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'file-answers-test-'));
    const answers = new FileAnswers({ builds: 1, waitMs: 0, parent });
    const listing = () => fs.readdirSync(path.join(parent, fs.readdirSync(parent)[0])).sort();
    try {
      await expect(
        answers.build('v', 'k1', async (out) => {
          await out.write('[1');
          throw new Error('the database went away');
        }),
      ).rejects.toThrow('the database went away');
      expect(answers.builds).toBe(0);
      expect(listing()).toEqual([]);

      const first = await answers.build('v', 'k1', async (out) => {
        await out.write('[1]');
        return 'k1';
      });
      expect(answers.find('v', 'k1')).toBe(first);
      const reading = (await answers.stream(first))!;
      // One slot: a second build at the same time is refused at once (waitMs 0).
      let finish!: () => void;
      const gate = new Promise<void>((resolve) => (finish = resolve));
      const second = answers.build('v', 'k2', async (out) => {
        await out.write('[2]');
        await gate;
        return 'k2';
      });
      await expect(
        answers
          .build('w', 'k3', async () => 'k3')
          .catch((error: { statusCode?: number }) => {
            throw new Error(`refused ${error.statusCode}`);
          }),
      ).rejects.toThrow('refused 503');
      finish();
      await second;
      expect(answers.find('v', 'k1')).toBeUndefined();
      expect(answers.find('v', 'k2')).toBeDefined();
      // The replaced file stays while it is read, and goes after.
      expect(listing()).toHaveLength(2);
      reading.resume();
      await once(reading, 'close');
      await eventually(() => listing().length === 1, 'the replaced file removed');
      expect(answers.streams).toBe(0);
    } finally {
      await answers.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  test('held bytes stay within the budget, least recently sent let go first; too large is streamed', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'file-answers-test-'));
    const answers = new FileAnswers({ builds: 1, waitMs: 0, parent, memoryBytes: 10 });
    const write =
      (text: string, key: string) => async (out: { write(t: string): Promise<void> }) => {
        await out.write(text);
        return key;
      };
    try {
      const a = await answers.build('a', 'ka', write('[1,2]', 'ka'));
      const b = await answers.build('b', 'kb', write('[3,4]', 'kb'));
      expect(answers.memoryBytes).toBe(10);
      // a was sent last: b is let go to make room for c.
      expect(answers.bytesOf(a)?.toString()).toBe('[1,2]');
      const c = await answers.build('c', 'kc', write('[5]', 'kc'));
      expect([answers.bytesOf(a), answers.bytesOf(b), answers.bytesOf(c)].map(String)).toEqual([
        '[1,2]',
        'undefined',
        '[5]',
      ]);
      expect(answers.memoryBytes).toBe(8);
      // Over the whole budget: kept as a file only, and nothing held is let go for it.
      const large = await answers.build('d', 'kd', write('[1234567890]', 'kd'));
      expect(answers.bytesOf(large)).toBeUndefined();
      expect(answers.memoryBytes).toBe(8);
      const stream = (await answers.stream(large))!;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('[1234567890]');
      // A newer version of a replaces it, in memory too.
      const a2 = await answers.build('a', 'ka2', write('[9]', 'ka2'));
      expect(answers.bytesOf(a)).toBeUndefined();
      expect(answers.bytesOf(a2)?.toString()).toBe('[9]');
      expect(answers.memoryBytes).toBe(6);
      await answers.close();
      expect(answers.memoryBytes).toBe(0);
    } finally {
      await answers.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
