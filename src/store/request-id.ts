import { nanoid, type Middleware } from '@reduxjs/toolkit';

/**
 * One key from the browser to the server's log line (docs/operations.md § A user reports an
 * error): each API call is sent with RTK Query's `requestId` of its thunk as `X-Request-Id`, the
 * id Redux DevTools shows in the call's actions (`meta.requestId`), and which the server writes
 * on every log line of the request and sends back.
 *
 * RTK Query does not hand that id to the base query, so it is taken from the call's `pending`
 * action: a base query starts in the same turn as its `pending` action is dispatched (before
 * anything is awaited), and takes the newest waiting id of its endpoint then. The further
 * requests of the same call (the pages of an infinite query, a retry) share it by their signal.
 */

/** RTK Query's thunks: `<reducerPath>/execute{Query,InfiniteQuery,Mutation}/pending`. */
const PENDING = /\/execute(?:Query|InfiniteQuery|Mutation)\/pending$/;

/** Ids of calls whose base query has not started yet, by endpoint (newest last). */
const waiting = new Map<string, string[]>();
/** Ids of calls whose base query has started, by the call's abort signal. */
const started = new WeakMap<AbortSignal, string>();

interface PendingAction {
  type?: unknown;
  meta?: { requestId?: unknown; arg?: { endpointName?: unknown } };
}

/** Notes each API call's requestId as its `pending` action passes. */
export const requestIdMiddleware: Middleware = () => (next) => (action) => {
  const { type, meta } = action as PendingAction;
  const id = meta?.requestId;
  const endpoint = meta?.arg?.endpointName;
  if (typeof type === 'string' && PENDING.test(type) && typeof id === 'string') {
    if (typeof endpoint === 'string') {
      const ids = waiting.get(endpoint) ?? [];
      waiting.set(endpoint, [...ids, id]);
      // A call whose base query did not start in this turn (a queryFn) leaves nothing behind.
      queueMicrotask(() => {
        const left = (waiting.get(endpoint) ?? []).filter((other) => other !== id);
        if (left.length) waiting.set(endpoint, left);
        else waiting.delete(endpoint);
      });
    }
  }
  return next(action);
};

/**
 * The id to send with a request of the call `api` belongs to; call it before the base query
 * awaits anything. A call the middleware did not see (a store without it) gets a new id.
 */
export function requestIdOf(api: { signal: AbortSignal; endpoint: string }): string {
  const known = started.get(api.signal);
  if (known) return known;
  const ids = waiting.get(api.endpoint);
  const id = ids?.pop() ?? nanoid();
  if (ids && !ids.length) waiting.delete(api.endpoint);
  started.set(api.signal, id);
  return id;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id the server answered with (the same one, unless it had to make one), else ours. */
export const answeredRequestId = (sent: string, response: Response | undefined) =>
  response?.headers.get(REQUEST_ID_HEADER) ?? sent;
