import type { FastifyInstance } from 'fastify';

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
    timer = setTimeout(() => void task().finally(() => schedule(everyMs)), delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(firstMs));
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
  });
}
