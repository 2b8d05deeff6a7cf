// `npm run test:durations FILE`: writes test/durations.json, each test file's time in
// milliseconds (rounded to 100), from a jest run's `--json --outputFile=FILE`. test/sequencer.cjs
// runs the longest first from it. Files of another run (hardening) are kept.
const fs = require('node:fs');
const path = require('node:path');
const { keyOf } = require('./sequencer.cjs');

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run test:durations -- JEST_JSON_FILE');
  process.exit(2);
}
const run = JSON.parse(fs.readFileSync(file, 'utf8'));
const target = path.join(__dirname, 'durations.json');
const durations = JSON.parse(fs.readFileSync(target, 'utf8'));
for (const result of run.testResults) {
  const ms = result.endTime - result.startTime;
  if (ms > 0) durations[keyOf(result.name)] = Math.round(ms / 100) * 100;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${run.testResults.length} files' times written to ${path.relative(process.cwd(), target)}`,
);
