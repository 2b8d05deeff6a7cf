import { sql } from 'drizzle-orm';
import { contentCalls } from '../test/content';
import { databaseState } from '../test/database-state';
import { expectError, expectShape, useTestServer } from '../test/harness';
import { graphicFile, photoFile } from '../test/image-files';

/**
 * History: every create and change of the website's content is a version, newest first; an
 * earlier version restored becomes a new one, with its texts, flags and images back.
 */

const server = useTestServer();
let token: string;
let staffId: number;
const content = contentCalls(server, () => token);
const { call } = content;

beforeEach(async () => {
  token = await server.signIn();
  staffId = (await content.me()).id;
});

interface Version {
  version: number;
  at: string;
  by: { id: number; name: string } | null;
  data: Record<string, unknown>;
}

async function history(kind: string, id: number) {
  const response = await call('GET', `/history/${kind}/${id}`);
  expect(response.statusCode).toBe(200);
  const versions = response.json() as Version[];
  for (const version of versions) expectShape('Version', version);
  return versions;
}

async function restoreVersion(kind: string, id: number, version: number) {
  const response = await call('POST', `/history/restore/${kind}/${id}/${version}`);
  if (response.statusCode !== 200) throw new Error(`restore refused: ${response.body}`);
  return response.json();
}

const ENTRY = {
  name: 'Openingsuren',
  group: 'footer',
  translationDutch: '<p>Maandag tot vrijdag</p>',
  translationEnglish: '<p>Monday to Friday</p>',
};

async function entryWithTwoVersions() {
  const id = await content.entry(ENTRY.name, {
    group: ENTRY.group,
    dutch: ENTRY.translationDutch,
    english: ENTRY.translationEnglish,
  });
  await content.updateEntry(id, {
    ...ENTRY,
    name: 'Uren',
    translationDutch: '<p>Elke dag</p>',
    translationEnglish: '<p>Every day</p>',
  });
  return id;
}

/** The language entry as the list shows it. */
async function listedEntry(id: number) {
  const response = await call('GET', '/language/getall');
  return (response.json() as { id: number }[]).find((entry) => entry.id === id);
}

describe('a language entry', () => {
  test('create and change: two versions, newest first, by the staff member', async () => {
    const id = await entryWithTwoVersions();
    const versions = await history('language', id);
    expect(versions).toEqual([
      {
        kind: 'language',
        version: 2,
        at: expect.any(String),
        by: { id: staffId, name: 'Els Janssens' },
        data: {
          ...ENTRY,
          name: 'Uren',
          translationDutch: '<p>Elke dag</p>',
          translationEnglish: '<p>Every day</p>',
        },
      },
      {
        kind: 'language',
        version: 1,
        at: expect.any(String),
        by: { id: staffId, name: 'Els Janssens' },
        data: ENTRY,
      },
    ]);
    expect(Date.parse(versions[0].at)).toBeGreaterThanOrEqual(Date.parse(versions[1].at));
  });

  test('restoring version 1 adds version 3 equal to it, and the entry shows its texts again', async () => {
    const id = await entryWithTwoVersions();
    const answer = await restoreVersion('language', id, 1);
    expectShape('LanguageEntry', answer);
    expect(answer).toMatchObject({ id, ...ENTRY });

    const versions = await history('language', id);
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0].data).toEqual(versions[2].data);
    expect(versions[0].by).toEqual({ id: staffId, name: 'Els Janssens' });
    expect(await listedEntry(id)).toMatchObject({ id, ...ENTRY });
  });

  test('a save that changes nothing adds no version; the next real change does', async () => {
    const id = await entryWithTwoVersions();
    const same = {
      ...ENTRY,
      name: 'Uren',
      translationDutch: '<p>Elke dag</p>',
      translationEnglish: '<p>Every day</p>',
    };
    await content.updateEntry(id, same);
    expect((await history('language', id)).map((version) => version.version)).toEqual([2, 1]);
    await content.updateEntry(id, { ...same, translationDutch: '<p>Elke werkdag</p>' });
    const versions = await history('language', id);
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0].data.translationDutch).toBe('<p>Elke werkdag</p>');
  });

  test('an entry in the trash keeps its history', async () => {
    const id = await entryWithTwoVersions();
    expect((await call('DELETE', `/language/remove/${id}`)).statusCode).toBe(204);
    expect((await history('language', id)).map((version) => version.version)).toEqual([2, 1]);
  });
});

