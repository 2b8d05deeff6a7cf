import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './config';
import { STOP_WITHIN_MS, stopOnSignals } from './stop';

/**
 * The order and the bounds of a stop, with the signal's listener called as the process would
 * (the real server, its log's reader gone: test/hardening/stop.test.ts).
 */

const added: { signal: NodeJS.Signals; listener: NodeJS.SignalsListener }[] = [];

/** A stopper whose exits and lines are recorded; its signal listeners removed after the test. */
function stopper(flushLog: (ms: number) => Promise<void> = async () => undefined) {
  const before = new Set([...process.listeners('SIGTERM'), ...process.listeners('SIGINT')]);
  const exits: (number | 'killed')[] = [];
  const said: string[] = [];
  const made = stopOnSignals({
    flushLog,
    exit: ((code: number) => void exits.push(code)) as (code: number) => never,
    forceExit: (() => void exits.push('killed')) as () => never,
    say: (line) => said.push(line),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    for (const listener of process.listeners(signal))
      if (!before.has(listener)) added.push({ signal, listener });
  return { made, exits, said };
}

const signal = (name: NodeJS.Signals) => {
  for (const { signal: s, listener } of added) if (s === name) listener(name);
};

afterEach(() => {
  for (const { signal: s, listener } of added.splice(0)) process.off(s, listener);
  jest.useRealTimers();
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a stop closes what is open, newest first, without waiting for a start under way, flushes the log and exits 0', async () => {
  const order: string[] = [];
  const { made, exits } = stopper(async () => void order.push('log'));
  made.closes({ close: async () => void order.push('app') });
  made.closes({ close: async () => void order.push('backups') });
  expect(made.requested).toBe(false);
  signal('SIGTERM');
  // The start under way sees it between its steps.
  expect(made.requested).toBe(true);
  await settle();
  await settle();
  expect(order).toEqual(['backups', 'app', 'log']);
  expect(exits).toEqual([0]);
  // A start that fails under the stop (its database closed) changes nothing.
  made.failed('The server could not start: closed');
  expect(exits).toEqual([0]);
});

test('requests still running are cut off after the grace, and a close that never ends is cut short in time, by a kill', async () => {
  jest.useFakeTimers();
  const { made, exits, said } = stopper();
  const hurried: number[] = [];
  made.closes({ close: () => new Promise(() => undefined), hurry: () => hurried.push(Date.now()) });
  const start = Date.now();
  signal('SIGTERM');
  await jest.advanceTimersByTimeAsync(2_900);
  expect(hurried).toEqual([]);
  await jest.advanceTimersByTimeAsync(200);
  expect(hurried).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(STOP_WITHIN_MS - 3_100 - 1_001);
  expect(exits).toEqual([]);
  await jest.advanceTimersByTimeAsync(2);
  expect(exits).toEqual(['killed']);
  expect(Date.now() - start).toBeLessThan(STOP_WITHIN_MS);
  expect(said.join('\n')).toMatch(/did not stop/);
});

test('a failed start closes what it opened and exits 1; a second signal kills at once', async () => {
  const closed: string[] = [];
  const failing = stopper();
  failing.made.closes({ close: async () => void closed.push('app') });
  failing.made.failed('The server could not start: port in use');
  await settle();
  await settle();
  expect(closed).toEqual(['app']);
  expect(failing.exits).toEqual([1]);
  expect(failing.said).toEqual(['The server could not start: port in use']);
  for (const { signal: s, listener } of added.splice(0)) process.off(s, listener);

  const twice = stopper();
  twice.made.closes({ close: () => new Promise(() => undefined) });
  signal('SIGINT');
  await settle();
  expect(twice.exits).toEqual([]);
  signal('SIGINT');
  expect(twice.exits).toEqual(['killed']);
});

test('the exit does not wait for work in the thread pool, runs no exit handler and keeps its code', async () => {
  // A thread-pool job of many minutes, which process.exit's teardown would wait for.
  const script = `
    import { pbkdf2 } from 'node:crypto';
    import { exitWithoutTeardown } from ${JSON.stringify(path.join(projectRoot(), 'server/stop.ts'))};
    process.on('exit', () => process.stdout.write('exit handler ran'));
    pbkdf2('password', 'salt', 2_000_000_000, 64, 'sha512', () => process.stdout.write('job ended'));
    setTimeout(() => exitWithoutTeardown(3), 200);
  `;
  const child = spawn(path.join(projectRoot(), 'node_modules/.bin/tsx'), ['--eval', script]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  expect(ended).toEqual({ code: 3, signal: null });
  expect(output).toBe('');
});
