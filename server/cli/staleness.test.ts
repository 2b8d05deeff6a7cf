import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildHalf, check, finishBuild, halves, startBuild, type Half } from './staleness';

// A miniature of the project's layout; every file starts an hour old.
const files: Record<string, string> = {
  'package-lock.json': '{}',
  'tsconfig.json': '{}',
  'tsconfig.server.json': '{}',
  'webpack.config.ts': 'export default {};',
  'public/index.html': '<!doctype html>',
  'server/main.ts': "import { buildApp } from './app';",
  'server/app.ts': "import { sanitize } from './domain/rich-text';",
  'server/app.test.ts': "import { buildApp } from './app';",
  'server/test/harness.ts': 'export {};',
  'server/db/migrations/0000_init.sql': 'create table t ();',
  'server/cli/launch.js': "require('./staleness');",
  'server/domain/rich-text.ts': "import {\n  ALLOWED,\n} from '../../src/shared/rich-text/markup';",
  'src/shared/rich-text/markup.ts': "export * from './tags';",
  'src/shared/rich-text/tags.ts': 'export const ALLOWED = [];',
  'src/shared/rich-text/RichText.tsx': "import { ALLOWED } from './markup';",
  'src/shared/PageTitle.tsx': 'export {};',
  'src/features/cms/language/LanguagePage.tsx': "import '../../../shared/PageTitle';",
  'src/features/cms/language/LanguagePage.test.tsx': "import './LanguagePage';",
  'src/test/setup.ts': 'export {};',
  'src/index.tsx': "import './features/cms/language/LanguagePage';",
};

let root: string;
const hourAgo = Date.now() / 1000 - 3600;

function write(rel: string, text = files[rel] ?? '', mtimeSeconds = hourAgo) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.utimesSync(full, mtimeSeconds, mtimeSeconds);
}

/** Sets a file's modification time `ms` after `since` (a time in ms, as startBuild returns). */
function touch(rel: string, since: number, ms = 1000) {
  const seconds = (since + ms) / 1000;
  fs.utimesSync(path.join(root, rel), seconds, seconds);
}

/** Builds `half` as launch.js does, writing its output; returns the build's start time. */
function build(half: Half, during?: (startedAt: number) => void) {
  const { sources } = check(root, half);
  const startedAt = startBuild(root, half);
  write(half.output, 'built', Date.now() / 1000);
  during?.(startedAt);
  finishBuild(root, half, startedAt, sources);
  return startedAt;
}

const staleHalves = () =>
  [halves.server, halves.spa].filter((half) => check(root, half).stale).map((half) => half.name);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'staleness-'));
  for (const rel of Object.keys(files)) write(rel);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

it('builds what has never been built, naming the missing output', () => {
  expect(check(root, halves.server)).toMatchObject({
    stale: true,
    reason: 'build/server/main.js is missing',
  });
  expect(check(root, halves.spa)).toMatchObject({
    stale: true,
    reason: 'dist/index.html is missing',
  });
});

it('builds nothing when nothing changed since the last builds', () => {
  build(halves.server);
  build(halves.spa);
  expect(check(root, halves.server)).toMatchObject({ stale: false, reason: null });
  expect(staleHalves()).toEqual([]);
});

