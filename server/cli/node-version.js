// Whether this Node can be trusted with a server on the internet, read before anything starts
// (plain JavaScript, as launch.js: it must run on any Node). Older than package.json's
// `engines` minimum is past its end of life: a start says so in one line and goes on.
'use strict';
const packageJson = require('../../package.json');

/** The LTS lines the product is built and tested on; the first is the `engines` minimum. */
const SUPPORTED_LINES = [22, 24];

/** The lowest major version `engines.node` allows (`>=22` → 22). */
function minimumMajor(range = packageJson.engines.node) {
  const match = /^>=\s*(\d+)/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node is not a ">=N" range: ${range}`);
  return Number(match[1]);
}

/** The warning for Node `version` ('20.20.2' or 'v20.20.2'), or null when it is supported. */
function nodeVersionWarning(version, minimum = minimumMajor()) {
  const bare = String(version).replace(/^v/, '');
  const major = Number(bare.split('.')[0]);
  if (major >= minimum) return null;
  const lines = SUPPORTED_LINES.filter((line) => line >= minimum);
  const named =
    lines.length > 1 ? `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}` : lines[0];
  return (
    `Node ${bare} is past its end of life (no security fixes); ` +
    `this product supports Node ${named} LTS.`
  );
}

module.exports = { SUPPORTED_LINES, minimumMajor, nodeVersionWarning };
