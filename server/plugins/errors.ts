import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/errors';
import { ApiError } from '../domain/errors';
import type { ErrorCode } from '../schemas';

/** Codes for Fastify's and its plugins' own client errors. */
const FASTIFY_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_VALIDATION: 'VALIDATION',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'TOO_MANY_PARTS',
  FST_FIELDS_LIMIT: 'TOO_MANY_PARTS',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMITED: 'RATE_LIMITED',
};

/** Clearer words than the libraries' own for the refusals people meet most. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  MALFORMED_JSON: 'The request body is not valid JSON',
  FILE_TOO_LARGE: 'A file is larger than 20 MB',
  TOO_MANY_FILES: 'Too many files for this call',
  TOO_MANY_PARTS: 'Too many parts in the multipart body',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
};

const CODES_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * How much of a refused body (413) is read and thrown away before the answer, and for how long
 * at most: a server that answers and closes while the client is still sending resets the
 * connection, and the client (fetch, a browser) reports a network error instead of the 413.
 * Beyond these, the answer goes at once and the connection is closed.
 */
export const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/** Reads what is left of a request's body, up to the bounds; true when it was read to its end. */
export function drainBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed || Number(raw.headers['content-length']) > DRAIN_MAX_BYTES) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFailure);
      raw.off('close', onFailure);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFailure);
    raw.once('close', onFailure);
    raw.resume();
  });
}

/** Before a 413 is answered, the client may finish sending, so that it reads the answer. */
async function readableRefusal(status: number, raw: IncomingMessage, reply: FastifyReply) {
  if (status !== 413) return;
  // Read to its end: the connection can serve the client's next request.
  if (await drainBody(raw)) reply.removeHeader('connection');
}

/**
 * A body refused before a byte of it was read (a missing token, a limit taken from the headers):
 * the answer goes at once, and the body is read and thrown away after it, within the bounds a
 * 413's is (DRAIN_MAX_*), so that the client can finish sending and read the answer; past them
 * the connection is closed. A body declared larger than that is not read at all: the answer says
 * `Connection: close`.
 */
function drainAfterAnswer(status: number, raw: IncomingMessage, reply: FastifyReply) {
  if (status === 413 || raw.readableEnded || raw.readableDidRead) return;
  const length = raw.headers['content-length'];
  if (length === undefined && raw.headers['transfer-encoding'] === undefined) return;
  if (Number(length) > DRAIN_MAX_BYTES) {
    void reply.header('connection', 'close');
    return;
  }
  reply.raw.once('finish', () => {
    void drainBody(raw).then((ended) => {
      if (!ended) raw.destroy();
    });
  });
}

/** Every failure answers `{ statusCode, code, message }`; server faults never show their details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    await readableRefusal(error.statusCode ?? 500, request.raw, reply);
    drainAfterAnswer(error.statusCode ?? 500, request.raw, reply);
    if (error instanceof ApiError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ ...errorBody(error.statusCode, error.code, error.message), ...error.details });
    }
    const status = error.statusCode ?? 500;
    if ((status >= 500 || status < 400) && isDatabaseUnavailable(error)) {
      // Down, unreachable or too slow: the client may try again, and nothing is wrong with it.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .status(503)
        .send(errorBody(503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(errorBody(500, 'INTERNAL', 'Something went wrong on the server'));
    }
    const code: ErrorCode = FASTIFY_CODES[error.code] ?? CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
    const message = MESSAGES[code] ?? error.message;
    request.log.info({ code, message }, 'request refused');
    return reply.status(status).send(errorBody(status, code, message));
  });
}

/** The body of every error answer; typed so that only a listed code can be sent. */
export const errorBody = (statusCode: number, code: ErrorCode, message: string) => ({
  statusCode,
  code,
  message,
});

export function sendApiNotFound(
  request: { method: string; url: string },
  reply: { status(code: number): { send(body: unknown): unknown } },
) {
  return reply
    .status(404)
    .send(
      errorBody(404, 'NOT_FOUND', `No API call ${request.method} ${request.url.split('?')[0]}`),
    );
}
