import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { rowsOf } from '../db/rows-of';
import { claimNextVersion } from '../repositories/document-text';
import { insertDocumentVersion, versionText, waitFor } from '../test/document-rows';
import {
  pdfWithText,
  photoWithoutText,
  photographedPage,
  scannedPdf,
} from '../test/document-text-files';
import { DATABASE_HOOK_TIMEOUT, bearer, multipart, useTestServer } from '../test/harness';
import { MAX_TEXT_ATTEMPTS } from './document-text-jobs';

// The test server itself reads nothing (DOCUMENT_TEXT is off in tests): each test starts the
// instances whose job it watches.
const server = useTestServer();
const textSettings = {
  enabled: true,
  ocr: true,
  ocrPages: 20,
  budgetSeconds: 120,
  leaseSeconds: 2,
};

const instances: App[] = [];
/** Another server on the same database with the text job on, as another process would be. */
async function instance(settings = textSettings) {
  const app = await buildApp(
    { ...server.config, documentText: settings },
    { database: server.database, logger: false },
  );
  instances.push(app);
  await app.ready();
  return app;
}

test('the settings: on by default, switched and bounded by DOCUMENT_* variables', () => {
  expect(loadConfig({}).documentText).toEqual({
    enabled: true,
    ocr: true,
    ocrPages: 50,
    budgetSeconds: 300,
    leaseSeconds: 60,
  });
  expect(
    loadConfig({
      DOCUMENT_TEXT: 'off',
      DOCUMENT_OCR: 'false',
      DOCUMENT_OCR_PAGES: '5',
      DOCUMENT_TEXT_SECONDS: '0',
      DOCUMENT_TEXT_LEASE_SECONDS: '30',
    }).documentText,
  ).toEqual({ enabled: false, ocr: false, ocrPages: 5, budgetSeconds: 1, leaseSeconds: 30 });
  expect(() => loadConfig({ DOCUMENT_OCR: 'misschien' })).toThrow(
    'DOCUMENT_OCR must be on or off, got "misschien"',
  );
});

test('the test server runs no text job of its own', () => {
  expect(server.app.documentText).toBeUndefined();
});

afterEach(async () => {
  for (const app of instances.splice(0)) await app.close();
}, DATABASE_HOOK_TIMEOUT);

