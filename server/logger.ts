import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { logOutput } from './log-output';

/**
 * What a log line may hold (docs/operations.md § Logs): no secret and no personal data. Values
 * of fields named like a secret or an address are hidden, e-mail addresses anywhere in a value
 * are replaced, and the request line names the route and the query's keys, never their values.
 */
const HIDDEN = '[hidden]';
const SECRET_KEY = /token|password|passwd|secret|authorization|cookie|e-?mail/i;
/** An e-mail address within a text (global: every one of them). */
export const EMAIL = /[^\s@"'<>(),;:[\]\\]+@[^\s@"'<>(),;:[\]\\]+\.[A-Za-z]{2,}/g;
const MAX_DEPTH = 8;

/**
 * An error's own fields that a log line leaves out: a failed query's parameters are the values
 * it was given (a customer's name, subject, message), which also appear in Drizzle's message.
 */
const ERROR_VALUES = new Set(['params', 'parameters']);

/** An error as a plain object (its own fields too, such as a database error's `detail`). */
function errorFields(error: Error): Record<string, unknown> {
  const own = Object.entries(error).filter(([key]) => !ERROR_VALUES.has(key));
  return {
    type: error.constructor?.name ?? 'Error',
    message: withoutParams(error.message),
    stack: error.stack === undefined ? undefined : withoutParams(error.stack),
    ...Object.fromEntries(own),
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  };
}

/** Drizzle ends a failed query's message with `params: …`, the values it was given. */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [hidden]');

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A copy of a log line's fields without secrets or e-mail addresses. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (value instanceof Error) return scrub(errorFields(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  // Fastify's request and reply have serializers of their own; other objects are left alone.
  if (!isPlain(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_KEY.test(key) && item !== undefined && item !== null ? HIDDEN : scrub(item, depth + 1);
  }
  return copy;
}

/** A request as a log line may name it: the method, the route and the query's keys. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  ...routeOf(request),
});

const loggerBase = (level: string) => ({
  level,
  formatters: {
    log: (fields: Record<string, unknown>) => scrub(fields) as Record<string, unknown>,
  },
  serializers: { req: requestSerializer },
});

/** Fields of the one request line that the pretty output shows in its message instead. */
const REQUEST_FIELDS = 'method,route,query,statusCode,responseTime';

/**
 * Pretty, coloured lines for a person at a terminal; JSON lines (for log collectors) otherwise,
 * to `stream` when given (tests read them), else to logOutput(); pretty ones are formatted in
 * this process (no transport's worker).
 */
export function loggerOptions(
  level: string,
  pretty = Boolean(process.stdout.isTTY) && !process.env.JEST_WORKER_ID,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (!pretty) return { ...loggerBase(level), stream: stream ?? logOutput() };
  const prettify = prettyFactory({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: `pid,hostname,${REQUEST_FIELDS}`,
  });
  return {
    ...loggerBase(level),
    stream: { write: (line: string) => logOutput().write(prettify(line)) },
  };
}

/** Query keys a request line lists at most, each cut to a few characters. */
const MAX_QUERY_KEYS = 20;

/**
 * The route a request matched (`/api/chat/get/:id`), or its path when it matched none (cut,
 * addresses replaced), and the names of its query's parameters: a query's values (a customer's
 * address in `customerData?email=`, an inbox search `?q=`) never reach the log.
 */
export function routeOf(request: FastifyRequest) {
  const pattern = request.routeOptions?.url;
  const route = pattern ?? request.url.split('?')[0].slice(0, 200).replace(EMAIL, '[email]');
  const query =
    request.query && typeof request.query === 'object'
      ? Object.keys(request.query)
          .slice(0, MAX_QUERY_KEYS)
          .map((key) => key.slice(0, 40))
      : [];
  return { route, query };
}

/** One line per request, when it is answered, instead of Fastify's two ("incoming", "completed"). */
export function logRequests(app: FastifyInstance) {
  const writesInfo = ['info', 'debug', 'trace'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    // Nothing is formatted for a line that would not be written.
    if (!writesInfo) return done();
    const responseTime = Math.round(reply.elapsedTime);
    const { method } = request;
    const { route, query } = routeOf(request);
    const { statusCode } = reply;
    const shown = query.length ? `${route}?${query.join('&')}` : route;
    request.log.info(
      { method, route, query, statusCode, responseTime },
      `${method} ${shown.replace(EMAIL, '[email]')} ${statusCode} ${responseTime} ms`,
    );
    done();
  });
}
