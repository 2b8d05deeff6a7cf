#!/usr/bin/env node
// Runs a compiled server entry (default: the server), first building each half whose sources
// changed since its last build (server/cli/staleness.js decides), so `npm start` always serves
// what the sources say and a start with nothing changed builds nothing.
'use strict';
const path = require('node:path');
const { spawn } = require('node:child_process');
const { halves, check, buildHalf } = require('./staleness');
const { nodeVersionWarning } = require('./node-version');

// An unsupported Node is told in one line, and the start goes on.
const nodeWarning = nodeVersionWarning(process.versions.node);
if (nodeWarning) process.stderr.write(`${nodeWarning}\n`);

const root = path.resolve(__dirname, '../..');

// A CLI entry (argv[2]) or a server told to serve another SPA (SPA_DIR) needs no SPA build.
const wanted = [
  { half: halves.server, command: 'npm run --silent build:server' },
  ...(!process.argv[2] && !process.env.SPA_DIR
    ? [{ half: halves.spa, command: 'npm run --silent build:spa' }]
    : []),
];
const builds = wanted
  .map((build) => ({ ...build, ...check(root, build.half) }))
  .filter((build) => build.stale);

if (builds.length > 0) {
  const why = builds.map((build) => `the ${build.half.name} (${build.reason})`).join(' and ');
  process.stderr.write(`Rebuilding ${why}\n`);
}
for (const build of builds) {
  try {
    buildHalf(root, build.half, build.command, build.sources);
  } catch (error) {
    // The build printed its errors; the unfinished stamp makes the next start try again.
    process.stderr.write(`The ${build.half.name} build failed: not starting.\n`);
    process.exit(error.status || 1);
  }
}

const entry = path.join(root, 'build/server', process.argv[2] || 'main.js');
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(3)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