/** The ids of the documents the search finds for `words` (the dutch full-text vector). */
async function found(words: string) {
  const rows = rowsOf(
    await server.database.db.execute(
      sql`select id from documents where search @@ plainto_tsquery('dutch', ${words}) order by id`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

const done = (text: { status: string }) => text.status !== 'wacht';

describe('the background text job', () => {
  test('reads a PDF and a photographed page once written, and the search finds their words', async () => {
    await instance();
    const db = server.database.db;
    const pdf = await insertDocumentVersion(db, {
      name: 'offerte.pdf',
      mime: 'application/pdf',
      bytes: await pdfWithText([['Offerte voor de renovatie van de badkamer', 'Tegelwerk']]),
    });
    const photo = await insertDocumentVersion(db, {
      name: 'IMG_2041.jpg',
      mime: 'image/jpeg',
      bytes: await photographedPage(['Keuringsattest bestelwagen', 'Geldig tot maart']),
    });
    // Woken by the database's notice of the new versions: no call to the job.
    const pdfText = await waitFor(() => versionText(db, pdf.versionId), done);
    const photoText = await waitFor(() => versionText(db, photo.versionId), done);
    expect(pdfText).toMatchObject({ status: 'klaar', attempts: 1, claimed: false });
    expect(pdfText.text).toContain('renovatie van de badkamer');
    expect(photoText.status).toBe('klaar');
    expect(photoText.text.toLowerCase()).toContain('keuringsattest bestelwagen');
    expect(await found('badkamers')).toEqual([pdf.documentId]);
    expect(await found('keuringsattest')).toEqual([photo.documentId]);
  }, 180_000);

  test('uploaded files and a new version are read, and the search follows the current version', async () => {
    await instance();
    const db = server.database.db;
    const token = await server.signIn();
    const upload = await multipart({ links: [], type: 'Offerte', tags: ['dak'] }, [
      {
        content: await pdfWithText([['Offerte voor het vernieuwen van de dakgoten']]),
        name: 'offerte.pdf',
        type: 'application/pdf',
      },
      {
        content: await photographedPage(['Keuringsattest bestelwagen', 'Geldig tot maart']),
        name: 'attest.jpg',
        type: 'image/jpeg',
      },
    ]);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(created.statusCode).toBe(201);
    const [quote, attest] = created.json().ids as number[];
    const versions = async (documentId: number) =>
      rowsOf(
        await db.execute(
          sql`select id from document_versions where document_id = ${documentId} order by version`,
        ),
      ).map((row) => Number(row.id));
    const [quoteV1] = await versions(quote);
    const [attestV1] = await versions(attest);
    expect((await waitFor(() => versionText(db, quoteV1), done)).status).toBe('klaar');
    expect((await waitFor(() => versionText(db, attestV1), done)).status).toBe('klaar');
    expect(await found('dakgoot')).toEqual([quote]);
    expect(await found('keuringsattest')).toEqual([attest]);

    const signed = await multipart(undefined, [
      {
        content: await pdfWithText([['Ondertekende offerte: akkoord voor de zinken goten']]),
        name: 'offerte-getekend.pdf',
        type: 'application/pdf',
      },
    ]);
    const added = await server.app.inject({
      method: 'POST',
      url: `/api/document/addVersion/${quote}`,
      headers: { ...bearer(token), ...signed.headers },
      payload: signed.payload,
    });
    expect(added.statusCode).toBe(201);
    const [, quoteV2] = await versions(quote);
    expect(await waitFor(() => versionText(db, quoteV2), done)).toMatchObject({
      status: 'klaar',
      text: 'Ondertekende offerte: akkoord voor de zinken goten',
    });
    // The search reads the current version's text; the earlier version keeps its own.
    expect(await found('zinken')).toEqual([quote]);
    expect(await found('dakgoot')).toEqual([]);
    expect((await versionText(db, quoteV1)).text).toContain('dakgoten');
  }, 180_000);

  test('a file without text, a damaged one, and one waiting for its virus scan', async () => {
    await instance();
    const db = server.database.db;
    const photo = await insertDocumentVersion(db, {
      name: 'gevel.jpg',
      mime: 'image/jpeg',
      bytes: await photoWithoutText(),
    });
    const damaged = await insertDocumentVersion(db, {
      name: 'kapot.pdf',
      mime: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'),
    });
    const unscanned = await insertDocumentVersion(db, {
      name: 'plan.pdf',
      mime: 'application/pdf',
      bytes: await pdfWithText([['Plan van de keuken']]),
      scanStatus: 'wacht',
    });
    expect(await waitFor(() => versionText(db, photo.versionId), done)).toMatchObject({
      status: 'geen tekst',
      text: '',
    });
    expect(await waitFor(() => versionText(db, damaged.versionId), done)).toMatchObject({
      status: 'mislukt',
      text: '',
      attempts: 1,
    });
    // Not opened before the scanner answered: read once it has.
    expect(await versionText(db, unscanned.versionId)).toMatchObject({
      status: 'wacht',
      attempts: 0,
    });
    await db.execute(
      sql`update document_versions set scan_status = 'schoon' where id = ${unscanned.versionId}`,
    );
    expect(await waitFor(() => versionText(db, unscanned.versionId), done)).toMatchObject({
      status: 'klaar',
      text: 'Plan van de keuken',
    });
  }, 180_000);

  test('a server stopped during OCR gives the version back, and reads it after its restart', async () => {
    const db = server.database.db;
    const page = (line: string) => photographedPage([line, 'Werfverslag van de aannemer']);
    const scan = await insertDocumentVersion(db, {
      name: 'scan.pdf',
      mime: 'application/pdf',
      bytes: await scannedPdf([
        await page('Eerste blad'),
        await page('Tweede blad'),
        await page('Derde blad'),
        await page('Vierde blad'),
      ]),
    });
    const first = await instance();
    await waitFor(
      () => versionText(db, scan.versionId),
      (text) => text.claimed,
    );
    await first.close();
    expect(await versionText(db, scan.versionId)).toEqual({
      status: 'wacht',
      text: '',
      attempts: 0,
      claimed: false,
    });
    await instance();
    const text = await waitFor(() => versionText(db, scan.versionId), done);
    expect(text).toMatchObject({ status: 'klaar', attempts: 1 });
    for (const line of ['Eerste blad', 'Vierde blad', 'Werfverslag van de aannemer'])
      expect(text.text).toContain(line);
  }, 180_000);

  test('a process killed during OCR leaves its claim, which another instance takes when it runs out', async () => {
    const db = server.database.db;
    const scan = await insertDocumentVersion(db, {
      name: 'attest.jpg',
      mime: 'image/jpeg',
      bytes: await photographedPage(['Keuringsattest bestelwagen']),
    });
    // A process that claimed the version and died: its claim is never renewed nor given back.
    expect(await claimNextVersion(db, textSettings.leaseSeconds)).toMatchObject({
      id: scan.versionId,
      attempts: 1,
    });
    const claimedAt = Date.now();
    await instance();
    const text = await waitFor(() => versionText(db, scan.versionId), done);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(textSettings.leaseSeconds * 1000 - 100);
    expect(text).toMatchObject({ status: 'klaar', attempts: 2 });
    expect(text.text.toLowerCase()).toContain('keuringsattest');
  }, 180_000);

  test(`a version that stopped the reader ${MAX_TEXT_ATTEMPTS} times is given up`, async () => {
    const db = server.database.db;
    const scan = await insertDocumentVersion(db, {
      name: 'zwaar.pdf',
      mime: 'application/pdf',
      bytes: await pdfWithText([['Zwaar bestand']]),
    });
    await db.execute(
      sql`update document_versions set text_attempts = ${MAX_TEXT_ATTEMPTS} where id = ${scan.versionId}`,
    );
    await instance();
    expect(await waitFor(() => versionText(db, scan.versionId), done)).toEqual({
      status: 'mislukt',
      text: '',
      attempts: MAX_TEXT_ATTEMPTS + 1,
      claimed: false,
    });
  }, 180_000);

  test('two instances read every version once', async () => {
    const db = server.database.db;
    const versions = [];
    for (let i = 1; i <= 6; i++)
      versions.push(
        await insertDocumentVersion(db, {
          name: `factuur-${i}.pdf`,
          mime: 'application/pdf',
          bytes: await pdfWithText([[`Factuur nummer ${i} voor dakwerken`]]),
        }),
      );
    // A lease long enough that neither takes the other's claim, however busy the machine: what
    // is tested is that two instances never read one version at once (the claim), not the lease.
    const longLease = { ...textSettings, leaseSeconds: 120 };
    await Promise.all([instance(longLease), instance(longLease)]);
    for (const { versionId } of versions)
      expect(await waitFor(() => versionText(db, versionId), done)).toMatchObject({
        status: 'klaar',
        attempts: 1,
      });
    expect(await found('facturen dakwerk')).toHaveLength(6);
  }, 180_000);
});
