/**
 * What a first visit loads, raw, gzip and brotli, against a budget each (run `npm run
 * build:spa` first; exits 1 above a budget, so CI fails when one grows past it):
 * - the login screen: the scripts dist/index.html loads before any route chunk (150 KiB gzip);
 * - the chat widget's loader, dist/widget.js, which every page of the website loads (6 KB gzip);
 * - the chat widget's page, dist/widget/index.html and its scripts (62 KB gzip, no antd).
 * Then, without a budget, what each screen's lazy chunks add (dist/.chunk-groups.json, written by
 * webpack.config.ts): the sign-in's code, the signed-in frame, and each screen beyond the frame.
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

const sizesOf = (name: string) => {
  const file = fs.readFileSync(path.join(dist, name));
  return {
    raw: file.length,
    gzip: zlib.gzipSync(file, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(file).length,
  };
};

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
    gzipBytes: 150 * 1024,
    label: '150 KiB',
  },
  { name: 'chat widget loader', files: ['widget.js'], gzipBytes: 6000, label: '6 KB' },
  {
    name: 'chat widget page',
    files: ['widget/index.html', ...scriptsOf('widget/index.html')],
    // The customer's appointment page (cancel, ask for another moment) came within it.
    gzipBytes: 62_000,
    label: '62 KB',
  },
];

for (const budget of budgets) {
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  const rows = budget.files.map((name) => {
    const sizes = sizesOf(name);
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

/** The signed-in app's frame: router and RTK Query, the side menu, what every screen has. */
const FRAME = ['app', 'side-menu', 'screens'];

const groupsFile = path.join(dist, '.chunk-groups.json');
if (fs.existsSync(groupsFile)) {
  const groups = JSON.parse(fs.readFileSync(groupsFile, 'utf8')) as Record<string, string[]>;
  const loginScreen = new Set(scriptsOf('index.html'));
  const frame = new Set(FRAME.flatMap((name) => groups[name] ?? []));
  /** The scripts of these chunk groups that a visitor does not have yet. */
  const row = (chunks: string, names: string[], already: Set<string>) => {
    const files = [...new Set(names.flatMap((name) => groups[name] ?? []))].filter(
      (file) => !already.has(file),
    );
    const sizes = files.map(sizesOf);
    const sum = (key: 'raw' | 'gzip' | 'brotli') =>
      kib(sizes.reduce((total, size) => total + size[key], 0));
    return {
      chunks,
      files: files.length,
      raw: sum('raw'),
      gzip: sum('gzip'),
      brotli: sum('brotli'),
    };
  };
  const screens = Object.keys(groups)
    .filter((name) => name !== 'main' && name !== 'sign-in' && !FRAME.includes(name))
    .sort();
  console.log('What each lazy chunk adds: the frame beyond the login screen, a screen beyond both');
  console.table([
    row('sign-in (on submit)', ['sign-in'], loginScreen),
    row(`frame (${FRAME.join(', ')})`, FRAME, loginScreen),
    ...screens.map((name) => row(name, [name], new Set([...loginScreen, ...frame]))),
  ]);
} else {
  console.log(`No ${groupsFile}: build the SPA again for the per-screen figures.`);
}
