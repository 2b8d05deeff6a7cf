import { logOutput } from './log-output';
import { stopOnSignals } from './stop';

// First of all, before the server's code is even loaded: a stop asked at any moment of the
// start is an orderly one (server/stop.ts).
const stopper = stopOnSignals({ flushLog: (timeoutMs) => logOutput().flush(timeoutMs) });

import('./start').then(
  ({ start, startFailure }) =>
    start(stopper).catch((error: unknown) => stopper.failed(startFailure(error))),
  (error: unknown) => stopper.failed(`The server could not load: ${String(error)}`),
);
