import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { employees, projectEmployees } from '../db/schema';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { insertTestDocument, type TestDocument } from '../test/documents';

/**
 * Bestanden: the list with its Dutch search, filters and the customer's roll-up, a document's
 * detail, its changes (history, activity), its removal to the trash under retention, the
 * document types, and who may do what.
 */

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const call = (method: InjectOptions['method'], url: string, payload?: unknown, as = token) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(as),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const add = (document: TestDocument) => insertTestDocument(server.database.db, document);

async function created(url: string, input: unknown) {
  const response = await call('POST', url, input);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().id as number;
}

async function list(query: string, as = token) {
  const response = await call('GET', `/document/getall?${query}`, undefined, as);
  expect(response.statusCode).toBe(200);
  expectShape('DocumentPage', response.json());
  return response.json() as { documents: { id: number; name: string }[]; next: string | null };
}

const names = async (query: string) => (await list(query)).documents.map((d) => d.name);
const search = (q: string) => names(`q=${encodeURIComponent(q)}`);

const count = async (table: string) =>
  (
    (await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
      rows: { n: number }[];
    }
  ).rows[0].n;

describe('the search', () => {
  beforeEach(async () => {
    await add({ name: 'Keuringsattest bestelwagen', type: 'Attest', text: 'Keuring in orde.' });
    await add({
      name: 'Scan map Janssens',
      text: 'Overzicht van de facturen van 2025 voor de renovatie van de badkamer.',
    });
    await add({ name: 'Plan zolder', type: 'Plan', tags: ['zolder', 'Gent'], text: 'Dakkapel' });
    await add({ name: 'Foto gevel', type: 'Foto', text: '' });
  });

  test('takes Dutch as it is typed: the start of a word, a stem, a small typo', async () => {
    expect(await search('keuring')).toEqual(['Keuringsattest bestelwagen']);
    // Only the file's text says "facturen".
    expect(await search('factuur')).toEqual(['Scan map Janssens']);
    expect(await search('bestelwagn')).toEqual(['Keuringsattest bestelwagen']);
    expect(await search('BADKAMER renovatie')).toEqual(['Scan map Janssens']);
    expect(await search('zolder')).toEqual(['Plan zolder']);
    // A part of a word of the name, type or tags, accents and case aside; in the file's text a
    // word is found by its start.
    expect(await search('ESTELWÄG')).toEqual(['Keuringsattest bestelwagen']);
    expect(await search('dakkap')).toEqual(['Plan zolder']);
    expect(await search('kkapel')).toEqual([]);
    expect(await search('vrachtwagen')).toEqual([]);
    // Punctuation is no syntax.
    expect(await search("'&|!:* ()")).toHaveLength(4);
  });

  test('ranks a match in the name above one in the text', async () => {
    await add({ name: 'Nota', text: 'Verslag van de gevel en het dak.' });
    expect(await search('gevel')).toEqual(['Foto gevel', 'Nota']);
  });

  test('ranks the closest first: a whole word, its start, a part, another form; then the text', async () => {
    await add({ name: 'Bouwplan', text: '' });
    await add({ name: 'Planning zomer', text: '' });
    await add({ name: 'Verslag', text: 'Het plan voor de keuken.' });
    await add({ name: 'Plan dak', text: '' });
    // Equal ranks: the most recently added first ("Plan zolder" is of the type Plan).
    expect(await search('plan')).toEqual([
      'Plan dak',
      'Plan zolder',
      'Planning zomer',
      'Bouwplan',
      'Verslag',
    ]);
    // Another form of the word in the name ranks above the text that says it.
    await add({ name: 'Facturen 2025', text: '' });
    expect(await search('factuur')).toEqual(['Facturen 2025', 'Scan map Janssens']);
    // So does the word within a small typo in the name.
    await add({ name: 'Badkamr Peeters', text: '' });
    expect(await search('badkamer')).toEqual(['Badkamr Peeters', 'Scan map Janssens']);
    // Among the documents that say a word in their text, those whose name, type or tags hold
    // more of the words come first.
    await add({ name: 'Nota', text: 'De offerte voor de badkamer.' });
    await add({ name: 'Offerte', text: 'Badkamer en keuken.' });
    await add({ name: 'Offerte badkamer', text: '' });
    expect(await search('offerte badkamer')).toEqual(['Offerte badkamer', 'Offerte', 'Nota']);
  });

  test('pages through the matches by rank without repeating or skipping one', async () => {
    for (let n = 1; n <= 5; n++) await add({ name: `Offerte dak ${n}`, text: 'dakwerken' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `q=dak&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(query);
      seen.push(...page.documents.map((d) => d.name));
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    // A cursor of the search is not one of the plain list.
    const first = await list('q=dak&limit=1');
    expectError(await call('GET', `/document/getall?cursor=${first.next}`), 400, 'VALIDATION');
    expectError(await call('GET', '/document/getall?cursor=nonsense'), 400, 'VALIDATION');
  });
});

describe('the list', () => {
  test('newest first, in pages, each with its file and links', async () => {
    const older = await add({ name: 'Oud', createdAt: '2024-01-01T10:00:00Z' });
    await add({ name: 'Nieuw', createdAt: '2026-01-01T10:00:00Z' });
    await add({ name: 'Midden', createdAt: '2025-01-01T10:00:00Z' });
    const first = await list('limit=2');
    expect(first.documents.map((d) => d.name)).toEqual(['Nieuw', 'Midden']);
    const second = await list(`limit=2&cursor=${first.next}`);
    expect(second.documents.map((d) => d.name)).toEqual(['Oud']);
    expect(second.next).toBeNull();
    expect(second.documents[0]).toEqual({
      id: older,
      name: 'Oud',
      type: 'Overig',
      tags: [],
      mime: 'text/plain',
      size: 3,
      links: [],
      version: 1,
      textStatus: 'wacht',
      scanStatus: 'niet gescand',
      createdAt: '2024-01-01T10:00:00.000Z',
      createdBy: null,
      retainUntil: null,
    });
  });

  test("filters by type, tag and link; a customer's documents include their projects'", async () => {
    const customer = await created('/customer/create', { firstName: 'Lotte', lastName: 'Maes' });
    const other = await created('/customer/create', { firstName: 'Piet', lastName: 'Claes' });
    const project = await created('/project/create', { name: 'Dak', customerId: customer });
    const elsewhere = await created('/project/create', { name: 'Gevel', customerId: other });
    await add({ name: 'Offerte', type: 'Offerte', links: [{ kind: 'customer', id: customer }] });
    await add({
      name: 'Plan dak',
      type: 'Plan',
      tags: ['dak'],
      links: [{ kind: 'project', id: project }],
    });
    await add({ name: 'Plan gevel', type: 'Plan', links: [{ kind: 'project', id: elsewhere }] });
    await add({ name: 'Factuur Claes', type: 'Factuur', links: [{ kind: 'customer', id: other }] });

    expect(await names(`linkKind=customer&linkId=${customer}`)).toEqual(['Plan dak', 'Offerte']);
    expect(await names(`linkKind=project&linkId=${project}`)).toEqual(['Plan dak']);
    expect(await names('type=Plan')).toEqual(['Plan gevel', 'Plan dak']);
    expect(await names('tag=dak')).toEqual(['Plan dak']);
    expect(await names(`type=Plan&linkKind=customer&linkId=${other}`)).toEqual(['Plan gevel']);
    expect(await names(`q=plan&linkKind=customer&linkId=${customer}`)).toEqual(['Plan dak']);
    expectError(await call('GET', `/document/getall?linkId=${customer}`), 400, 'VALIDATION');
    expectError(await call('GET', '/document/getall?linkKind=boat&linkId=1'), 400, 'VALIDATION');
  });
});

describe('one document', () => {
  test('answers it with its versions, the current marked; 404 for none', async () => {
    const id = await add({ name: 'Attest', type: 'Attest', text: 'inhoud' });
    const response = await call('GET', `/document/get/${id}`);
    expect(response.statusCode).toBe(200);
    expectShape('DocumentDetail', response.json());
    expect(response.json().versions).toEqual([
      expect.objectContaining({ version: 1, fileName: 'Attest.txt', current: true, size: 6 }),
    ]);
    expectError(await call('GET', '/document/get/999999'), 404, 'NOT_FOUND');
  });

  test('changes its name, type, tags and links: a version and an activity entry', async () => {
    const customer = await created('/customer/create', { firstName: 'Lotte', lastName: 'Maes' });
    const id = await add({ name: 'Scan', text: 'onderhoudscontract' });
    const changed = await call('PUT', `/document/update/${id}`, {
      name: ' Contract onderhoud ',
      type: 'Factuur',
      tags: ['2026', '2026', ' jaarlijks '],
      links: [
        { kind: 'customer', id: customer },
        { kind: 'customer', id: customer },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Contract onderhoud',
      type: 'Factuur',
      tags: ['2026', 'jaarlijks'],
      links: [{ kind: 'customer', id: customer }],
    });
    // Factuur keeps ten years from the creation date (Brussels).
    const createdOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
      new Date(changed.json().createdAt),
    );
    expect(changed.json().retainUntil).toBe(
      `${Number(createdOn.slice(0, 4)) + 10}${createdOn.slice(4)}`,
    );
    // The search follows the new name.
    expect(await search('jaarlijks')).toEqual(['Contract onderhoud']);

    const versions = await call('GET', `/history/document/${id}`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()[0].data).toMatchObject({ name: 'Contract onderhoud', type: 'Factuur' });
    const activity = await call('GET', '/activity/getall?limit=1');
    expect(activity.json().entries[0]).toMatchObject({
      kind: 'update',
      target: { kind: 'document', id, label: 'Contract onderhoud' },
    });
  });

  test('restores an earlier version of its fields; links to what is gone since are left off', async () => {
    const project = await created('/project/create', { name: 'Dak' });
    const id = await add({ name: 'Scan' });
    const first = await call('PUT', `/document/update/${id}`, {
      name: 'Plan dak',
      type: 'Plan',
      tags: ['dak'],
      links: [{ kind: 'project', id: project }],
    });
    expect(first.statusCode).toBe(200);
    await call('PUT', `/document/update/${id}`, {
      name: 'Plan',
      type: 'Overig',
      tags: [],
      links: [],
    });
    expect((await call('DELETE', `/project/remove/${project}`)).statusCode).toBe(204);
    const versions = (await call('GET', `/history/document/${id}`)).json() as {
      version: number;
      data: { name: string };
    }[];
    const wanted = versions.find((one) => one.data.name === 'Plan dak')!;
    const restored = await call('POST', `/history/restore/document/${id}/${wanted.version}`);
    expect(restored.statusCode).toBe(200);
    expect((await call('GET', `/document/get/${id}`)).json()).toMatchObject({
      name: 'Plan dak',
      type: 'Plan',
      tags: ['dak'],
      links: [],
      version: 1,
    });
  });

  test('refuses an unknown type, an unknown link or a blank name, and changes nothing', async () => {
    const id = await add({ name: 'Scan', tags: ['a'] });
    const before = await server.snapshot();
    expectError(
      await call('PUT', `/document/update/${id}`, { type: 'Geen' }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await call('PUT', `/document/update/${id}`, {
        name: 'B',
        links: [{ kind: 'project', id: 4242 }],
      }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(await call('PUT', `/document/update/${id}`, { name: '   ' }), 400, 'VALIDATION');
    expectError(
      await call('PUT', `/document/update/${id}`, { links: [{ kind: 'vehicle', id: 999 }] }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(await call('PUT', `/document/update/${id}`, { colour: 'rood' }), 400, 'VALIDATION');
    expectError(await call('PUT', '/document/update/999999', { name: 'X' }), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('removal and retention', () => {
  test('a document under retention stays: 409 with the date in Dutch', async () => {
    const id = await add({
      name: 'Factuur 2026-001',
      type: 'Factuur',
      createdAt: '2026-03-12T09:00:00Z',
    });
    const refused = await call('DELETE', `/document/remove/${id}`);
    expectError(refused, 409, 'UNDER_RETENTION');
    expect(refused.json().message).toContain('12 maart 2036');
    expect(await count('documents')).toBe(1);
  });

  test('after its retention, or without one, it goes to the trash and comes back with its links', async () => {
    const customer = await created('/customer/create', { firstName: 'Lotte', lastName: 'Maes' });
    const old = await add({
      name: 'Oude factuur',
      type: 'Factuur',
      createdAt: '2010-01-05T09:00:00Z',
      links: [{ kind: 'customer', id: customer }],
      text: 'herstelling dakgoot',
    });
    expect((await call('DELETE', `/document/remove/${old}`)).statusCode).toBe(204);
    expect(await count('documents')).toBe(0);
    expect(await count('document_versions')).toBe(0);
    expectError(await call('GET', `/document/get/${old}`), 404, 'NOT_FOUND');
    const trash = (await call('GET', '/trash/getall')).json();
    expect(trash).toEqual([
      expect.objectContaining({ kind: 'document', id: old, label: 'Oude factuur' }),
    ]);

    expect((await call('POST', `/trash/restore/document/${old}`)).statusCode).toBe(200);
    const back = (await call('GET', `/document/get/${old}`)).json();
    expect(back).toMatchObject({
      name: 'Oude factuur',
      links: [{ kind: 'customer', id: customer }],
      retainUntil: '2020-01-05',
      versions: [expect.objectContaining({ version: 1, textStatus: 'klaar' })],
    });
    expect(await search('dakgoot')).toEqual(['Oude factuur']);
    expectError(await call('DELETE', '/document/remove/999999'), 404, 'NOT_FOUND');
  });
});

describe('the document types', () => {
  test('start with the defaults; a changed retention sets the documents of the type again', async () => {
    const types = await call('GET', '/document/types');
    expect(types.statusCode).toBe(200);
    expectShape('DocumentTypes', types.json());
    expect(types.json()).toContainEqual({ name: 'Factuur', retentionYears: 10 });
    expect(types.json()).toContainEqual({ name: 'Contract personeel', retentionYears: 5 });
    expect(types.json()).toContainEqual({ name: 'Plan', retentionYears: null });
    // A read writes nothing: the defaults are stored when a write needs them.
    expect(await count('document_types')).toBe(0);
    const id = await add({ name: 'Plan', type: 'Plan', createdAt: '2026-02-01T09:00:00Z' });

    const changed = await call('PUT', '/document/types', [
      { name: 'Plan', retentionYears: 2 },
      { name: 'Factuur', retentionYears: 7 },
      { name: 'Overig', retentionYears: null },
      { name: 'Werfverslag', retentionYears: null },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().map((type: { name: string }) => type.name)).toEqual([
      'Plan',
      'Factuur',
      'Overig',
      'Werfverslag',
    ]);
    expect((await call('GET', `/document/get/${id}`)).json().retainUntil).toBe('2028-02-01');
  });

  test('refuses a type still in use, a name twice, or an empty list, and changes nothing', async () => {
    await add({ name: 'Plan', type: 'Plan' });
    const before = await server.snapshot();
    const refused = await call('PUT', '/document/types', [
      { name: 'Overig', retentionYears: null },
    ]);
    expectError(refused, 409, 'IN_USE');
    expect(refused.json().message).toContain("'Plan'");
    expectError(
      await call('PUT', '/document/types', [
        { name: 'Plan', retentionYears: null },
        { name: 'plan', retentionYears: 1 },
      ]),
      400,
      'VALIDATION',
    );
    expectError(await call('PUT', '/document/types', []), 400, 'VALIDATION');
    expectError(
      await call('PUT', '/document/types', [{ name: 'X', retentionYears: 0 }]),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('roles', () => {
  async function technician() {
    const tech = await server.signIn('tech@example.be', 'technieker');
    const me = (await call('GET', '/user/me', undefined, tech)).json() as { id: number };
    const [row] = await server.database.db
      .insert(employees)
      .values({ firstName: 'Jan', lastName: 'Peeters', userId: me.id, workingHours: [] })
      .returning({ id: employees.id });
    return { tech, employeeId: row.id };
  }

  test('a Technieker reads the documents of projects they are on, and changes none', async () => {
    const { tech, employeeId } = await technician();
    const own = await created('/project/create', { name: 'Dak Gent' });
    const other = await created('/project/create', { name: 'Gevel Brugge' });
    await server.database.db.insert(projectEmployees).values({ projectId: own, employeeId });
    const mine = await add({ name: 'Plan dak', links: [{ kind: 'project', id: own }] });
    const theirs = await add({ name: 'Plan gevel', links: [{ kind: 'project', id: other }] });

    expect((await call('GET', `/document/get/${mine}`, undefined, tech)).statusCode).toBe(200);
    expectError(await call('GET', `/document/get/${theirs}`, undefined, tech), 403, 'FORBIDDEN');
    expect((await list(`linkKind=project&linkId=${own}`, tech)).documents).toHaveLength(1);
    expectError(
      await call('GET', `/document/getall?linkKind=project&linkId=${other}`, undefined, tech),
      403,
      'FORBIDDEN',
    );
    expectError(await call('GET', '/document/getall', undefined, tech), 403, 'FORBIDDEN');
    expect((await call('GET', '/document/types', undefined, tech)).statusCode).toBe(200);
    const download = await call('GET', `/document/download/${mine}`, undefined, tech);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Plan dak');
    expectError(
      await call('GET', `/document/download/${theirs}`, undefined, tech),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', `/document/update/${mine}`, { name: 'X' }, tech),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('DELETE', `/document/remove/${mine}`, undefined, tech),
      403,
      'FORBIDDEN',
    );
  });

  test('Website has no documents; Kantoor has them all', async () => {
    const id = await add({ name: 'Plan' });
    const web = await server.signIn('web@example.be', 'website');
    expectError(await call('GET', '/document/getall', undefined, web), 403, 'FORBIDDEN');
    expectError(await call('GET', `/document/get/${id}`, undefined, web), 403, 'FORBIDDEN');
    expectError(await call('GET', '/document/types', undefined, web), 403, 'FORBIDDEN');
    const office = await server.signIn('kantoor@example.be', 'kantoor');
    expect((await call('PUT', `/document/update/${id}`, { tags: ['x'] }, office)).statusCode).toBe(
      200,
    );
  });
});

describe("the customer's privacy", () => {
  test('the erasure removes their documents but keeps what the law requires, and says so', async () => {
    const email = 'lotte.maes@example.be';
    const customer = await created('/customer/create', {
      firstName: 'Lotte',
      lastName: 'Maes',
      email,
    });
    const project = await created('/project/create', { name: 'Dak', customerId: customer });
    await add({ name: 'Foto', type: 'Foto', links: [{ kind: 'customer', id: customer }] });
    await add({ name: 'Plan', type: 'Plan', links: [{ kind: 'project', id: project }] });
    const invoice = await add({
      name: 'Factuur',
      type: 'Factuur',
      links: [
        { kind: 'customer', id: customer },
        { kind: 'project', id: project },
      ],
    });
    const unrelated = await add({ name: 'Ander' });

    const exported = await call('GET', `/chat/customerData?email=${email}`);
    expect(exported.statusCode).toBe(200);
    expect(
      exported
        .json()
        .documents.map((d: { name: string }) => d.name)
        .sort(),
    ).toEqual(['Factuur', 'Foto', 'Plan']);

    const erased = await call('DELETE', `/chat/customerData?email=${email}`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ documentsRemoved: 2, documentsKept: 1 });
    // The files of the removed documents went with them.
    expect(await count('document_blobs')).toBe(2);
    const left = (await list('')).documents.map((d) => d.id).sort((a, b) => a - b);
    expect(left).toEqual([invoice, unrelated].sort((a, b) => a - b));
    // The invoice stays, without the customer; its project stays as the company's work.
    expect((await call('GET', `/document/get/${invoice}`)).json().links).toEqual([
      { kind: 'project', id: project },
    ]);
  });
});
