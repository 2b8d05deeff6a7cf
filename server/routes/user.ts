import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeEmail } from '../domain/email';
import { ApiError, rateLimited } from '../domain/errors';
import { checkNewPassword, verifyAgainstNothing, verifyPassword } from '../domain/passwords';
import { createUser, setActive, setPassword } from '../domain/users';
import { revokeSession, signIn } from '../repositories/sessions';
import { Throttle } from '../repositories/throttle';
import { findUserByEmail, findUserById, listStaffMembers } from '../repositories/users';
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
  const accountKey = (email: string) => `account:${normalizeEmail(email)}`;

  /**
   * One password check under the sign-in limits. The attempt is counted before `check` runs,
   * so parallel guesses cannot slip past the limit; limits are keyed by account and address,
   * never by the password tried. When `check` answers something, the attempt succeeded: the
   * account's failures are cleared and the attempt's own events taken back. When it answers
   * undefined, the events stay, as failures of the account (and the address).
   */
  async function limitedAttempt<T>(
    email: string,
    address: string | undefined,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const account = accountKey(email);
    const attempt = await throttle.take([
      ...(address === undefined
        ? []
        : [{ key: `address:${address}`, limit: loginLimits.perAddress }]),
      { key: account, limit: loginLimits.perAccount },
    ]);
    if ('retryAfterSeconds' in attempt) {
      throw rateLimited(tooMany, attempt.retryAfterSeconds);
    }
    const outcome = await check();
    if (outcome === undefined) return undefined;
    await throttle.clear(account);
    await throttle.forget(attempt.ids);
    return outcome;
  }

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
      const email = normalizeEmail(request.body.email);
      const { password } = request.body;
      let disabled: number | undefined;
      const signedIn = await limitedAttempt(email, request.ip, async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user) {
          await verifyAgainstNothing(password);
          return undefined;
        }
        if (!(await verifyPassword(user.passwordHash, password))) return undefined;
        if (!user.active) {
          // Told only to whoever knows the password; the attempt still counts as a failure.
          disabled = user.id;
          return undefined;
        }
        // Undefined when the password was changed (or the account deactivated) meanwhile:
        // the password checked is no longer the account's.
        const session = await signIn(app.db, user, sessionTtlSeconds);
        return session && { ...session, user };
      });
      if (disabled !== undefined) {
        request.log.info({ userId: disabled }, 'sign-in refused: account deactivated');
        throw new ApiError('ACCOUNT_DISABLED', 'This account has been deactivated');
      }
      if (!signedIn) {
        request.log.info({ email }, 'sign-in refused');
        throw wrongCredentials();
      }
      const { token, expiresAt, user } = signedIn;
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
      // The same list for every staff member: no one's own row is marked.
      config: { cache: { scopes: ['staff'] } },
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
      const { currentPassword } = request.body;
      // Checked before anything is counted or hashed.
      const newPassword = checkNewPassword(request.body.newPassword, staff.email);
      // The sign-in limit of the account: a stolen token cannot try passwords faster than
      // the sign-in form allows.
      const verified = await limitedAttempt(staff.email, undefined, async () => {
        const user = await findUserById(app.db, staff.id);
        return user && (await verifyPassword(user.passwordHash, currentPassword))
          ? user
          : undefined;
      });
      if (!verified) {
        request.log.info({ userId: staff.id }, 'password change refused: wrong password');
        throw new ApiError('WRONG_PASSWORD', 'The current password is wrong');
      }
      await setPassword(app.db, staff.id, newPassword, request.sessionId);
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