describe('a service', () => {
  test('restoring version 1 brings back its first image (same bytes) and its enabled flag', async () => {
    const title = await content.entry('Titel');
    const description = await content.entry('Beschrijving');
    const id = await content.service(
      { titleId: title, descriptionId: description, enabled: true },
      await photoFile(),
    );
    const [first] = await content.rowsOf('services', 'id', id);
    const firstKey = first.image_key as string;
    const firstBytes = await content.imageBytes(firstKey);

    const changed = await content.send(
      'PUT',
      `/service/update/${id}`,
      { titleId: title, descriptionId: description, enabled: false },
      [await graphicFile({ colour: '#ff8800' })],
    );
    expect(changed.statusCode).toBe(200);
    const [second] = await content.rowsOf('services', 'id', id);
    expect(second).toMatchObject({ enabled: false });
    expect(second.image_key).not.toBe(firstKey);
    // The first image is kept: version 1 shows it.
    expect(await content.imageBytes(firstKey)).toEqual(firstBytes);

    const versions = await history('service', id);
    expect(versions.map((version) => version.data)).toEqual([
      { titleId: title, descriptionId: description, imageKey: second.image_key, enabled: false },
      { titleId: title, descriptionId: description, imageKey: firstKey, enabled: true },
    ]);

    const answer = await restoreVersion('service', id, 1);
    expectShape('Service', answer);
    expect(answer).toMatchObject({ id, enabled: true, image: `/api/images/${firstKey}` });
    const [now] = await content.rowsOf('services', 'id', id);
    expect(now).toEqual({ ...first });
    expect(await content.imageBytes(firstKey)).toEqual(firstBytes);
    expect((await history('service', id))[0].data).toEqual(versions[1].data);
  });

  test('a version whose title entry was deleted since: 409 MISSING_REFERENCES naming it, nothing changes', async () => {
    const oldTitle = await content.entry('Oude titel');
    const newTitle = await content.entry('Nieuwe titel');
    const description = await content.entry('Beschrijving');
    const id = await content.service({ titleId: oldTitle, descriptionId: description });
    const changed = await content.send('PUT', `/service/update/${id}`, {
      titleId: newTitle,
      descriptionId: description,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `/language/remove/${oldTitle}`)).statusCode).toBe(204);

    const state = await databaseState(server.database.db);
    const refused = await call('POST', `/history/restore/service/${id}/1`);
    expectError(refused, 409, 'MISSING_REFERENCES');
    expectShape('MissingAnswer', refused.json());
    expect(refused.json().missing).toEqual([
      { kind: 'language', id: oldTitle, label: 'services / Oude titel', inTrash: true },
    ]);
    expect(await databaseState(server.database.db)).toEqual(state);
  });
});

describe('a content block', () => {
  test('restoring version 1 brings back its first title and image', async () => {
    const title = await content.entry('Titel');
    const other = await content.entry('Andere titel');
    const body = await content.entry('Tekst');
    const service = await content.service({ titleId: title, descriptionId: body });
    const id = await content.content(
      service,
      { titleId: title, bodyId: body },
      await graphicFile({ colour: '#336699' }),
    );
    const [first] = await content.rowsOf('service_contents', 'id', id);
    const changed = await content.send(
      'PUT',
      `/service/updateServiceContent/${id}`,
      { titleId: other, bodyId: body },
      [await graphicFile({ colour: '#996633' })],
    );
    expect(changed.statusCode).toBe(200);

    const answer = await restoreVersion('serviceContent', id, 1);
    expectShape('ServiceContent', answer);
    expect(await content.rowsOf('service_contents', 'id', id)).toEqual([first]);
    expect((await history('serviceContent', id)).map((version) => version.version)).toEqual([
      3, 2, 1,
    ]);
  });
});

