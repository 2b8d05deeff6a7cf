import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors';
import { findSession, type StaffUser } from '../domain/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for calls that need a signed-in staff member. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff?: StaffUser;
    sessionId?: number;
  }
}

const unauthorized = () =>
  new ApiError(
    401,
    'UNAUTHORIZED',
    'Sign in first: the bearer token is missing, expired or revoked',
    {
      'www-authenticate': 'Bearer',
    },
  );

export const authPlugin = fp(async (app) => {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('sessionId', undefined);
  const sessionOf = async (request: FastifyRequest) => {
    // RFC 9110: the auth scheme is case-insensitive; the token is not.
    const match = /^Bearer +([A-Za-z0-9_-]{20,200}) *$/i.exec(request.headers.authorization ?? '');
    const session = match ? await findSession(app.db, match[1]) : undefined;
    request.staff = session?.user;
    request.sessionId = session?.sessionId;
    return session;
  };
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!(await sessionOf(request))) throw unauthorized();
  });
  app.decorate(
    'identifyStaff',
    async (request: FastifyRequest) => (await sessionOf(request))?.user,
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in staff member of a valid bearer token, if the request carries one. */
    identifyStaff: (request: FastifyRequest) => Promise<StaffUser | undefined>;
  }
}
