import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Every failure answers `{ statusCode, code, message }`; server faults never show their details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
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
