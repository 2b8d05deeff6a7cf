import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { removeOldHistory } from '../services/history';
import { contentCalls } from '../test/content';
import { DATABASE_HOOK_TIMEOUT, useTestServer } from '../test/harness';
import { graphicFile } from '../test/image-files';
import { scratchDatabase, type Scratch } from '../test/scratch-database';
import { housekeepingPlugin } from './housekeeping';

/**
 * Housekeeping: what the trash held over 30 days goes for good, with its history and the
 * images nothing else shows; activity older than two years goes too.
 */

describe('removeOldHistory', () => {
  const server = useTestServer();
  let token: string;
  const content = contentCalls(server, () => token);
  const { call } = content;
  beforeEach(async () => {
    token = await server.signIn();
  });

  /** Moves a trash item's deletion `days` back in time. */
  const deletedDaysAgo = (kind: string, id: number, days: number) =>
    content.rows(sql`update trash set deleted_at = now() - make_interval(days => ${days})
      where kind = ${kind} and entity_id = ${id}`);

  const trashed = async () =>
    (await call('GET', '/trash/getall'))
      .json()
      .map((item: { kind: string; id: number }) => [item.kind, item.id]);

  test('an item deleted 31 days ago goes with its versions and unused images; one of 29 days stays', async () => {
    const title = await content.entry('Titel');
    const old = await content.service(
      { titleId: title, descriptionId: title },
      await graphicFile({ colour: '#aa0000' }),
    );
    const recent = await content.service(
      { titleId: title, descriptionId: title },
      await graphicFile({ colour: '#00aa00' }),
    );
    const imageOf = async (id: number) =>
      (await content.rowsOf('services', 'id', id))[0].image_key as string;
    const oldFirst = await imageOf(old);
    // The old service then shows a live one's image (the same upload: the same key).
    const live = await content.service(
      { titleId: title, descriptionId: title },
      await graphicFile({ colour: '#0000aa' }),
    );
    const changed = await content.send(
      'PUT',
      `/service/update/${old}`,
      { titleId: title, descriptionId: title },
      [await graphicFile({ colour: '#0000aa' })],
    );
    expect(changed.statusCode).toBe(200);
    const shared = await imageOf(live);
    expect(await imageOf(old)).toBe(shared);
    const recentImage = await imageOf(recent);

    expect((await call('DELETE', `/service/removeService/${old}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/service/removeService/${recent}`)).statusCode).toBe(204);
    await deletedDaysAgo('service', old, 31);
    await deletedDaysAgo('service', recent, 29);

    expect(await removeOldHistory(server.database.db)).toEqual({ trashed: 1, logged: 0 });

    expect(await trashed()).toEqual([['service', recent]]);
    expect((await call('GET', `/history/service/${old}`)).statusCode).toBe(404);
    expect((await call('GET', `/history/service/${recent}`)).statusCode).toBe(200);
    expect(await content.imageBytes(oldFirst)).toBeNull();
    expect(await content.imageBytes(shared)).not.toBeNull();
    expect(await content.imageBytes(recentImage)).not.toBeNull();
    // The entry both used stays: only the service went.
    expect((await call('GET', `/history/language/${title}`)).statusCode).toBe(200);

    // Again: nothing more to do.
    expect(await removeOldHistory(server.database.db)).toEqual({ trashed: 0, logged: 0 });
    expect(await trashed()).toEqual([['service', recent]]);
  });

  test('an achievement goes with its description entry’s history too', async () => {
    const id = await content.achievement(
      { location: 'Gent', descriptionDutch: '<p>Keuken</p>', descriptionEnglish: '<p>Kitchen</p>' },
      [await graphicFile({ colour: '#123123' })],
    );
    const [description] = await content.rows(
      sql`select description_id as id, image_key as key from achievements
        join achievement_images on achievement_id = achievements.id where achievements.id = ${id}`,
    );
    expect((await call('DELETE', `/achievement/remove/${id}`)).statusCode).toBe(204);
    await deletedDaysAgo('achievement', id, 31);

    expect(await removeOldHistory(server.database.db)).toEqual({ trashed: 1, logged: 0 });
    expect(await trashed()).toEqual([]);
    expect((await call('GET', `/history/achievement/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/history/language/${description.id}`)).statusCode).toBe(404);
    expect(await content.imageBytes(description.key as string)).toBeNull();
  });

  test('activity older than two years goes; younger stays', async () => {
    await content.rows(sql`delete from activity`);
    await content.rows(sql`insert into activity (at, kind, label) values
      (now() - interval '2 years 1 day', 'signIn', 'oud'),
      (now() - interval '2 years' + interval '1 day', 'signIn', 'jong'),
      (now(), 'signIn', 'nu')`);

    expect(await removeOldHistory(server.database.db)).toEqual({ trashed: 0, logged: 1 });
    const left = await content.rows(sql`select label from activity order by at`);
    expect(left).toEqual([{ label: 'jong' }, { label: 'nu' }]);
  });

  test('a given moment decides what is old', async () => {
    const id = await content.entry('Los');
    expect((await call('DELETE', `/language/remove/${id}`)).statusCode).toBe(204);
    const inAMonth = new Date(Date.now() + 31 * 86_400_000);
    expect(await removeOldHistory(server.database.db, new Date())).toEqual({
      trashed: 0,
      logged: 0,
    });
    const { trashed: removed } = await removeOldHistory(server.database.db, inAMonth);
    expect(removed).toBe(1);
    expect(await trashed()).toEqual([]);
  });
});

describe('the plugin', () => {
  let database: Scratch;
  beforeEach(async () => {
    database = await scratchDatabase({ migrated: true });
  }, DATABASE_HOOK_TIMEOUT);
  afterEach(() => database.close(), DATABASE_HOOK_TIMEOUT);

  const count = async (table: string) => {
    const [row] = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    return Number(row.n);
  };

  /** Waits until `done` holds (a check, not a timing assertion: up to 20 s on a busy machine). */
  async function until(done: () => Promise<boolean>) {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('housekeeping did not run');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function oldRows() {
    await database.query(
      `insert into activity (at, kind) values (now() - interval '3 years', 'signIn')`,
    );
    await database.query(
      `insert into trash (kind, entity_id, label, data, deleted_at) values
        ('language', 7, 'footer / Oud', $1, now() - interval '40 days')`,
      [
        JSON.stringify({
          kind: 'language',
          entry: {
            id: 7,
            name: 'Oud',
            group: 'footer',
            translationDutch: '',
            translationEnglish: '',
          },
        }),
      ],
    );
  }

  test('runs after start, and again after a failure', async () => {
    await oldRows();
    let calls = 0;
    // The first transaction fails: the next round still comes.
    const db = new Proxy(database.db, {
      get(target, name, receiver) {
        if (name === 'transaction' && ++calls === 1)
          return () => Promise.reject(new Error('database away'));
        return Reflect.get(target, name, receiver) as unknown;
      },
    }) as Db;
    const app = Fastify({ logger: false });
    app.decorate('db', db);
    await app.register(housekeepingPlugin, { firstMs: 10, everyMs: 10 });
    await app.ready();
    try {
      await until(async () => (await count('trash')) === 0 && (await count('activity')) === 0);
      expect(calls).toBeGreaterThan(1);
    } finally {
      await app.close();
    }
  });
});
