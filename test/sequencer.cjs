// Runs the longest test files first, so that no worker is left alone with a long file at the end
// while the other cores idle. jest does that from its cache of the last run; a fresh clone (CI)
// has none, and jest then goes by file size, which puts a short file of slow tests (the demo
// seed, a screen's whole flow) near the end. This takes a file's time from jest's cache, else
// from test/durations.json (a run's times, committed; `npm run test:durations FILE` rewrites it
// from `jest --json --outputFile=FILE`), else estimates it from its size. Failed files still come
// first. CommonJS, since jest loads a sequencer without transforming it.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./durations.json');

/** About how many milliseconds a byte of test file costs, for a file with no recorded time. */
const MS_PER_BYTE = 3;
const ROOT = path.resolve(__dirname, '..');

/** A test file's path from the repository root with forward slashes: its key in durations.json. */
const keyOf = (file) => path.relative(ROOT, file).split(path.sep).join('/');

class LongestFirst extends Sequencer {
  sort(tests) {
    const expected = new Map(
      tests.map((test) => {
        test.duration = this.time(test);
        const size = test.context.hasteFS.getSize(test.path) ?? 0;
        return [test, test.duration ?? durations[keyOf(test.path)] ?? size * MS_PER_BYTE];
      }),
    );
    return [...tests].sort(
      (a, b) =>
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || expected.get(b) - expected.get(a),
    );
  }
}

module.exports = LongestFirst;
module.exports.keyOf = keyOf;
