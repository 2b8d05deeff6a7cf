import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { EICAR, startTestClamd } from '../test/clamd';
import { bearer, expectError, multipart, useTestServer } from '../test/harness';
import { photoFile, type UploadFile } from '../test/image-files';
import { letterPdf } from '../test/pdf-files';

// A real ClamAV daemon whose only signature is the EICAR test file (server/test/clamd.ts). In
// CI (CI=true) it must be there: startTestClamd throws without one, so nothing is skipped.
const clamd = startTestClamd();
afterAll(() => clamd?.stop());
const withClamd = clamd ? describe : describe.skip;

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
  process.env.CLAMD_SOCKET = clamd?.socket;
});
afterEach(() => {
  delete process.env.CLAMD_SOCKET;
});

async function send(url: string, data: unknown, files: UploadFile[]) {
  const body = await multipart(data, files);
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}
const upload = (data: unknown, files: UploadFile[]) => send('/api/document/upload', data, files);

async function counts() {
  const [row] = rowsOf(
    await server.app.db.execute(sql`select
      (select count(*)::int from documents) as documents,
      (select count(*)::int from document_versions) as versions,
      (select count(*)::int from document_blobs) as blobs,
      (select count(*)::int from document_blob_chunks) as chunks`),
  );
  return row;
}
const NOTHING = { documents: 0, versions: 0, blobs: 0, chunks: 0 };

/** A text file with the test virus among ordinary lines. */
const infectedText = (name = 'nota.txt'): UploadFile => ({
  content: Buffer.concat([Buffer.from('Afspraken werf Gent\n'), EICAR, Buffer.from('\n')]),
  name,
});

withClamd('with a virus scanner', () => {
  it('refuses an infected file with 415 and a Dutch message, and stores nothing of it', async () => {
    const response = await upload({ type: 'Overig' }, [infectedText()]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().message).toMatch(/^nota\.txt: .*virus \(Eicar-Test-Signature/);
    expect(await counts()).toEqual(NOTHING);
  });

  it('refuses a photo that carries the test virus after its image data', async () => {
    const photo = await photoFile();
    const response = await upload({ type: 'Foto' }, [
      { ...photo, content: Buffer.concat([photo.content, EICAR]), name: 'werf.jpg' },
    ]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().message).toMatch(/^werf\.jpg: .*virus/);
    expect(await counts()).toEqual(NOTHING);
  });

  it('refuses the whole upload when one of its files is infected', async () => {
    const response = await upload({ type: 'Overig' }, [
      { content: await letterPdf(), name: 'brief.pdf' },
      infectedText('tweede.txt'),
      await photoFile(),
    ]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().message).toMatch(/^tweede\.txt: /);
    expect(await counts()).toEqual(NOTHING);
  });

  it('takes clean files as scanned, and refuses an infected new version', async () => {
    const response = await upload({ type: 'Overig' }, [
      { content: await letterPdf(), name: 'brief.pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().scanned).toBe(true);
    const [id] = response.json().ids as number[];
    const before = await counts();
    expect(
      rowsOf(await server.app.db.execute(sql`select scan_status from document_versions`)),
    ).toEqual([{ scan_status: 'schoon' }]);

    const version = await send(`/api/document/addVersion/${id}`, undefined, [infectedText()]);
    expectError(version, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await counts()).toEqual(before);
    const [document] = rowsOf(
      await server.app.db.execute(sql`select current_version from documents where id = ${id}`),
    );
    expect(document.current_version).toBe(1);
  });
});

describe('a scanner that is configured but down', () => {
  it('refuses the upload with 503 in Dutch and stores nothing', async () => {
    process.env.CLAMD_SOCKET = path.join(os.tmpdir(), `no-clamd-${process.pid}.sock`);
    const response = await upload({ type: 'Overig' }, [
      { content: await letterPdf(), name: 'brief.pdf' },
    ]);
    expectError(response, 503, 'SERVER_BUSY');
    expect(response.json().message).toMatch(/virusscanner is niet bereikbaar/);
    expect(response.headers['retry-after']).toBe('30');
    expect(await counts()).toEqual(NOTHING);
  });
});

describe('without a scanner', () => {
  it('stores files as not scanned and says so', async () => {
    delete process.env.CLAMD_SOCKET;
    const response = await upload({ type: 'Overig' }, [infectedText()]);
    expect(response.statusCode).toBe(201);
    expect(response.json().scanned).toBe(false);
    expect(
      rowsOf(await server.app.db.execute(sql`select scan_status from document_versions`)),
    ).toEqual([{ scan_status: 'niet gescand' }]);
  });
});
