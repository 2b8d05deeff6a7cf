// Decides whether a build (the server's or the SPA's) is older than the sources it is made from.
// A build is fresh when a stamp written at the START of its last successful run is newer than
// every source, and the set of sources is the one that build saw: a file edited during a build,
// or added, removed or renamed since, makes the next start build again.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execSync } = require('node:child_process');

const isTest = (rel) => /\.test\.[cm]?[jt]sx?$/.test(rel);
// Editor swap files, backups and dot-files are nobody's source.
const isNoise = (rel) => rel.split('/').some((part) => part.startsWith('.')) || rel.endsWith('~');

/**
 * What each half of the product is built from, as paths relative to the project root.
 * `roots` are walked (files or folders), `keep` filters what the walk finds, and relative
 * imports are followed from there, so the server's build also covers the files of src/shared
 * (or anywhere else) that it compiles, and only those.
 */
const halves = {
  server: {
    name: 'server',
    stamp: 'build/.built',
    output: 'build/server/main.js',
    // Emptied before each build: a module that was moved or removed must not stay behind, where
    // Node would still find it first (a folder `schemas/` beside a stale `schemas.js`).
    clean: ['build/server', 'build/markup', 'build/contract', 'build/calendar'],
    roots: ['server', 'tsconfig.server.json', 'tsconfig.json', 'package-lock.json'],
    // tsc compiles server/**/*.ts except tests (tsconfig.server.json), and the JSON they import;
    // SQL and the migrations' JSON are read at run time.
    keep: (rel) =>
      !rel.startsWith('server/') ||
      (/\.tsx?$/.test(rel) && !rel.startsWith('server/test/')) ||
      (rel.endsWith('.json') && !rel.startsWith('server/db/migrations/')),
  },
  spa: {
    name: 'SPA',
    stamp: 'dist/.built',
    output: 'dist/index.html',
    roots: ['src', 'public', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'],
    // src/test/ holds jest's helpers and set-up; nothing in the bundle imports it.
    keep: (rel) => !rel.startsWith('src/test/'),
  },
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"\n]*)['"]/g;
const RESOLVE = [
  '',
  '.ts',
  '.tsx',
  '.d.ts',
  '.js',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

function isFile(full) {
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

/** The project files `rel` imports by relative path (type-only imports too: tsc reads them). */
function importsOf(root, rel) {
  if (!/\.[cm]?[jt]sx?$/.test(rel)) return [];
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  const found = [];
  for (const [, specifier] of text.matchAll(IMPORT)) {
    const base = path.join(path.dirname(path.join(root, rel)), specifier);
    const hit = RESOLVE.map((suffix) => base + suffix).find(isFile);
    if (!hit) continue;
    const target = path.relative(root, hit).split(path.sep).join('/');
    if (!target.startsWith('..') && !target.split('/').includes('node_modules')) found.push(target);
  }
  return found;
}

/** Every source of `half`: Map of relative path to modification time in ms. */
function sourcesOf(root, half) {
  const sources = new Map();
  const queue = [];
  const add = (rel) => {
    if (sources.has(rel) || isNoise(rel) || isTest(rel)) return;
    let stat;
    try {
      stat = fs.statSync(path.join(root, rel));
    } catch {
      return; // an optional source (public/, a lock file) may be absent
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(path.join(root, rel))) {
        const child = `${rel}/${name}`;
        if (isNoise(child) || isTest(child)) continue;
        if (fs.statSync(path.join(root, child)).isDirectory() || half.keep(child)) add(child);
      }
      return;
    }
    sources.set(rel, stat.mtimeMs);
    queue.push(rel);
  };
  for (const rel of half.roots) add(rel);
  while (queue.length > 0) for (const rel of importsOf(root, queue.shift())) add(rel);
  return sources;
}

function readStamp(root, half) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, half.stamp), 'utf8'));
    return typeof stamp.startedAt === 'number' && Array.isArray(stamp.sources) ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * `{ stale: false }` or `{ stale: true, reason }`, the reason naming the file that makes the
 * build stale; `sources` is what a build starting now is made from.
 */
function check(root, half) {
  const sources = sourcesOf(root, half);
  const verdict = (reason) => ({ stale: reason !== null, reason, sources });
  if (!fs.existsSync(path.join(root, half.output))) return verdict(`${half.output} is missing`);
  const stamp = readStamp(root, half);
  if (!stamp) return verdict(`no finished build recorded in ${half.stamp}`);
  let newest = null;
  for (const [rel, mtimeMs] of sources) {
    if (mtimeMs > stamp.startedAt && (!newest || mtimeMs > newest.mtimeMs))
      newest = { rel, mtimeMs };
  }
  if (newest) return verdict(`${newest.rel} changed`);
  const before = new Set(stamp.sources);
  const added = [...sources.keys()].find((rel) => !before.has(rel));
  if (added) return verdict(`${added} was added`);
  const removed = stamp.sources.find((rel) => !sources.has(rel));
  if (removed) return verdict(`${removed} was removed`);
  return verdict(null);
}

/**
 * Call before building: replaces the stamp by an unfinished one and returns the start time,
 * taken from the file system's own clock (file times are coarser than Date.now()).
 */
function startBuild(root, half) {
  const file = path.join(root, half.stamp);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '{"building":true}\n');
  return fs.statSync(file).mtimeMs;
}

/** Call after a successful build with what `startBuild` and `check` returned. */
function finishBuild(root, half, startedAt, sources) {
  const file = path.join(root, half.stamp);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stamp = { startedAt, sources: [...sources.keys()].sort() };
  fs.writeFileSync(file, `${JSON.stringify(stamp)}\n`);
}

/**
 * Builds `half` with the shell `command`, recording the stamp that `check` reads, so a start
 * after `npm run build` builds nothing. `sources` defaults to what the half is made of now.
 * Throws when the command fails, leaving an unfinished stamp: the next start builds again.
 */
function buildHalf(root, half, command, sources = sourcesOf(root, half)) {
  const startedAt = startBuild(root, half);
  for (const dir of half.clean ?? [])
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  execSync(command, { cwd: root, stdio: 'inherit' });
  finishBuild(root, half, startedAt, sources);
}

module.exports = { halves, sourcesOf, check, startBuild, finishBuild, buildHalf };
