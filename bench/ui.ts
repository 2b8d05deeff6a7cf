/**
 * Screen timings in Chromium against the built product on the benchmark's database (the size
 * of a few years' use, `npm run bench:seed`): from a click in the menu to a usable screen, the
 * frames while scrolling, the JavaScript heap and the DOM size. Run `npm run build` first.
 *
 * Figures, not verdicts: the targets are printed beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { Api } from './lib/client';
import { ensureServerBuilt, ROOT, startProductServer } from './lib/server-process';
import { dataDir, settings } from './lib/settings';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Each screen is opened this many times; the median is reported. */
const RUNS = Number(process.env.BENCH_UI_RUNS || 5);
const USABLE_TARGET_MS = 1000;

interface Figures {
  screen: string;
  usableMs: number[];
  frames: { p50: number; p95: number; longest: number; count: number };
  heapMiB: number;
  domElements: number;
  items: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Frame durations while the page scrolls from top to bottom in steps, one step per frame. */
async function scrollFrames(page: Page, scroller: string) {
  const durations = await page.evaluate(async (selector) => {
    // 'auto': whichever element scrolls furthest (a screen may scroll inside its own frame).
    const element =
      selector === 'auto'
        ? [document.scrollingElement!, ...document.querySelectorAll('main, main *')]
            .filter(
              (el) =>
                el === document.scrollingElement ||
                /(auto|scroll)/.test(getComputedStyle(el).overflowY),
            )
            .reduce((a, b) =>
              b.scrollHeight - b.clientHeight > a.scrollHeight - a.clientHeight ? b : a,
            )
        : document.querySelector(selector)!;
    const frames: number[] = [];
    // From the top (a conversation opens at its newest message, at the bottom).
    element.scrollTop = 0;
    await new Promise(requestAnimationFrame);
    let last = performance.now();
    const step = Math.max(200, element.clientHeight / 3);
    while (element.scrollTop + element.clientHeight < element.scrollHeight - 2) {
      element.scrollTop += step;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (frames.length > 2000) break;
    }
    element.scrollTop = 0;
    return frames;
  }, scroller);
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    longest: sorted[sorted.length - 1] ?? 0,
    count: sorted.length,
  };
}

/** Heap in use after a garbage collection, and the number of elements in the document. */
async function memory(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heapMiB: usedSize / 1048576, domElements };
}

/** Clicks a link and measures until `ready` holds in the page (checked every frame). */
async function timeNavigation(page: Page, click: () => Promise<void>, ready: string) {
  await page.evaluate(() => {
    (window as unknown as { benchStart: number }).benchStart = 0;
  });
  const started = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener(
          'click',
          () => {
            (window as unknown as { benchStart: number }).benchStart = performance.now();
            resolve();
          },
          { capture: true, once: true },
        );
      }),
  );
  await click();
  await started;
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (${ready}) {
        // The frame after the condition holds: what the user sees is painted.
        requestAnimationFrame(() => resolve(performance.now() - window.benchStart));
      } else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

/** Time from `act` (run in the page) to the frame after `ready` holds, in the page's clock. */
async function timeInPage(page: Page, act: string, ready: string) {
  return page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    ${act};
    const check = () => {
      if (${ready}) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 30000) reject(new Error('not ready: ${ready.replace(/[`'\\]/g, '')}'));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

/**
 * /cms/language with the seed's entries: the tab → usable, every group open (DOM, heap), the
 * edit modal's opening (first and later), and a search (from the last keystroke, debounce
 * included).
 */
