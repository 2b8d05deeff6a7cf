import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { storeChat } from '../services/customer-chats';
import type { ErrorCode } from '../schemas';
import { bearer, multipart, useTestServer } from './harness';
import { graphicFile, photoFile } from './image-files';

/**
 * Writes racing the removal of what they refer to (the contract: a write that loses such a race
 * answers 404 or 409, never 500). Every answer must be one the contract allows whatever the
 * order, and the tables must hold no half-written state afterwards.
 */
const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

type Send = () => Promise<LightMyRequestResponse>;

const staff = (method: InjectOptions['method'], url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

/** A multipart write, encoded now and sent when called. */
async function upload(method: 'POST' | 'PUT', url: string, data: object): Promise<Send> {
  const body = await multipart(data);
  return () =>
    server.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
}

type Rows<T> = { rows: T[] };
const descriptionOf = async (achievementId: number) => {
  const result = await server.database.db.execute(
    sql.raw(`select description_id as id from achievements where id = ${achievementId}`),
  );
  return (result as unknown as Rows<{ id: number }>).rows[0].id;
};

const count = async (from: string) => {
  const result = await server.database.db.execute(
    sql.raw(`select count(*)::int as n from ${from}`),
  );
  return (result as unknown as Rows<{ n: number }>).rows[0].n;
};

async function entry(name: string) {
  const response = await staff('POST', '/language/create', { name, group: 'diensten' });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function created(send: Send) {
  const response = await send();
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const service = async (titleId: number, descriptionId: number) =>
  created(await upload('POST', '/service/create', { titleId, descriptionId }));
const content = async (serviceId: number, titleId: number, bodyId: number) =>
  created(await upload('POST', `/service/addServiceContent/${serviceId}`, { titleId, bodyId }));
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

/** Empties the trash: what it held goes for good, with its history and its images. */
async function emptyTrash() {
  expect((await staff('DELETE', '/trash/empty')).statusCode).toBe(204);
}

/** Rows that use language entry `id`. */
const usesOf = (id: number) =>
  count(`(select title_id as id from services union all select description_id from services
          union all select title_id from service_contents union all select body_id from service_contents
          union all select description_id from achievements) used where used.id = ${id}`);

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

interface Answer {
  kind: string;
  status: number;
  code?: ErrorCode;
}
const answerOf = (kind: string, response: LightMyRequestResponse): Answer => ({
  kind,
  status: response.statusCode,
  ...(response.statusCode >= 400 ? { code: response.json().code as ErrorCode } : {}),
});

/** Per kind of request, the statuses it may answer and, for an error, the code it must carry. */
type Allowed = Record<string, Record<number, ErrorCode | null>>;

function expectAllowed(answers: Answer[], allowed: Allowed) {
  const unexpected = answers.filter(({ kind, status, code }) => {
    const expected = allowed[kind]?.[status];
    return expected === undefined || (expected !== null && expected !== code);
  });
  expect(unexpected).toEqual([]);
}

const REMOVED_OR_IN_USE = { 204: null, 409: 'IN_USE' } as const;

interface PreparedQuery {
  execute(...args: unknown[]): Promise<unknown>;
}
interface Session {
  prepareQuery(query: { sql: string }, ...rest: unknown[]): PreparedQuery;
  transaction(run: (tx: { session: Session }) => unknown, config?: unknown): Promise<unknown>;
}

/**
 * Runs `other` (a removal, mostly) at the worst moment for a request: just before the
 * request's statement that matches `statement`, after whatever it looked up first. Outside a
 * transaction the request waits until `other` has answered; inside one it cannot (`other` may
 * have to wait for that transaction), so `other` starts there and the request goes on. Wraps the
 * Drizzle session every query goes through, so it works the same on PGlite and PostgreSQL.
 */
async function interleave(statement: RegExp, request: Send, other: Send) {
  const session = (server.database.db as unknown as { session: Session }).session;
  let started: Promise<LightMyRequestResponse> | undefined;
  const interpose = (target: Session, inTransaction: boolean) => {
    const prepareQuery = target.prepareQuery;
    target.prepareQuery = function (this: Session, query, ...rest) {
      const prepared = prepareQuery.call(this, query, ...rest);
      if (!statement.test(query.sql)) return prepared;
      const execute = prepared.execute;
      prepared.execute = async function (this: PreparedQuery, ...args) {
        // Only the first such statement waits: the other request's own may match too.
        if (!started) {
          started = other();
          if (!inTransaction) await started;
        }
        return execute.apply(this, args);
      };
      return prepared;
    };
    return () => void (target.prepareQuery = prepareQuery);
  };
  const restoreQueries = interpose(session, false);
  const transaction = session.transaction;
  session.transaction = function (this: Session, run, config) {
    return transaction.call(this, (tx) => (interpose(tx.session, true), run(tx)), config);
  };
  try {
    const answer = await request();
    expect(started).toBeDefined(); // the statement ran, so the other request did land there
    return { answer, other: (await started)! };
  } finally {
    restoreQueries();
    session.transaction = transaction;
  }
}

describe('a removal landing between a write’s checks and the write itself', () => {
  test('a reply whose chat is removed answers 404, or 201 and goes with the chat', async () => {
    const id = await chat('Weg');
    const { answer: written, other: removed } = await interleave(
      /insert into "messages"/,
      () => staff('POST', `/chat/createMessage/${id}`, { content: 'Antwoord' }),
      () => staff('DELETE', `/chat/remove/${id}`),
    );
    expectAllowed([answerOf('reply', written), answerOf('remove', removed)], {
      reply: { 201: null, 404: 'NOT_FOUND' },
      remove: { 204: null },
    });
    expect(await count(`messages where chat_id = ${id}`)).toBe(0);
    await expectNoOrphans();
  });

  test.each([
    [
      'added',
      'POST',
      '/service/addServiceContent/:service',
      /^insert into "service_contents"/,
      201,
    ],
    ['changed', 'PUT', '/service/updateServiceContent/:block', /^update "service_contents"/, 200],
  ] as const)(
    'a content block %s while its service is removed answers 404, or succeeds and goes with the service',
    async (_, method, path, statement, success) => {
      const titleId = await entry('titel');
      const bodyId = await entry('tekst');
      const serviceId = await service(titleId, bodyId);
      const blockId = await content(serviceId, titleId, bodyId);
      const url = path.replace(':service', String(serviceId)).replace(':block', String(blockId));
      const { answer: written, other: removed } = await interleave(
        statement,
        await upload(method, url, { titleId: bodyId, bodyId: titleId }),
        () => staff('DELETE', `/service/removeService/${serviceId}`),
      );
      expectAllowed([answerOf('write', written), answerOf('remove', removed)], {
        write: { [success]: null, 404: 'NOT_FOUND' },
        remove: { 204: null },
      });
      expect(await count(`service_contents where service_id = ${serviceId}`)).toBe(0);
      await expectNoOrphans();
    },
  );

  test.each([
    ['a service created', 'POST', '/service/create', /^insert into "services"/, 201],
    ['a service changed', 'PUT', '/service/update/:service', /^update "services"/, 200],
    [
      'a content block added',
      'POST',
      '/service/addServiceContent/:service',
      /^insert into "service_contents"/,
      201,
    ],
    [
      'a content block changed',
      'PUT',
      '/service/updateServiceContent/:block',
      /^update "service_contents"/,
      200,
    ],
  ] as const)(
    '%s to use a language entry being removed: 400 UNKNOWN_REFERENCE and 204, or succeeds and 409 IN_USE',
    async (_, method, path, statement, success) => {
      const titleId = await entry('titel');
      const bodyId = await entry('tekst');
      const serviceId = await service(titleId, bodyId);
      const blockId = await content(serviceId, titleId, bodyId);
      const doomed = await entry('weg');
      const url = path.replace(':service', String(serviceId)).replace(':block', String(blockId));
      const data = path.includes('Content')
        ? { titleId, bodyId: doomed }
        : { titleId: doomed, descriptionId: bodyId };
      const services = await count('services');
      const blocks = await count('service_contents');

      const { answer: written, other: removed } = await interleave(
        statement,
        await upload(method, url, data),
        () => staff('DELETE', `/language/remove/${doomed}`),
      );
      expectAllowed([answerOf('write', written), answerOf('remove', removed)], {
        write: { [success]: null, 400: 'UNKNOWN_REFERENCE' },
        remove: REMOVED_OR_IN_USE,
      });
      // Exactly one of the two won, and the tables say which.
      const writeWon = written.statusCode === success;
      expect(removed.statusCode).toBe(writeWon ? 409 : 204);
      expect(await count(`language_entries where id = ${doomed}`)).toBe(writeWon ? 1 : 0);
      expect(await usesOf(doomed)).toBe(writeWon ? 1 : 0);
      const added = writeWon && method === 'POST' ? 1 : 0;
      expect(await count(path.includes('Content') ? 'service_contents' : 'services')).toBe(
        (path.includes('Content') ? blocks : services) + added,
      );
      await expectNoOrphans();
    },
  );

  test('an achievement removed while its description entry is removed: 204, and 404 or 409', async () => {
    const send = await upload('POST', '/achievement/create', {
      location: 'Gent',
      descriptionDutch: 'Nieuwe gevel',
      descriptionEnglish: 'New facade',
    });
    const id = await created(send);
    const descriptionId = await descriptionOf(id);
    const { answer: written, other: removed } = await interleave(
      /^delete from "achievements"/,
      () => staff('DELETE', `/achievement/remove/${id}`),
      () => staff('DELETE', `/language/remove/${descriptionId}`),
    );
    expectAllowed([answerOf('achievement', written), answerOf('entry', removed)], {
      achievement: { 204: null },
      entry: { 404: 'NOT_FOUND', 409: 'IN_USE' },
    });
    expect(await count(`achievements where id = ${id}`)).toBe(0);
    expect(await count(`language_entries where id = ${descriptionId}`)).toBe(0);
  });
});

describe('an achievement update meeting a removal', () => {
  /** An achievement with two graphics of its own; answers its id and description entry. */
  async function achievementWithImages() {
    const body = await multipart(
      { location: 'Gent', descriptionDutch: 'Gevel', descriptionEnglish: 'Facade' },
      [await graphicFile({ width: 41 }), await graphicFile({ width: 42 })],
    );
    const id = await created(() =>
      server.app.inject({
        method: 'POST',
        url: '/api/achievement/create',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      }),
    );
    return { id, descriptionId: await descriptionOf(id) };
  }

  /** Keeps the second image only, adds a new one; sent when called. */
  async function update(id: number): Promise<Send> {
    const result = await server.database.db.execute(
      sql.raw(`select image_key as key from achievement_images
               where achievement_id = ${id} order by position desc limit 1`),
    );
    const [kept] = (result as unknown as Rows<{ key: string }>).rows;
    const body = await multipart(
      {
        location: 'Brugge',
        descriptionDutch: 'Nieuwe gevel',
        descriptionEnglish: 'New facade',
        keepImages: [kept.key],
      },
      [await graphicFile({ width: 43 })],
    );
    return () =>
      server.app.inject({
        method: 'PUT',
        url: `/api/achievement/update/${id}?images=url`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
  }

  test.each([
    ['its first look-up', /^select "description_id" from "achievements"/],
    ['its lock of the description', /^select .* from "language_entries" .* for update/],
    ['its image rows', /^insert into "achievement_images"/],
  ])(
    'a removal landing at %s: the update answers 200 or 404, the removal 204; the trash holds the last state; emptied, nothing is left behind',
    async (_, statement) => {
      const { id, descriptionId } = await achievementWithImages();
      const { answer: written, other: removed } = await interleave(
        statement,
        await update(id),
        () => staff('DELETE', `/achievement/remove/${id}`),
      );
      expectAllowed([answerOf('update', written), answerOf('remove', removed)], {
        update: { 200: null, 404: 'NOT_FOUND' },
        remove: { 204: null },
      });
      if (written.statusCode === 200) {
        expect(written.json()).toMatchObject({ id, location: 'Brugge' });
        expect(written.json().images).toHaveLength(2);
      }
      expect(await count(`achievements where id = ${id}`)).toBe(0);
      expect(await count(`achievement_images where achievement_id = ${id}`)).toBe(0);
      expect(await count(`language_entries where id = ${descriptionId}`)).toBe(0);
      // In the trash once, as the write committed last left it, with its images.
      const updated = written.statusCode === 200;
      expect(
        await count(`trash where kind = 'achievement' and entity_id = ${id}
          and data->'achievement'->>'location' = '${updated ? 'Brugge' : 'Gent'}'
          and jsonb_array_length(data->'images') = 2`),
      ).toBe(1);
      expect(await count('trash')).toBe(1);
      expect(await count('trash_images')).toBe(2);
      expect(await count(`versions where kind = 'achievement' and entity_id = ${id}`)).toBe(
        updated ? 2 : 1,
      );
      expect(await unreferencedImages()).toBe(0);
      // Emptied, the trash takes its history and every image along.
      await emptyTrash();
      expect({
        images: await count('images'),
        versions: await count('versions'),
        versionImages: await count('version_images'),
        trash: await count('trash'),
      }).toEqual({ images: 0, versions: 0, versionImages: 0, trash: 0 });
    },
  );

  test('a removal of its description entry meanwhile is refused as in use; the update holds', async () => {
    const { id, descriptionId } = await achievementWithImages();
    const { answer: written, other: removed } = await interleave(
      /^update "language_entries"/,
      await update(id),
      () => staff('DELETE', `/language/remove/${descriptionId}`),
    );
    expectAllowed([answerOf('update', written), answerOf('entry', removed)], {
      update: { 200: null },
      entry: { 409: 'IN_USE' },
    });
    expect(await count(`language_entries where id = ${descriptionId}`)).toBe(1);
    expect(await count(`achievement_images where achievement_id = ${id}`)).toBe(2);
    // The dropped graphic stays for version 1.
    expect(await count('images')).toBe(3);
    expect(await count('trash')).toBe(0);
    expect(await unreferencedImages()).toBe(0);
  });
});

describe('a restore from the trash meeting a removal', () => {
  /** A service with an image and a content block, removed: in the trash. */
  async function trashedService() {
    const titleId = await entry('titel');
    const bodyId = await entry('tekst');
    const body = await multipart({ titleId, descriptionId: bodyId }, [await graphicFile()]);
    const id = await created(() =>
      server.app.inject({
        method: 'POST',
        url: '/api/service/create',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      }),
    );
    const blockId = await content(id, titleId, bodyId);
    expect((await staff('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);
    return { id, blockId, titleId };
  }

  test.each([
    ['its lock of the trash item', /^select .* from "trash" .* for update/],
    ['its lock of the texts', /^select .* from "language_entries" .* for key share/],
    ['its insert of the service', /^insert into "services"/],
  ])(
    'a removal of its title landing at %s: restored and 409 IN_USE, or 409 MISSING_REFERENCES and removed',
    async (_, statement) => {
      const { id, blockId, titleId } = await trashedService();
      const { answer: restored, other: removed } = await interleave(
        statement,
        () => staff('POST', `/trash/restore/service/${id}`),
        () => staff('DELETE', `/language/remove/${titleId}`),
      );
      expectAllowed([answerOf('restore', restored), answerOf('remove', removed)], {
        restore: { 200: null, 409: 'MISSING_REFERENCES' },
        remove: REMOVED_OR_IN_USE,
      });
      const back = restored.statusCode === 200;
      expect([back, removed.statusCode]).toEqual([back, back ? 409 : 204]);
      if (!back) {
        expect(restored.json().missing).toEqual([
          { kind: 'language', id: titleId, label: expect.any(String), inTrash: true },
        ]);
      }
      expect({
        service: await count(`services where id = ${id}`),
        block: await count(`service_contents where id = ${blockId}`),
        serviceInTrash: await count(`trash where kind = 'service' and entity_id = ${id}`),
        title: await count(`language_entries where id = ${titleId}`),
        titleInTrash: await count(`trash where kind = 'language' and entity_id = ${titleId}`),
      }).toEqual({
        service: back ? 1 : 0,
        block: back ? 1 : 0,
        serviceInTrash: back ? 0 : 1,
        title: back ? 1 : 0,
        titleInTrash: back ? 0 : 1,
      });
      await expectNoOrphans();
      expect(await unreferencedImages()).toBe(0);
    },
  );

  test.each([
    ['its lock of the trash item', /^select .* from "trash" .* for update/],
    ['its insert of the service', /^insert into "services"/],
  ])(
    'emptying the trash landing at %s: restored whole, or gone for good with its history and image',
    async (_, statement) => {
      const { id, blockId } = await trashedService();
      const { answer: restored, other: emptied } = await interleave(
        statement,
        () => staff('POST', `/trash/restore/service/${id}`),
        () => staff('DELETE', '/trash/empty'),
      );
      expectAllowed([answerOf('restore', restored), answerOf('empty', emptied)], {
        restore: { 200: null, 404: 'NOT_FOUND' },
        empty: { 204: null },
      });
      const back = restored.statusCode === 200;
      expect({
        service: await count(`services where id = ${id}`),
        block: await count(`service_contents where id = ${blockId}`),
        trash: await count('trash'),
        versions: await count(`versions where entity_id in (${id}, ${blockId})
          and kind in ('service', 'serviceContent')`),
        images: await count('images'),
      }).toEqual({
        service: back ? 1 : 0,
        block: back ? 1 : 0,
        trash: 0,
        versions: back ? 2 : 0,
        images: back ? 1 : 0,
      });
      await expectNoOrphans();
      expect(await unreferencedImages()).toBe(0);
    },
  );
});

describe('a write landing between the queries of a read', () => {
  test('a chat read while it is removed answers 404, or 200 with its messages', async () => {
    const id = await chat('Weg');
    const { answer: read, other: removed } = await interleave(
      /^select .* from "messages" where/,
      () => staff('GET', `/chat/get/${id}`),
      () => staff('DELETE', `/chat/remove/${id}`),
    );
    expectAllowed([answerOf('read', read), answerOf('remove', removed)], {
      read: { 200: null, 404: 'NOT_FOUND' },
      remove: { 204: null },
    });
    if (read.statusCode === 200) {
      expect(read.json()).toMatchObject({
        id,
        messageCount: 1,
        messages: [{ content: 'Eerste bericht' }],
      });
    }
  });

  test('the chat list read while a customer starts a chat shows each chat with its latest message', async () => {
    const before = await chat('Eerder');
    const { answer: list, other: started } = await interleave(
      /^select .* from "chats"/,
      () => staff('GET', '/chat/getall'),
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/chat/create',
          payload: {
            subject: 'Nieuw',
            author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
            content: 'Hallo',
          },
        }),
    );
    expect(started.statusCode).toBe(201);
    expect(list.statusCode).toBe(200);
    const chats = list.json() as { id: number; messageCount: number; messages: unknown[] }[];
    expect(chats.map((c) => c.id)).toContain(before);
    for (const c of chats) {
      expect({ messageCount: c.messageCount, messages: c.messages.length }).toEqual({
        messageCount: 1,
        messages: 1,
      });
    }
  });

  test('a service read while its title entry is replaced and removed answers with every entry', async () => {
    const oldTitle = await entry('oude titel');
    const newTitle = await entry('nieuwe titel');
    const descriptionId = await entry('omschrijving');
    const serviceId = await service(oldTitle, descriptionId);
    const replace = await upload('PUT', `/service/update/${serviceId}`, {
      titleId: newTitle,
      descriptionId,
    });
    const { answer: read, other: removed } = await interleave(
      /^select .* from "language_entries" where/,
      () => staff('GET', `/service/get/${serviceId}`),
      async () => {
        expect((await replace()).statusCode).toBe(200);
        return staff('DELETE', `/language/remove/${oldTitle}`);
      },
    );
    expectAllowed([answerOf('read', read), answerOf('remove', removed)], {
      read: { 200: null },
      remove: { 204: null },
    });
    const { title, description } = read.json();
    expect([oldTitle, newTitle]).toContain(title?.id);
    expect(description?.id).toBe(descriptionId);
  });

  test('the achievement list read while an achievement is removed shows each with its description', async () => {
    const data = { location: 'Gent', descriptionDutch: 'Gevel', descriptionEnglish: 'Facade' };
    const doomed = await created(await upload('POST', '/achievement/create', data));
    const kept = await created(await upload('POST', '/achievement/create', data));
    const { answer: list, other: removed } = await interleave(
      /^select .* from "language_entries" where/,
      () => staff('GET', '/achievement/getall'),
      () => staff('DELETE', `/achievement/remove/${doomed}`),
    );
    expectAllowed([answerOf('list', list), answerOf('remove', removed)], {
      list: { 200: null },
      remove: { 204: null },
    });
    const achievements = list.json() as {
      id: number;
      description?: { translationDutch: string };
    }[];
    expect(achievements.map((a) => a.id)).toContain(kept);
    for (const a of achievements) expect(a.description?.translationDutch).toBe('Gevel');
  });
});

describe('many writes and a removal sent together', () => {
  const ROUNDS = 6;

  /**
   * Sends the writes at once and the removal as soon as `removeAfter` of them have answered
   * (modulo their number), so that over the rounds it lands before, among and after them.
   */
  async function race(
    writes: { kind: string; send: Send }[],
    removal: { kind: string; send: Send },
    removeAfter: number,
  ) {
    const threshold = removeAfter % (writes.length + 1);
    let answered = 0;
    let startRemoval!: () => void;
    const removalStarts = new Promise<void>((resolve) => (startRemoval = resolve));
    if (threshold === 0) startRemoval();
    const sent = writes.map(({ kind, send }) =>
      send().then((response) => {
        if (++answered === threshold) startRemoval();
        return answerOf(kind, response);
      }),
    );
    const removed = removalStarts.then(async () => answerOf(removal.kind, await removal.send()));
    return Promise.all([...sent, removed]);
  }

  test('replies and a removal of their chat: 201 or 404 each, 204; other chats unaffected', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const doomed = await chat(`Weg ${round}`);
      const kept = await chat(`Blijft ${round}`);
      const writes = Array.from({ length: 16 }, (_, i) => {
        const chatId = i % 4 === 3 ? kept : doomed;
        return {
          kind: chatId === kept ? 'other' : 'reply',
          send: () => staff('POST', `/chat/createMessage/${chatId}`, { content: 'Antwoord' }),
        };
      });
      const answers = await race(
        writes,
        { kind: 'remove', send: () => staff('DELETE', `/chat/remove/${doomed}`) },
        round * 3,
      );
      expectAllowed(answers, {
        reply: { 201: null, 404: 'NOT_FOUND' },
        other: { 201: null },
        remove: { 204: null },
      });
      expect(await count(`messages where chat_id = ${doomed}`)).toBe(0);
      const others = answers.filter((a) => a.kind === 'other').length;
      expect(await count(`messages where chat_id = ${kept}`)).toBe(1 + others);
      await expectNoOrphans();
    }
  });

  test('services sharing one image, removed together, the trash emptied and the image uploaded again: it lives exactly as long as a reference', async () => {
    const titleId = await entry('titel');
    const bodyId = await entry('tekst');
    // One photo-like picture: every upload of it is stored under the same key.
    const { content: photo } = await photoFile(96, 64);
    const withPhoto = async () => {
      const body = await multipart({ titleId, descriptionId: bodyId }, [
        { content: photo, name: 'foto.jpg', type: 'image/jpeg' },
      ]);
      return () =>
        server.app.inject({
          method: 'POST',
          url: '/api/service/create',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
    };
    const removeService = async (id: number) =>
      expect((await staff('DELETE', `/service/removeService/${id}`)).statusCode).toBe(204);
    for (let round = 0; round < ROUNDS; round++) {
      const first = await created(await withPhoto());
      const second = await created(await withPhoto());
      expect(await count('images')).toBe(1);
      // Both references removed at once: both go to the trash, which keeps the image.
      const removals = await Promise.all(
        [first, second].map((id) => staff('DELETE', `/service/removeService/${id}`)),
      );
      expect(removals.map((response) => response.statusCode)).toEqual([204, 204]);
      expect([await count('trash'), await count('images')]).toEqual([2, 1]);
      // Emptied twice at once: neither may leave the image to the other.
      const emptied = await Promise.all([1, 2].map(() => staff('DELETE', '/trash/empty')));
      expect(emptied.map((response) => response.statusCode)).toEqual([204, 204]);
      expect([await count('trash'), await count('images')]).toEqual([0, 0]);
      // Emptying racing a new upload of the same picture: the image stays iff it is used.
      const kept = await created(await withPhoto());
      await removeService(kept);
      const again = await withPhoto();
      const [removed, added] = await Promise.all([staff('DELETE', '/trash/empty'), again()]);
      expect([removed.statusCode, added.statusCode]).toEqual([204, 201]);
      expect([await count('trash'), await count('images')]).toEqual([0, 1]);
      expect(await unreferencedImages()).toBe(0);
      await removeService(added.json().id);
      await emptyTrash();
      expect(await count('images')).toBe(0);
    }
  });

  test('content blocks added and changed and a removal of their service: 201/200 or 404 each, 204', async () => {
    const titleId = await entry('titel');
    const bodyId = await entry('tekst');
    for (let round = 0; round < ROUNDS; round++) {
      const serviceId = await service(titleId, bodyId);
      const blockId = await content(serviceId, titleId, bodyId);
      const writes = [];
      for (let i = 0; i < 12; i++) {
        writes.push(
          i % 3 === 2
            ? {
                kind: 'change',
                send: await upload('PUT', `/service/updateServiceContent/${blockId}`, {
                  titleId: bodyId,
                  bodyId: titleId,
                }),
              }
            : {
                kind: 'add',
                send: await upload('POST', `/service/addServiceContent/${serviceId}`, {
                  titleId,
                  bodyId,
                }),
              },
        );
      }
      const answers = await race(
        writes,
        { kind: 'remove', send: () => staff('DELETE', `/service/removeService/${serviceId}`) },
        round * 2,
      );
      expectAllowed(answers, {
        add: { 201: null, 404: 'NOT_FOUND' },
        change: { 200: null, 404: 'NOT_FOUND' },
        remove: { 204: null },
      });
      expect(await count(`service_contents where service_id = ${serviceId}`)).toBe(0);
      await expectNoOrphans();
    }
    expect(await count('services')).toBe(0);
  });

  test('service and block writes and a removal of the entry they use: 4xx with a code or success; 204 only when none succeeded', async () => {
    const titleId = await entry('titel');
    const descriptionId = await entry('omschrijving');
    const serviceId = await service(titleId, descriptionId);
    const blockId = await content(serviceId, titleId, descriptionId);
    const kinds = ['create', 'update', 'add', 'change'] as const;

    for (let round = 0; round < ROUNDS * 2; round++) {
      const doomed = await entry(`weg-${round}`);
      const writes = [];
      for (let i = 0; i < 8; i++) {
        const kind = kinds[(round + i) % kinds.length];
        const [method, url, data] = {
          create: ['POST', '/service/create', { titleId: doomed, descriptionId }],
          update: ['PUT', `/service/update/${serviceId}`, { titleId: doomed, descriptionId }],
          add: ['POST', `/service/addServiceContent/${serviceId}`, { titleId, bodyId: doomed }],
          change: [
            'PUT',
            `/service/updateServiceContent/${blockId}`,
            { titleId: doomed, bodyId: descriptionId },
          ],
        }[kind] as ['POST' | 'PUT', string, object];
        writes.push({ kind, send: await upload(method, url, data) });
      }
      const services = await count('services');
      const blocks = await count('service_contents');
      const answers = await race(
        writes,
        { kind: 'remove', send: () => staff('DELETE', `/language/remove/${doomed}`) },
        round,
      );
      expectAllowed(answers, {
        create: { 201: null, 400: 'UNKNOWN_REFERENCE' },
        update: { 200: null, 400: 'UNKNOWN_REFERENCE' },
        add: { 201: null, 400: 'UNKNOWN_REFERENCE' },
        change: { 200: null, 400: 'UNKNOWN_REFERENCE' },
        remove: REMOVED_OR_IN_USE,
      });
      const succeeded = answers.filter((a) => a.kind !== 'remove' && a.status < 300);
      const removal = answers.find((a) => a.kind === 'remove')!;
      // Removed only when no write got in first; otherwise what got in is there to see.
      expect(removal.status === 204).toBe(succeeded.length === 0);
      expect((await usesOf(doomed)) > 0).toBe(succeeded.length > 0);
      expect(await count(`language_entries where id = ${doomed}`)).toBe(succeeded.length ? 1 : 0);
      const createdHere = (kind: string) =>
        answers.filter((a) => a.kind === kind && a.status === 201).length;
      expect(await count('services')).toBe(services + createdHere('create'));
      expect(await count('service_contents')).toBe(blocks + createdHere('add'));
      await expectNoOrphans();

      // Back to entries that stay, so the next round starts with nothing using its entry.
      await server.database.db.execute(sql.raw(`delete from services where id <> ${serviceId}`));
      await server.database.db.execute(
        sql.raw(`delete from service_contents where id <> ${blockId}`),
      );
      await server.database.db.execute(
        sql.raw(`update services set title_id = ${titleId} where id = ${serviceId}`),
      );
      await server.database.db.execute(
        sql.raw(`update service_contents set title_id = ${titleId} where id = ${blockId}`),
      );
    }
  });

  test('achievements removed twice while their description entries are removed: one 204, the rest 404 or 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await created(
        await upload('POST', '/achievement/create', {
          location: 'Gent',
          descriptionDutch: 'Nieuwe gevel',
          descriptionEnglish: 'New facade',
        }),
      );
      const descriptionId = await descriptionOf(id);
      const removeAchievement = () => staff('DELETE', `/achievement/remove/${id}`);
      const answers = await race(
        [
          { kind: 'achievement', send: removeAchievement },
          { kind: 'achievement', send: removeAchievement },
        ],
        { kind: 'entry', send: () => staff('DELETE', `/language/remove/${descriptionId}`) },
        round,
      );
      expectAllowed(answers, {
        achievement: { 204: null, 404: 'NOT_FOUND' },
        entry: { 404: 'NOT_FOUND', 409: 'IN_USE' },
      });
      expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
      expect(await count(`achievements where id = ${id}`)).toBe(0);
      expect(await count(`achievement_images where achievement_id = ${id}`)).toBe(0);
      expect(await count(`language_entries where id = ${descriptionId}`)).toBe(0);
    }
  });
});
