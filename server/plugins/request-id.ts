import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';

/**
 * One key from the browser to the log line (docs/operations.md § A user reports an error): every
 * request has an id, the caller's `X-Request-Id` when it is well formed (the SPA and the widget
 * send the RTK Query `requestId` of each call, which Redux DevTools shows), otherwise a new one.
 * Every log line written while serving the request carries it as `reqId` (Fastify's label), and every answer
 * carries it back in `X-Request-Id`.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** At most 64 characters of letters, digits, `.`, `_` and `-`: safe in a log and a header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
  return newRequestId();
}

const ID_BYTES = 12;
/**
 * Random bytes for 256 ids, filled at once: one call into the system's generator per id cost
 * about a fifth of the server's CPU on a small cached read (bench/README.md).
 */
const pool = Buffer.alloc(ID_BYTES * 256);
let used = pool.length;

/** 12 random bytes as base64url: 16 characters. */
function newRequestId() {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('base64url', used - ID_BYTES, used);
}

/** Fastify's options that name each request (and its log lines) by that id. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  // Read by requestIdOf, which checks it; Fastify's own reading would take any value.
  requestIdHeader: false,
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'>;

/**
 * Every answer says which request it answers: set first thing, so error answers, 404s, files
 * and event streams (which take their headers from the reply) carry it too.
 */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
