import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildApp } from '../app';
import { loadConfig, projectRoot } from '../config';
import { openDatabase } from '../db/client';
import { insertDocumentVersion, versionText, waitFor } from '../test/document-rows';
import { photographedPage, scannedPdf } from '../test/document-text-files';
import { favourProcess } from '../../test/priority';

/**
 * A server process killed (SIGKILL, no stop of its own) while its text job reads a scan: the
 * version is not left waiting forever. The product server runs as a process of its own on an
 * embedded database in a temporary folder; once it is gone, the next server on that folder takes
 * the version when the dead one's claim runs out.
 */

const LEASE_SECONDS = 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-text-kill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The product server from its sources, on `dataDir`; resolves once it has claimed a version. */
function serverThatStartsReading() {
  const child = spawn(
    process.execPath,
    // tsx's loader in this process itself (its command would run the server as its child).
    ['--import', 'tsx', path.join(projectRoot(), 'server/main.ts')],
    {
      cwd: projectRoot(),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        ADMIN_EMAIL: '',
        DOCUMENT_TEXT_LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const reading = new Promise<void>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('document text: reading')) resolve();
    });
    child.on('exit', (code) =>
      reject(new Error(`the server exited (${code}): ${output.join('\n')}`)),
    );
  });
  return { child, reading };
}

// Two starts and three pages read: past 240 s in CI's embedded lane, beside the other two lanes.
test('a server killed during OCR: the next one reads the version once the claim ran out', async () => {
  const page = (line: string) => photographedPage([line, 'Werfverslag van de aannemer']);
  const before = await openDatabase({ kind: 'pglite', dataDir });
  const scan = await insertDocumentVersion(before.db, {
    name: 'scan.pdf',
    mime: 'application/pdf',
    bytes: await scannedPdf([
      await page('Eerste blad'),
      await page('Tweede blad'),
      await page('Derde blad'),
    ]),
  });
  await before.close();

  const { child, reading } = serverThatStartsReading();
  favourProcess(child.pid);
  await reading;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const after = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // Left as the dead process had it: claimed, its try counted, no text.
    expect(await versionText(after.db, scan.versionId)).toMatchObject({
      status: 'wacht',
      attempts: 1,
      text: '',
    });
    const config = loadConfig({ DATA_DIR: dataDir });
    const app = await buildApp(
      {
        ...config,
        spaDir: '/nonexistent',
        documentText: { ...config.documentText, leaseSeconds: LEASE_SECONDS },
      },
      { database: after, logger: false },
    );
    await app.ready();
    try {
      const text = await waitFor(
        () => versionText(after.db, scan.versionId),
        (row) => row.status !== 'wacht',
        240_000,
      );
      expect(text).toMatchObject({ status: 'klaar', attempts: 2, claimed: false });
      for (const line of ['Eerste blad', 'Derde blad', 'Werfverslag van de aannemer'])
        expect(text.text).toContain(line);
    } finally {
      await app.close();
    }
  } finally {
    await after.close();
  }
}, 480_000);
