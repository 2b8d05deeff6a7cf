/** PostgreSQL error code of a failed query, through Drizzle's wrapping. */
function pgCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A foreign key refused the write: 23503, or 23001 for an ON DELETE RESTRICT rule. */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(pgCode(error) ?? '');

/** Seconds a client is asked to wait (`Retry-After`) after a 503 DATABASE_UNAVAILABLE. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database does not answer; try again in a moment';

/**
 * SQLSTATEs of a database that is down, going down, starting, overloaded or too slow:
 * 08 connection exception, 53 insufficient resources (too many connections, disk full),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57014 statement
 * cancelled (our statement_timeout); and 40P01 deadlock, 40001 serialization failure: the
 * transaction lost to a concurrent one (two writes taking the same images in a crossed order)
 * and changed nothing, so the same request succeeds when sent again.
 */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[123]|57014|40P01|40001)$/;
/** Socket errors on the way to the database server. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports lost connections and its own time-outs by message only. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout expired|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** The error and its causes (Drizzle wraps the driver's error; Node may give an AggregateError). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const pending = [error];
  for (let seen = 0; pending.length && seen < 10; seen++) {
    const current = pending.shift() as { cause?: unknown; errors?: unknown } | undefined;
    if (!current || typeof current !== 'object') continue;
    yield current as { code?: unknown; message?: unknown };
    pending.push(current.cause);
    if (Array.isArray(current.errors)) pending.push(...current.errors);
  }
}

/**
 * The database cannot answer now (down, unreachable, starting, shutting down, too slow), as
 * opposed to a fault of the query or of the server's own code: answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_STATES.test(code) || UNREACHABLE.has(code)) return true;
    if (typeof link.message === 'string' && DRIVER_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** The innermost cause in a few words, for a log line or a start-up message (no SQL). */
export function describeFailure(error: unknown): string {
  let innermost: { code?: unknown; message?: unknown } | undefined;
  for (const link of chain(error)) innermost = link;
  const message = typeof innermost?.message === 'string' ? innermost.message : String(error);
  const code = typeof innermost?.code === 'string' ? innermost.code : '';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
