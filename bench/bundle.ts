/**
 * What a first visit loads, raw, gzip and brotli, against a budget each (run `npm run
 * build:spa` first; exits 1 above a budget, so CI fails when one grows past it):
 * - the login screen: the scripts dist/index.html loads before any route chunk (250 KiB gzip);
 * - the chat widget's loader, dist/widget.js, which every page of the website loads (6 KB gzip);
 * - the chat widget's page, dist/widget/index.html and its scripts (60 KB gzip, no antd).
 * DIST=<folder> measures another build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.env.DIST ?? path.resolve(__dirname, '../dist');

const scriptsOf = (page: string) => {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="?([^"\s>]+)"?/g)].map((match) => match[1]);
  if (!scripts.length) throw new Error(`no <script src> in dist/${page}`);
  return scripts.map((src) => src.replace(/^\//, ''));
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Budget {
  name: string;
  files: string[];
  /** Gzip (level 9) bytes at most. */
  gzipBytes: number;
  /** How the budget reads (KiB or KB). */
  label: string;
}

const budgets: Budget[] = [
  {
    name: 'login screen',
    files: scriptsOf('index.html'),
    gzipBytes: 250 * 1024,
    label: '250 KiB',
  },
  { name: 'chat widget loader', files: ['widget.js'], gzipBytes: 6000, label: '6 KB' },
  {
    name: 'chat widget page',
    files: ['widget/index.html', ...scriptsOf('widget/index.html')],
    gzipBytes: 60_000,
    label: '60 KB',
  },
];

for (const budget of budgets) {
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  const rows = budget.files.map((name) => {
    const file = fs.readFileSync(path.join(dist, name));
    const sizes = {
      raw: file.length,
      gzip: zlib.gzipSync(file, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(file).length,
    };
    totals.raw += sizes.raw;
    totals.gzip += sizes.gzip;
    totals.brotli += sizes.brotli;
    return { file: name, raw: kib(sizes.raw), gzip: kib(sizes.gzip), brotli: kib(sizes.brotli) };
  });
  rows.push({
    file: `total (${budget.name})`,
    raw: kib(totals.raw),
    gzip: kib(totals.gzip),
    brotli: kib(totals.brotli),
  });
  console.table(rows);
  const figure = `${budget.name}: ${totals.gzip} bytes gzip (${kib(totals.gzip)})`;
  if (totals.gzip > budget.gzipBytes) {
    console.error(`${figure}, over the budget of ${budget.label}.`);
    process.exitCode = 1;
  } else {
    console.log(`${figure}, within the budget of ${budget.label}.`);
  }
}

const initial = new Set(budgets.flatMap((budget) => budget.files.map((f) => path.basename(f))));
const lazy = fs.readdirSync(dist).filter((name) => name.endsWith('.js') && !initial.has(name));
console.log(`${lazy.length} lazy chunks of the back office, loaded per route on demand`);
