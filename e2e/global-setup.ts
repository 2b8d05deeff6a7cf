import { chromium, type FullConfig } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpServer } from '../server/test/smtp';
import { staff } from './accounts';
import { publishEnvironment, type Environment } from './environment';
import { signInThroughModal } from './fixtures';
import { leaksInLog } from './log-leaks';
import { publicSite } from './public-site';
import { startWebsite } from './website';

const root = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  // A safety net: in CI the server starts beside jest's workers and hardening on 2 cores.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The API server stopped (exit ${server.exitCode}):\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API server did not answer /api/health in time:\n${output()}`);
}

/**
 * Signs the suite's account in once through the login modal, and keeps what the browser stored
 * (the session in localStorage) in `file`: the tests' pages start from it (fixtures.ts), rather
 * than each paying a sign-in (a password hash) of its own.
 */
async function storeStaffSession(config: FullConfig, baseURL: string, file: string) {
  const browser = await chromium.launch(config.projects[0].use.launchOptions);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await signInThroughModal(page, staff);
    await context.storageState({ path: file });
  } finally {
    await browser.close();
  }
}

/**
 * Starts one worker's environment: the real server on the built SPA (dist/), on a free port and a
 * fresh PGlite folder whose only content is the suite's staff account, its SMTP server, the two
 * websites, and the account signed in once. Each Playwright worker gets one (its `slot`), so
 * workers run side by side without seeing each other's data.
 */
async function startEnvironment(config: FullConfig) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The company's website, which may embed the chat widget, and another site, which may not.
  const site = await startWebsite('localhost', () => baseURL, 'Dakwerken Janssens');
  const otherSite = await startWebsite('localhost', () => baseURL, 'Een andere site');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-e2e-'));
  // A real SMTP server: the mails it receives are written to a folder the tests read.
  const mailDir = await mkdtemp(path.join(tmpdir(), 'backoffice-e2e-mail-'));
  const smtp = await startSmtpServer({ saveTo: mailDir });
  // The server's log (JSON lines), which a spec reads to find a request by its id.
  const logDir = await mkdtemp(path.join(tmpdir(), 'backoffice-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  const log = createWriteStream(logFile);
  let output = '';
  // launch.js rebuilds the server if its sources changed; with SPA_DIR set it leaves dist/ alone.
  const server = spawn(process.execPath, [path.join(root, 'server/cli/launch.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_DIR: path.join(root, 'dist'),
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      PUBLIC_SITE_URL: publicSite,
      WIDGET_ORIGINS: site.origin,
      // Every spec's customers come from this one address: the per-address limit of a real
      // site (5 an hour) would refuse the suite's later conversations.
      CHAT_CREATE_LIMIT_PER_ADDRESS: '100',
      // Nor should the specs' conversations count as a flood that staff get a summary of.
      CHAT_CREATE_BRAKE_PER_MINUTE: '1000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dakwerken Janssens <info@dakwerken-janssens.example.be>',
      COMPANY_NAME: 'Dakwerken Janssens',
      MAIL_REPLY_GROUP_SECONDS: '1',
      // Invoices go over the local access point, which moves a sent one along each second.
      PEPPOL: 'local',
      PEPPOL_LOCAL_STEP_SECONDS: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What a failed start shows: its last words, not the whole log.
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-20_000));
  server.stdout?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    keep(chunk);
  });
  server.stderr?.on('data', keep);

  // The suite's signed-in session (a bearer token), which the tests' pages start from.
  const sessionDir = await mkdtemp(path.join(tmpdir(), 'backoffice-e2e-session-'));
  const staffState = path.join(sessionDir, 'staff.json');
  try {
    await waitForHealth(baseURL, server, () => output);
    await storeStaffSession(config, baseURL, staffState);
  } catch (error) {
    server.kill('SIGTERM');
    await Promise.all([site.close(), otherSite.close(), smtp.close()]);
    throw error;
  }
  const environment: Environment = {
    BASE_URL: baseURL,
    SITE_URL: site.origin,
    OTHER_SITE_URL: otherSite.origin,
    MAIL_DIR: mailDir,
    SERVER_LOG: logFile,
    STAFF_STATE: staffState,
  };

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(sessionDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
    await new Promise((resolve) => log.end(resolve));
    // The log of the whole run holds none of the addresses, passwords and tokens it carried.
    const leaks = await leaksInLog(logFile);
    await rm(logDir, { recursive: true, force: true });
    await smtp.close();
    await site.close();
    await otherSite.close();
    return leaks;
  };
  return { environment, stop };
}

/**
 * One environment per worker (startEnvironment), started side by side; builds nothing: run
 * `npm run build` first.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    throw new Error('No built SPA in dist/: run "npm run build" before "npm run test:e2e".');
  }
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, () => startEnvironment(config)),
  );
  const failed = started.find((result) => result.status === 'rejected');
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (failed) {
    await Promise.all(running.map((environment) => environment.stop()));
    throw failed.reason;
  }
  running.forEach(({ environment }, slot) => publishEnvironment(slot, environment));

  return async () => {
    const leaks = (await Promise.all(running.map((environment) => environment.stop()))).flat();
    if (leaks.length) throw new Error(`The server's log leaks:\n${leaks.slice(0, 20).join('\n')}`);
  };
}
