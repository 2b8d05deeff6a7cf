import net from 'node:net';
import type { Readable } from 'node:stream';
import { ApiError } from './errors';

/**
 * The virus scan of an uploaded file (docs/operations.md § Virus scan): ClamAV's daemon, clamd,
 * asked over its INSTREAM command on a unix socket (`CLAMD_SOCKET`) or TCP (`CLAMD_HOST`,
 * `CLAMD_PORT`). Without either, files are not scanned and say so (`niet gescand`).
 *
 * INSTREAM: `zINSTREAM\0`, then the file in chunks, each after its length as a 4-byte big-endian
 * number, then a length of 0; clamd answers `stream: OK`, `stream: <name> FOUND` or
 * `<reason> ERROR`, ended by a NUL byte. The file is sent as it is read: never whole in memory.
 */

export type ScanResult =
  { status: 'schoon' } | { status: 'besmet'; name: string } | { status: 'niet gescand' };

export interface ClamdSettings {
  /** Where clamd listens: a unix socket's path, or a TCP host and port. */
  target: { path: string } | { host: string; port: number };
  /** The longest the whole scan may take, from connecting to the answer. */
  timeoutMs: number;
}

const DEFAULT_PORT = 3310;
const DEFAULT_TIMEOUT_MS = 60_000;
/** Each INSTREAM chunk at most this long (clamd's own limit is StreamMaxLength per stream). */
const CHUNK_BYTES = 256 * 1024;

/** The scanner the environment names, or null where none is configured. */
export function clamdSettings(env: NodeJS.ProcessEnv = process.env): ClamdSettings | null {
  const timeoutMs = Number(env.CLAMD_TIMEOUT_MS || DEFAULT_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new Error(`CLAMD_TIMEOUT_MS must be a positive number of milliseconds`);
  if (env.CLAMD_SOCKET) return { target: { path: env.CLAMD_SOCKET }, timeoutMs };
  if (env.CLAMD_HOST) {
    const port = Number(env.CLAMD_PORT || DEFAULT_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`CLAMD_PORT must be a TCP port, not ${env.CLAMD_PORT}`);
    return { target: { host: env.CLAMD_HOST, port }, timeoutMs };
  }
  return null;
}

/** Whether a scanner is configured (the screens say "niet gescand" otherwise). */
export const scannerConfigured = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.CLAMD_SOCKET || env.CLAMD_HOST);

/** Where the scanner was asked, for messages and logs. */
function describe(settings: ClamdSettings): string {
  const target = settings.target;
  return 'path' in target ? target.path : `${target.host}:${target.port}`;
}

/**
 * 503: the configured scanner did not answer (down, too slow, or an error of its own). The
 * upload is refused and nothing is stored: a file is never kept unscanned where a scanner is
 * configured.
 */
export class ScannerUnavailable extends ApiError {
  constructor(
    readonly reason: string,
    readonly where: string,
  ) {
    super(
      'SERVER_BUSY',
      'De virusscanner is niet bereikbaar; het bestand is niet opgeslagen. Probeer het later opnieuw.',
      { 'retry-after': '30' },
    );
  }
}

type Source = Readable | AsyncIterable<Uint8Array>;

/**
 * Scans a file's bytes: `read` gives them (a stream, or a function that opens one, e.g.
 * `() => readBlob(db, sha256)`). Without a configured scanner: `niet gescand`. Throws
 * ScannerUnavailable when clamd cannot be reached, does not answer within the timeout, or
 * answers an error (such as a file over its StreamMaxLength).
 */
export async function scanBlob(
  read: Source | (() => Source | Promise<Source>),
  settings: ClamdSettings | null = clamdSettings(),
): Promise<ScanResult> {
  if (!settings) return { status: 'niet gescand' };
  const source = typeof read === 'function' ? await read() : read;
  const reply = await instream(source, settings);
  return parseReply(reply, describe(settings));
}

/** clamd's answer to INSTREAM, as a result or a ScannerUnavailable. */
export function parseReply(reply: string, where: string): ScanResult {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { status: 'schoon' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { status: 'besmet', name: found[1] };
  throw new ScannerUnavailable(`clamd answered "${text || '(nothing)'}"`, where);
}

/** Sends `source` to clamd and gives its answer; rejects with ScannerUnavailable. */
function instream(source: Source, settings: ClamdSettings): Promise<string> {
  const where = describe(settings);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(settings.target);
    const received: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(received).toString('utf8'));
    };
    const fail = (reason: string) => finish(new ScannerUnavailable(reason, where));
    const timer = setTimeout(
      () => fail(`no answer within ${settings.timeoutMs} ms`),
      settings.timeoutMs,
    );

    socket.on('data', (data: Buffer) => {
      received.push(data);
      // The answer ends with NUL; clamd may answer before the whole file was sent (its limit).
      if (data.includes(0)) finish(null);
    });
    socket.on('end', () => {
      if (received.length > 0) finish(null);
      else fail('the connection closed without an answer');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset while sending is clamd refusing more (its answer may already be here).
      if (received.length > 0) finish(null);
      else fail(error.code ?? error.message);
    });
    socket.once('connect', () => {
      send(socket, source).catch((error: unknown) => {
        // Reading the file failed: not the scanner's fault, so the reader's error goes up.
        if (error instanceof Error && error.message !== 'socket closed') finish(error);
      });
    });
  });
}

/** Writes the command, the chunks and the end, waiting for the socket to drain. */
async function send(socket: net.Socket, source: Source): Promise<void> {
  const write = async (bytes: Uint8Array) => {
    if (socket.destroyed || !socket.writable) throw new Error('socket closed');
    if (!socket.write(bytes))
      await new Promise<void>((resolve) => {
        const done = () => {
          socket.off('drain', done);
          socket.off('close', done);
          resolve();
        };
        socket.on('drain', done);
        socket.on('close', done);
      });
  };
  await write(Buffer.from('zINSTREAM\0'));
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      const piece = bytes.subarray(at, Math.min(at + CHUNK_BYTES, bytes.length));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(piece.length);
      await write(length);
      await write(piece);
    }
  }
  await write(Buffer.alloc(4)); // length 0: the end of the file
}

/** Whether clamd answers PING (for the health of a configured scanner, e.g. at start). */
export function pingClamd(settings: ClamdSettings): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(settings.target);
    let reply = '';
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), Math.min(settings.timeoutMs, 5000));
    socket.once('connect', () => socket.write('zPING\0'));
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      if (reply.includes('\0')) done(reply.replace(/\0/g, '').trim() === 'PONG');
    });
    socket.on('error', () => done(false));
    socket.on('end', () => done(false));
  });
}
