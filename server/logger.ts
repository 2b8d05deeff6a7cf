import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { logOutput } from './log-output';

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  censor: '[hidden]',
};

/** Fields of the one request line that the pretty output shows in its message instead. */
const REQUEST_FIELDS = 'method,url,statusCode,responseTime';

/**
 * Pretty, coloured lines for a person at a terminal; JSON lines (for log collectors) otherwise.
 * Both go to logOutput(); pretty ones are formatted in this process (no transport's worker).
 */
export function loggerOptions(
  level: string,
  pretty = Boolean(process.stdout.isTTY) && !process.env.JEST_WORKER_ID,
): FastifyServerOptions['logger'] {
  if (!pretty) return { level, redact, stream: logOutput() };
  const prettify = prettyFactory({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: `pid,hostname,${REQUEST_FIELDS}`,
  });
  return { level, redact, stream: { write: (line: string) => logOutput().write(prettify(line)) } };
}

/** One line per request, when it is answered, instead of Fastify's two ("incoming", "completed"). */
export function logRequests(app: FastifyInstance) {
  const writesInfo = ['info', 'debug', 'trace'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    // Nothing is formatted for a line that would not be written.
    if (!writesInfo) return done();
    const responseTime = Math.round(reply.elapsedTime);
    const { method, url } = request;
    const { statusCode } = reply;
    request.log.info(
      { method, url, statusCode, responseTime },
      `${method} ${url} ${statusCode} ${responseTime} ms`,
    );
    done();
  });
}
