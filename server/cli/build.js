#!/usr/bin/env node
// `npm run build`: builds the server and the SPA now, whatever changed, and records what each
// was built from, so that `npm start` afterwards serves them without building again.
'use strict';
const path = require('node:path');
const { halves, buildHalf } = require('./staleness');

const root = path.resolve(__dirname, '../..');
try {
  buildHalf(root, halves.server, 'npm run --silent build:server');
  buildHalf(root, halves.spa, 'npm run --silent build:spa');
} catch (error) {
  process.exit(error.status || 1);
}
