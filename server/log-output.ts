import fs from 'node:fs';

/** Log lines held while the output does not take them (a full pipe); later lines are dropped. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** How soon a write the output refused for now (EAGAIN) is tried again. */
const RETRY_MS = 50;

/**
 * The server's log output: lines written to a file descriptor (standard output) off the main
 * thread, in order, whatever the reader does (docs/operations.md § Shutdown).
 * - A reader that does not keep up (a full pipe) holds lines back, up to MAX_QUEUED_BYTES; past
 *   that, lines are dropped and counted, so memory stays bounded and nothing waits for them.
 * - A reader that is gone (EPIPE), or any other write error, ends the output: later lines go
 *   nowhere, and the server carries on.
 * - `flush` waits for the held lines at most as long as it is told to.
 * Unlike pino's own destination, it registers no exit hook: a process that exits never waits
 * for its log (pino's hook retries a failing write forever, where no timer can end it).
 */
export class LogOutput {
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private writing = false;
  private ended = false;
  private drained: (() => void)[] = [];
  /** Lines dropped because too much was held back. */
  dropped = 0;

  constructor(private readonly fd: number) {}

  /** pino's stream interface: one log line, ending in a newline. */
  write(line: string): boolean {
    if (this.ended) return true;
    const bytes = Buffer.from(line);
    if (this.queuedBytes + bytes.length > MAX_QUEUED_BYTES) {
      this.dropped++;
      return true;
    }
    this.queue.push(bytes);
    this.queuedBytes += bytes.length;
    if (!this.writing) this.writeNext();
    return true;
  }

  /** Resolves once every held line is written, the output has ended, or `timeoutMs` passed. */
  flush(timeoutMs: number): Promise<void> {
    if (this.ended || (!this.writing && this.queue.length === 0)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      const drained = this.drained;
      drained.push(done);
      function done() {
        clearTimeout(timer);
        const at = drained.indexOf(done);
        if (at >= 0) drained.splice(at, 1);
        resolve();
      }
    });
  }

  private writeNext() {
    if (this.queue.length === 0) {
      this.writing = false;
      for (const done of this.drained.splice(0)) done();
      return;
    }
    this.writing = true;
    const chunk = this.queue.length === 1 ? this.queue[0] : Buffer.concat(this.queue);
    this.queue = [chunk];
    fs.write(this.fd, chunk, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => this.writeNext(), RETRY_MS).unref();
        return;
      }
      if (error) return this.end();
      this.queue[0] = chunk.subarray(written);
      this.queuedBytes -= written;
      if (this.queue[0].length === 0) this.queue.shift();
      this.writeNext();
    });
  }

  private end() {
    this.ended = true;
    this.writing = false;
    this.queue = [];
    this.queuedBytes = 0;
    for (const done of this.drained.splice(0)) done();
  }
}

let output: LogOutput | undefined;

/**
 * The process's log output: standard output, written off the main thread and never waited for
 * at exit. Made on first use.
 */
export function logOutput(): LogOutput {
  // Opening process.stdout puts a pipe on it in non-blocking mode (libuv): a write to a full pipe
  // is refused for now (and tried again later) instead of holding a thread of the pool.
  output ??= new LogOutput(process.stdout.fd);
  return output;
}
