import { bearer, expectShape, type TestServer } from './harness';

/**
 * The trash as the tests of the delete calls check it: a delete moves the item into the trash
 * with the images it showed, and only emptying the trash removes them for good.
 * `token` is read at each call (it changes per test).
 */
export function trashCalls(server: TestServer, token: () => string) {
  return {
    /** What the trash holds, as `{kind} {id}`, latest deletion first. */
    async items() {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/trash/getall',
        headers: bearer(token()),
      });
      expect(response.statusCode).toBe(200);
      const items = response.json() as { kind: string; id: number }[];
      for (const item of items) expectShape('TrashItem', item);
      return items.map((item) => `${item.kind} ${item.id}`);
    },

    /** Removes everything in the trash for good. */
    async empty() {
      const response = await server.app.inject({
        method: 'DELETE',
        url: '/api/trash/empty',
        headers: bearer(token()),
      });
      expect(response.statusCode).toBe(204);
    },
  };
}

/** The status GET /api/images/{key} answers: 200 while the image is kept, 404 once it is gone. */
export async function imageStatus(server: TestServer, key: string) {
  return (await server.app.inject({ method: 'GET', url: `/api/images/${key}` })).statusCode;
}

/** The key of an image address (`/api/images/{key}`, as `?images=url` answers it). */
export const keyOf = (address: string) => /^\/api\/images\/([0-9a-f]{64})$/.exec(address)![1];
