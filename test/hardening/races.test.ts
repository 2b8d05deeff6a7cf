import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeChat } from '../../server/services/customer-chats';
import type { ErrorCode } from '../../server/schemas';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

/**
 * Writes racing removals of what they refer to, many rounds, over real HTTP on a listening
 * server: on PGlite, and on a throwaway PostgreSQL cluster where the pool runs the requests'
 * transactions truly in parallel. The contract: such a write answers 404 or 409 (or 400
 * UNKNOWN_REFERENCE), a removal 204, 404 or 409, reads 200 or 404; never a 5xx. After every
 * round the tables hold nothing half-written. (PGlite runs one statement at a time, so there
 * these rounds seldom land inside a write; server/test/races.test.ts forces those moments.)
 */

/**
 * PostgreSQL runs more rounds: its races are real parallelism. The rounds are a sample, for what
 * the forced moments of server/test/races.test.ts do not foresee; their number is what CI's
 * longest lane affords (each round costs about a second there on a loaded machine).
 */
const ROUNDS = { pglite: 12, postgres: 30 };

interface Answer {
  kind: string;
  status: number;
  code?: ErrorCode;
  body?: unknown;
}
/** Per kind of request, the statuses it may answer and, for an error, the code it must carry. */
type Allowed = Record<string, Record<number, ErrorCode | null>>;

interface Figures {
  rounds: number;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  ms: number;
}
const figures: Record<string, Record<string, Figures>> = {};

