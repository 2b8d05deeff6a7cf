import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/config';

/**
 * A throwaway PostgreSQL 15 cluster owned by one hardening suite, started through
 * `.ci/postgres.sh` (as the postgres user, loopback only). The suite may stop, start,
 * freeze and thaw it while a server is connected.
 */
export interface ThrowawayPostgres {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  dir: string;
  port: number;
  /** Stops the cluster (fast shutdown); `start` brings it back on the same port. */
  stop(): void;
  start(): void;
  /**
   * Stops the postmaster and every backend with SIGSTOP: the server still accepts TCP
   * connections (the kernel queues them) but never answers, as a hung host or a partition.
   */
  freeze(): void;
  /** SIGCONT for every process `freeze` stopped. */
  thaw(): void;
  /** Removes the cluster and its folder. */
  destroy(): void;
}

const BIN = '/usr/lib/postgresql/15/bin';
const script = () => path.join(projectRoot(), '.ci/postgres.sh');

export /** A TCP port on loopback that nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the postgres user when this process is root. */
export function asPostgres(program: string, args: string[]): string {
  const command = process.getuid?.() === 0 ? 'runuser' : path.join(BIN, program);
  const fullArgs =
    process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(BIN, program), ...args] : args;
  return execFileSync(command, fullArgs, { encoding: 'utf8' });
}

/** The postmaster's pid, from the first line of its pid file. */
function postmasterPid(dataDir: string): number {
  const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no postmaster pid in ${dataDir}`);
  return pid;
}

function childrenOf(pid: number): number[] {
  // pgrep exits 1 when there are none.
  const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean).map(Number);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-hardening-pg.'));
  const port = await freePort();
  const url = execFileSync('bash', [script(), 'start', dir, String(port)], {
    encoding: 'utf8',
  }).trim();
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen.reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
    }
    frozen = [];
  };
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), ...args]);
  return {
    url,
    dir,
    port,
    stop: () => void pgCtl('-m', 'fast', '-w', 'stop'),
    start: () =>
      void pgCtl(
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        'start',
      ),
    freeze() {
      const postmaster = postmasterPid(path.join(dir, 'data'));
      // The postmaster first, so that it forks no backend after the children are listed.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    destroy() {
      thaw();
      execFileSync('bash', [script(), 'stop', dir]);
    },
  };
}
