import { contentCalls } from '../test/content';
import { expectError, expectShape, useTestServer } from '../test/harness';

/**
 * Stale translations: when only one translation of an entry changes, the other may be out of
 * date (`staleLanguage`) until it changes too or staff confirm it. Achievement descriptions
 * follow the same rule.
 */

const server = useTestServer();
let token: string;
const content = contentCalls(server, () => token);
const { call } = content;

beforeEach(async () => {
  token = await server.signIn();
});

const BASE = {
  name: 'Openingsuren',
  group: 'footer',
  translationDutch: '<p>Maandag tot vrijdag</p>',
  translationEnglish: '<p>Monday to Friday</p>',
};

async function fresh(values: Partial<typeof BASE> = {}) {
  const entry = { ...BASE, ...values };
  const id = await content.entry(entry.name, {
    group: entry.group,
    dutch: entry.translationDutch,
    english: entry.translationEnglish,
  });
  return { id, entry };
}

async function update(id: number, values: typeof BASE) {
  const response = await call('PUT', `/language/update/${id}`, values);
  expect(response.statusCode).toBe(200);
  expectShape('LanguageEntry', response.json());
  return response.json().staleLanguage as 'nl' | 'en' | null;
}

async function listed(id: number) {
  const response = await call('GET', '/language/getall');
  return (response.json() as { id: number; staleLanguage: string | null }[]).find(
    (entry) => entry.id === id,
  );
}

describe('which translation is stale', () => {
  test('a new entry is not stale', async () => {
    const { id } = await fresh();
    expect(await listed(id)).toMatchObject({ staleLanguage: null });
  });

  test('only Dutch changes: English is stale; English changes then: not stale', async () => {
    const { id, entry } = await fresh();
    const dutch = { ...entry, translationDutch: '<p>Elke werkdag</p>' };
    expect(await update(id, dutch)).toBe('en');
    expect(await listed(id)).toMatchObject({ staleLanguage: 'en' });
    expect(await update(id, { ...dutch, translationEnglish: '<p>Every weekday</p>' })).toBeNull();
    expect(await listed(id)).toMatchObject({ staleLanguage: null });
  });

  test('only English changes on a fresh entry: Dutch is stale', async () => {
    const { id, entry } = await fresh();
    expect(await update(id, { ...entry, translationEnglish: '<p>Weekdays</p>' })).toBe('nl');
  });

  test('both change at once: not stale, and a stale mark goes', async () => {
    const { id, entry } = await fresh();
    const both = { ...entry, translationDutch: '<p>A</p>', translationEnglish: '<p>B</p>' };
    expect(await update(id, both)).toBeNull();
    expect(await update(id, { ...both, translationDutch: '<p>C</p>' })).toBe('en');
    expect(
      await update(id, { ...both, translationDutch: '<p>D</p>', translationEnglish: '<p>E</p>' }),
    ).toBeNull();
  });

  test('a change of name or group only keeps the mark as it was', async () => {
    const { id, entry } = await fresh();
    expect(await update(id, { ...entry, name: 'Uren' })).toBeNull();
    const dutch = { ...entry, name: 'Uren', translationDutch: '<p>X</p>' };
    expect(await update(id, dutch)).toBe('en');
    expect(await update(id, { ...dutch, group: 'header' })).toBe('en');
  });

  test('the same language changing again keeps its mark; the other changing then clears it', async () => {
    const { id, entry } = await fresh();
    const once = { ...entry, translationDutch: '<p>Eén</p>' };
    expect(await update(id, once)).toBe('en');
    const twice = { ...once, translationDutch: '<p>Twee</p>' };
    expect(await update(id, twice)).toBe('en');
    // English was the stale one: changing it alone clears the mark, it does not mark Dutch.
    expect(await update(id, { ...twice, translationEnglish: '<p>Two</p>' })).toBeNull();
  });

  test('an empty English translation is missing, not stale', async () => {
    const { id, entry } = await fresh({ translationEnglish: '' });
    expect(await update(id, { ...entry, translationDutch: '<p>Nieuw</p>' })).toBeNull();
    const { id: blank, entry: blankEntry } = await fresh({
      name: 'Leeg',
      translationEnglish: '<p></p>',
    });
    expect(await update(blank, { ...blankEntry, translationDutch: '<p>Nieuw</p>' })).toBeNull();
  });

  test('writing a missing translation marks nothing: it was translated from the other one', async () => {
    const { id, entry } = await fresh({ translationEnglish: '' });
    expect(
      await update(id, { ...entry, translationEnglish: '<p>Monday to Friday</p>' }),
    ).toBeNull();
    const { id: dutchLater, entry: englishOnly } = await fresh({
      name: 'Alleen Engels',
      translationDutch: '<p></p>',
    });
    expect(
      await update(dutchLater, { ...englishOnly, translationDutch: '<p>Maandag tot vrijdag</p>' }),
    ).toBeNull();
    // Once both hold text, a change of one marks the other again.
    expect(
      await update(id, {
        ...entry,
        translationDutch: '<p>Maandag tot zaterdag</p>',
        translationEnglish: '<p>Monday to Friday</p>',
      }),
    ).toBe('en');
  });
});