afterAll(() => {
  for (const [database, kinds] of Object.entries(figures)) {
    const all = Object.values(kinds);
    const sum = (pick: (f: Figures) => number) => all.reduce((total, f) => total + pick(f), 0);
    console.log(
      `races on ${database}: ${all.length} kinds, ${sum((f) => f.requests)} requests, ` +
        `${sum((f) => f.serverErrors)} answered 5xx, ${(sum((f) => f.ms) / 1000).toFixed(1)} s racing`,
    );
    for (const [race, f] of Object.entries(kinds)) {
      const histogram = Object.entries(f.statuses)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ');
      console.log(
        `races on ${database}, ${race}: ${f.rounds} rounds, ${f.requests} requests, ` +
          `${f.serverErrors} answered 5xx, ${(f.ms / 1000).toFixed(1)} s\n  ${histogram}`,
      );
    }
  }
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['pglite', 'postgres'] as const)('on %s', (database) => {
  let cluster: ThrowawayPostgres | undefined;
  let server: TestServer;
  let base: string;
  let token: string;

  beforeAll(async () => {
    if (database === 'postgres') cluster = await startThrowawayPostgres();
    // Customers start chats in the races too: far more than the per-address limit allows.
    server = await startTestServer(
      { chatCreateLimit: { perAddress: 100_000, windowSeconds: 3600 } },
      { postgres: cluster?.url ?? null },
    );
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    token = await server.signIn();
  }, 180_000);
  afterAll(async () => {
    try {
      await server?.close();
    } finally {
      cluster?.destroy();
    }
  }, 120_000);

  /** One HTTP request; a JSON body, or multipart with a `data` part. */
  async function call(
    kind: string,
    method: string,
    path: string,
    body?: { json: object } | { data: object; files?: Buffer[] },
  ): Promise<Answer> {
    let payload: string | FormData | undefined;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body && 'json' in body) {
      payload = JSON.stringify(body.json);
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = new FormData();
      payload.append('data', JSON.stringify(body.data));
      for (const [i, file] of (body.files ?? []).entries())
        payload.append(
          'files',
          new Blob([new Uint8Array(file)], { type: 'image/png' }),
          `${i}.png`,
        );
    }
    const response = await fetch(`${base}/api${path}`, { method, headers, body: payload });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    return {
      kind,
      status: response.status,
      ...(response.status >= 400 ? { code: parsed?.code } : { body: parsed }),
    };
  }

  const query = async <T>(text: string) =>
    ((await server.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const count = async (from: string) =>
    (await query<{ n: number }>(`select count(*)::int as n from ${from}`))[0].n;

  /** Every message belongs to a chat, every chat has a message, every block to a service. */
  async function expectNoOrphans() {
    expect({
      messagesWithoutChat: await count(
        'messages m where not exists (select 1 from chats c where c.id = m.chat_id)',
      ),
      chatsWithoutMessage: await count(
        'chats c where not exists (select 1 from messages m where m.chat_id = c.id)',
      ),
      blocksWithoutService: await count(
        'service_contents b where not exists (select 1 from services s where s.id = b.service_id)',
      ),
    }).toEqual({ messagesWithoutChat: 0, chatsWithoutMessage: 0, blocksWithoutService: 0 });
  }

  /**
   * Images nothing refers to: shown by nothing, kept by no version and by nothing in the trash.
   * Every write deletes those it leaves, so any found is a leak.
   */
  const unreferencedImages = () =>
    count(`images i where not exists (select 1 from services s where s.image_key = i.key)
      and not exists (select 1 from service_contents c where c.image_key = i.key)
      and not exists (select 1 from achievement_images a where a.image_key = i.key)
      and not exists (select 1 from version_images v where v.image_key = i.key)
      and not exists (select 1 from trash_images t where t.image_key = i.key)`);

  /**
   * Sends the requests together, the removal a few milliseconds later in some rounds so that
   * it lands before, among and after the others; checks and counts every answer.
   */
  async function race(
    name: string,
    round: number,
    requests: (() => Promise<Answer>)[],
    removal: () => Promise<Answer>,
    allowed: Allowed,
  ) {
    const started = Date.now();
    const delay = round % 4;
    const answers = await Promise.all([
      ...requests.map((send) => send()),
      (delay ? pause(delay) : Promise.resolve()).then(removal),
    ]);
    const f = ((figures[database] ??= {})[name] ??= {
      rounds: 0,
      requests: 0,
      statuses: {},
      serverErrors: 0,
      ms: 0,
    });
    f.rounds++;
    f.requests += answers.length;
    f.ms += Date.now() - started;
    for (const { kind, status } of answers) {
      f.statuses[`${kind} ${status}`] = (f.statuses[`${kind} ${status}`] ?? 0) + 1;
      if (status >= 500) f.serverErrors++;
    }
    const unexpected = answers
      .filter(({ kind, status, code }) => {
        const expected = allowed[kind]?.[status];
        return expected === undefined || (expected !== null && expected !== code);
      })
      .map(({ kind, status, code }) => ({ kind, status, code }));
    expect(unexpected).toEqual([]);
    return answers;
  }

  let entries = 0;
  /** A new language entry; names are unique over the file, whose tests share one database. */
  const entry = async (name: string) => {
    const answer = await call('entry', 'POST', '/language/create', {
      json: { name: `${name}-${++entries}`, group: 'diensten' },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  };
  const service = async (titleId: number, descriptionId: number) => {
    const answer = await call('service', 'POST', '/service/create', {
      data: { titleId, descriptionId },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  };
  const block = async (serviceId: number, titleId: number, bodyId: number) => {
    const answer = await call('block', 'POST', `/service/addServiceContent/${serviceId}`, {
      data: { titleId, bodyId },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  };
  const chat = (subject: string) =>
    storeChat(server.database.db, {
      subject,
      author: {
        firstName: 'Lotte',
        lastName: 'Maes',
        email: 'lotte@example.be',
        phone: '',
        address: '',
      },
      content: 'Eerste bericht',
    }).then((created) => created.id);

  test('replies, reads and new chats racing the removal of a chat', async () => {
    for (let round = 0; round < ROUNDS[database]; round++) {
      const doomed = await chat(`Weg ${round}`);
      const kept = await chat(`Blijft ${round}`);
      const chats = await count('chats');
      const requests = Array.from({ length: 24 }, (_, i) => {
        if (i % 12 === 5) return () => call('read', 'GET', `/chat/get/${doomed}`);
        if (i % 12 === 11) return () => call('mark', 'PUT', `/chat/markRead/${doomed}`);
        if (i % 6 === 4) return () => call('list', 'GET', '/chat/getall');
        if (i % 12 === 2)
          return () =>
            call('start', 'POST', '/chat/create', {
              json: {
                subject: `Nieuw ${round}`,
                author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
                content: 'Hallo',
              },
            });
        const chatId = i % 6 === 3 ? kept : doomed;
        const kind = chatId === kept ? 'other' : 'reply';
        return () =>
          call(kind, 'POST', `/chat/createMessage/${chatId}`, { json: { content: 'Antwoord' } });
      });
      const answers = await race(
        'chat: replies, reads, starts vs chat removal',
        round,
        requests,
        () => call('remove', 'DELETE', `/chat/remove/${doomed}`),
        {
          reply: { 201: null, 404: 'NOT_FOUND' },
          other: { 201: null },
          start: { 201: null },
          read: { 200: null, 404: 'NOT_FOUND' },
          mark: { 204: null, 404: 'NOT_FOUND' },
          list: { 200: null },
          remove: { 204: null },
        },
      );
      // A reader never sees a chat without its first message.
      for (const { kind, body } of answers) {
        if (kind === 'read' && body)
          expect((body as { messageCount: number }).messageCount).toBeGreaterThan(0);
        if (kind === 'list') {
          for (const c of body as { messageCount: number; messages: unknown[] }[]) {
            expect(c.messages).toHaveLength(1);
            expect(c.messageCount).toBeGreaterThan(0);
          }
        }
      }
      expect(await count(`messages where chat_id = ${doomed}`)).toBe(0);
      const others = answers.filter((a) => a.kind === 'other').length;
      expect(await count(`messages where chat_id = ${kept}`)).toBe(1 + others);
      const started = answers.filter((a) => a.kind === 'start').length;
      expect(await count('chats')).toBe(chats - 1 + started);
      await expectNoOrphans();
    }
  });

  test('content blocks added and changed, and reads, racing the removal of their service', async () => {
    const titleId = await entry('titel');
    const bodyId = await entry('tekst');
    for (let round = 0; round < ROUNDS[database]; round++) {
      const serviceId = await service(titleId, bodyId);
      const blockId = await block(serviceId, titleId, bodyId);
      const requests = Array.from({ length: 18 }, (_, i) => {
        if (i % 6 === 5) return () => call('read', 'GET', `/service/get/${serviceId}`);
        if (i % 6 === 4) return () => call('list', 'GET', '/service/getall');
        if (i % 3 === 2)
          return () =>
            call('change', 'PUT', `/service/updateServiceContent/${blockId}`, {
              data: { titleId: bodyId, bodyId: titleId },
            });
        return () =>
          call('add', 'POST', `/service/addServiceContent/${serviceId}`, {
            data: { titleId, bodyId },
          });
      });
      await race(
        'service: block writes vs service removal',
        round,
        requests,
        () => call('remove', 'DELETE', `/service/removeService/${serviceId}`),
        {
          add: { 201: null, 404: 'NOT_FOUND' },
          change: { 200: null, 404: 'NOT_FOUND' },
          read: { 200: null, 404: 'NOT_FOUND' },
          mark: { 204: null, 404: 'NOT_FOUND' },
          list: { 200: null },
          remove: { 204: null },
        },
      );
      expect(await count(`service_contents where service_id = ${serviceId}`)).toBe(0);
      await expectNoOrphans();
    }
    expect(await count('services')).toBe(0);
  });

  test('service and block creates and changes racing the removal of the language entry they use', async () => {
    const titleId = await entry('titel');
    const descriptionId = await entry('omschrijving');
    const serviceId = await service(titleId, descriptionId);
    const blockId = await block(serviceId, titleId, descriptionId);
    const kinds = ['create', 'update', 'add', 'change'] as const;
    const outcomes = { removed: 0, inUse: 0 };

    for (let round = 0; round < ROUNDS[database]; round++) {
      const doomed = await entry(`weg-${round}`);
      const services = await count('services');
      const blocks = await count('service_contents');
      const requests = Array.from({ length: 16 }, (_, i) => {
        if (i % 8 === 7) return () => call('list', 'GET', '/service/getall');
        const kind = kinds[(round + i) % kinds.length];
        const [method, path, data] = {
          create: ['POST', '/service/create', { titleId: doomed, descriptionId }],
          update: ['PUT', `/service/update/${serviceId}`, { titleId: doomed, descriptionId }],
          add: ['POST', `/service/addServiceContent/${serviceId}`, { titleId, bodyId: doomed }],
          change: [
            'PUT',
            `/service/updateServiceContent/${blockId}`,
            { titleId: doomed, bodyId: descriptionId },
          ],
        }[kind] as [string, string, object];
        return () => call(kind, method, path, { data });
      });
      const answers = await race(
        'language: service and block writes vs entry removal',
        round,
        requests,
        () => call('remove', 'DELETE', `/language/remove/${doomed}`),
        {
          create: { 201: null, 400: 'UNKNOWN_REFERENCE' },
          update: { 200: null, 400: 'UNKNOWN_REFERENCE' },
          add: { 201: null, 400: 'UNKNOWN_REFERENCE' },
          change: { 200: null, 400: 'UNKNOWN_REFERENCE' },
          list: { 200: null },
          remove: { 204: null, 409: 'IN_USE' },
        },
      );
      const succeeded = answers.filter(
        (a) => !['remove', 'list'].includes(a.kind) && a.status < 300,
      );
      const removed = answers.find((a) => a.kind === 'remove')!.status === 204;
      outcomes[removed ? 'removed' : 'inUse']++;
      // Removed only when no write got in first; otherwise what got in is there to see.
      expect({ removed, anyWrite: succeeded.length > 0 }).toEqual({
        removed,
        anyWrite: !removed,
      });
      const uses = await count(
        `(select title_id as id from services union all select description_id from services
          union all select title_id from service_contents union all select body_id from service_contents) used
          where used.id = ${doomed}`,
      );
      expect(uses > 0).toBe(!removed);
      expect(await count(`language_entries where id = ${doomed}`)).toBe(removed ? 0 : 1);
      const createdHere = (kind: string) =>
        answers.filter((a) => a.kind === kind && a.status === 201).length;
      expect(await count('services')).toBe(services + createdHere('create'));
      expect(await count('service_contents')).toBe(blocks + createdHere('add'));
      await expectNoOrphans();

      // Back to entries that stay, so that only the next round's writes use its entry.
      await query(`delete from services where id <> ${serviceId}`);
      await query(`delete from service_contents where id <> ${blockId}`);
      await query(`update services set title_id = ${titleId} where id = ${serviceId}`);
      await query(`update service_contents set title_id = ${titleId} where id = ${blockId}`);
    }
    console.log(
      `races on ${database}, language entry removals: ${outcomes.removed} removed, ${outcomes.inUse} refused as in use`,
    );
  });

  test('achievements removed, twice, racing the removal of their description entry and new achievements', async () => {
    const create = (i: number) =>
      call('create', 'POST', '/achievement/create', {
        data: { location: `Gent ${i}`, descriptionDutch: 'Gevel', descriptionEnglish: 'Facade' },
      });
    for (let round = 0; round < ROUNDS[database]; round++) {
      const made = await create(-1);
      expect(made.status).toBe(201);
      const id = (made.body as { id: number }).id;
      const [{ descriptionId }] = await query<{ descriptionId: number }>(
        `select description_id as "descriptionId" from achievements where id = ${id}`,
      );
      const answers = await race(
        'achievement: removals vs description entry removal',
        round,
        [
          () => call('removeAchievement', 'DELETE', `/achievement/remove/${id}`),
          () => call('removeAchievement', 'DELETE', `/achievement/remove/${id}`),
          () => create(round),
          () => call('list', 'GET', '/achievement/getall'),
          () => call('list', 'GET', '/achievement/getall'),
        ],
        () => call('removeEntry', 'DELETE', `/language/remove/${descriptionId}`),
        {
          removeAchievement: { 204: null, 404: 'NOT_FOUND' },
          create: { 201: null },
          list: { 200: null },
          removeEntry: { 404: 'NOT_FOUND', 409: 'IN_USE' },
        },
      );
      expect(
        answers.filter((a) => a.kind === 'removeAchievement' && a.status === 204),
      ).toHaveLength(1);
      expect(await count(`achievements where id = ${id}`)).toBe(0);
      expect(await count(`achievement_images where achievement_id = ${id}`)).toBe(0);
      expect(await count(`language_entries where id = ${descriptionId}`)).toBe(0);
      // Every other achievement still has its description.
      expect(
        await count(
          'achievements a where not exists (select 1 from language_entries e where e.id = a.description_id)',
        ),
      ).toBe(0);
    }
  });

  test('achievement updates and reads racing its removal and the removal of its description entry', async () => {
    // Graphics of their own colours: each a different image, stored under its own key.
    const png = (n: number) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n, g: 80, b: 160 } } })
        .png()
        .toBuffer();
    const data = { location: 'Gent', descriptionDutch: 'Gevel', descriptionEnglish: 'Facade' };
    for (let round = 0; round < ROUNDS[database]; round++) {
      const made = await call('create', 'POST', '/achievement/create', {
        data,
        files: [await png(round % 250), await png((round + 1) % 250)],
      });
      expect(made.status).toBe(201);
      const id = (made.body as { id: number }).id;
      const [{ descriptionId }] = await query<{ descriptionId: number }>(
        `select description_id as "descriptionId" from achievements where id = ${id}`,
      );
      const keys = (
        await query<{ key: string }>(
          `select image_key as key from achievement_images where achievement_id = ${id} order by position`,
        )
      ).map((row) => row.key);
      const extra = await png((round + 100) % 250);
      const update = (keepImages: string[] | undefined, files: Buffer[]) => () =>
        call('update', 'PUT', `/achievement/update/${id}?images=url`, {
          data: { ...data, location: `Brugge ${round}`, ...(keepImages && { keepImages }) },
          files,
        });
      await race(
        'achievement: updates vs achievement and entry removal',
        round,
        [
          update([keys[1], keys[0]], [extra]),
          update([], [extra]),
          update(undefined, []),
          update([keys[0]], []),
          () => call('list', 'GET', '/achievement/getall?images=url'),
          () => call('removeEntry', 'DELETE', `/language/remove/${descriptionId}`),
        ],
        () => call('removeAchievement', 'DELETE', `/achievement/remove/${id}`),
        {
          update: { 200: null, 404: 'NOT_FOUND', 400: 'VALIDATION' },
          list: { 200: null },
          removeEntry: { 404: 'NOT_FOUND', 409: 'IN_USE' },
          removeAchievement: { 204: null },
        },
      );
      expect(await count(`achievements where id = ${id}`)).toBe(0);
      expect(await count(`achievement_images where achievement_id = ${id}`)).toBe(0);
      expect(await count(`language_entries where id = ${descriptionId}`)).toBe(0);
      // In the trash once, with its description; no image is left that nothing refers to.
      expect(
        await count(`trash where kind = 'achievement' and entity_id = ${id}
          and (data->'description'->>'id')::int = ${descriptionId}`),
      ).toBe(1);
      expect(await unreferencedImages()).toBe(0);
      // Emptied now and then: the achievements' history and images go with them.
      if (round % 10 === 9) {
        expect((await call('empty', 'DELETE', '/trash/empty')).status).toBe(204);
        expect(await count('trash')).toBe(0);
        expect(await count(`versions where kind = 'achievement' and entity_id = ${id}`)).toBe(0);
        expect(await count('images')).toBe(0);
      }
    }
  });

  test('restores from the trash racing a second restore, a version restore, the removal of the text they need and emptying the trash', async () => {
    const png = (n: number) =>
      sharp({ create: { width: 20, height: 12, channels: 3, background: { r: 40, g: n, b: 90 } } })
        .png()
        .toBuffer();
    const outcomes = { restored: 0, refused: 0, inTrash: 0, emptied: 0 };
    for (let round = 0; round < ROUNDS[database]; round++) {
      const titleId = await entry('titel');
      const bodyId = await entry('tekst');
      const made = await call('service', 'POST', '/service/create', {
        data: { titleId, descriptionId: bodyId },
        files: [await png(round % 250)],
      });
      expect(made.status).toBe(201);
      const serviceId = (made.body as { id: number }).id;
      const blockId = await block(serviceId, titleId, bodyId);
      expect((await call('remove', 'DELETE', `/service/removeService/${serviceId}`)).status).toBe(
        204,
      );
      const restore = () => call('restore', 'POST', `/trash/restore/service/${serviceId}`);
      const empty = () => call('empty', 'DELETE', '/trash/empty');
      const removeTitle = () => call('removeTitle', 'DELETE', `/language/remove/${titleId}`);
      // Which one comes last, a few milliseconds late in most rounds, changes round by round.
      // Every fourth round the trash is not emptied: what a refused restore left stays there.
      const list = () => call('list', 'GET', '/trash/getall');
      const [others, late] = [
        [[restore, removeTitle], empty],
        [[empty, removeTitle], restore],
        [[restore, empty], removeTitle],
        [[list, removeTitle], restore],
      ][round % 4] as [(() => Promise<Answer>)[], () => Promise<Answer>];
      const answers = await race(
        'trash: restores vs text removal and emptying',
        round,
        [
          ...others,
          restore,
          () => call('version', 'POST', `/history/restore/service/${serviceId}/1`),
          list,
        ],
        late,
        {
          restore: { 200: null, 404: 'NOT_FOUND', 409: 'MISSING_REFERENCES' },
          version: { 200: null, 404: 'NOT_FOUND' },
          removeTitle: { 204: null, 409: 'IN_USE' },
          list: { 200: null },
          empty: { 204: null },
        },
      );
      const status = (kind: string) => answers.filter((a) => a.kind === kind).map((a) => a.status);
      const restored = status('restore').filter((code) => code === 200).length;
      const live = await count(`services where id = ${serviceId}`);
      const trashed = await count(`trash where kind = 'service' and entity_id = ${serviceId}`);
      // Back once at most, whole: with its block and its texts, which stay in use.
      expect(restored).toBe(live);
      expect(live + trashed).toBeLessThanOrEqual(1);
      expect(await count(`service_contents where id = ${blockId}`)).toBe(live);
      expect(status('removeTitle')).toEqual([live ? 409 : 204]);
      expect(await count(`language_entries where id = ${titleId}`)).toBe(live);
      if (status('version')[0] === 200) expect(live).toBe(1);
      // Its history lives as long as it is live or in the trash.
      const versions = await count(`versions where kind = 'service' and entity_id = ${serviceId}`);
      expect(versions > 0).toBe(live + trashed > 0);
      await expectNoOrphans();
      expect(await unreferencedImages()).toBe(0);
      if (status('restore').includes(409)) outcomes.refused++;
      outcomes[live ? 'restored' : trashed ? 'inTrash' : 'emptied']++;
    }
    console.log(
      `races on ${database}, trash restores: ${outcomes.restored} restored, ` +
        `${outcomes.inTrash} left in the trash, ${outcomes.emptied} emptied; ` +
        `${outcomes.refused} rounds with a restore refused for a missing text`,
    );
  });

  test('no request answered 5xx', () => {
    const races = Object.values(figures[database] ?? {});
    expect(races).toHaveLength(6);
    expect(races.map((f) => f.serverErrors)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
