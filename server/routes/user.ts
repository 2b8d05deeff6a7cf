import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, rateLimited } from '../domain/errors';
import { checkNewPassword, verifyAgainstNothing, verifyPassword } from '../domain/passwords';
import { createUser, setActive, setPassword } from '../domain/users';
import { createSession, revokeSession } from '../repositories/sessions';
import { Throttle } from '../repositories/throttle';
import {
  findUserByEmail,
  findUserById,
  listStaffMembers,
  recordSignIn,
} from '../repositories/users';
import {
  ActiveChange,
  Created,
  Credentials,
  IdParams,
  NewStaffMember,
  PasswordChange,
  Session,
  StaffMember,
  User,
  errors,
  ref,
} from '../schemas';

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
        summary:
          'Sign in with email and password; answers a bearer token. ' +
          'A deactivated account answers 403 ACCOUNT_DISABLED, only to the right password',
        body: ref(Credentials),
        response: { 200: ref(Session), ...errors(400, 401, 403, 429) },
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
      if (!user.active) {
        // Told only to whoever knows the password; the attempt still counts as a failure.
        request.log.info({ userId: user.id }, 'sign-in refused: account deactivated');
        throw new ApiError('ACCOUNT_DISABLED', 'This account has been deactivated');
      }
      await throttle.clear(accountKey);
      await throttle.forget(attempt.ids);
      const { token, expiresAt } = await createSession(app.db, user.id, sessionTtlSeconds);
      await recordSignIn(app.db, user.id);
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

  app.get(
    '/user/getall',
    {
      schema: {
        operationId: 'getUsers',
        tags: ['staff'],
        summary: 'Every staff account, by last name and first name',
        response: { 200: Type.Array(ref(StaffMember)) },
      },
    },
    async () => listStaffMembers(app.db),
  );

  app.post(
    '/user/create',
    {
      schema: {
        operationId: 'createUser',
        tags: ['staff'],
        summary:
          'Add a staff account. The email address is unique whatever its case (409 DUPLICATE); ' +
          'the password needs 10 characters and must not be the address (400 WEAK_PASSWORD)',
        body: ref(NewStaffMember),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const { id } = await createUser(app.db, request.body);
      request.log.info({ userId: id, by: request.staff!.id }, 'staff account created');
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/user/changePassword',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['staff'],
        summary:
          "Change the signed-in account's password; every other session of the account ends. " +
          'A wrong current password is 400 WRONG_PASSWORD and counts as a failed sign-in',
        body: ref(PasswordChange),
        response: { 204: Type.Null(), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const { currentPassword, newPassword } = request.body;
      checkNewPassword(newPassword, staff.email);
      // The sign-in limit of the account: a stolen token cannot try passwords faster than
      // the sign-in form allows.
      const accountKey = `account:${staff.email}`;
      const attempt = await throttle.take([{ key: accountKey, limit: loginLimits.perAccount }]);
      if ('retryAfterSeconds' in attempt) {
        throw rateLimited(tooMany, attempt.retryAfterSeconds);
      }
      const user = await findUserById(app.db, staff.id);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        request.log.info({ userId: staff.id }, 'password change refused: wrong password');
        throw new ApiError('WRONG_PASSWORD', 'The current password is wrong');
      }
      await throttle.clear(accountKey);
      await throttle.forget(attempt.ids);
      await setPassword(app.db, user, newPassword, request.sessionId);
      request.log.info({ userId: staff.id }, 'password changed');
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/user/setActive/:id',
    {
      schema: {
        operationId: 'setUserActive',
        tags: ['staff'],
        summary:
          'Activate or deactivate a staff account. Deactivating ends all its sessions; ' +
          'nobody deactivates their own account, and the last active account stays active',
        params: IdParams,
        body: ref(ActiveChange),
        response: { 200: ref(StaffMember), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const member = await setActive(
        app.db,
        request.params.id,
        request.body.active,
        request.staff!.id,
      );
      request.log.info(
        { userId: member.id, active: member.active, by: request.staff!.id },
        'staff account activation changed',
      );
      return member;
    },
  );
};
