/**
 * The product server as a child process: built first when its sources changed (the same
 * check `npm start` makes), started with `node build/server/main.js` on a data folder and a
 * free port, and ready once /api/health answers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const ROOT = path.resolve(__dirname, '../..');

/** Builds the server when build/ is missing or older than its sources; prints why. */
export function ensureServerBuilt(): void {
  const script = [
    "const s = require('./server/cli/staleness');",
    'const c = s.check(process.cwd(), s.halves.server);',
    "if (c.stale) { console.error('Building the server (' + c.reason + ')');",
    "  s.buildHalf(process.cwd(), s.halves.server, 'npm run --silent build:server', c.sources); }",
  ].join('\n');
  execFileSync(process.execPath, ['-e', script], { cwd: ROOT, stdio: 'inherit' });
}

/** A port nothing listens on right now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, the process ends, or `timeoutMs` passes. */
export async function waitUntilReady(
  url: string,
  exited: Promise<unknown>,
  timeoutMs = 60_000,
): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the process serving ${url} ended before it was ready`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Spawns `args` with node; stdout and stderr go to this process's stderr unless quiet
 * ('pipe': stdout is the child's `stdout` stream, for the caller to read).
 */
export function spawnNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet: boolean | 'pipe',
): Omit<RunningProcess, 'origin'> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', quiet === 'pipe' ? 'pipe' : quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { pid: child.pid!, child, exited, stop };
}

export interface ServerOptions {
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Extra environment, e.g. a LOG_LEVEL. */
  env?: Record<string, string>;
  /** Each line the server writes to stdout (its log); otherwise stdout is ignored. */
  onStdoutLine?: (line: string) => void;
}

/**
 * Starts the built product server (or BENCH_SERVER_ENTRY, another build's entry) on `dataDir`
 * with limits raised for bulk writes and load.
 */
export async function startProductServer(options: ServerOptions): Promise<RunningProcess> {
  const port = await freePort();
  // The embedded database unless the caller names a PostgreSQL (bench:live).
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    // No SPA: the benchmark reads the API only.
    SPA_DIR: path.join(ROOT, 'bench/.data/no-spa'),
    LOG_LEVEL: 'warn',
    // A production server refuses the placeholder: the benchmark's website is this machine.
    WIDGET_ORIGINS: 'http://localhost',
    ADMIN_EMAIL: options.adminEmail,
    ADMIN_PASSWORD: options.adminPassword,
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    CHAT_CREATE_LIMIT_PER_ADDRESS: '1000000',
    ...options.env,
  };
  const entry = process.env.BENCH_SERVER_ENTRY || path.join(ROOT, 'build/server/main.js');
  const running = spawnNode([path.resolve(ROOT, entry)], env, options.onStdoutLine ? 'pipe' : true);
  if (options.onStdoutLine)
    readline.createInterface({ input: running.child.stdout! }).on('line', options.onStdoutLine);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${origin}/api/health`, running.exited);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return { ...running, origin };
}
