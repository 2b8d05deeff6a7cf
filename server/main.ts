import { logOutput } from './log-output';
import { exitWithoutTeardown, stopOnSignals } from './stop';

// Loading the server's code is one synchronous stretch (seconds on a loaded machine) in which no
// signal handler could run: until it ends, SIGTERM and SIGINT end the process at once, which is
// harmless since nothing is open yet. From then on a stop is an orderly one (server/stop.ts).
import('./start').then(
  ({ start, startFailure, releaseDataDirLocks }) => {
    const stopper = stopOnSignals({
      flushLog: (timeoutMs) => logOutput().flush(timeoutMs),
      // The exit runs no exit handler: the data folder's lock goes first, for a stop that came
      // while the database was still being opened (its close, which releases it, never ran).
      exit: (code) => {
        releaseDataDirLocks();
        return exitWithoutTeardown(code);
      },
    });
    return start(stopper).catch((error: unknown) => stopper.failed(startFailure(error)));
  },
  (error: unknown) => {
    process.stderr.write(`The server could not load: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
