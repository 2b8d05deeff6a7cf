import { isNull } from 'drizzle-orm';
import { bearer, useTestServer } from '../test/harness';
import { languageEntries, sessions } from './schema';

/**
 * The versions a server reads before it answers from memory. On the embedded database they are
 * remembered between commits (each commit announces its scopes); on PostgreSQL they are read for
 * each request. Either way a read that follows a commit sees that commit's versions.
 */
const server = useTestServer({ reset: false });

const languageVersion = async () =>
  (await server.app.dataVersions.read()).get('language') ?? 'missing';

describe('data versions', () => {
  test('a read right after a commit sees its version, however the write was made', async () => {
    const db = server.database.db;
    let previous = await languageVersion();
    for (let round = 0; round < 20; round++) {
      if (round % 2) {
        await db.insert(languageEntries).values({ name: `entry ${round}`, group: 'versions' });
      } else {
        await db.transaction(async (tx) => {
          await tx.insert(languageEntries).values({ name: `entry ${round}`, group: 'versions' });
          await tx.update(languageEntries).set({ translationDutch: `ronde ${round}` });
        });
      }
      const now = await languageVersion();
      expect(BigInt(now)).toBe(BigInt(previous) + 1n);
      previous = now;
    }
  });

  test('a rolled-back write changes no version', async () => {
    const before = await server.app.dataVersions.read();
    await expect(
      server.database.db.transaction(async (tx) => {
        await tx.insert(languageEntries).values({ name: 'never', group: 'versions' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await server.app.dataVersions.read()).toEqual(before);
  });

  test('unchanged versions are read from memory where every commit is announced', async () => {
    await server.app.dataVersions.read();
    const queries = await server.countQueries(async () => {
      await server.app.dataVersions.read();
      await server.app.dataVersions.read();
    });
    const reads = queries.filter((query) => query.includes('data_versions')).length;
    expect(reads).toBe(server.app.dataVersions.watched ? 0 : 2);
    expect(server.app.dataVersions.watched).toBe(server.app.dbKind === 'pglite');
  });

  test('a remembered session ends at once when it is revoked, even outside the API', async () => {
    const token = await server.signIn();
    const me = () => server.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const repeat = await server.countQueries(async () => {
      expect((await me()).statusCode).toBe(200);
    });
    if (server.app.dataVersions.watched) {
      expect(repeat.filter((query) => query.includes('"sessions"'))).toHaveLength(0);
    }
    await server.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(isNull(sessions.revokedAt));
    expect((await me()).statusCode).toBe(401);
  });
});
