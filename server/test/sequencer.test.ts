import path from 'node:path';

// The sequencer is CommonJS (jest loads it untransformed); test/sequencer.cjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongestFirst = require('../../test/sequencer.cjs') as new () => {
  sort(tests: FakeTest[]): FakeTest[];
  hasFailed(test: FakeTest): boolean;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const durations = require('../../test/durations.json') as Record<string, number>;

interface FakeTest {
  path: string;
  duration?: number;
  context: { config: { cache: boolean }; hasteFS: { getSize(file: string): number } };
}

const root = path.resolve(__dirname, '../..');
const sizes = new Map<string, number>();
const context = {
  config: { cache: false },
  hasteFS: { getSize: (file: string) => sizes.get(file) ?? 0 },
};
const fake = (relative: string, size: number): FakeTest => {
  const file = path.join(root, relative);
  sizes.set(file, size);
  return { path: file, context };
};

describe('the test sequencer', () => {
  it('runs the files with the longest recorded times first, then the others by size', () => {
    const [longest, shorter] = Object.entries(durations).sort(([, a], [, b]) => b - a);
    expect(longest[1]).toBeGreaterThan(shorter[1]);
    // Tiny files, so that only their recorded times put them ahead of the big unrecorded ones.
    const tests = [
      fake('server/unrecorded-small.test.ts', 10),
      fake(shorter[0], 1),
      fake('server/unrecorded-big.test.ts', 10_000_000),
      fake(longest[0], 1),
    ];
    const order = new LongestFirst().sort(tests).map((test) => path.relative(root, test.path));
    expect(order).toEqual([
      'server/unrecorded-big.test.ts',
      longest[0],
      shorter[0],
      'server/unrecorded-small.test.ts',
    ]);
  });

  it('runs a file that failed last time before all others', () => {
    const sequencer = new LongestFirst();
    const failed = fake('server/failed.test.ts', 1);
    sequencer.hasFailed = (test) => test === failed;
    const order = sequencer.sort([fake('server/big.test.ts', 10_000_000), failed]);
    expect(order[0]).toBe(failed);
  });
});