async function measureLanguage(page: Page, menu: ReturnType<Page['getByRole']>) {
  await menu.getByRole('link', { name: /^CMS/ }).click();
  await page.getByRole('tab', { name: 'Taal' }).waitFor();
  const headers = "document.querySelectorAll('main .ant-collapse-header')";
  const usable = await timeNavigation(
    page,
    () => page.getByRole('tab', { name: 'Taal' }).click(),
    `${headers}.length >= 2`,
  );
  const groups = await page.locator('main .ant-collapse-header').count();
  const closed = await memory(page);
  // One header at a time (the screen's open groups are React state): a click per group.
  const openedAt = performance.now();
  const closedHeaders = page.locator(
    'main .ant-collapse-item:not(.ant-collapse-item-active) > .ant-collapse-header',
  );
  while ((await closedHeaders.count()) > 0) await closedHeaders.first().click();
  const openAll = performance.now() - openedAt;
  const open = await memory(page);
  const modal: number[] = [];
  for (let i = 0; i < 4; i++) {
    modal.push(
      await timeInPage(
        page,
        `document.querySelectorAll('main button[aria-label$=" bewerken"]')[${i}].click()`,
        'document.querySelector(\'.ant-modal-wrap:not([style*="display: none"]) .ProseMirror\')',
      ),
    );
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-wrap .ProseMirror').first().waitFor({ state: 'hidden' });
  }
  const search = page.locator('main input[aria-label="Zoeken"]');
  const searches: number[] = [];
  for (const word of ['offerte', 'renovatie', 'dak']) {
    // From an empty box, which shows no count, to the word pasted at once.
    await search.fill('');
    await page.waitForTimeout(400);
    const before = await page.locator('.bo-language__found').textContent();
    searches.push(
      await timeInPage(
        page,
        `(() => { const input = document.querySelector('main input[aria-label="Zoeken"]');
          const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          set.call(input, ${JSON.stringify(word)});
          input.dispatchEvent(new Event('input', { bubbles: true })); })()`,
        `document.querySelector('.bo-language__found')?.textContent !== ${JSON.stringify(before)}`,
      ),
    );
  }
  await search.fill('');
  await page.screenshot({ path: path.join(ROOT, 'bench/.data/ui-language.png') });
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  return [
    `/cms/language (${groups} groups): tab → usable ${usable.toFixed(0)} ms; groups closed: ` +
      `${closed.domElements} elements, ${closed.heapMiB.toFixed(1)} MiB; every group opened ` +
      `(a Playwright click each, ${openAll.toFixed(0)} ms): ${open.domElements} elements (target < 5,000), ` +
      `${open.heapMiB.toFixed(1)} MiB`,
    `/cms/language edit modal, click → editor ready: ${ms(modal)} ms (target < 150; the first ` +
      `loads the editor's code)`,
    `/cms/language search, last keystroke → results: ${ms(searches)} ms, including the 100 ms ` +
      `debounce (target < 150 after typing stops)`,
  ];
}

/**
 * /cms/achievements with the seed's cards (6 photos each): from the overview, a click on CMS
 * in the menu → usable, `RUNS` times; the image requests on the way; the frames while
 * scrolling the whole list; the lightbox's opening.
 */
