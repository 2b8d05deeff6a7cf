import { sql } from 'drizzle-orm';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { isBlankRichText, sanitizeRichText } from '../domain/rich-text';
import { storeChat } from '../services/customer-chats';
import { insertLanguageEntry } from '../repositories/language';
import { loadOverview } from '../repositories/system';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';

const server = useTestServer();
let token: string;
beforeEach(async () => {
  token = await server.signIn();
});

async function overview() {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/overview',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  expectShape('Overview', response.json());
  return response.json() as Record<string, number>;
}

async function call(method: 'POST' | 'PUT', url: string, payload: object, expected: number) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    payload,
  });
  expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
  return response;
}

async function upload(
  method: 'POST' | 'PUT',
  url: string,
  data: object,
  files: UploadFile[] = [],
  expected = method === 'POST' ? 201 : 200,
) {
  const body = await multipart(data, files);
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
  return response;
}

let names = 0;
const entry = async (translationDutch: string, translationEnglish: string) =>
  (
    await call(
      'POST',
      '/language/create',
      { name: `tekst-${++names}`, group: 'diensten', translationDutch, translationEnglish },
      201,
    )
  ).json().id as number;

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
    content: 'Hallo',
  }).then((created) => created.id);

const ZERO = {
  chatsWaiting: 0,
  chats: 0,
  servicesEnabled: 0,
  servicesDisabled: 0,
  languageEntries: 0,
  languageEntriesMissingTranslation: 0,
  languageEntriesStale: 0,
  trash: 0,
  achievements: 0,
  images: 0,
  imagesWithoutAlt: 0,
  imagesBytes: 0,
};

test('an empty database counts nothing', async () => {
  expect(await overview()).toEqual(ZERO);
});

test('counts chats, services, texts, achievements, images and the trash, and follows every change', async () => {
  const answered = await chat('Offerte');
  await chat('Vraag');
  const title = await entry('<p>Dakwerken</p>', '<p>Roofing</p>');
  const description = await entry('<p>Wij leggen daken</p>', '<p>We lay roofs</p>');
  const dutchOnly = await entry('<p>Alleen Nederlands</p>', '');
  const photo = await photoFile(300, 200);
  const serviceId = (
    await upload('POST', '/service/create', { titleId: title, descriptionId: description }, [photo])
  ).json().id as number;
  await upload('POST', '/service/create', {
    titleId: title,
    descriptionId: description,
    enabled: false,
  });
  const graphic = await graphicFile({ width: 50, height: 40 });
  const achievementId = await upload(
    'POST',
    '/achievement/create',
    { location: 'Gent', descriptionDutch: '<p>Gevel</p>', descriptionEnglish: '<p>Facade</p>' },
    [graphic, photo],
  ).then((response) => response.json().id as number);
  const stored = await server.database.db.execute(
    sql`select coalesce(sum(octet_length(bytes)), 0)::int as bytes from images`,
  );
  const bytes = Number((stored as unknown as { rows: { bytes: number }[] }).rows[0].bytes);

  const first = await overview();
  expect(first).toEqual({
    chatsWaiting: 2,
    chats: 2,
    servicesEnabled: 1,
    servicesDisabled: 1,
    // Three entries of the services, and the achievement's description.
    languageEntries: 4,
    languageEntriesMissingTranslation: 1,
    languageEntriesStale: 0,
    trash: 0,
    achievements: 1,
    // The photo is stored once, however many use it.
    images: 2,
    // Nobody described them yet.
    imagesWithoutAlt: 2,
    imagesBytes: bytes,
  });
  expect(bytes).toBeGreaterThan(0);

  // A staff reply: that chat no longer waits.
  await call('POST', `/chat/createMessage/${answered}`, { content: 'Wij bellen u' }, 201);
  expect(await overview()).toEqual({ ...first, chatsWaiting: 1 });

  await upload('PUT', `/service/update/${serviceId}`, {
    titleId: title,
    descriptionId: description,
    enabled: false,
  });
  expect(await overview()).toEqual({
    ...first,
    chatsWaiting: 1,
    servicesEnabled: 0,
    servicesDisabled: 2,
  });

  // An entry loses its English (left as an empty paragraph): it misses a translation now.
  await call(
    'PUT',
    `/language/update/${description}`,
    {
      name: 'omschrijving',
      group: 'diensten',
      translationDutch: '<p>Daken</p>',
      translationEnglish: '<p></p>',
    },
    200,
  );
  // And the Dutch-only entry gets its English: no longer missing.
  await call(
    'PUT',
    `/language/update/${dutchOnly}`,
    {
      name: 'alleen',
      group: 'diensten',
      translationDutch: '<p>NL</p>',
      translationEnglish: '<p>EN</p>',
    },
    200,
  );
  // A new entry without Dutch text (only an empty line).
  const englishOnly = await entry('<p><br></p>', '<h2>Only English</h2>');
  const changed = {
    ...first,
    chatsWaiting: 1,
    servicesEnabled: 0,
    servicesDisabled: 2,
    languageEntries: 5,
    languageEntriesMissingTranslation: 2,
  };
  expect(await overview()).toEqual(changed);

  // Only the title's Dutch changes: its English may be out of date now; confirmed, it is not.
  await call(
    'PUT',
    `/language/update/${title}`,
    {
      name: 'titel',
      group: 'diensten',
      translationDutch: '<p>Dakwerken en goten</p>',
      translationEnglish: '<p>Roofing</p>',
    },
    200,
  );
  expect(await overview()).toEqual({ ...changed, languageEntriesStale: 1 });
  await call('PUT', `/language/confirm/${title}`, {}, 200);
  expect(await overview()).toEqual(changed);

  // Removed, the achievement (its description with it) and an entry wait in the trash, their
  // images kept; emptied, the trash takes the images nothing else shows.
  const remove = async (url: string) =>
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api${url}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
  await remove(`/achievement/remove/${achievementId}`);
  await remove(`/language/remove/${englishOnly}`);
  const trashed = {
    ...changed,
    achievements: 0,
    languageEntries: 3,
    languageEntriesMissingTranslation: 1,
    trash: 2,
  };
  expect(await overview()).toEqual(trashed);
  await remove('/trash/empty');
  const left = await server.database.db.execute(
    sql`select coalesce(sum(octet_length(bytes)), 0)::int as bytes from images`,
  );
  expect(await overview()).toEqual({
    ...trashed,
    trash: 0,
    // The photo stays: the service shows it.
    images: 1,
    imagesWithoutAlt: 1,
    imagesBytes: Number((left as unknown as { rows: { bytes: number }[] }).rows[0].bytes),
  });

  // A trash of texts only, emptied: no image changes, the count still follows.
  await remove(`/language/remove/${dutchOnly}`);
  expect((await overview()).trash).toBe(1);
  await remove('/trash/empty');
  expect((await overview()).trash).toBe(0);
});

