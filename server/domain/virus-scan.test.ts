import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EICAR, startTestClamd, type TestClamd } from '../test/clamd';
import { ApiError } from './errors';
import {
  clamdSettings,
  parseReply,
  pingClamd,
  scanBlob,
  ScannerUnavailable,
  type ClamdSettings,
} from './virus-scan';

const clamd: TestClamd | null = startTestClamd();
afterAll(() => clamd?.stop());
/** Without clamd (only outside CI, where startTestClamd throws instead) these tests skip. */
const withClamd = clamd ? describe : describe.skip;

/** A file's bytes in the 1 MiB chunks the blob store gives. */
function chunked(bytes: Buffer, size = 1024 * 1024): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts);
}

describe('the settings', () => {
  it('scans nothing and says so when no scanner is configured', async () => {
    expect(clamdSettings({})).toBeNull();
    await expect(scanBlob(chunked(EICAR), null)).resolves.toEqual({ status: 'niet gescand' });
  });

  it('reads a socket, or a host with its port (3310 by default), and refuses nonsense', () => {
    expect(clamdSettings({ CLAMD_SOCKET: '/run/clamd.sock' })).toEqual({
      target: { path: '/run/clamd.sock' },
      timeoutMs: 60_000,
    });
    expect(clamdSettings({ CLAMD_HOST: 'scanner', CLAMD_TIMEOUT_MS: '5000' })).toEqual({
      target: { host: 'scanner', port: 3310 },
      timeoutMs: 5000,
    });
    expect(() => clamdSettings({ CLAMD_HOST: 'scanner', CLAMD_PORT: '99999' })).toThrow(
      /CLAMD_PORT/,
    );
    expect(() => clamdSettings({ CLAMD_SOCKET: '/s', CLAMD_TIMEOUT_MS: '-1' })).toThrow(
      /CLAMD_TIMEOUT_MS/,
    );
  });

  it("reads clamd's answers", () => {
    expect(parseReply('stream: OK\0', 'x')).toEqual({ status: 'schoon' });
    expect(parseReply('stream: Win.Test.EICAR_HDB-1 FOUND\0', 'x')).toEqual({
      status: 'besmet',
      name: 'Win.Test.EICAR_HDB-1',
    });
    expect(() => parseReply('INSTREAM size limit exceeded. ERROR\0', 'x')).toThrow(
      ScannerUnavailable,
    );
  });
});

describe('a scanner that is down or silent', () => {
  it('answers 503 in Dutch when nothing listens on the socket', async () => {
    const settings: ClamdSettings = {
      target: { path: path.join(os.tmpdir(), `no-clamd-${process.pid}.sock`) },
      timeoutMs: 10_000,
    };
    const error = await scanBlob(chunked(Buffer.from('hallo')), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScannerUnavailable);
    expect((error as ApiError).statusCode).toBe(503);
    expect((error as ApiError).message).toMatch(/virusscanner is niet bereikbaar/);
    expect((error as ScannerUnavailable).reason).toBe('ENOENT');
    expect(await pingClamd(settings)).toBe(false);
  });

  it('gives up after its timeout when the scanner accepts but never answers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'silent-clamd-'));
    const socketPath = path.join(dir, 'clamd.sock');
    const silent = net.createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(socketPath, resolve));
    try {
      const error = await scanBlob(chunked(Buffer.from('hallo')), {
        target: { path: socketPath },
        timeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ScannerUnavailable);
      expect((error as ScannerUnavailable).reason).toMatch(/no answer within 300 ms/);
    } finally {
      silent.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

withClamd('with ClamAV', () => {
  const settings = (): ClamdSettings => ({ target: { path: clamd!.socket }, timeoutMs: 60_000 });

  it('answers PING', async () => {
    expect(await pingClamd(settings())).toBe(true);
  });

  it('finds the test virus, also inside a larger file and across chunks', async () => {
    expect(await scanBlob(chunked(EICAR), settings())).toEqual({
      status: 'besmet',
      name: expect.stringMatching(/Eicar/i) as string,
    });
    // 3 MB of text with the signature straddling the 1 MiB boundary of the blob's chunks.
    const text = Buffer.alloc(3_000_000, 'Offerte voor de badkamer. ');
    EICAR.copy(text, 1024 * 1024 - 30);
    expect((await scanBlob(() => chunked(text), settings())).status).toBe('besmet');
  });

  it('passes a clean file, large ones included', async () => {
    expect(await scanBlob(chunked(Buffer.from('Offerte\n')), settings())).toEqual({
      status: 'schoon',
    });
    // 12 MB of noise, sent as it is read.
    const noise = randomBytes(12 * 1024 * 1024);
    expect(await scanBlob(chunked(noise), settings())).toEqual({ status: 'schoon' });
  });

  it('takes the scanner from the environment', async () => {
    expect(
      await scanBlob(chunked(EICAR), clamdSettings({ CLAMD_SOCKET: clamd!.socket })),
    ).toMatchObject({ status: 'besmet' });
  });

  it('passes on an error of the file being read', async () => {
    async function* broken() {
      yield Buffer.from('begin');
      await Promise.resolve();
      throw new Error('chunk 2 is missing');
    }
    await expect(scanBlob(broken(), settings())).rejects.toThrow('chunk 2 is missing');
  });
});
