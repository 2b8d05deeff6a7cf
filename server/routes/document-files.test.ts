import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../db/rows-of';
import { hasLocation, storeDocumentFile } from '../services/document-file-check';
import { removeUnusedDocumentFiles } from '../services/document-files';
import {
  docmFile,
  docxFile,
  odtFile,
  oldWordFile,
  otherCompoundFile,
  photoWithLocation,
  programFile,
  zipFile,
} from '../test/document-files';
import { agendaCalls } from '../test/agenda';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { photoFile, type UploadFile } from '../test/image-files';
import { hiddenScripts, letterPdf } from '../test/pdf-files';

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);

beforeEach(async () => {
  token = await server.signIn();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(data: unknown, files: UploadFile[], as = token) {
  const body = await multipart(data, files);
  return server.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...body.headers, ...bearer(as) },
    payload: body.payload,
  });
}

async function addVersion(id: number, file: UploadFile, as = token) {
  const body = await multipart(undefined, [file]);
  return server.app.inject({
    method: 'POST',
    url: `/api/document/addVersion/${id}`,
    headers: { ...body.headers, ...bearer(as) },
    payload: body.payload,
  });
}

const get = (url: string, as = token) =>
  server.app.inject({ method: 'GET', url: `/api/document/${url}`, headers: bearer(as) });

async function rows(query: ReturnType<typeof sql>) {
  return rowsOf(await server.app.db.execute(query));
}

/** What the store holds: documents, versions, blobs and their chunks. */
async function counts() {
  const [row] = await rows(sql`select
    (select count(*)::int from documents) as documents,
    (select count(*)::int from document_versions) as versions,
    (select count(*)::int from document_blobs) as blobs,
    (select count(*)::int from document_blob_chunks) as chunks`);
  return row;
}

