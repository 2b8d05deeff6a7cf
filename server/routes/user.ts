import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { signOut } from '../services/sessions';
import { signInRules } from '../services/sign-in';
import {
  changeAlerts,
  createUser,
  listStaffMembers,
  readAlerts,
  setActive,
  setRole,
  signedInUser,
} from '../services/users';
import {
  ActiveChange,
  Created,
  Credentials,
  IdParams,
  NewStaffMember,
  PasswordChange,
  RoleChange,
  Session,
  StaffAlerts,
  StaffMember,
  User,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'user', description: 'Signing in and out, and the signed-in account.' },
  { name: 'staff', description: 'Staff accounts: the list, new accounts, passwords, activation.' },
];

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rules = signInRules(app.db, app.config);

  app.post(
    '/user/login',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'login',
        description:
          'Limited per account and per client address (429 RATE_LIMITED with `Retry-After`); a wrong email and a wrong password answer the same 401. The token is valid until `expiresAt` or until it is revoked (sign-out, a password change, deactivation).',
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
      return rules.signIn(request.body.email, request.body.password, request.ip, request.log);
    },
  );

  app.post(
    '/user/logout',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'logout',
        description: 'Only this session ends; other sessions of the account stay valid.',
        tags: ['user'],
        summary: 'Revoke the bearer token of this session',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await signOut(app.db, request.sessionId!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/me',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'getMe',
        description:
          'Answers 401 when the token expired or was revoked: the SPA uses it to check a remembered session at start.',
        tags: ['user'],
        summary: 'The signed-in user of the bearer token, with its role and what the role may do',
        response: { 200: ref(User) },
      },
    },
    async (request) => signedInUser(app.db, request.actor),
  );

  app.get(
    '/user/alerts',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'getAlerts',
        description:
          'The switches in /settings: a sound, a desktop notification, both or neither. The assignee of a conversation is alerted; others only while it is assigned to nobody or to an account that is no longer active.',
        tags: ['user'],
        summary: "The signed-in staff member's alerts on a new customer message",
        response: { 200: ref(StaffAlerts) },
      },
    },
    async (request) => readAlerts(app.db, request.actor.id),
  );

  app.put(
    '/user/alerts',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'setAlerts',
        description: 'Only for the account of the bearer token; answers the choice as stored.',
        tags: ['user'],
        summary: "Change the signed-in staff member's alerts on a new customer message",
        body: ref(StaffAlerts),
        response: { 200: ref(StaffAlerts), ...errors(400) },
      },
    },
    async (request) => changeAlerts(app.db, request.actor.id, request.body),
  );

  app.get(
    '/user/getall',
    {
      // The same list for every staff member: no one's own row is marked.
      config: { permission: 'signedIn', cache: { scopes: ['staff'] } },
      schema: {
        operationId: 'getUsers',
        description: 'For the staff accounts list in the settings; never a password hash.',
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
      config: { permission: { area: 'accounts', access: 'write' } },
      schema: {
        operationId: 'createUser',
        description: 'The new account is active at once and signs in with the given password.',
        tags: ['staff'],
        summary:
          'Add a staff account. The email address is unique whatever its case (409 DUPLICATE); ' +
          'the password needs 10 characters and must not be the address (400 WEAK_PASSWORD)',
        body: ref(NewStaffMember),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const { id } = await createUser(app.db, request.body, request.actor.id);
      request.log.info({ userId: id, by: request.actor.id }, 'staff account created');
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/user/changePassword',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'changePassword',
        description:
          "The session that made the change stays valid; the new password may not be the account's email address and needs at least 10 characters.",
        tags: ['staff'],
        summary:
          "Change the signed-in account's password; every other session of the account ends. " +
          'A wrong current password is 400 WRONG_PASSWORD and counts as a failed sign-in',
        body: ref(PasswordChange),
        response: { 204: Type.Null(), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await rules.changePassword(
        request.actor,
        currentPassword,
        newPassword,
        request.sessionId,
        request.log,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/user/setActive/:id',
    {
      config: { permission: { area: 'accounts', access: 'write' } },
      schema: {
        operationId: 'setUserActive',
        description: 'Answers the account as the staff list shows it.',
        tags: ['staff'],
        summary:
          'Activate or deactivate a staff account. Deactivating ends all its sessions and the ' +
          'calendar feeds it made, and releases its conversations (to nobody, in the activity ' +
          'log); nobody deactivates their own account, and the last active account stays active',
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
        request.actor.id,
      );
      request.log.info(
        { userId: member.id, active: member.active, by: request.actor.id },
        'staff account activation changed',
      );
      return member;
    },
  );

  app.put(
    '/user/setRole/:id',
    {
      config: { permission: { area: 'accounts', access: 'write' } },
      schema: {
        operationId: 'setUserRole',
        description:
          'Answers the account as the staff list shows it. The change is in the activity log and ' +
          "holds from the account's next request on every instance; its open event streams end " +
          'and reopen under the new role.',
        tags: ['staff'],
        summary:
          'Give a staff account a role (Beheerder only). The last active Beheerder keeps the ' +
          'role (409 LAST_ADMINISTRATOR)',
        params: IdParams,
        body: ref(RoleChange),
        response: { 200: ref(StaffMember), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const member = await setRole(app.db, request.params.id, request.body.role, request.actor.id);
      request.log.info(
        { userId: member.id, role: member.role, by: request.actor.id },
        'staff account role changed',
      );
      return member;
    },
  );
};

export default userRoutes;
