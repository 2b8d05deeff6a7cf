/**
 * How the server process stops (docs/operations.md § Shutdown): on SIGTERM or SIGINT, whatever
 * it is doing (starting, serving, streaming events, taking a backup, receiving an upload) and
 * whatever became of its log's reader, it ends within STOP_WITHIN_MS.
 */

/** The longest a stop takes, from the signal to the process's end. */
export const STOP_WITHIN_MS = 10_000;
/** Requests still running after this long are cut off (their connections closed). */
const GRACE_MS = 3_000;
/** Then the process exits, closed or not, leaving a margin for the exit itself. */
const FORCE_AFTER_MS = STOP_WITHIN_MS - 1_000;
/** The longest the log's held lines are waited for once everything is closed. */
const LOG_FLUSH_MS = 1_000;

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Something the stop closes: `close`, and `hurry` once GRACE_MS have passed. */
interface Closer {
  close(): Promise<unknown>;
  hurry?(): void;
}

/**
 * Ends the process with `code` without Node's own teardown, which joins the V8 platform's worker
 * threads: one still compiling the embedded database's WebAssembly in the background (optimising
 * tier-up works through its whole queue, seconds of CPU, never cancelled at exit) held an exit
 * for more than 10 s on a loaded machine, after everything had been closed. `execve` replaces
 * the process with a shell that exits with the code: the kernel ends every thread at once, the
 * process keeps its id and a supervisor sees the code. Where there is no execve (Windows, where
 * Node does not define it), `process.exit`.
 */
export function exitWithoutTeardown(code: number): never {
  if (typeof process.execve === 'function') {
    try {
      process.execve('/bin/sh', ['sh', '-c', `exit ${code}`], {});
    } catch {
      // No /bin/sh: the ordinary exit below.
    }
  }
  return process.exit(code);
}

export interface StopOptions {
  /** Waits for the log's held lines, at most this long. */
  flushLog(timeoutMs: number): Promise<void>;
  exit?(code: number): never;
  /**
   * Ends the process at once: a stop forced by the time limit or a second signal. By default a
   * SIGKILL of itself, since `process.exit` first waits for the jobs running in libuv's thread
   * pool (an image being decoded), which on a loaded machine can outlast the stop's bound.
   */
  forceExit?(): never;
  /** A line for a person reading standard error (the log may be what does not work). */
  say?(line: string): void;
}

export type Stopper = ReturnType<typeof stopOnSignals>;

/**
 * Listens for SIGTERM and SIGINT from now on. A stop closes what was registered, newest first,
 * flushes the log for a moment and exits; it does not wait for a start under way, which sees
 * `requested` and leaves its remaining steps (a database still being opened is left as a crash
 * would leave it, and recovers at the next start). A second signal, or STOP_WITHIN_MS minus a
 * margin, exits at once.
 */
export function stopOnSignals({
  flushLog,
  exit = exitWithoutTeardown,
  forceExit = () => {
    process.kill(process.pid, 'SIGKILL');
    return exit(1);
  },
  say = (line) => void process.stderr.write(`${line}\n`, () => undefined),
}: StopOptions) {
  const closers: Closer[] = [];
  let log: Logger | undefined;
  let requested = false;

  async function stop(reason: string, code: number) {
    requested = true;
    log?.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      say(`The server did not stop within ${FORCE_AFTER_MS / 1000} s: exiting anyway.`);
      forceExit();
    }, FORCE_AFTER_MS);
    force.unref();
    const hurry = setTimeout(() => {
      for (const closer of closers) closer.hurry?.();
    }, GRACE_MS);
    hurry.unref();
    let exitCode = code;
    const began = performance.now();
    // How long each step took (in the order closed), for a stop that came near its bound.
    const stepsMs: number[] = [];
    for (const closer of [...closers].reverse()) {
      const stepBegan = performance.now();
      try {
        await closer.close();
      } catch (error) {
        log?.error({ err: error }, 'closing failed while shutting down');
        exitCode = 1;
      }
      stepsMs.push(Math.round(performance.now() - stepBegan));
    }
    clearTimeout(hurry);
    log?.info({ ms: Math.round(performance.now() - began), stepsMs }, 'closed');
    await flushLog(LOG_FLUSH_MS);
    clearTimeout(force);
    exit(exitCode);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      say(`${signal} again: exiting at once.`);
      forceExit();
    }
    void stop(signal, 0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  return {
    /** Whether a stop was asked: the start leaves its remaining steps. */
    get requested() {
      return requested;
    },
    /** Something to close on stop, before what was added earlier; the logger of the stop's lines. */
    closes(closer: Closer, logger?: Logger) {
      closers.push(closer);
      log = logger ?? log;
    },
    /**
     * The start failed: says why, closes what was opened and exits with 1. After a stop was
     * asked, a start failing under it (its database closed) is no news: the stop goes on.
     */
    failed(why: string) {
      if (requested) return;
      say(why);
      void stop('the start failed', 1);
    },
  };
}
