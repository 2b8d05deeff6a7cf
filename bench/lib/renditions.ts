/**
 * Image renditions on the benchmark database (`GET /api/images/{key}?w=`): the bytes the
 * achievements screen's photos cost before (each tile the 480 px JPEG thumbnail) and after (the
 * `srcset` width the browser picks, as AVIF), at 1280 px wide on a desktop and 390 px wide on a
 * phone; the time a first request takes to make a rendition (p50/p99); and the server's peak
 * memory under 50 parallel first requests for different renditions. The server runs on a copy
 * of the database, so every run measures first requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { peakResidentMiB, residentMiB, sampleResident } from './memory';
import { startProductServer } from './server-process';
import { settings } from './settings';
import { gridOf, tileWidth } from '../../src/features/cms/achievements/grid-layouts';
import { IMAGE_WIDTHS } from '../../src/shared/image-input/image-src';

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
/** A phone's card: the window (390 px) less the page's padding. */
const PHONE_GRID_WIDTH = 358;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The candidate a browser takes from the srcset: the narrowest at least `needed` wide. */
const chosenWidth = (needed: number) =>
  IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

async function bytesOf(url: string, accept = AVIF) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { bytes: body.length, ms: performance.now() - started };
}

export interface RenditionFigures {
  screen: { viewport: string; beforeBytes: number; afterBytes: number }[];
  firstMs: { p50: number; p99: number; count: number };
  burst: {
    requests: number;
    /** Answers 503 SERVER_BUSY (the decode queue full), each asked again after its Retry-After. */
    busy: number;
    baselineMiB: number;
    peakMiB: number;
    /** VmHWM: the process's peak since it started, the sequential renditions included. */
    lifetimePeakMiB: number;
    seconds: number;
  };
}

export async function measureRenditions(dataDir: string): Promise<RenditionFigures> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-renditions-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  const server = await startProductServer({
    dataDir: copy,
    adminEmail: settings.email,
    adminPassword: settings.password,
  });
  try {
    const origin = server.origin;
    const achievements = (await (
      await fetch(`${origin}/api/achievement/getall?images=url`)
    ).json()) as { images: string[] }[];
    // The tiles the screen shows: at most 6 per card, each with the width it is drawn at.
    const tiles = achievements.flatMap(({ images }) =>
      gridOf(images.length).tiles.map((tile, index) => ({
        address: origin + images[index],
        desktop: tileWidth(tile),
        phone: tileWidth(tile, PHONE_GRID_WIDTH),
      })),
    );

    // Before: every tile the thumbnail, whatever the screen.
    let thumbBytes = 0;
    for (const tile of tiles) thumbBytes += (await bytesOf(`${tile.address}?size=thumb`)).bytes;

    // First requests, one at a time: the time to make each rendition.
    const firstTimes: number[] = [];
    const made = new Set<string>();
    const screen: RenditionFigures['screen'] = [];
    for (const [viewport, ratio, phone] of [
      ['1280 px wide, pixel ratio 1', 1, false],
      ['390 px wide, pixel ratio 3', 3, true],
    ] as const) {
      let after = 0;
      for (const tile of tiles) {
        const css = phone ? tile.phone : tile.desktop;
        const url = `${tile.address}?w=${chosenWidth(css * ratio)}`;
        const { bytes, ms } = await bytesOf(url);
        after += bytes;
        // A repeat of a rendition made earlier in this loop comes from storage.
        if (!made.has(url)) firstTimes.push(ms);
        made.add(url);
      }
      screen.push({ viewport, beforeBytes: thumbBytes, afterBytes: after });
    }
    const firstMs = [...firstTimes].sort((a, b) => a - b);

    // 50 first requests at once, each another rendition (unused widths of other photos, WebP).
    const fresh = tiles.slice(0, 50).map((tile) => `${tile.address}?w=1600`);
    const baselineMiB = residentMiB(server.pid) ?? 0;
    const sampler = sampleResident(server.pid);
    const started = performance.now();
    // Past the decode queue's bound the server answers 503 with Retry-After (SERVER_BUSY): such a
    // request is asked again when it says, and counted.
    let busy = 0;
    await Promise.all(
      fresh.map(async (url) => {
        for (;;) {
          const response = await fetch(url, { headers: { accept: 'image/webp' } });
          await response.arrayBuffer();
          if (response.status === 200) return;
          if (response.status !== 503) throw new Error(`${url} answered ${response.status}`);
          busy++;
          const wait = Number(response.headers.get('retry-after') ?? 1);
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sampled = sampler.stop();
    const peakMiB = sampled.maxMiB;
    const lifetimePeakMiB = peakResidentMiB(server.pid) ?? 0;

    const figures: RenditionFigures = {
      screen,
      firstMs: {
        p50: percentile(firstMs, 50),
        p99: percentile(firstMs, 99),
        count: firstMs.length,
      },
      burst: { requests: fresh.length, busy, baselineMiB, peakMiB, lifetimePeakMiB, seconds },
    };
    printRenditions(figures, tiles.length);
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

function printRenditions(figures: RenditionFigures, tiles: number) {
  console.log(`\nImage renditions (the achievements screen: ${tiles} photo tiles):`);
  for (const row of figures.screen) {
    console.log(
      `  ${row.viewport}: before ${kib(row.beforeBytes)} (480 px JPEG thumbnails), ` +
        `after ${kib(row.afterBytes)} (srcset width, AVIF): ` +
        `${((row.afterBytes / row.beforeBytes) * 100).toFixed(0)} %`,
    );
  }
  const { p50, p99, count } = figures.firstMs;
  console.log(
    `  a rendition's first request (${count}, one at a time; later ones of the same width ` +
      `come from storage): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  );
  const { requests, busy, baselineMiB, peakMiB, lifetimePeakMiB, seconds } = figures.burst;
  console.log(
    `  ${requests} first requests at once for different renditions (WebP, 1600 px): ` +
      `${busy} answered 503 (queue full) and asked again after Retry-After; all made in ` +
      `${seconds.toFixed(1)} s, server RSS ${baselineMiB.toFixed(0)} MiB before, peak ` +
      `${peakMiB.toFixed(0)} MiB (sampled every 10 ms; the process's VmHWM since start: ` +
      `${lifetimePeakMiB.toFixed(0)} MiB)`,
  );
}
