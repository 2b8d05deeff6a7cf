import { logOutput } from './log-output';
import { stopOnSignals } from './stop';

// Loading the server's code is one synchronous stretch (seconds on a loaded machine) in which no
// signal handler could run: until it ends, SIGTERM and SIGINT end the process at once, which is
// harmless since nothing is open yet. From then on a stop is an orderly one (server/stop.ts).
import('./start').then(
  ({ start, startFailure }) => {
    const stopper = stopOnSignals({ flushLog: (timeoutMs) => logOutput().flush(timeoutMs) });
    return start(stopper).catch((error: unknown) => stopper.failed(startFailure(error)));
  },
  (error: unknown) => {
    process.stderr.write(`The server could not load: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
