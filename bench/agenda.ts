/**
 * `npm run bench:agenda`: the agenda at a company's real size (15 employees, three years, about
 * 20,000 appointments, bench/lib/agenda-seed.ts), seeded through the API on first use:
 * - the API's range reads, each period asked once (every answer built from the database) and
 *   again (the answer cache): a week of everyone, a week of one employee, a month;
 * - in Chromium (run `npm run build` first), the week view of the busy week (400 appointments)
 *   from the click on 'Volgende week' to the frame that shows them, the team view of that week
 *   from the click on 'Team' to the frame with every block, the team's day from the click on
 *   'Teamdag', and the month view's longest task.
 * PGlite in bench/.data/agenda by default; with BENCH_DATABASE_URL the database bench_agenda on
 * that PostgreSQL server. Figures, not verdicts: the targets are printed beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { instantOf } from '../server/domain/brussels';
import { busyMonday, BUSY_WEEK_APPOINTMENTS, mondayOf, seedAgenda } from './lib/agenda-seed';
import { chatDatabase } from './lib/chat-seed';
import { Api } from './lib/client';
import { ensureServerBuilt, ROOT, startProductServer } from './lib/server-process';
import { settings } from './lib/settings';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const UI_RUNS = Number(process.env.BENCH_UI_RUNS || 5);
const WEEK_READ_TARGET_MS = 50;
const WEEK_VIEW_TARGET_MS = 300;
const LONG_TASK_TARGET_MS = 200;

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const midnight = (date: string) => instantOf(date, 0).toISOString();

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const ms = (value: number) => Number(value.toFixed(1));
  return {
    n: sorted.length,
    p50: ms(at(0.5)),
    p95: ms(at(0.95)),
    p99: ms(at(0.99)),
    max: ms(sorted[sorted.length - 1]),
  };
}

/** Fisher–Yates with a fixed seed: the same order every run. */
function shuffled<T>(items: T[]) {
  const out = [...items];
  let state = 7;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function timedRead(api: Api, url: string) {
  const started = performance.now();
  const response = await fetch(api.origin + url, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await response.json()) as unknown[];
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, count: body.length };
}

async function measureApi(api: Api) {
  const now = new Date();
  const first = plusDays(mondayOf(now), -Math.round(2.5 * 365) + 7);
  const weeks: string[] = [];
  for (let monday = first; monday < plusDays(mondayOf(now), 175); monday = plusDays(monday, 7))
    weeks.push(monday);
  const employees = await api.json<{ id: number }[]>('GET', '/api/employee/getall');
  const weekUrl = (monday: string, employee?: number) =>
    `/api/appointment/getall?from=${encodeURIComponent(midnight(monday))}&to=${encodeURIComponent(midnight(plusDays(monday, 7)))}` +
    (employee ? `&employee=${employee}` : '');

  const rows: Record<string, unknown>[] = [];
  const run = async (label: string, urls: string[]) => {
    const times: number[] = [];
    const counts: number[] = [];
    for (const url of urls) {
      const { ms, count } = await timedRead(api, url);
      times.push(ms);
      counts.push(count);
    }
    const result = percentiles(times);
    rows.push({
      read: label,
      ...result,
      'items (avg)': Math.round(counts.reduce((a, b) => a + b, 0) / counts.length),
      'items (max)': Math.max(...counts),
    });
    return result;
  };
  const order = shuffled(weeks);
  const cold = await run(
    'week, everyone (first read of each week)',
    order.map((m) => weekUrl(m)),
  );
  await run(
    'week, everyone (again: answer cache)',
    order.map((m) => weekUrl(m)),
  );
  await run(
    'week, one employee (first read)',
    order.map((m, i) => weekUrl(m, employees[i % employees.length].id)),
  );
  const months: string[] = [];
  for (let i = 0; i < weeks.length; i += 4) months.push(weeks[i]);
  await run(
    'month (6 weeks, first read)',
    months.map(
      (monday) =>
        `/api/appointment/getall?from=${encodeURIComponent(midnight(monday))}&to=${encodeURIComponent(midnight(plusDays(monday, 42)))}`,
    ),
  );
  console.table(rows);
  console.log(
    `Week read (everyone, from the database): p99 ${cold.p99} ms, target < ${WEEK_READ_TARGET_MS} ms.`,
  );
}

