import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { documentBlobChunks, documentBlobs, documents, documentVersions } from '../db/schema';
import { bearer, expectShape, useTestServer } from '../test/harness';
import { insertTestDocument, type TestDocument } from '../test/documents';
import { unzip } from '../test/zip';

/**
 * Bestanden and the customer's privacy (docs/product.md § Bestanden): the export's ZIP holds the
 * current file of each of the customer's documents; the erasure takes those in the trash that
 * are linked to the customer's projects only.
 */

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const add = (document: TestDocument) => insertTestDocument(server.database.db, document);

async function created(url: string, input: unknown) {
  const response = await call('POST', url, input);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().id as number;
}

const email = 'lotte.maes@example.be';

async function lotteWithProject() {
  const customer = await created('/customer/create', {
    firstName: 'Lotte',
    lastName: 'Maes',
    email,
  });
  const project = await created('/project/create', { name: 'Dak', customerId: customer });
  return { customer, project };
}

/** Gives a document a second version with these bytes and makes it the current one. */
async function addVersion(id: number, fileName: string, bytes: Buffer, scanned = true) {
  const db = server.database.db;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.insert(documentBlobs).values({ sha256, size: bytes.length, chunks: 1 });
  await db.insert(documentBlobChunks).values({ sha256, seq: 0, bytes });
  await db.insert(documentVersions).values({
    documentId: id,
    version: 2,
    fileName,
    mime: 'text/plain',
    size: bytes.length,
    sha256,
    scanStatus: scanned ? 'niet gescand' : 'wacht',
  });
  await db.update(documents).set({ currentVersion: 2 }).where(eq(documents.id, id));
}

const count = async (table: string) =>
  (
    (await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
      rows: { n: number }[];
    }
  ).rows[0].n;

describe("the customer's export", () => {
  test("its ZIP holds the current file of each of the customer's documents, under a safe and unique name", async () => {
    const { customer, project } = await lotteWithProject();
    const other = await created('/customer/create', { firstName: 'Jan', lastName: 'Peeters' });
    const own = await add({ name: 'offerte', links: [{ kind: 'customer', id: customer }] });
    const plan = await add({ name: 'offerte', links: [{ kind: 'project', id: project }] });
    const hostile = await add({
      name: '../../etc/dak:plan',
      links: [{ kind: 'customer', id: customer }],
    });
    const versioned = await add({ name: 'contract', links: [{ kind: 'customer', id: customer }] });
    await addVersion(versioned, 'contract getekend.txt', Buffer.from('getekend door Lotte'));
    const unscanned = await add({ name: 'scan', links: [{ kind: 'customer', id: customer }] });
    await addVersion(unscanned, 'scan.txt', Buffer.from('nog niet gescand'), false);
    await add({ name: 'Jans plan', links: [{ kind: 'customer', id: other }] });

    const response = await call('GET', `/chat/customerData/export?email=${email}`);
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    const document = JSON.parse(entries.get('klantgegevens.json')!.toString('utf8'));
    expectShape('CustomerData', document);
    type Exported = { id: number; fileName: string; path: string | null; sha256: string };
    const byId = new Map<number, Exported>(
      (document.documents as Exported[]).map((one) => [one.id, one]),
    );
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      [own, plan, hostile, versioned, unscanned].sort((a, b) => a - b),
    );
    // Two files of one name stay apart by their document's id; a name cannot leave its folder.
    expect(byId.get(own)!.path).toBe(`documenten/${own}-offerte.txt`);
    expect(byId.get(plan)!.path).toBe(`documenten/${plan}-offerte.txt`);
    expect(byId.get(hostile)!.path).toBe(`documenten/${hostile}-_.._etc_dak_plan.txt`);
    // The current version, not the first.
    expect(byId.get(versioned)).toMatchObject({
      fileName: 'contract getekend.txt',
      path: `documenten/${versioned}-contract getekend.txt`,
    });
    expect(entries.get(byId.get(versioned)!.path!)!.toString('utf8')).toBe('getekend door Lotte');
    // A file still waiting for its virus scan is not handed out.
    expect(byId.get(unscanned)!.path).toBeNull();
    const paths = [...entries.keys()].filter((name) => name.startsWith('documenten/'));
    expect(paths.sort()).toEqual(
      [own, plan, hostile, versioned].map((id) => byId.get(id)!.path!).sort(),
    );
    // Each entry holds the bytes staff download.
    for (const id of [own, plan, hostile, versioned]) {
      const downloaded = await call('GET', `/document/download/${id}`);
      expect(downloaded.statusCode).toBe(200);
      const entry = entries.get(byId.get(id)!.path!)!;
      expect(entry.equals(downloaded.rawPayload)).toBe(true);
      expect(createHash('sha256').update(entry).digest('hex')).toBe(byId.get(id)!.sha256);
    }
    expect(entries.get('klantgegevens.json')!.toString('utf8')).not.toContain('Jans plan');
  });
});

describe("the customer's erasure", () => {
  test('takes the documents in the trash linked only to their projects, a project in the trash too', async () => {
    const { customer, project } = await lotteWithProject();
    const trashedProject = await created('/project/create', {
      name: 'Gevel',
      customerId: customer,
    });
    const other = await created('/customer/create', { firstName: 'Jan', lastName: 'Peeters' });
    const othersProject = await created('/project/create', { name: 'Goot', customerId: other });
    const onProject = await add({
      name: 'Plan dak',
      text: 'plan dak',
      links: [{ kind: 'project', id: project }],
    });
    const onTrashedProject = await add({
      name: 'Foto gevel',
      text: 'foto gevel',
      links: [{ kind: 'project', id: trashedProject }],
    });
    const onCustomer = await add({
      name: 'Offerte',
      text: 'offerte',
      links: [{ kind: 'customer', id: customer }],
    });
    const jans = await add({
      name: 'Plan goot',
      text: 'plan goot',
      links: [{ kind: 'project', id: othersProject }],
    });
    for (const id of [onProject, onTrashedProject, onCustomer, jans])
      expect((await call('DELETE', `/document/remove/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/project/remove/${trashedProject}`)).statusCode).toBe(204);
    expect(await count('document_blobs')).toBe(4);

    const erased = await call('DELETE', `/chat/customerData?email=${email}`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ documentsRemoved: 3, documentsKept: 0 });
    const trash = (await call('GET', '/trash/getall')).json() as { kind: string; id: number }[];
    expect(trash.filter((item) => item.kind === 'document').map((item) => item.id)).toEqual([jans]);
    // Their files went with them; Jan's stays.
    expect(await count('document_blobs')).toBe(1);
    expect((await call('POST', `/trash/restore/document/${jans}`)).statusCode).toBe(200);
  });
});