test('a translation is missing by the rule that refuses a required rich text as blank', async () => {
  const values = [
    '',
    ' ',
    '<p></p>',
    '<p> </p>',
    '<p>&nbsp;</p>',
    '<p>\u00a0\u2003\u3000\ufeff</p>',
    '<p><br></p>',
    '<h2></h2><p><br /></p>',
    '<b> </b>',
    '<span style="color: #ff0000"> </span>',
    '<p>x</p>',
    '<b>0</b>',
    '&amp;',
    '<p>&lt;p&gt;</p>',
    '<a href="https://example.be"> </a>',
    '<a href="https://example.be">site</a>',
    // Attacks with their text, and without it (some leave nothing, some markup of their own).
    ...HOSTILE_INPUTS.flatMap(({ input }) => [input, input.split(HOSTILE_TEXT).join('')]),
  ].map(sanitizeRichText);
  const db = server.database.db;
  for (const [i, value] of values.entries()) {
    // Each value once as the Dutch, once as the English translation.
    await insertLanguageEntry(db, {
      name: `nl-${i}`,
      group: 'test',
      translationDutch: value,
      translationEnglish: 'Text',
    });
    await insertLanguageEntry(db, {
      name: `en-${i}`,
      group: 'test',
      translationDutch: 'Tekst',
      translationEnglish: value,
    });
  }
  const blank = values.filter(isBlankRichText).length;
  expect(blank).toBeGreaterThan(8);
  expect(blank).toBeLessThan(values.length);
  const counts = await loadOverview(db);
  expect(counts.languageEntries).toBe(values.length * 2);
  expect(counts.languageEntriesMissingTranslation).toBe(blank * 2);
});

test('one statement, whatever the number of rows; a repeat is answered without it', async () => {
  const db = server.database.db;
  const statements = await server.countQueries(() => loadOverview(db));
  expect(statements).toHaveLength(1);

  const handlerStatements = async () =>
    (await server.countQueries(overview)).filter((query) => query.includes('language_entries'));
  expect(await handlerStatements()).toHaveLength(1);
  expect(await handlerStatements()).toHaveLength(0);
  for (let i = 0; i < 20; i++) {
    await chat(`Vraag ${i}`);
    await entry(`<p>${i}</p>`, i % 2 ? '' : `<p>${i}</p>`);
  }
  expect(await handlerStatements()).toHaveLength(1);
  expect((await overview()).languageEntriesMissingTranslation).toBe(10);
});

test('needs a staff token', async () => {
  expectError(
    await server.app.inject({ method: 'GET', url: '/api/overview' }),
    401,
    'UNAUTHORIZED',
  );
});