async function measureAchievements(
  page: Page,
  menu: ReturnType<Page['getByRole']>,
  achievements: { images: string[] }[],
) {
  const cards = achievements.length;
  const photos = achievements.reduce((sum, a) => sum + a.images.length, 0);
  // Usable: every card with its texts, and every thumbnail of the cards in the window loaded.
  // The cards' rectangles only: inside a card off screen (content-visibility: auto) a
  // rectangle would force the layout the page skips.
  const inView =
    "[...document.querySelectorAll('main li.bo-achievement')].filter((card) => { " +
    'const box = card.getBoundingClientRect(); return box.bottom > 0 && box.top < innerHeight; })';
  const thumbsInView = `${inView}.flatMap((card) => [...card.querySelectorAll('.bo-photo-grid__tile img')])`;
  const ready =
    `document.querySelectorAll('main li.bo-achievement').length >= ${cards} && ` +
    "[...document.querySelectorAll('main .bo-achievement__text')].every((p) => p.textContent.trim()) && " +
    `((thumbs) => thumbs.length > 0 && thumbs.every((img) => img.complete && img.naturalWidth > 0))(${thumbsInView})`;

  const requested: string[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/images/')) requested.push(request.url());
  };
  page.on('request', onRequest);
  const figures: Figures = {
    screen: `/cms/achievements (${cards} achievements, ${photos} photos)`,
    usableMs: [],
    frames: { p50: 0, p95: 0, longest: 0, count: 0 },
    heapMiB: 0,
    domElements: 0,
    items: 0,
  };
  /** Image requests from the click to usable, per run (later runs find them in the cache). */
  const perRun: number[] = [];
  let first = {
    listMs: 0,
    thumbStartMs: 0,
    thumbEndMs: 0,
    cards: 0,
    thumbs: 0,
    settled: 0,
    full: 0,
  };
  for (let run = 0; run < RUNS; run++) {
    await menu.getByRole('link', { name: /^Overzicht/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const before = requested.length;
    await page.evaluate(() => performance.clearResourceTimings());
    figures.usableMs.push(
      await timeNavigation(page, () => menu.getByRole('link', { name: /^CMS/ }).click(), ready),
    );
    perRun.push(requested.length - before);
    if (run === 0) {
      // The lazy thumbnails the browser fetches ahead of scrolling, once it is quiet.
      await page.waitForTimeout(2000);
      first = {
        // From the click: the list's answer, the first thumbnail asked for, the last one in.
        ...((await page.evaluate(`(() => {
          const entries = performance.getEntriesByType('resource');
          const images = entries.filter((e) => e.name.includes('/api/images/'));
          const list = entries.find((e) => e.name.includes('/api/achievement/getall'));
          return {
            listMs: (list ? list.responseEnd : NaN) - window.benchStart,
            thumbStartMs: Math.min(...images.map((e) => e.startTime)) - window.benchStart,
            thumbEndMs: Math.max(...images.map((e) => e.responseEnd)) - window.benchStart,
          };
        })()`)) as { listMs: number; thumbStartMs: number; thumbEndMs: number }),
        cards: (await page.evaluate(`${inView}.length`)) as number,
        thumbs: (await page.evaluate(`${thumbsInView}.length`)) as number,
        settled: requested.length,
        full: requested.filter((url) => !url.endsWith('?size=thumb')).length,
      };
    }
  }
  Object.assign(figures, await memory(page), {
    items: await page.locator('main li.bo-achievement').count(),
  });
  await page.screenshot({ path: path.join(ROOT, 'bench/.data/ui-achievements.png') });
  figures.frames = await scrollFrames(page, 'auto');
  // The thumbnails the scroll asked for may still be arriving.
  await page
    .waitForFunction(
      "[...document.querySelectorAll('main .bo-photo-grid__tile img')].every((img) => img.complete)",
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const afterScroll = new Set(requested).size;
  const loaded = (await page.evaluate(
    "[...document.querySelectorAll('main .bo-photo-grid__tile img')].filter((img) => img.complete && img.naturalWidth > 0).length",
  )) as number;

  // A tile of a card in the window → the full photo loaded in the lightbox; a new photo each
  // time, so none comes from the cache (the lightbox fetches its neighbours ahead).
  const lightbox: number[] = [];
  for (const card of [0, 1, 2, 3]) {
    lightbox.push(
      await timeInPage(
        page,
        `document.querySelectorAll('main li.bo-achievement')[${card}].querySelectorAll('.bo-photo-grid__tile')[3].click()`,
        "((img) => !!img && img.complete && img.naturalWidth > 0)(document.querySelector('.bo-lightbox .bo-lightbox__figure img'))",
      ),
    );
    await page.keyboard.press('Escape');
    await page.locator('.bo-lightbox .bo-lightbox__figure').waitFor({ state: 'detached' });
  }
  page.off('request', onRequest);
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  return {
    figures,
    lines: [
      `/cms/achievements images, first run (empty cache): ${first.thumbs} thumbnails of the ` +
        `${first.cards} cards in the window loaded at usable, ${perRun[0]} image requests by then, ` +
        `${first.settled} two seconds later (${first.full} not thumbnails; target well below ` +
        `${photos})` +
        (RUNS > 1 ? `; later runs: ${perRun.slice(1).join(', ')} (the browser's cache)` : ''),
      `/cms/achievements first run, from the click: the list answered at ${first.listMs.toFixed(0)} ms, ` +
        `thumbnails asked for from ${first.thumbStartMs.toFixed(0)} ms, the last of the ${first.settled} in at ` +
        `${first.thumbEndMs.toFixed(0)} ms, usable at ${figures.usableMs[0].toFixed(0)} ms`,
      `/cms/achievements after scrolling the whole list: ${afterScroll} different images ` +
        `requested, ${loaded} thumbnails loaded`,
      `/cms/achievements lightbox, click on a tile → full photo loaded: ${ms(lightbox)} ms ` +
        `(a different photo each time, not cached)`,
    ],
  };
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html')))
    throw new Error('No built SPA in dist/: run "npm run build" first.');
  const dir = dataDir();
  if (!fs.existsSync(dir))
    throw new Error(`No benchmark database in ${dir}: run "npm run bench:seed" first.`);
  ensureServerBuilt();
  const server = await startProductServer({
    dataDir: dir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: { SPA_DIR: path.join(ROOT, 'dist') },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  const results: Figures[] = [];
  /** Other figures, one line each. */
  const extra: string[] = [];
  try {
    const api = new Api(server.origin);
    await api.login(settings.email, settings.password);
    const chats = await api.json<{ id: number; messageCount: number }[]>('GET', '/api/chat/getall');
    const longest = chats.reduce((a, b) => (b.messageCount > a.messageCount ? b : a));
    console.log(
      `${chats.length} chats; the longest, #${longest.id}, has ${longest.messageCount} messages. ` +
        `${RUNS} runs per screen, median shown.`,
    );

    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      // The timing probes are strings evaluated in the page, which the product's CSP forbids.
      bypassCSP: true,
    });
    await page.goto(server.origin + '/');
    const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
    await dialog.getByLabel('E-mailadres').fill(settings.email);
    await dialog.getByLabel('Wachtwoord').fill(settings.password);
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });

    const listReady = `document.querySelectorAll('main a[href^="/chats/"]').length >= ${Math.min(chats.length, 12)}`;
    const list: Figures = {
      screen: `/chats (${chats.length} chats)`,
      usableMs: [],
      frames: { p50: 0, p95: 0, longest: 0, count: 0 },
      heapMiB: 0,
      domElements: 0,
      items: 0,
    };
    const chat: Figures = {
      screen: `/chats/:id (${longest.messageCount} messages)`,
      usableMs: [],
      frames: { p50: 0, p95: 0, longest: 0, count: 0 },
      heapMiB: 0,
      domElements: 0,
      items: 0,
    };
    const chatReady = `document.querySelectorAll('main ol > li').length >= ${longest.messageCount}`;
    for (let run = 0; run < RUNS; run++) {
      // From another screen, through the menu, as staff do; the first run loads the chunks.
      await menu.getByRole('link', { name: /^Overzicht/ }).click();
      await page.waitForURL(server.origin + '/');
      list.usableMs.push(
        await timeNavigation(
          page,
          () => menu.getByRole('link', { name: /^Berichten/ }).click(),
          listReady,
        ),
      );
      const card = page.locator(`main a[href="/chats/${longest.id}"]`);
      await card.scrollIntoViewIfNeeded();
      chat.usableMs.push(await timeNavigation(page, () => card.click(), chatReady));
    }
    Object.assign(chat, await memory(page), {
      frames: await scrollFrames(page, 'auto'),
      items: await page.locator('main ol > li').count(),
    });
    await page.screenshot({ path: path.join(ROOT, 'bench/.data/ui-chat.png') });
    await menu.getByRole('link', { name: /^Berichten/ }).click();
    await page.waitForFunction(listReady);
    Object.assign(list, await memory(page), {
      frames: await scrollFrames(page, 'auto'),
      items: await page.locator('main a[href^="/chats/"]').count(),
    });
    await page.screenshot({ path: path.join(ROOT, 'bench/.data/ui-chats.png') });
    results.push(list, chat);

    const achievements = await measureAchievements(
      page,
      menu,
      await api.json<{ images: string[] }[]>('GET', '/api/achievement/getall?images=url'),
    );
    results.push(achievements.figures);
    extra.push(...achievements.lines);

    extra.push(...(await measureLanguage(page, menu)));
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(
    '\n| screen | navigation → usable, median (runs) | scroll frames p50 / p95 / longest | heap after GC | DOM elements | items |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.screen} | ${median(r.usableMs).toFixed(0)} ms (${r.usableMs.map((ms) => ms.toFixed(0)).join(', ')}) | ` +
        `${r.frames.p50.toFixed(1)} / ${r.frames.p95.toFixed(1)} / ${r.frames.longest.toFixed(1)} ms (${r.frames.count} frames) | ` +
        `${r.heapMiB.toFixed(1)} MiB | ${r.domElements} | ${r.items} |`,
    );
  }
  console.log('');
  for (const line of extra) console.log(line);
  console.log(`\nTarget: usable within ${USABLE_TARGET_MS} ms of navigation.`);
  for (const r of results) {
    const ms = median(r.usableMs);
    console.log(`  ${ms <= USABLE_TARGET_MS ? 'PASS' : 'FAIL'}  ${r.screen}: ${ms.toFixed(0)} ms`);
  }
  const out = path.join(
    ROOT,
    'bench/.data',
    `ui-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`Figures written to ${path.relative(ROOT, out)}; screenshots bench/.data/ui-*.png`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
