import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { ChatDatabase } from './chat-seed';
import { startProfile } from './page-profile';
import { percentiles } from './requests';
import { ROOT, startProductServer } from './server-process';
import { settings } from './settings';

/** The screen usable within this long after the click (issue: Statistieken, Scale). */
const TARGET_MS = 500;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const SHOTS = process.env.BENCH_SHOTS || path.join(ROOT, 'bench/.data/shots');
/** BENCH_PROFILE=1: a performance trace and a CPU profile of the last run's menu click. */
const PROFILE = Boolean(process.env.BENCH_PROFILE);
const PROFILES = path.join(ROOT, 'bench/.data/profiles');
/** The window whose content counts as the first viewport (BENCH_VIEWPORT, e.g. 1920x1080). */
const [width, height] = (process.env.BENCH_VIEWPORT || '1280x800').split('x').map(Number);
const VIEWPORT = { width, height };

type Times = { viewport: number; every: number };

/**
 * Notes, by the page's own clock, when the next click's event happens, and marks the charts the
 * page shows before it: a chart still marked is the last period's (each section draws its
 * charts anew for another period).
 */
const noteNextClick = () => {
  for (const shown of document.querySelectorAll('.bo-chart__area'))
    shown.setAttribute('data-before-click', '');
  document.addEventListener(
    'click',
    (event) => {
      const clock = window as unknown as { clicked: number; firstViewport?: number };
      clock.clicked = event.timeStamp;
      delete clock.firstViewport;
    },
    { capture: true, once: true },
  );
};

type Clock = { clicked: number; firstViewport?: number };

/**
 * The ms from the click's event to two frames, by the page's clock, once the screen shows the
 * period in the address: the first viewport's content (no skeleton and every chart drawn among
 * what the window shows: the figures and charts a person reads first) and every section (no
 * read under way: the section's aria-busy; no skeleton; every chart drawn by recharts). Timed
 * in the page, as a person sees it: Playwright's own steps around a click (finding the element,
 * waiting for it to be still) are not the screen's time. Called on every frame until both are.
 */
const shownAfterClick = (period: string) => {
  const clock = window as unknown as Clock;
  // The menu's link names no period: a month.
  if ((new URLSearchParams(location.search).get('period') ?? 'month') !== period) return false;
  const screen = document.querySelector('.bo-statistics');
  if (!screen) return false;
  // No named functions in here: the bundler that runs this file would wrap them in a helper
  // the page does not have.
  if (screen.querySelector('[data-before-click]')) return false;
  const inView = [...screen.querySelectorAll('.ant-skeleton, .bo-chart__area')].filter(
    (element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return bottom > 0 && top < innerHeight;
    },
  );
  const charts = [...screen.querySelectorAll('.bo-chart__area')];
  const viewportShown =
    screen.querySelector('.bo-figures') &&
    inView.every((element) => element.querySelector('svg.recharts-surface'));
  if (viewportShown && clock.firstViewport === undefined)
    clock.firstViewport = performance.now() - clock.clicked;
  const everyShown =
    viewportShown &&
    screen.getAttribute('aria-busy') === 'false' &&
    !screen.querySelector('.ant-skeleton') &&
    screen.querySelectorAll('.bo-figures').length === 4 &&
    charts.every((chart) => chart.querySelector('svg.recharts-surface'));
  return everyShown && { viewport: clock.firstViewport!, every: performance.now() - clock.clicked };
};

/** Clicks (`click`) and answers the ms until the first viewport and every section of `period` show. */
async function timeClick(page: Page, click: () => Promise<void>, period: string) {
  await page.evaluate(noteNextClick);
  await click();
  const shown = await page.waitForFunction(shownAfterClick, period, {
    polling: 'raf',
    timeout: 60_000,
  });
  return (await shown.jsonValue()) as { viewport: number; every: number };
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
    const fromMenu: Times[] = [];
    const fromPeriod: Times[] = [];
    let waterfall: string[] = [];
    let profile: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new context: nothing cached, as on a first visit of the screen in a session.
      const context = await browser.newContext({ viewport: VIEWPORT });
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
      const last = run === RUNS - 1;
      const profiling = last && PROFILE ? await startProfile(browser, page) : undefined;

      fromMenu.push(await timeClick(page, () => menuItem.click(), 'month'));
      if (profiling) profile = await profiling.stop(PROFILES, 'statistics-menu', spa);
      if (process.env.BENCH_WATERFALLS) console.log(`run ${run}:\n${requests.lines().join('\n')}`);
      if (last) waterfall = requests.lines();
      if (last) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, 'statistics-month.png') });
      }

      const year = page.getByText('Jaar', { exact: true });
      fromPeriod.push(await timeClick(page, () => year.click(), 'year'));
      if (last)
        await page.screenshot({ path: path.join(SHOTS, 'statistics-year.png'), fullPage: true });
      await context.close();
    }
    const menu = percentiles(fromMenu.map((one) => one.viewport));
    const menuEvery = percentiles(fromMenu.map((one) => one.every));
    const period = percentiles(fromPeriod.map((one) => one.viewport));
    const periodEvery = percentiles(fromPeriod.map((one) => one.every));
    console.log(
      `\n/statistics in Chromium at ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} runs, load average ` +
        `${os.loadavg()[0].toFixed(1)} (target < ${TARGET_MS} ms for the first viewport):\n` +
        `  Statistieken clicked in the menu (a month) → the first viewport's figures and charts: ` +
        `${JSON.stringify(menu)} ms\n` +
        `                                             → every section's: ${JSON.stringify(menuEvery)} ms\n` +
        `  Jaar chosen → the first viewport's figures and charts of the year: ` +
        `${JSON.stringify(period)} ms\n` +
        `              → every section's: ${JSON.stringify(periodEvery)} ms\n` +
        `The requests of the last run (start–end, ms after Playwright began the click):\n${waterfall.join('\n')}` +
        (profile.length
          ? `\nThe last run's menu click, in ${path.relative(ROOT, PROFILES)}:\n${profile.join('\n')}`
          : ''),
    );
    return menu.p99 >= TARGET_MS || period.p99 >= TARGET_MS;
  } finally {
    await browser.close();
    await server.stop();
  }
}
