#!/usr/bin/env node
// Runs a compiled server entry (default: the server), building first what is missing or stale:
// the server when a file under server/ or src/shared/ (which it imports) is newer than its
// build, the SPA when dist/ has none.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execSync, spawn } = require('node:child_process');

const root = path.resolve(__dirname, '../..');
const stamp = path.join(root, 'build/.built');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

function run(command) {
  process.stderr.write(`> ${command}\n`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const serverStale =
  !fs.existsSync(stamp) || newestMtime(path.join(root, 'server')) > fs.statSync(stamp).mtimeMs;
if (serverStale) {
  run('npm run --silent build:server');
  fs.writeFileSync(stamp, new Date().toISOString());
}
const wantsSpa = !process.argv[2] && !process.env.SPA_DIR;
if (
  wantsSpa &&
  fs.existsSync(path.join(root, 'webpack.config.ts')) &&
  !fs.existsSync(path.join(root, 'dist/index.html'))
) {
  run('npm run --silent build:spa');
}

const entry = path.join(root, 'build/server', process.argv[2] || 'main.js');
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(3)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
