/**
 * Initial JavaScript of the login screen: the scripts dist/index.html loads before any route
 * chunk, raw, gzip and brotli. Run `npm run build:spa` first. Exits 1 above the budget, so CI
 * fails when the login screen grows past it. DIST=<folder> measures another build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The login screen's budget: initial JavaScript, gzip (level 9), in KiB. */
const BUDGET_GZIP_KIB = 250;

const dist = process.env.DIST ?? path.resolve(__dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="?([^"\s>]+)"?/g)].map((match) => match[1]);
if (!scripts.length) throw new Error('no <script src> in dist/index.html');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const totals = { raw: 0, gzip: 0, brotli: 0 };
const rows = scripts.map((src) => {
  const file = fs.readFileSync(path.join(dist, src.replace(/^\//, '')));
  const sizes = {
    raw: file.length,
    gzip: zlib.gzipSync(file, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(file).length,
  };
  totals.raw += sizes.raw;
  totals.gzip += sizes.gzip;
  totals.brotli += sizes.brotli;
  return { script: src, raw: kib(sizes.raw), gzip: kib(sizes.gzip), brotli: kib(sizes.brotli) };
});
rows.push({
  script: 'total (login screen)',
  raw: kib(totals.raw),
  gzip: kib(totals.gzip),
  brotli: kib(totals.brotli),
});
console.table(rows);

const lazy = fs
  .readdirSync(dist)
  .filter((name) => name.endsWith('.js') && !scripts.some((s) => s.endsWith(name)));
console.log(`${lazy.length} lazy chunks, loaded per route on demand`);

const gzipKib = totals.gzip / 1024;
if (gzipKib > BUDGET_GZIP_KIB) {
  console.error(
    `Login screen: ${gzipKib.toFixed(1)} KiB gzip, over the budget of ${BUDGET_GZIP_KIB} KiB.`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `Login screen: ${gzipKib.toFixed(1)} KiB gzip, within the budget of ${BUDGET_GZIP_KIB} KiB.`,
  );
}
