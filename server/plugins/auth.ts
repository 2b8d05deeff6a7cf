import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import { ApiError } from '../domain/errors';
import { sessionFinder, type StaffUser } from '../services/sessions';
import { ref, ErrorAnswer } from '../schemas';
import { enforcePermission } from './permissions';

/**
 * Who may call a route, declared in its options as `config: { auth }`:
 * - 'staff' (the default: a route that says nothing is protected): a valid staff token;
 * - 'optional': anyone without an Authorization header; with one, it must be a valid staff
 *   token, which identifies the staff member (`request.staff`): a session that ended answers
 *   401 rather than the anonymous view, so the client asks to sign in again;
 * - 'public': anyone; a token is not looked at.
 */
export type RouteAuth = 'staff' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** Who is signed in, if anyone: what a route whose token is optional asks. */
    staff?: StaffUser;
    sessionId?: number;
    /**
     * The acting staff member of a staff route: whom a write is recorded for (history, activity)
     * and whose own settings a call reads. Reading it where no one is signed in is a mistake in
     * the route (a public one, or an optional one without checking `staff`), an error at once.
     */
    readonly actor: StaffUser;
  }
}

const BEARER = { bearer: [] as string[] };

const unauthorized = () =>
  new ApiError('UNAUTHORIZED', 'Sign in first: the bearer token is missing, expired or revoked', {
    'www-authenticate': 'Bearer',
  });

/** Request decorations, once for the whole server. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      if (!this.staff)
        throw new Error(`${this.routeOptions.url}: request.actor without a staff member`);
      return this.staff;
    },
  });
});

export const authOf = (config: { auth?: RouteAuth } | undefined): RouteAuth =>
  config?.auth ?? 'staff';

/**
 * Secure by default for every route registered in `scope` (the /api prefix): each route that is
 * not public gets onRequest hooks, first of its own, checking the token by its `config.auth` and
 * then the role by its `config.permission` (plugins/permissions.ts), and the route's OpenAPI
 * `security` is set from the same flag, so the document and the behaviour cannot disagree.
 */
export function requireStaffByDefault(scope: FastifyInstance) {
  const findSession = sessionFinder(scope.db, scope.dataVersions);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const auth = authOf(route.config as { auth?: RouteAuth } | undefined);
    const schema = (route.schema ??= {});
    // Public: the document says so explicitly (no security requirement), not by omission.
    if (auth === 'public') {
      schema.security = [];
      return;
    }
    // 'optional': a token is welcome but not needed ({} is "no credentials").
    schema.security = auth === 'staff' ? [BEARER] : [{}, BEARER];
    const response = (schema.response ?? {}) as Record<string, unknown>;
    schema.response = { ...response, 401: response[401] ?? ref(ErrorAnswer) };
    // First: the hooks other plugins add to the route (the answer cache) need request.staff.
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    const checkPermission = enforcePermission(scope.db, route, auth === 'optional');
    route.onRequest = [checkToken(auth, findSession), checkPermission, ...existing];
  });
}

/** Callback style: a call that needs no lookup goes on without a promise. */
function checkToken(
  auth: Exclude<RouteAuth, 'public'>,
  findSession: ReturnType<typeof sessionFinder>,
): onRequestHookHandler {
  return (request: FastifyRequest, reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined) return done(auth === 'staff' ? unauthorized() : undefined);
    // RFC 9110: the auth scheme is case-insensitive; the token is not.
    const match = /^Bearer +([A-Za-z0-9_-]{20,200}) *$/i.exec(header);
    if (!match) return done(unauthorized());
    findSession(match[1]).then((session) => {
      if (!session) return done(unauthorized());
      request.staff = session.user;
      request.sessionId = session.sessionId;
      done();
    }, done);
  };
}
