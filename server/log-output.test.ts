import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LogOutput } from './log-output';

/**
 * The log output on a real pipe (a FIFO, both ends opened here without blocking), with a reader
 * that reads, that stops reading, and that is gone.
 */

let folder: string;
let fifo: string;
const opened: number[] = [];

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'log-output-'));
  fifo = path.join(folder, 'pipe');
  execFileSync('mkfifo', [fifo]);
});
afterEach(() => {
  for (const fd of opened.splice(0)) fs.closeSync(fd);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The pipe's two ends: the reader's first (a FIFO opens for writing only once it has one). */
function pipe() {
  const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writer = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
  opened.push(reader, writer);
  return { reader, writer };
}

/** Everything in the pipe now. */
function readAll(fd: number) {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(65536);
  for (;;) {
    let n = 0;
    try {
      n = fs.readSync(fd, buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw error;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString();
}

const lines = (count: number, from = 0) =>
  Array.from(
    { length: count },
    (_, i) => `{"msg":"line ${from + i}","pad":"${'x'.repeat(200)}"}\n`,
  );

test('writes every line, in order', async () => {
  const { reader, writer } = pipe();
  const output = new LogOutput(writer);
  const written = lines(50);
  for (const line of written) output.write(line);
  await output.flush(5000);
  expect(readAll(reader)).toBe(written.join(''));
});

test('a reader that stops reading: flush gives up in time, nothing is lost up to the limit', async () => {
  const { reader, writer } = pipe();
  const output = new LogOutput(writer);
  // Far more than a pipe holds (64 KiB).
  const written = lines(2000);
  for (const line of written) output.write(line);
  const started = performance.now();
  await output.flush(300);
  const waited = performance.now() - started;
  expect(waited).toBeGreaterThanOrEqual(250);
  expect(waited).toBeLessThan(5000);
  // The reader reads again: the held lines follow, in order.
  let read = '';
  const deadline = Date.now() + 20_000;
  while (read.length < written.join('').length && Date.now() < deadline) {
    read += readAll(reader);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(read).toBe(written.join(''));
  expect(output.dropped).toBe(0);
});

test('past its limit a stuck output drops lines instead of holding them', () => {
  const { writer } = pipe();
  const output = new LogOutput(writer);
  const line = `${'x'.repeat(1023)}\n`;
  for (let i = 0; i < 10 * 1024; i++) output.write(line);
  // 10 MiB written at once: the 8 MiB held, the rest dropped (a pipe took a little).
  expect(output.dropped).toBeGreaterThan(1024);
  expect(output.dropped).toBeLessThan(2.5 * 1024);
});

test('a reader that is gone ends the output: no error, no wait, later lines go nowhere', async () => {
  const { reader, writer } = pipe();
  const output = new LogOutput(writer);
  fs.closeSync(reader);
  opened.splice(opened.indexOf(reader), 1);
  for (const line of lines(10)) output.write(line);
  const started = performance.now();
  await output.flush(10_000);
  expect(performance.now() - started).toBeLessThan(5000);
  expect(() => output.write('{"msg":"after"}\n')).not.toThrow();
  await output.flush(10_000);
});
