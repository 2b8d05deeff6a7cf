/**
 * The embedded database lives in one process: the server holds its data folder (a lock file),
 * and copying the folder from under it gives a torn copy. So a server on PGlite listens on a
 * control socket in its data folder, and `db:backup` asks it for a backup there: the server
 * makes it through its own database handle, in one transaction, and streams it back.
 *
 * Only whoever can read the data folder may ask: the socket is the owner's alone (0600), and
 * every request carries a secret the server writes next to it, also 0600, when it starts (some
 * systems ignore a socket's permissions; nobody can connect in the moment before the chmod).
 *
 * The conversation is one request line `{"op":"backup","key":…}` and, as the answer, the
 * backup's JSON lines; a failure ends the answer with a line `{"error":…}`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../client';
import { writeBackup } from './dump';
import { BackupError } from './errors';
import { line } from './format';
import { streamSink } from './sink';

export const SOCKET_NAME = 'backoffice.sock';
export const KEY_NAME = 'backoffice.sock.key';
/** Unix socket paths are limited to about 107 bytes on Linux, 103 on macOS. */
const MAX_SOCKET_PATH = 103;
const REQUEST_TIMEOUT_MS = 10_000;
const STALL_TIMEOUT_MS = 60_000;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ControlSocket {
  path: string;
  /** Stops listening, ends backups in progress, removes the socket and its key. */
  close(): Promise<void>;
}

const socketPaths = (dataDir: string) => {
  const folder = fs.realpathSync(dataDir);
  return { socket: path.join(folder, SOCKET_NAME), key: path.join(folder, KEY_NAME) };
};

/**
 * Listens for backup requests on DATA_DIR/backoffice.sock. Call it only while holding the data
 * folder (after openDatabase): it replaces a socket a crashed server left behind.
 */
export async function listenForBackups(
  database: Pick<Database, 'db' | 'kind'>,
  dataDir: string,
  log: Logger,
): Promise<ControlSocket | undefined> {
  const paths = socketPaths(dataDir);
  if (Buffer.byteLength(paths.socket) > MAX_SOCKET_PATH) {
    log.warn(
      { socket: paths.socket },
      'the data folder path is too long for a control socket: db:backup cannot reach this server',
    );
    return undefined;
  }
  fs.rmSync(paths.socket, { force: true });
  fs.rmSync(paths.key, { force: true });
  const key = randomBytes(32);
  fs.writeFileSync(paths.key, key.toString('hex'), { mode: 0o600, flag: 'wx' });

  const active = new Map<net.Socket, Promise<void>>();
  const server = net.createServer((connection) => {
    const done = answer(connection).finally(() => active.delete(connection));
    active.set(connection, done);
  });

  async function answer(connection: net.Socket) {
    connection.on('error', () => undefined);
    // The backup's transaction holds the database: a client that stops reading must not hold
    // it for longer than this.
    connection.setTimeout(STALL_TIMEOUT_MS, () => connection.destroy());
    let request: { op?: unknown; key?: unknown };
    try {
      request = JSON.parse(await readRequest(connection));
    } catch {
      connection.destroy();
      return;
    }
    const given = Buffer.from(typeof request.key === 'string' ? request.key : '', 'hex');
    if (given.length !== key.length || !timingSafeEqual(given, key)) {
      connection.end(line({ error: 'the request did not carry this server’s key' }));
      return;
    }
    if (request.op !== 'backup') {
      connection.end(line({ error: `unknown request ${JSON.stringify(request.op)}` }));
      return;
    }
    const started = Date.now();
    try {
      const stats = await writeBackup(database, streamSink(connection));
      connection.end();
      log.info({ ...stats, ms: Date.now() - started }, 'backup sent through the control socket');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ error: message }, 'backup through the control socket failed');
      if (connection.writable) connection.end(line({ error: message }));
      else connection.destroy();
    }
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(paths.socket, () => {
        server.off('error', reject);
        resolve();
      });
    });
    fs.chmodSync(paths.socket, 0o600);
  } catch (error) {
    // The server serves without it; only db:backup of the running server is lost.
    server.close();
    fs.rmSync(paths.socket, { force: true });
    fs.rmSync(paths.key, { force: true });
    log.warn(
      { socket: paths.socket, error: (error as Error).message },
      'cannot listen on the control socket: db:backup cannot reach this server',
    );
    return undefined;
  }
  server.on('error', (error) => log.warn({ error: error.message }, 'control socket error'));

  let closed: Promise<void> | undefined;
  return {
    path: paths.socket,
    close: () =>
      (closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const connection of active.keys()) connection.destroy();
        await Promise.allSettled([...active.values()]);
        await stopped;
        fs.rmSync(paths.socket, { force: true });
        fs.rmSync(paths.key, { force: true });
      })()),
  };
}

/** The first line a client sends, at most 1 KB, within REQUEST_TIMEOUT_MS. */
function readRequest(connection: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => finish(new Error('no request')), REQUEST_TIMEOUT_MS);
    const finish = (error?: Error, request?: string) => {
      clearTimeout(timer);
      connection.off('data', onData);
      connection.off('end', onEnd);
      if (error) reject(error);
      else resolve(request!);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end !== -1) finish(undefined, text.slice(0, end));
      else if (text.length > 1024) finish(new Error('request too long'));
    };
    const onEnd = () => finish(new Error('no request'));
    connection.on('data', onData);
    connection.on('end', onEnd);
  });
}

/**
 * Connects to the server running on `dataDir`, or answers undefined when none listens there
 * (no socket, or one a stopped server left behind).
 */
export async function connectToServer(dataDir: string): Promise<net.Socket | undefined> {
  if (!fs.existsSync(dataDir)) return undefined;
  const paths = socketPaths(dataDir);
  if (!fs.existsSync(paths.socket)) return undefined;
  return new Promise((resolve, reject) => {
    const connection = net.connect(paths.socket);
    connection.once('connect', () => {
      connection.removeAllListeners('error');
      resolve(connection);
    });
    connection.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else if (error.code === 'EACCES')
        reject(
          new BackupError(
            `Cannot use the server's control socket ${paths.socket} (permission denied): ` +
              'run this as the user who runs the server.',
          ),
        );
      else reject(error);
    });
  });
}

/**
 * Asks the server running on `dataDir` for a backup: answers the stream of its lines, or
 * undefined when no server listens there.
 */
export async function requestBackup(dataDir: string): Promise<Readable | undefined> {
  const connection = await connectToServer(dataDir);
  if (!connection) return undefined;
  let key: string;
  try {
    key = fs.readFileSync(socketPaths(dataDir).key, 'utf8');
  } catch (error) {
    connection.destroy();
    throw new BackupError(
      `Cannot read the server's key ${socketPaths(dataDir).key} ` +
        `(${(error as NodeJS.ErrnoException).code}): run this as the user who runs the server.`,
    );
  }
  connection.write(line({ op: 'backup', key }));
  return connection;
}
