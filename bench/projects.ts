/**
 * `npm run bench:projects`: Projecten at a company's real size (bench/lib/project-seed.ts: 5,000
 * customers, 2,000 projects with 20 photos each), seeded on first use. Prints p50/p95/p99 of the
 * project list as the screen asks for it (first page, a stage, searches, a customer), of the
 * customer search, of the board's reads (its six columns, asked at once as the board does) and
 * of a project's page; then, in headless Chromium at 1440 px, the time from navigation to a
 * board showing its columns' cards, with screenshots of the list, the board and a project's
 * page (BENCH_SHOTS, default bench/.data/shots) and axe's findings on each; last, with the
 * server stopped, EXPLAIN (ANALYZE, BUFFERS) of the list's and the search's statements. Run
 * `npm run build` first. Figures, not verdicts: the targets are printed beside them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/client';
import { recordingDb } from './lib/recording';
import { PROJECT_STAGES } from '../server/domain/project-stages';
import { listCustomers } from '../server/services/customers';
import { listProjects } from '../server/services/projects';
import type { ChatDatabase } from './lib/chat-seed';
import type { Api } from './lib/client';
import { projectBench, projectSeedOptions, signedIn } from './lib/project-seed';
import { ensureServerBuilt, ROOT } from './lib/server-process';
import { percentiles } from './lib/requests';
import { settings } from './lib/settings';

/** A board column's first cards, as src/features/projects/api.ts asks for them. */
const BOARD_PAGE_SIZE = 20;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIST_TARGET_MS = 50;
const BOARD_TARGET_MS = 300;
const SHOTS = process.env.BENCH_SHOTS || path.join(ROOT, 'bench/.data/shots');

/** The machine's load average over 1, 5 and 15 minutes, printed beside each figure. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

async function timed(api: Api, url: string) {
  const started = performance.now();
  const response = await fetch(api.origin + url, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, body };
}

/** Times `read` SAMPLES times after one warm-up: its row of the table. */
async function sample(label: string, read: () => Promise<{ ms: number; found: number }>) {
  await read();
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const one = await read();
    times.push(one.ms);
    found = one.found;
  }
  return { read: label, found, ...percentiles(times) };
}

const listed = (api: Api, url: string, field: string) => async () => {
  const { ms, body } = await timed(api, url);
  return { ms, found: (body[field] as unknown[]).length };
};

async function measureReads(api: Api) {
  const page = await api.json<{ projects: { id: number; customerId: number }[] }>(
    'GET',
    '/api/project/getall?limit=50',
  );
  const customer = page.projects[0].customerId;
  const projects = (q: string) => `/api/project/getall?limit=50&${q}`;
  const lists = [
    await sample('projects: first page', listed(api, '/api/project/getall?limit=50', 'projects')),
    await sample(
      'projects: stage in_uitvoering',
      listed(api, projects('stage=in_uitvoering'), 'projects'),
    ),
    await sample('projects: search "peeters"', listed(api, projects('q=peeters'), 'projects')),
    await sample(
      'projects: search "badkamer gent"',
      listed(api, projects('q=badkamer%20gent'), 'projects'),
    ),
    await sample('projects: search nothing holds', listed(api, projects('q=zzyzx'), 'projects')),
    await sample(
      'projects: one customer',
      listed(api, projects(`customer=${customer}`), 'projects'),
    ),
    await sample(
      'customers: first page',
      listed(api, '/api/customer/getall?limit=50', 'customers'),
    ),
    await sample(
      'customers: search "peeters"',
      listed(api, '/api/customer/getall?limit=50&q=peeters', 'customers'),
    ),
    await sample(
      'customers: search "mechelen"',
      listed(api, '/api/customer/getall?limit=50&q=mechelen', 'customers'),
    ),
  ];
  const board = await sample("board: one read, each stage's first", async () => {
    const { ms, body } = await timed(api, `/api/project/board?limit=${BOARD_PAGE_SIZE}`);
    const columns = body.columns as { projects: unknown[] }[];
    return { ms, found: columns.reduce((n, column) => n + column.projects.length, 0) };
  });
  const project = await sample(
    `a project's page (${page.projects[0].id}, its photos)`,
    async () => {
      const { ms, body } = await timed(api, `/api/project/get/${page.projects[0].id}`);
      return { ms, found: (body.photos as unknown[]).length };
    },
  );
  console.log(`Reads at load average ${loadAverage()} (1 / 5 / 15 minutes):`);
  console.table([...lists, board, project]);
  const worst = Math.max(...lists.map((row) => row.p99));
  console.log(
    `Lists and searches: worst p99 ${worst} ms (target < ${LIST_TARGET_MS} ms). ` +
      `Board reads: p99 ${board.p99} ms (target: usable < ${BOARD_TARGET_MS} ms).`,
  );
  return page.projects[0].id;
}

async function audit(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    `axe ${screen}: ${violations.length} findings, ${serious.length} serious or critical` +
      serious.map((v) => `\n  ${v.impact} ${v.id}: ${v.nodes.length} × ${v.help}`).join(''),
  );
}

