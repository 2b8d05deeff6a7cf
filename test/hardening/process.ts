import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { projectRoot } from '../../server/config';
import { check, halves } from '../../server/cli/staleness';
import { favourProcess } from '../priority';
import { freePort } from './postgres';

/**
 * The real server as a child process: its build as `npm start` runs it, or its sources (see
 * spawnServer).
 */
export interface ServerProcess {
  /** Base address, e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its standard output (its log), read into output() unless paused or destroyed. */
  stdout: Readable;
  /** Resolves when the process has ended, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

const running = new Set<ChildProcess>();

let buildIsFresh: boolean | undefined;
/**
 * Whether `build/server` is as new as the sources (as `npm start` decides; CI builds before this
 * suite): a start of the build costs a fraction of the CPU of compiling the sources through tsx.
 */
const serverBuildIsFresh = () => (buildIsFresh ??= !check(projectRoot(), halves.server).stale);

/**
 * Starts the server as one process (a signal reaches the server itself, not a wrapper), on a
 * free loopback port with the given settings on top of a quiet default: the build `npm start`
 * runs (`node build/server/main.js`) with `built`, and by default whenever that build is fresh;
 * else the sources (`node --import tsx server/main.ts`).
 */
export async function spawnServer(
  env: Record<string, string>,
  { built = serverBuildIsFresh() }: { built?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = built
    ? [path.join(projectRoot(), 'build/server/main.js')]
    : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SPA_DIR: '/nonexistent',
      // With mail set up the placeholder would be refused: the test's website is this machine.
      WIDGET_ORIGINS: 'http://localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    stdout: child.stdout!,
    exited,
    kill: (signal) => void child.kill(signal),
  };
}

/** A server whose answers a test times, favoured over the rest of the machine (test/priority.ts). */
export function favour(server: ServerProcess): ServerProcess {
  favourProcess(server.pid);
  return server;
}

/** Kills every server this process started that is still running (afterAll, also on failure). */
export async function killServers(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null || child.signalCode !== null
            ? resolve()
            : child.once('exit', () => resolve()),
        ),
    ),
  );
}

/**
 * Resolves once `GET /api/health` answers 200; fails when the process ends or time runs out. A
 * first start on an empty embedded data folder (initdb, every migration, the first account's
 * password hash) took over 90 s in CI beside the other lanes, so the default waits 180 s.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server ended before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** A JSON call to a server process: its status and parsed body, whatever the status. */
export async function call(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  timeoutMs = 30_000,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
