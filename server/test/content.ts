import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { bearer, expectShape, multipart, type TestServer } from './harness';
import type { UploadFile } from './image-files';

/**
 * Staff calls on the website's content (language entries, services, content blocks,
 * achievements) as the history, trash and activity suites make them, with the reads they check
 * the database and the stored images by. `token` is read at each call (it changes per test).
 */
export function contentCalls(server: TestServer, token: () => string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: string = token(),
  ) => server.app.inject({ method, url: `/api${url}`, headers: bearer(as), payload });

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    data: unknown,
    files: UploadFile[] = [],
  ) {
    const body = await multipart(data, files);
    return server.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token()) },
    });
  }

  const created = (response: { statusCode: number; body: string; json(): unknown }) => {
    if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
    expectShape('Created', response.json());
    return (response.json() as { id: number }).id;
  };

  /** Runs a query; answers its rows. */
  const rows = async (query: SQL) => rowsOf(await server.database.db.execute(query));

  return {
    call,
    send,
    rows,

    /** A language entry of group `services` with `<p>{name} NL</p>` / `<p>{name} EN</p>`. */
    async entry(
      name: string,
      { group = 'services', dutch = `<p>${name} NL</p>`, english = `<p>${name} EN</p>` } = {},
    ) {
      return created(
        await call('POST', '/language/create', {
          name,
          group,
          translationDutch: dutch,
          translationEnglish: english,
        }),
      );
    },

    async updateEntry(
      id: number,
      values: { name: string; group: string; translationDutch: string; translationEnglish: string },
    ) {
      const response = await call('PUT', `/language/update/${id}`, values);
      if (response.statusCode !== 200) throw new Error(`not updated: ${response.body}`);
      return response.json() as typeof values & { id: number; staleLanguage: 'nl' | 'en' | null };
    },

    async service(data: Record<string, unknown>, image?: UploadFile) {
      return created(await send('POST', '/service/create', data, image ? [image] : []));
    },

    async content(serviceId: number, data: Record<string, unknown>, image?: UploadFile) {
      return created(
        await send('POST', `/service/addServiceContent/${serviceId}`, data, image ? [image] : []),
      );
    },

    async achievement(data: Record<string, unknown>, files: UploadFile[] = []) {
      return created(await send('POST', '/achievement/create', data, files));
    },

    /**
     * The rows of a table whose `column` is `id`, by id, every column as its JSON text (the same
     * on both drivers, timestamps to the microsecond).
     */
    async rowsOf(table: string, column: string, id: number) {
      const selected = await rows(sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
        where ${sql.identifier(column)} = ${id} order by id`);
      return selected.map((selected) => selected.row as Record<string, unknown>);
    },

    /** An image's bytes as GET /api/images/{key} serves them; null when it answers 404. */
    async imageBytes(key: string) {
      // As staff, who read every stored image (a project's photo is theirs only).
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/images/${key}`,
        headers: bearer(token()),
      });
      if (response.statusCode === 404) return null;
      if (response.statusCode !== 200) throw new Error(`image ${key}: ${response.statusCode}`);
      return response.rawPayload;
    },

    /** The signed-in staff member of a token. */
    async me(as: string = token()) {
      const response = await call('GET', '/user/me', undefined, as);
      return response.json() as { id: number; firstName: string; lastName: string };
    },
  };
}