async function measureBrowser(origin: string, projectId: number) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // axe needs a page of a context of its own.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/projects`);
    const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
    await dialog.getByLabel('E-mailadres').fill(settings.email);
    await dialog.getByLabel('Wachtwoord').fill(settings.password);
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('table a[href^="/projects/"]').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'projects-list.png') });
    await audit(page, 'the project list');

    // From the list's 'Bord' to every column showing its cards: the board usable, measured in
    // the page from the click's event to the frame that shows them. Beside it, from the page's
    // resource timings, when the board's first read left and its last answer was in, to tell
    // the server's part from the browser's.
    const shown: number[] = [];
    const asked: number[] = [];
    const answered: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${origin}/projects`);
      await page.locator('table a[href^="/projects/"]').first().waitFor();
      await page.evaluate(() => {
        performance.clearResourceTimings();
        document.addEventListener(
          'click',
          (event) => ((window as unknown as { clicked: number }).clicked = event.timeStamp),
          { capture: true, once: true },
        );
      });
      await page.getByText('Bord', { exact: true }).click();
      const times = (await (
        await page.waitForFunction((count) => {
          const columns = [...document.querySelectorAll('.bo-board__column')];
          const full =
            columns.length === count &&
            columns.every((column) => column.querySelector('.bo-board__card, .bo-board__empty'));
          if (!full) return false;
          const clicked = (window as unknown as { clicked: number }).clicked;
          const reads = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/api\/project\/(board|getall)\b/.test(entry.name))
            .map((entry) => entry as PerformanceResourceTiming);
          return {
            shown: performance.now() - clicked,
            asked: Math.min(...reads.map((read) => read.startTime)) - clicked,
            answered: Math.max(...reads.map((read) => read.responseEnd)) - clicked,
          };
        }, PROJECT_STAGES.length)
      ).jsonValue()) as { shown: number; asked: number; answered: number };
      shown.push(times.shown);
      asked.push(times.asked);
      answered.push(times.answered);
    }
    const width = await page
      .locator('.bo-board__columns')
      .evaluate((element) => `${element.scrollWidth} of ${element.clientWidth} px`);
    await page.screenshot({ path: path.join(SHOTS, 'projects-board.png') });
    await audit(page, 'the board');
    console.log(
      `Board in Chromium at 1440 px, 'Bord' clicked → six columns with their cards ` +
        `(load average ${loadAverage()}): ${JSON.stringify(percentiles(shown))} ms over ${RUNS} runs ` +
        `(target < ${BOARD_TARGET_MS} ms); its first read sent after p50 ${percentiles(asked).p50} ms, ` +
        `its last answer in after p50 ${percentiles(answered).p50} ms; the columns take ${width}.`,
    );

    await page.goto(`${origin}/projects/${projectId}`);
    await page.locator('.bo-project__photos img').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'project-page.png'), fullPage: true });
    await audit(page, "a project's page");
    console.log(`Screenshots in ${path.relative(ROOT, SHOTS)}.`);
  } finally {
    await browser.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement these reads send, warm (the server stopped). */
async function explain(database: ChatDatabase) {
  const opened = await openDatabase(database.target);
  try {
    const { recording, recorded, run } = recordingDb(opened.db, database.kind);
    const reads: [string, () => Promise<unknown>][] = [
      ['projects: first page', () => listProjects(recording, {})],
      ['projects: stage afgesloten', () => listProjects(recording, { stage: 'afgesloten' })],
      ['projects: search "peeters"', () => listProjects(recording, { q: 'peeters' })],
      ['projects: search nothing holds', () => listProjects(recording, { q: 'zzyzx' })],
      ['customers: search "peeters"', () => listCustomers(recording, { q: 'peeters' })],
    ];
    for (const [name, read] of reads) {
      recorded.length = 0;
      await read();
      for (const statement of recorded.filter((one) => /^\s*select /i.test(one.sql))) {
        const text = `explain (analyze, buffers) ${statement.sql}`;
        await run(text, statement.params);
        const plan = (await run(text, statement.params)).map((row) =>
          String(Object.values(row)[0]),
        );
        console.log(`\n${name}: ${statement.sql.slice(0, 160)}…\n${plan.join('\n')}`);
      }
    }
  } finally {
    await opened.close();
  }
}

async function main() {
  ensureServerBuilt();
  const spa = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(spa, 'index.html')))
    throw new Error('No built SPA in dist/: run `npm run build` first.');
  const { database, server } = await projectBench(projectSeedOptions(), console.log, spa);
  try {
    console.log(`Projects benchmark on ${database.kind} (${database.where})`);
    const api = await signedIn(server.origin);
    const projectId = await measureReads(api);
    if (process.env.BENCH_BROWSER !== '0') await measureBrowser(server.origin, projectId);
    await server.stop();
    if (process.env.BENCH_EXPLAIN !== '0') await explain(database);
  } finally {
    await server.stop();
    database.cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