async function signIn(page: Page, origin: string) {
  await page.goto(origin);
  const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
  await dialog.getByLabel('E-mailadres').fill(settings.email);
  await dialog.getByLabel('Wachtwoord').fill(settings.password);
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Long tasks (over 50 ms) from now on, collected in the page. */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as unknown as { benchTasks: number[] }).benchTasks;
    return tasks.splice(0, tasks.length);
  });

/**
 * From a click on `button` (a button by its name or text, or a view of the view switch) to the
 * frame after `ready` holds (the page's clock).
 */
async function timeClick(page: Page, button: string, ready: string) {
  return page.evaluate(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll('button, .ant-segmented-item')].find((b) => b.getAttribute('aria-label') === ${JSON.stringify(button)} || b.textContent === ${JSON.stringify(button)});
    if (!target) return reject(new Error('no button ${button}'));
    const started = performance.now();
    target.click();
    const check = () => {
      if (${ready}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      else if (performance.now() - started > 30000) reject(new Error('not ready'));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

async function measureUi(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({
      viewport: { width: 1920, height: 1080 },
      locale: 'nl-BE',
    });
    await signIn(page, origin);
    const busy = busyMonday();
    await page.goto(`${origin}/agenda?view=week&date=${plusDays(busy, -7)}`);
    await page.locator('.fc-timegrid-event').first().waitFor({ timeout: 60_000 });
    await watchLongTasks(page);
    // Appointments drawn, and those behind a column's '+N meer' (four side by side at most).
    const shown =
      "(document.querySelectorAll('.fc-timegrid-event').length + [...document.querySelectorAll('.fc-timegrid-more-link')].reduce((n, a) => n + (parseInt(a.textContent.replace(/\\D/g, ''), 10) || 0), 0))";
    const weekTimes: number[] = [];
    const weekTasks: number[] = [];
    for (let run = 0; run < UI_RUNS; run++) {
      weekTimes.push(
        await timeClick(page, 'Volgende week', `${shown} >= ${BUSY_WEEK_APPOINTMENTS}`),
      );
      weekTasks.push(...(await takeLongTasks(page)));
      await timeClick(page, 'Vorige week', `${shown} < ${BUSY_WEEK_APPOINTMENTS}`);
      await takeLongTasks(page);
    }
    // The team view of the busy week, from its week view: every appointment a block.
    await timeClick(page, 'Volgende week', `${shown} >= ${BUSY_WEEK_APPOINTMENTS}`);
    await takeLongTasks(page);
    const blocks = `document.querySelectorAll('.bo-team__block').length >= ${BUSY_WEEK_APPOINTMENTS}`;
    const teamTimes: number[] = [];
    const teamTasks: number[] = [];
    let teamBlocks = 0;
    // The team's day (its Monday, the busiest day), from the team's week.
    const dayBlocks = "document.querySelectorAll('.bo-team--day .bo-team__block').length";
    const dayTimes: number[] = [];
    const dayTasks: number[] = [];
    let dayBlockCount = 0;
    for (let run = 0; run < UI_RUNS; run++) {
      teamTimes.push(await timeClick(page, 'Team', blocks));
      teamBlocks = await page.locator('.bo-team__block').count();
      await page.waitForTimeout(300);
      teamTasks.push(...(await takeLongTasks(page)));
      dayTimes.push(await timeClick(page, 'Teamdag', `${dayBlocks} > 0`));
      dayBlockCount = Number(await page.evaluate(dayBlocks));
      await page.waitForTimeout(300);
      dayTasks.push(...(await takeLongTasks(page)));
      await timeClick(page, 'Teamweek', `${dayBlocks} === 0 && ${blocks}`);
      await takeLongTasks(page);
      await timeClick(page, 'Week', `${shown} >= ${BUSY_WEEK_APPOINTMENTS}`);
      await takeLongTasks(page);
    }
    // The month of the busy week, from its week view.
    const monthTimes: number[] = [];
    const monthTasks: number[] = [];
    for (let run = 0; run < UI_RUNS; run++) {
      monthTimes.push(
        await timeClick(page, 'Maand', "document.querySelectorAll('.fc-daygrid-day').length >= 28"),
      );
      await page.waitForTimeout(300);
      monthTasks.push(...(await takeLongTasks(page)));
      monthTimes.push(
        await timeClick(
          page,
          'Volgende maand',
          "document.querySelectorAll('.fc-daygrid-day').length >= 28",
        ),
      );
      await page.waitForTimeout(300);
      monthTasks.push(...(await takeLongTasks(page)));
      await timeClick(page, 'Week', `${shown} > 0`);
      await takeLongTasks(page);
      await page.goto(`${origin}/agenda?view=week&date=${busy}`);
      await page.locator('.fc-timegrid-event').first().waitFor();
      await watchLongTasks(page);
    }
    const drawn = await page.locator('.fc-timegrid-event').count();
    const total = Number(await page.evaluate(shown));
    console.table([
      {
        screen: `week view, busy week (${total} appointments, ${drawn} drawn): click → shown`,
        first: Number(weekTimes[0].toFixed(0)),
        median: Number(
          [...weekTimes].sort((a, b) => a - b)[Math.floor(weekTimes.length / 2)].toFixed(0),
        ),
        max: Number(Math.max(...weekTimes).toFixed(0)),
        'longest task': Number(Math.max(0, ...weekTasks).toFixed(0)),
      },
      {
        screen: `team view, busy week (${teamBlocks} blocks): click → shown`,
        first: Number(teamTimes[0].toFixed(0)),
        median: Number(
          [...teamTimes].sort((a, b) => a - b)[Math.floor(teamTimes.length / 2)].toFixed(0),
        ),
        max: Number(Math.max(...teamTimes).toFixed(0)),
        'longest task': Number(Math.max(0, ...teamTasks).toFixed(0)),
      },
      {
        screen: `team day, the busy Monday (${dayBlockCount} blocks): click → shown`,
        first: Number(dayTimes[0].toFixed(0)),
        median: Number(
          [...dayTimes].sort((a, b) => a - b)[Math.floor(dayTimes.length / 2)].toFixed(0),
        ),
        max: Number(Math.max(...dayTimes).toFixed(0)),
        'longest task': Number(Math.max(0, ...dayTasks).toFixed(0)),
      },
      {
        screen: 'month view (its week → month, next month): click → shown',
        first: Number(monthTimes[0].toFixed(0)),
        median: Number(
          [...monthTimes].sort((a, b) => a - b)[Math.floor(monthTimes.length / 2)].toFixed(0),
        ),
        max: Number(Math.max(...monthTimes).toFixed(0)),
        'longest task': Number(Math.max(0, ...monthTasks).toFixed(0)),
      },
    ]);
    console.log(
      `Week view usable: median ${[...weekTimes].sort((a, b) => a - b)[Math.floor(weekTimes.length / 2)].toFixed(0)} ms ` +
        `(first ${weekTimes[0].toFixed(0)} ms), target < ${WEEK_VIEW_TARGET_MS} ms. ` +
        `Team view: median ${[...teamTimes].sort((a, b) => a - b)[Math.floor(teamTimes.length / 2)].toFixed(0)} ms, ` +
        `target < ${WEEK_VIEW_TARGET_MS} ms; longest task ${Math.max(0, ...teamTasks).toFixed(0)} ms. ` +
        `Team day: median ${[...dayTimes].sort((a, b) => a - b)[Math.floor(dayTimes.length / 2)].toFixed(0)} ms, ` +
        `longest task ${Math.max(0, ...dayTasks).toFixed(0)} ms. ` +
        `Month view's longest task: ${Math.max(0, ...monthTasks).toFixed(0)} ms, target < ${LONG_TASK_TARGET_MS} ms.`,
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  ensureServerBuilt();
  const database = await chatDatabase(process.env.BENCH_NAME || 'agenda');
  fs.mkdirSync(database.serverDataDir, { recursive: true });
  const dist = path.join(ROOT, 'dist');
  const withUi =
    fs.existsSync(path.join(dist, 'index.html')) && process.env.BENCH_AGENDA_UI !== 'false';
  const server = await startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: { ...database.serverEnv, ...(withUi ? { SPA_DIR: dist } : {}) },
  });
  try {
    const api = new Api(server.origin);
    await api.login(settings.email, settings.password);
    console.log(`Agenda benchmark on ${database.kind} (${database.where})`);
    if ((await api.json<unknown[]>('GET', '/api/employee/getall')).length === 0) {
      console.log('Seeding the agenda through the API (once)…');
      const started = performance.now();
      const counts = await seedAgenda(api, settings.parallel);
      console.log(
        `Seeded ${counts.employees} employees, ${counts.absences} absences and ${counts.appointments} ` +
          `appointments in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
      );
    }
    await measureApi(api);
    if (withUi) await measureUi(server.origin);
    else console.log('No built SPA in dist/ (or BENCH_AGENDA_UI=false): screen timings skipped.');
  } finally {
    await server.stop();
    database.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