describe('after both halves were built', () => {
  let startedAt: number;
  beforeEach(() => {
    startedAt = Math.max(build(halves.server), build(halves.spa));
  });

  it.each([
    ['server/app.ts', ['server']],
    ['src/shared/rich-text/markup.ts', ['server', 'SPA']], // the server compiles it
    ['src/shared/rich-text/tags.ts', ['server', 'SPA']], // ... and what it imports
    ['src/shared/PageTitle.tsx', ['SPA']], // the server never imports it
    ['src/features/cms/language/LanguagePage.tsx', ['SPA']],
    ['public/index.html', ['SPA']],
    ['webpack.config.ts', ['SPA']],
    ['tsconfig.server.json', ['server']],
    ['tsconfig.json', ['server', 'SPA']],
    ['package-lock.json', ['server', 'SPA']],
    ['server/app.test.ts', []],
    ['src/features/cms/language/LanguagePage.test.tsx', []],
    ['server/test/harness.ts', []],
    ['src/test/setup.ts', []],
    ['server/db/migrations/0000_init.sql', []], // read at run time, not compiled
    ['server/cli/launch.js', []],
  ])('a change to %s rebuilds %j', (rel, expected) => {
    touch(rel, startedAt);
    expect(staleHalves()).toEqual(expected);
    for (const half of [halves.server, halves.spa].filter((h) => expected.includes(h.name))) {
      expect(check(root, half).reason).toBe(`${rel} changed`);
    }
  });

  it('names the newest changed file', () => {
    touch('server/app.ts', startedAt, 1000);
    touch('server/main.ts', startedAt, 2000);
    expect(check(root, halves.server).reason).toBe('server/main.ts changed');
  });

  it('rebuilds when a source is added or removed, even with an old modification time', () => {
    write('src/features/cms/language/LanguageForm.tsx');
    expect(check(root, halves.spa).reason).toBe(
      'src/features/cms/language/LanguageForm.tsx was added',
    );
    build(halves.spa);
    fs.rmSync(path.join(root, 'src/shared/PageTitle.tsx'));
    expect(check(root, halves.spa).reason).toBe('src/shared/PageTitle.tsx was removed');
  });

  it('rebuilds the server when it starts importing another file of src/', () => {
    write('src/shared/dates.ts');
    expect(staleHalves()).toEqual(['SPA']);
    write(
      'server/app.ts',
      "import { format } from '../src/shared/dates';",
      (startedAt + 1000) / 1000,
    );
    build(halves.server);
    expect(check(root, halves.server).sources.has('src/shared/dates.ts')).toBe(true);
  });

  it('ignores new test files and editor swap files', () => {
    write('src/features/cms/language/LanguageForm.test.tsx');
    write('server/routes/user.test.ts');
    write('src/features/cms/language/.LanguagePage.tsx.swp');
    write('server/app.ts~');
    expect(staleHalves()).toEqual([]);
  });
});

it('rebuilds again when a file was edited during the build', () => {
  build(halves.server, (startedAt) => touch('server/app.ts', startedAt, 1));
  expect(check(root, halves.server)).toMatchObject({
    stale: true,
    reason: 'server/app.ts changed',
  });
});

it('rebuilds after a build that did not finish', () => {
  build(halves.server);
  startBuild(root, halves.server); // the build failed or was interrupted
  expect(check(root, halves.server)).toMatchObject({
    stale: true,
    reason: 'no finished build recorded in build/.built',
  });
});

describe('buildHalf (npm run build, and launch.js)', () => {
  const writeOutput = ({ output }: Half) =>
    `node -e "const fs = require('fs'); fs.mkdirSync(require('path').dirname('${output}'), { recursive: true }); fs.writeFileSync('${output}', 'built')"`;

  test('a successful build records its stamp: the next start builds nothing', () => {
    buildHalf(root, halves.server, writeOutput(halves.server));
    expect(check(root, halves.server)).toMatchObject({ stale: false, reason: null });
  });

  test('a build starts from an empty output folder: a moved module leaves nothing behind', () => {
    write('build/server/schemas.js', 'stale');
    write('build/markup/old.js', 'stale');
    buildHalf(root, halves.server, writeOutput(halves.server));
    expect(fs.existsSync(path.join(root, 'build/server/schemas.js'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'build/markup/old.js'))).toBe(false);
    expect(fs.readFileSync(path.join(root, halves.server.output), 'utf8')).toBe('built');
  });

  test('a failed build throws and leaves the half to be built again', () => {
    buildHalf(root, halves.server, writeOutput(halves.server));
    expect(() => buildHalf(root, halves.server, 'node -e "process.exit(3)"')).toThrow();
    expect(check(root, halves.server)).toMatchObject({ stale: true });
  });
});
