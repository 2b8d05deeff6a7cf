import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, rateLimited } from '../domain/errors';
import { verifyAgainstNothing, verifyPassword } from '../domain/passwords';
import { createSession, revokeSession } from '../repositories/sessions';
import { Throttle } from '../repositories/throttle';
import { findUserByEmail } from '../repositories/users';
import { Credentials, Session, User, errors, ref } from '../schemas';

const wrongCredentials = () =>
  new ApiError('INVALID_CREDENTIALS', 'The email address or password is wrong');

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { loginLimits, sessionTtlSeconds } = app.config;
  const throttle = new Throttle(app.db, 'login', loginLimits.windowSeconds);
  const tooMany = 'Too many failed sign-in attempts; try again later';

  app.post(
    '/user/login',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'login',
        tags: ['user'],
        summary: 'Sign in with email and password; answers a bearer token',
        body: ref(Credentials),
        response: { 200: ref(Session), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // A token must never be kept by a cache on the way.
      void reply.header('cache-control', 'no-store');
      const email = request.body.email.trim().toLowerCase();
      const accountKey = `account:${email}`;
      const addressKey = `address:${request.ip}`;
      // Limits are keyed by account and address, never by the password tried. The attempt is
      // counted before the password is checked, so parallel guesses cannot slip past the limit.
      const attempt = await throttle.take([
        { key: addressKey, limit: loginLimits.perAddress },
        { key: accountKey, limit: loginLimits.perAccount },
      ]);
      if ('retryAfterSeconds' in attempt) {
        throw rateLimited(tooMany, attempt.retryAfterSeconds);
      }

      const user = await findUserByEmail(app.db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : (await verifyAgainstNothing(request.body.password), false);
      if (!user || !valid) {
        // The attempt's events stay: they count as failures of the account and the address.
        request.log.info({ email }, 'sign-in refused');
        throw wrongCredentials();
      }
      await throttle.clear(accountKey);
      await throttle.forget(attempt.ids);
      const { token, expiresAt } = await createSession(app.db, user.id, sessionTtlSeconds);
      request.log.info({ userId: user.id }, 'signed in');
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        user: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
        },
      };
    },
  );

  app.post(
    '/user/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['user'],
        summary: 'Revoke the bearer token of this session',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.sessionId!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['user'],
        summary: 'The signed-in user of the bearer token',
        response: { 200: ref(User) },
      },
    },
    async (request) => request.staff!,
  );
};
