import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Set while a periodic task runs (and in whatever it starts): the tests that count a request's
 * statements leave out those of a task that woke meanwhile.
 */
export const periodicTask = new AsyncLocalStorage<true>();

/**
 * Runs `task` `firstMs` after the server is ready (not while it starts), then `everyMs` after
 * each run ends; never after the server began to close. A failing run is the task's to report.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  { firstMs, everyMs }: { firstMs: number; everyMs: number },
  task: () => Promise<void>,
) {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(
      () => void periodicTask.run(true, task).finally(() => schedule(everyMs)),
      delay,
    );
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(firstMs));
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
  });
}