describe('PUT /api/language/confirm/{id}', () => {
  test('clears the mark and keeps the texts: 200 with the entry; 404 for an unknown id', async () => {
    const { id, entry } = await fresh();
    const dutch = { ...entry, translationDutch: '<p>Elke werkdag</p>' };
    expect(await update(id, dutch)).toBe('en');

    const response = await call('PUT', `/language/confirm/${id}`);
    expect(response.statusCode).toBe(200);
    expectShape('LanguageEntry', response.json());
    expect(response.json()).toEqual({ id, ...dutch, staleLanguage: null });
    expect(await listed(id)).toMatchObject({ staleLanguage: null });

    expectError(await call('PUT', '/language/confirm/9999'), 404, 'NOT_FOUND');
    expectError(await call('PUT', '/language/confirm/abc'), 400, 'VALIDATION');
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: `/api/language/confirm/${id}`,
    });
    expectError(anonymous, 401, 'UNAUTHORIZED');
  });

  test('the overview counts the stale entries', async () => {
    const stale = async () => (await call('GET', '/overview')).json().languageEntriesStale;
    const first = await fresh();
    const second = await fresh({ name: 'Adres' });
    expect(await stale()).toBe(0);
    await update(first.id, { ...first.entry, translationDutch: '<p>X</p>' });
    expect(await stale()).toBe(1);
    await update(second.id, { ...second.entry, translationEnglish: '<p>Y</p>' });
    expect(await stale()).toBe(2);
    expect((await call('PUT', `/language/confirm/${first.id}`)).statusCode).toBe(200);
    expect(await stale()).toBe(1);
  });
});

describe("an achievement's description", () => {
  const DESCRIPTION = {
    location: 'Gent',
    descriptionDutch: '<p>Nieuwe keuken</p>',
    descriptionEnglish: '<p>New kitchen</p>',
  };

  async function description(id: number) {
    const response = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
    const achievement = (response.json() as { id: number; description: { id: number } }[]).find(
      (a) => a.id === id,
    )!;
    return (await listed(achievement.description.id))!;
  }

  async function change(id: number, values: typeof DESCRIPTION) {
    const response = await content.send('PUT', `/achievement/update/${id}`, values, []);
    expect(response.statusCode).toBe(200);
  }

  test('follows the same rule: only Dutch changes → English stale; English changes → cleared', async () => {
    const id = await content.achievement(DESCRIPTION);
    expect(await description(id)).toMatchObject({ staleLanguage: null });
    const dutch = { ...DESCRIPTION, descriptionDutch: '<p>Nieuwe badkamer</p>' };
    await change(id, dutch);
    expect(await description(id)).toMatchObject({ staleLanguage: 'en' });
    await change(id, { ...dutch, location: 'Brugge' });
    expect(await description(id)).toMatchObject({ staleLanguage: 'en' });
    await change(id, { ...dutch, descriptionEnglish: '<p>New bathroom</p>' });
    expect(await description(id)).toMatchObject({ staleLanguage: null });
    await change(id, { ...dutch, descriptionEnglish: '<p>A new bathroom</p>' });
    expect(await description(id)).toMatchObject({ staleLanguage: 'nl' });
  });
});
