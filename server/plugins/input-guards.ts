import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import { validation } from '../domain/errors';
import { refuseUnstorableText } from '../domain/text';
import { errorBody } from './errors';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Checks every request makes before its route's schema sees it, so that no input, however odd,
 * reaches a handler or the database in a form they were not written for:
 * - text that no text column can store (NUL, lone surrogates) anywhere in a parsed JSON body,
 *   the query string or the path parameters: 400 VALIDATION, whatever the route;
 * - integer path parameters (ids) written as plain decimal digits only: schema coercion alone
 *   reads `0x1`, `1e0`, `+1`, ` 1` and `1.0` as 1, and `Infinity` or `1e400` as a number
 *   that is not an integer the database can hold.
 */
export const inputGuardsPlugin = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const names = integerParams(route.schema?.params);
    if (names.length === 0) return;
    const guard = decimalParamsGuard(names);
    const existing = route.preValidation;
    route.preValidation = [guard, ...(existing ? [existing].flat() : [])];
  });

  app.addHook('preValidation', (request, reply, done) => {
    try {
      refuseUnstorableText(request.params, 'params');
      refuseUnstorableText(request.query, 'querystring');
      refuseUnstorableText(request.body, 'body');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
});

/** Canonical decimal: no sign, no leading zero, no exponent, no spaces. */
const DECIMAL = /^(0|[1-9][0-9]*)$/;

function integerParams(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)
    ?.properties;
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([, property]) => property?.type === 'integer')
    .map(([name]) => name);
}

function decimalParamsGuard(names: string[]): preValidationHookHandler {
  return (request: FastifyRequest, reply, done) => {
    const params = request.params as Record<string, unknown>;
    for (const name of names) {
      const raw = params[name];
      // The schema's own range check follows; a number too long to read exactly never gets there.
      if (typeof raw !== 'string' || !DECIMAL.test(raw) || raw.length > 15) {
        return done(validation(`params/${name} must be a whole number written in decimal digits`));
      }
    }
    done();
  };
}

/**
 * Answers for requests the router refuses before any route or hook sees them (Fastify's
 * `frameworkErrors`), in the contract's error shape instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errorBody(400, 'VALIDATION', 'A path parameter is too long')
      : errorBody(400, 'BAD_REQUEST', 'The address is not valid: check its %-encoding');
  request.log.info({ code: error.code }, 'request refused');
  // Refused before any hook ran: the request-id plugin's header is set here.
  return reply.status(answer.statusCode).header(REQUEST_ID_HEADER, request.id).send(answer);
}
