import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { ChatDatabase } from './chat-seed';
import { percentiles } from './requests';
import { ROOT, startProductServer } from './server-process';
import { settings } from './settings';

/** The screen usable within this long after the click (issue: Statistieken, Scale). */
const TARGET_MS = 500;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const SHOTS = process.env.BENCH_SHOTS || path.join(ROOT, 'bench/.data/shots');

/** Notes, by the page's own clock, when the next click's event happens. */
const noteNextClick = () =>
  document.addEventListener(
    'click',
    (event) => ((window as unknown as { clicked: number }).clicked = event.timeStamp),
    { capture: true, once: true },
  );

/**
 * Once every section of /statistics shows the figures of the period in the address (no read
 * under way: the section's aria-busy; no skeleton; every chart drawn by recharts): the ms from
 * the click's event to this frame, by the page's clock. Timed in the page, as a person sees it:
 * Playwright's own steps around a click (finding the element, waiting for it to be still)
 * are not the screen's time.
 */
const shownAfterClick = (period: string) => {
  const ready =
    // The menu's link names no period: a month.
    (new URLSearchParams(location.search).get('period') ?? 'month') === period &&
    document.querySelector('.bo-statistics')?.getAttribute('aria-busy') === 'false' &&
    !document.querySelector('.bo-statistics .ant-skeleton') &&
    document.querySelectorAll('.bo-statistics .bo-figures').length === 4 &&
    [...document.querySelectorAll('.bo-statistics .bo-chart__area')].every((area) =>
      area.querySelector('svg.recharts-surface'),
    );
  return ready && performance.now() - (window as unknown as { clicked: number }).clicked;
};

/** Clicks (`click`) and answers the ms until every section of `period` shows (see above). */
async function timeClick(page: Page, click: () => Promise<void>, period: string) {
  await page.evaluate(noteNextClick);
  await click();
  const shown = await page.waitForFunction(shownAfterClick, period, {
    polling: 'raf',
    timeout: 60_000,
  });
  return (await shown.jsonValue()) as number;
}

/** The requests a page starts, with when (ms after `since`) each started and ended. */
function recordRequests(page: Page) {
  const log: { url: string; start: number; end?: number }[] = [];
  const since = performance.now();
  const open = new Map<unknown, (typeof log)[number]>();
  page.on('request', (request) => {
    const entry = { url: new URL(request.url()).pathname, start: performance.now() - since };
    open.set(request, entry);
    log.push(entry);
  });
  const done = (request: unknown) => {
    const entry = open.get(request);
    if (entry) entry.end = performance.now() - since;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    lines: () =>
      log.map(
        (entry) =>
          `  ${entry.start.toFixed(0).padStart(5)}–${(entry.end ?? NaN).toFixed(0).padStart(5)} ms  ${entry.url}`,
      ),
  };
}

/**
 * The screen's time to usable in Chromium, on a product server over the benchmark's database
 * (started here, stopped after): from the menu's click and from a change of period. True when
 * a p99 misses TARGET_MS.
 */
export async function measureScreen(database: ChatDatabase) {
  const spa = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(spa, 'index.html'))) {
    console.log('\nNo built SPA in dist/: run `npm run build` for the screen figures.');
    return false;
  }
  fs.mkdirSync(database.serverDataDir, { recursive: true });
  const server = await startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: { ...database.serverEnv, SPA_DIR: spa },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const fromMenu: number[] = [];
    const fromPeriod: number[] = [];
    let waterfall: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new context: nothing cached, as on a first visit of the screen in a session.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
      await dialog.getByLabel('E-mailadres').fill(settings.email);
      await dialog.getByLabel('Wachtwoord').fill(settings.password);
      await dialog.getByRole('button', { name: 'Aanmelden' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const menuItem = page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Statistieken' });
      await menuItem.waitFor();
      // The overview's own reads done (its live stream never ends), so the click starts from
      // a quiet page.
      await page.getByRole('heading', { level: 1, name: 'Overzicht' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-skeleton'), undefined, {
        timeout: 60_000,
      });
      const requests = recordRequests(page);

      fromMenu.push(await timeClick(page, () => menuItem.click(), 'month'));
      if (process.env.BENCH_WATERFALLS) console.log(`run ${run}:\n${requests.lines().join('\n')}`);
      if (run === RUNS - 1) waterfall = requests.lines();

      const year = page.getByText('Jaar', { exact: true });
      fromPeriod.push(await timeClick(page, () => year.click(), 'year'));
      if (run === RUNS - 1) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, 'statistics-year.png'), fullPage: true });
      }
      await context.close();
    }
    const menu = percentiles(fromMenu);
    const period = percentiles(fromPeriod);
    console.log(
      `\n/statistics in Chromium at 1440 px, ${RUNS} runs, load average ` +
        `${os.loadavg()[0].toFixed(1)} (target < ${TARGET_MS} ms):\n` +
        `  Statistieken clicked in the menu → every section's figures and charts (a month): ` +
        `${JSON.stringify(menu)} ms\n` +
        `  Jaar chosen → every section's figures and charts of the year: ` +
        `${JSON.stringify(period)} ms\n` +
        `The requests of the last run (start–end, ms after Playwright began the click):\n${waterfall.join('\n')}`,
    );
    return menu.p99 >= TARGET_MS || period.p99 >= TARGET_MS;
  } finally {
    await browser.close();
    await server.stop();
  }
}