describe('an achievement', () => {
  test('restoring version 1 brings back its photos in their order and its description', async () => {
    const id = await content.achievement(
      {
        location: 'Gent',
        descriptionDutch: '<p>Nieuwe keuken</p>',
        descriptionEnglish: '<p>New kitchen</p>',
      },
      [
        await graphicFile({ width: 61, colour: '#123456' }),
        await photoFile(),
        await graphicFile({ width: 63, colour: '#654321' }),
      ],
    );
    const keysNow = async () =>
      (
        await content.rows(
          sql`select image_key from achievement_images where achievement_id = ${id} order by position`,
        )
      ).map((row) => row.image_key as string);
    const firstKeys = await keysNow();
    const firstBytes = await Promise.all(firstKeys.map((key) => content.imageBytes(key)));

    const changed = await content.send(
      'PUT',
      `/achievement/update/${id}`,
      {
        location: 'Brugge',
        descriptionDutch: '<p>Nieuwe badkamer</p>',
        descriptionEnglish: '<p>New bathroom</p>',
        keepImages: [firstKeys[2]],
      },
      [await graphicFile({ width: 70, colour: '#777777' })],
    );
    expect(changed.statusCode).toBe(200);
    expect((await keysNow())[0]).toBe(firstKeys[2]);
    expect(await keysNow()).toHaveLength(2);

    const versions = await history('achievement', id);
    expect(versions[1].data).toEqual({
      location: 'Gent',
      descriptionDutch: '<p>Nieuwe keuken</p>',
      descriptionEnglish: '<p>New kitchen</p>',
      imageKeys: firstKeys,
    });

    const answer = await restoreVersion('achievement', id, 1);
    expectShape('Achievement', answer);
    expect(answer).toMatchObject({
      id,
      location: 'Gent',
      description: {
        translationDutch: '<p>Nieuwe keuken</p>',
        translationEnglish: '<p>New kitchen</p>',
      },
      images: firstKeys.map((key) => `/api/images/${key}`),
    });
    expect(await keysNow()).toEqual(firstKeys);
    expect(await Promise.all(firstKeys.map((key) => content.imageBytes(key)))).toEqual(firstBytes);
    expect((await history('achievement', id))[0].data).toEqual(versions[1].data);
  });
});

describe('refusals', () => {
  test('404 for an id without history, a version that does not exist; 400 for a bad kind or version', async () => {
    const id = await content.entry('Titel');
    expectError(await call('GET', '/history/language/999'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/service/${id}`), 404, 'NOT_FOUND');
    expectError(await call('POST', '/history/restore/language/999/1'), 404, 'NOT_FOUND');
    expectError(await call('POST', `/history/restore/language/${id}/2`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/chat/${id}`), 400, 'VALIDATION');
    expectError(await call('POST', `/history/restore/chat/${id}/1`), 400, 'VALIDATION');
    expectError(await call('POST', `/history/restore/language/${id}/0`), 400, 'VALIDATION');
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/history/language/${id}`,
    });
    expectError(anonymous, 401, 'UNAUTHORIZED');
  });

  test('a language version whose name another entry of its group took since: 409 DUPLICATE, nothing changes', async () => {
    const id = await entryWithTwoVersions();
    await content.entry(ENTRY.name, { group: ENTRY.group });
    const state = await databaseState(server.database.db);
    expectError(await call('POST', `/history/restore/language/${id}/1`), 409, 'DUPLICATE');
    expect(await databaseState(server.database.db)).toEqual(state);
  });

  test('an entity in the trash has a history but no version to restore onto: 404', async () => {
    const id = await entryWithTwoVersions();
    expect((await call('DELETE', `/language/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('POST', `/history/restore/language/${id}/1`), 404, 'NOT_FOUND');
  });
});

describe('versions written by another release', () => {
  test('an unknown field is ignored and a missing one keeps the current value', async () => {
    const id = await entryWithTwoVersions();
    await content.rows(sql`update versions
      set data = (data - 'translationEnglish') || '{"colour": "rood", "priority": 3}'::jsonb
      where kind = 'language' and entity_id = ${id} and version = 1`);

    const answer = await restoreVersion('language', id, 1);
    expect(answer).toMatchObject({
      id,
      name: ENTRY.name,
      translationDutch: ENTRY.translationDutch,
      // Missing from version 1: the current text stays.
      translationEnglish: '<p>Every day</p>',
    });
    const [latest] = await history('language', id);
    expect(latest.data).toEqual({
      ...ENTRY,
      translationEnglish: '<p>Every day</p>',
    });
  });

  test('a service version without `enabled` and with a field of its own keeps the flag', async () => {
    const title = await content.entry('Titel');
    const other = await content.entry('Andere titel');
    const id = await content.service({ titleId: title, descriptionId: title, enabled: true });
    const changed = await content.send('PUT', `/service/update/${id}`, {
      titleId: other,
      descriptionId: title,
      enabled: false,
    });
    expect(changed.statusCode).toBe(200);
    await content.rows(sql`update versions
      set data = (data - 'enabled') || '{"layout": "wide"}'::jsonb
      where kind = 'service' and entity_id = ${id} and version = 1`);

    const answer = await restoreVersion('service', id, 1);
    expect(answer).toMatchObject({ id, enabled: false, title: { id: title } });
  });
});
