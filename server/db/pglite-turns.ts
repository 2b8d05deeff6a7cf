import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite that lets the event loop turn once before each query. PGlite answers a query
 * synchronously on the main thread and hands its one connection on through promise callbacks, so
 * the requests in flight, each awaiting its next query, ran back to back without the loop ever
 * reaching its I/O: on a loaded machine a stop signal waited more than 3 s to be seen, and new
 * connections, live events and health checks with it (docs/operations.md § Shutdown). A turn
 * costs microseconds beside a query's hundreds.
 */
export class TurnTakingPGlite extends PGlite {
  override async _runExclusiveQuery<T>(query: () => Promise<T>): Promise<T> {
    await nextTurn();
    return super._runExclusiveQuery(query);
  }
}