async function newCustomer() {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/customer/create',
    headers: bearer(token),
    payload: { kind: 'person', firstName: 'Lotte', lastName: 'Maes' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function uploadOne(file: UploadFile, data: Record<string, unknown> = { type: 'Overig' }) {
  const response = await upload(data, [file]);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
  return response.json().ids[0] as number;
}

async function versionsOf(id: number) {
  return rows(sql`select version, file_name, mime, size, sha256, scan_status, text_status
    from document_versions where document_id = ${id} order by version`);
}

describe('upload', () => {
  it('makes a document of each file, linked, typed and tagged, with the bytes stored once by their SHA-256', async () => {
    const customerId = await newCustomer();
    const pdf = await letterPdf();
    const word = docxFile();
    const text = {
      content: Buffer.from('Afspraken werf Gent\nfacturen volgen\n'),
      name: 'nota.txt',
    };
    const response = await upload(
      {
        type: 'Offerte',
        tags: ['badkamer', 'renovatie'],
        links: [{ kind: 'customer', id: customerId }],
        names: ['Offerte badkamer', 'Bestek', 'Nota'],
      },
      [{ content: pdf, name: 'offerte.pdf', type: 'application/pdf' }, word, text],
    );
    expect(response.statusCode).toBe(201);
    expectShape('DocumentUploadAnswer', response.json());
    const { ids, scanned } = response.json() as { ids: number[]; scanned: boolean };
    expect(ids).toHaveLength(3);
    expect(scanned).toBe(false);

    const documents = await rows(sql`select id, name, type, tags, current_version, retain_until,
      search_head, search @@ to_tsquery('dutch', 'badkamers') as found from documents
      order by id`);
    expect(
      documents.map((d) => [d.name, d.type, d.tags, d.current_version, d.retain_until]),
    ).toEqual([
      ['Offerte badkamer', 'Offerte', ['badkamer', 'renovatie'], 1, null],
      ['Bestek', 'Offerte', ['badkamer', 'renovatie'], 1, null],
      ['Nota', 'Offerte', ['badkamer', 'renovatie'], 1, null],
    ]);
    // What the search matches: the name, type and tags folded, and their Dutch stems.
    expect(documents[0].search_head).toBe('offerte badkamer offerte badkamer renovatie');
    expect(documents.map((d) => d.found)).toEqual([true, true, true]);
    const links = await rows(
      sql`select document_id, kind, target_id from document_links order by document_id`,
    );
    expect(links).toEqual(
      ids.map((id) => ({ document_id: id, kind: 'customer', target_id: customerId })),
    );

    const [first] = await versionsOf(ids[0]);
    expect(first).toMatchObject({
      version: 1,
      file_name: 'offerte.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: sha(pdf),
      scan_status: 'niet gescand',
      text_status: 'wacht',
    });
    expect((await versionsOf(ids[1]))[0]).toMatchObject({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      file_name: 'offerte.docx',
    });
    expect((await versionsOf(ids[2]))[0]).toMatchObject({ mime: 'text/plain; charset=utf-8' });

    // Downloaded as it was sent, byte for byte.
    const download = await get(`download/${ids[0]}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="offerte.pdf"/);
  });

  it('writes the default document types on first use, and a type with retention dates the document', async () => {
    const id = await uploadOne(await photoFile(), { type: 'Factuur' });
    const types = await rows(
      sql`select name, retention_years from document_types order by sort_order`,
    );
    expect(types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Offerte', 'Plan', 'Foto', 'Factuur', 'Aankoopfactuur', 'Overig']),
    );
    const [document] = await rows(sql`select retain_until,
      ((now() at time zone 'Europe/Brussels')::date + interval '10 years')::date::text as expected
      from documents where id = ${id}`);
    expect(document.retain_until).toBe(document.expected);
    expect(String(document.retain_until)).toMatch(
      new RegExp(`^${new Date().getUTCFullYear() + 10}-`),
    );
  });

  it('takes the same file twice as two documents that hold one blob', async () => {
    const pdf = await letterPdf();
    await uploadOne({ content: pdf, name: 'a.pdf' });
    await uploadOne({ content: pdf, name: 'b.pdf' });
    expect(await counts()).toMatchObject({ documents: 2, versions: 2, blobs: 1 });
  });

  it('stores a file of several MiB in chunks of 1 MiB and sends it back whole', async () => {
    const line = 'Lastenboek renovatie: regel met tekst die zich herhaalt.\n';
    const content = Buffer.from(line.repeat(Math.ceil((3.5 * 1048576) / line.length)));
    const id = await uploadOne({ content, name: 'lastenboek.txt' });
    const [blob] = await rows(sql`select size, chunks from document_blobs`);
    expect(blob).toEqual({ size: content.length, chunks: 4 });
    const chunkSizes = await rows(
      sql`select seq, length(bytes) as size from document_blob_chunks order by seq`,
    );
    expect(chunkSizes.map((c) => c.size)).toEqual([
      1048576,
      1048576,
      1048576,
      content.length - 3 * 1048576,
    ]);
    const download = await get(`download/${id}`);
    expect(sha(download.rawPayload)).toBe(sha(content));
    expect(download.headers['content-length']).toBe(String(content.length));
  });

  it('checks a PDF of several MiB from the store and keeps it byte for byte', async () => {
    const document = await PDFDocument.create();
    const side = 1400;
    const png = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const page = document.addPage([595, 842]);
    page.drawImage(await document.embedPng(png), { x: 0, y: 0, width: 595, height: 595 });
    const pdf = Buffer.from(await document.save());
    expect(pdf.length).toBeGreaterThan(3 * 1048576);
    const id = await uploadOne({ content: pdf, name: 'scan.pdf' });
    expect((await versionsOf(id))[0]).toMatchObject({ mime: 'application/pdf', sha256: sha(pdf) });
    expect(sha((await get(`download/${id}`)).rawPayload)).toBe(sha(pdf));
  });

  it("stores an upload's file while it is still arriving over the network", async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const boundary = 'bestanden-grens';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"type":"Plan"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="lastenboek.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const piece = Buffer.from('Regel van het lastenboek.\n'.repeat(20_000)); // about 0.5 MiB
    const pieces = 12;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/document/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + piece.length * pieces + tail.length,
        ...bearer(token),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    request.write(head);
    for (let i = 0; i < pieces / 2; i++) request.write(piece);
    // Half of the file sent, the request still open: its full chunks are in the store already.
    const deadline = Date.now() + 30_000;
    let held = 0;
    while (Date.now() < deadline) {
      const [row] = await rows(sql`select count(*)::int as chunks from document_blob_chunks`);
      held = row.chunks as number;
      if (held >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(held).toBeGreaterThanOrEqual(2);
    for (let i = pieces / 2; i < pieces; i++) request.write(piece);
    request.end(tail);
    const answer = await answered;
    expect(answer.status).toBe(201);
    const [id] = (JSON.parse(answer.body) as { ids: number[] }).ids;
    const whole = Buffer.concat(Array.from({ length: pieces }, () => piece));
    expect(sha((await get(`download/${id}`)).rawPayload)).toBe(sha(whole));
  });

  it('takes what Office writes, old and new, and the OpenDocument text', async () => {
    for (const [file, mime] of [
      [odtFile(), 'application/vnd.oasis.opendocument.text'],
      [oldWordFile(), 'application/msword'],
    ] as const) {
      const id = await uploadOne(file);
      expect((await versionsOf(id))[0].mime).toBe(mime);
    }
  });

  it('takes a ZIP archive where the setting allows it', async () => {
    const stored = await storeDocumentFile(
      server.app.db,
      { name: zipFile().name!, content: zipFile().content },
      { allowZip: true },
    );
    expect(stored).toMatchObject({ mime: 'application/zip', fileName: 'fotos.zip' });
    await expect(
      storeDocumentFile(server.app.db, { name: 'b.zip', content: zipFile().content }),
    ).rejects.toThrow(/ZIP-archief/);
  });

  it('removes where a photo was taken, keeps it upright and keeps a photo without location byte for byte', async () => {
    const located = await photoWithLocation();
    expect(hasLocation(await sharp(located.content).metadata())).toBe(true);
    const id = await uploadOne(located);
    const stored = (await get(`download/${id}`)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(hasLocation(metadata)).toBe(false);
    expect(metadata.format).toBe('jpeg');
    const original = await sharp(located.content).metadata();
    // Turned as its orientation said, and no orientation left to turn it again.
    if (original.orientation === 6) expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(metadata.orientation ?? 1).toBe(1);
    expect((await versionsOf(id))[0].sha256).toBe(sha(stored));
    // The original with its location is not kept anywhere.
    expect((await counts()).blobs).toBe(1);

    const plain = await photoFile();
    const plainId = await uploadOne(plain);
    expect((await get(`download/${plainId}`)).rawPayload.equals(plain.content)).toBe(true);
  });

  it.each([
    ['a program named .pdf', programFile(), 415],
    ['a compound file that is no Word or Excel file', otherCompoundFile(), 415],
    ['a Word file with macros', docmFile(), 415],
    ['a ZIP archive (not allowed by the settings)', zipFile(), 415],
    ['a PDF with a script', { content: hiddenScripts()[0][1], name: 'x.pdf' }, 415],
    ['an empty file', { content: Buffer.alloc(0), name: 'leeg.pdf' }, 400],
    [
      'a JPEG that does not decode',
      {
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
        name: 'kapot.jpg',
      },
      415,
    ],
  ])('refuses %s and stores nothing of the upload', async (_, bad, status) => {
    const good = await letterPdf();
    const response = await upload({ type: 'Overig' }, [{ content: good, name: 'goed.pdf' }, bad]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(/[a-z]/);
    expect(await counts()).toEqual({ documents: 0, versions: 0, blobs: 0, chunks: 0 });
  });

  it('says in Dutch why a file is refused', async () => {
    const response = await upload({ type: 'Overig' }, [programFile('factuur.pdf')]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().message).toMatch(/^factuur\.pdf: dit soort bestand nemen we niet aan/);
  });

  it.each([
    ['an unknown type', { type: 'Bestaat niet' }, 'UNKNOWN_REFERENCE'],
    [
      'a link to a customer that does not exist',
      { type: 'Plan', links: [{ kind: 'customer', id: 999 }] },
      'UNKNOWN_REFERENCE',
    ],
    [
      'a link to a vehicle that does not exist',
      { type: 'Plan', links: [{ kind: 'vehicle', id: 999 }] },
      'UNKNOWN_REFERENCE',
    ],
    ['names that do not match the files', { type: 'Plan', names: ['a', 'b'] }, 'VALIDATION'],
    ['a data part that is not the schema', { type: 'Plan', colour: 'rood' }, 'VALIDATION'],
  ])('refuses %s after the files arrived, and leaves nothing stored', async (_, data, code) => {
    const response = await upload(data, [{ content: await letterPdf(), name: 'plan.pdf' }]);
    expectError(response, 400, code as 'VALIDATION');
    expect(await counts()).toEqual({ documents: 0, versions: 0, blobs: 0, chunks: 0 });
  });

  it('leaves a stored file as it was when an upload of the same bytes is refused', async () => {
    const pdf = await letterPdf();
    await uploadOne({ content: pdf, name: 'plan.pdf' });
    const blobRows = async () =>
      rowsOf(await server.app.db.execute(sql`select sha256, created_at from document_blobs`));
    const before = await blobRows();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expectError(
      await upload({ type: 'Bestaat niet' }, [{ content: pdf, name: 'nogmaals.pdf' }]),
      400,
      'UNKNOWN_REFERENCE',
    );
    expect(await blobRows()).toEqual(before);
  });

  it('refuses an upload without files, and one without its data part', async () => {
    expectError(await upload({ type: 'Plan' }, []), 400, 'VALIDATION');
    const body = await multipart(undefined, [{ content: await letterPdf(), name: 'a.pdf' }]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expectError(response, 400, 'VALIDATION');
    expect(await counts()).toEqual({ documents: 0, versions: 0, blobs: 0, chunks: 0 });
  });

  it('is refused to roles without Bestanden', async () => {
    for (const role of ['technieker', 'website'] as const) {
      const other = await server.signIn(`${role}@example.be`, role);
      expectError(await upload({ type: 'Plan' }, [await photoFile()], other), 403, 'FORBIDDEN');
    }
    expect(await counts()).toEqual({ documents: 0, versions: 0, blobs: 0, chunks: 0 });
  });
});

describe('versions, download and preview', () => {
  it('adds a version that becomes current; the earlier one stays downloadable', async () => {
    const draft = await letterPdf();
    const id = await uploadOne({ content: draft, name: 'offerte-ontwerp.pdf' });
    const signed = docxFile('offerte-getekend.docx');
    const response = await addVersion(id, signed);
    expect(response.statusCode).toBe(201);
    expectShape('DocumentVersionAnswer', response.json());
    expect(response.json()).toEqual({ id, version: 2, scanned: false });

    const [document] = await rows(sql`select current_version from documents where id = ${id}`);
    expect(document.current_version).toBe(2);
    expect((await get(`download/${id}`)).rawPayload.equals(signed.content)).toBe(true);
    expect((await get(`download/${id}?version=1`)).rawPayload.equals(draft)).toBe(true);
    expectError(await get(`download/${id}?version=3`), 404, 'NOT_FOUND');
    expect((await versionsOf(id)).map((v) => [v.version, v.file_name])).toEqual([
      [1, 'offerte-ontwerp.pdf'],
      [2, 'offerte-getekend.docx'],
    ]);
  });

  it('refuses a refused file as a version and a version of a document that does not exist', async () => {
    const id = await uploadOne(await photoFile());
    expectError(await addVersion(id, programFile()), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await addVersion(9999, await photoFile()), 404, 'NOT_FOUND');
    expect(await counts()).toMatchObject({ documents: 1, versions: 1, blobs: 1 });
  });

  it('previews inline in a sandbox, never sniffed', async () => {
    const id = await uploadOne({ content: await letterPdf(), name: 'plan.pdf' });
    const preview = await get(`preview/${id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-cache',
    });
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="plan.pdf"/);
    expectError(await get('preview/4242'), 404, 'NOT_FOUND');
  });

  it('does not serve a version whose virus scan has not answered', async () => {
    const id = await uploadOne({ content: await letterPdf(), name: 'plan.pdf' });
    await server.app.db.execute(
      sql`update document_versions set scan_status = 'wacht' where document_id = ${id}`,
    );
    expectError(await get(`download/${id}`), 409, 'CONFLICT');
  });

  it('is read by Kantoor and not by the website role', async () => {
    const id = await uploadOne({ content: await letterPdf(), name: 'plan.pdf' });
    const office = await server.signIn('kantoor@example.be', 'kantoor');
    expect((await get(`download/${id}`, office)).statusCode).toBe(200);
    const website = await server.signIn('website@example.be', 'website');
    expectError(await get(`download/${id}`, website), 403, 'FORBIDDEN');
  });
});

describe("a project team's member without Bestanden (Technieker)", () => {
  it("adds and reads documents of the team's projects, and nothing else", async () => {
    const technieker = await server.signIn('tech@example.be', 'technieker');
    const [me] = rowsOf(
      await server.app.db.execute(sql`select id from users where email = 'tech@example.be'`),
    );
    const employee = await agenda.newEmployee({ userId: me.id });
    const colleague = await agenda.newEmployee();
    const project = async (name: string, employeeIds: number[]) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/project/create',
        headers: bearer(token),
        payload: { name, employeeIds },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const ours = await project('Dak Gent', [employee]);
    const theirs = await project('Gevel Brugge', [colleague]);
    const customerId = await newCustomer();

    const mine = await upload(
      { type: 'Foto', links: [{ kind: 'project', id: ours }] },
      [await photoFile()],
      technieker,
    );
    expect(mine.statusCode).toBe(201);
    const [id] = mine.json().ids as number[];
    expect((await get(`download/${id}`, technieker)).statusCode).toBe(200);
    expect((await get(`preview/${id}`, technieker)).statusCode).toBe(200);
    expect((await addVersion(id, await photoFile(), technieker)).statusCode).toBe(201);

    const before = await counts();
    for (const links of [
      [{ kind: 'project', id: theirs }],
      [
        { kind: 'project', id: ours },
        { kind: 'customer', id: customerId },
      ],
      [],
    ]) {
      const refused = await upload({ type: 'Foto', links }, [await photoFile()], technieker);
      expectError(refused, 403, 'FORBIDDEN');
      expect(refused.json().message).toMatch(/^U kunt alleen documenten toevoegen aan projecten/);
    }
    expect(await counts()).toEqual(before);

    const other = await uploadOne(
      { content: await letterPdf(), name: 'gevel.pdf' },
      {
        type: 'Plan',
        links: [{ kind: 'project', id: theirs }],
      },
    );
    expectError(await get(`download/${other}`, technieker), 403, 'FORBIDDEN');
    expectError(await get(`preview/${other}`, technieker), 403, 'FORBIDDEN');
    expectError(await addVersion(other, await photoFile(), technieker), 403, 'FORBIDDEN');
  });

  it('is refused an upload at once when on no project team', async () => {
    const technieker = await server.signIn('tech@example.be', 'technieker');
    expectError(await upload({ type: 'Foto' }, [await photoFile()], technieker), 403, 'FORBIDDEN');
  });
});

describe('the files of removed documents', () => {
  it('stay while the document is in the trash, come back with it, and go when the trash lets it go', async () => {
    const pdf = await letterPdf();
    const id = await uploadOne({ content: pdf, name: 'plan.pdf' });
    const call = (method: 'DELETE' | 'POST', url: string) =>
      server.app.inject({ method, url: `/api${url}`, headers: bearer(token) });
    // Nothing ages: the clean-up leaves what any version or trash item holds.
    const age = () =>
      server.app.db.execute(sql`update document_blobs set created_at = now() - interval '1 day'`);

    expect((await call('DELETE', `/document/remove/${id}`)).statusCode).toBe(204);
    await age();
    expect(await removeUnusedDocumentFiles(server.app.db)).toBe(0);
    expect((await call('POST', `/trash/restore/document/${id}`)).statusCode).toBeLessThan(300);
    expect(sha((await get(`download/${id}`)).rawPayload)).toBe(sha(pdf));

    expect((await call('DELETE', `/document/remove/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/trash/empty')).statusCode).toBe(204);
    await age();
    expect(await removeUnusedDocumentFiles(server.app.db)).toBe(1);
    expect(await counts()).toEqual({ documents: 0, versions: 0, blobs: 0, chunks: 0 });
  });
});
