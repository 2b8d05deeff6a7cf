import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { logActivity } from '../repositories/activity';
import { releaseAssignmentsOf } from '../repositories/chats';
import { deleteFeedsMadeBy } from '../repositories/employee-feeds';
import { revokeSessionsOf } from '../repositories/sessions';
import {
  alertsOf,
  countUsers,
  findUserByEmail,
  insertUser,
  lockActiveUsers,
  setAlerts,
  updatePasswordHash,
  updateUserActive,
  updateUserRole,
  type StaffMember,
  type UserRow,
} from '../repositories/users';

export { listStaffMembers } from '../repositories/users';
import { StaffName } from '../schemas';
import { normalizeEmail } from '../domain/email';
import { ApiError, notFound, validation } from '../domain/errors';
import { checkNewPassword, hashPassword, type NewPassword } from '../domain/passwords';
import { requiredText } from '../domain/text';
import { ADMIN_ROLE, ROLE_DEFINITIONS, permissionsOf, type Role } from '../domain/roles';
import { employeeOfUser } from '../repositories/ownership';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Beheerder when not given, as the first account and the command line's default. */
  role?: Role;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const NAME_PATTERN = new RegExp(StaffName.pattern!);
const NAME_MAX_LENGTH = StaffName.maxLength!;

/**
 * The route schema's StaffName rules, for callers that do not pass the schema (the CLI).
 * Lengths count code points, as the API's validator does.
 */
function name(value: string, field: string) {
  const text = requiredText(value, field);
  if (!NAME_PATTERN.test(text) || [...text].length > NAME_MAX_LENGTH) {
    throw validation(`${field} must be at most ${NAME_MAX_LENGTH} characters, without < or >`);
  }
  return text;
}

/**
 * Creates a staff account; one a staff member adds (`by`) is in the activity log. Throws an
 * ApiError whose message is meant for a person: VALIDATION, WEAK_PASSWORD, or DUPLICATE when
 * the address (in any case) has an account.
 */
export async function createUser(db: Db, input: NewUser, by?: number) {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw validation(`"${input.email}" is not an email address`);
  const firstName = name(input.firstName, 'firstName');
  const lastName = name(input.lastName, 'lastName');
  const password = checkNewPassword(input.password, email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email,
      passwordHash,
      firstName,
      lastName,
      role: input.role ?? ADMIN_ROLE,
    });
    if (!row) throw new ApiError('DUPLICATE', `An account for ${email} exists already`);
    if (by !== undefined)
      await logActivity(tx, {
        by,
        kind: 'create',
        target: { kind: 'user', id: row.id, label: `${firstName} ${lastName}` },
      });
    return row;
  });
}

/** The new hash, and the account's sessions revoked (all but `keepSessionId`), in `tx`. */
async function writePassword(
  tx: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: number | undefined,
) {
  if (!(await updatePasswordHash(tx, userId, passwordHash)))
    throw notFound('Staff account', userId);
  await revokeSessionsOf(tx, userId, keepSessionId);
}

/**
 * Gives an account a new password, checked by checkNewPassword, and revokes its sessions:
 * every one, or every one but `keepSessionId` (the session that made the change).
 */
export async function setPassword(
  db: Db,
  userId: number,
  password: NewPassword,
  keepSessionId?: number,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => writePassword(tx, userId, passwordHash, keepSessionId));
}

/**
 * A staff member changes their own password (checked): setPassword, keeping the session that
 * made the change, and its activity entry in the same transaction.
 */
export async function changeOwnPassword(
  db: Db,
  staff: { id: number; email: string },
  password: NewPassword,
  keepSessionId?: number,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await writePassword(tx, staff.id, passwordHash, keepSessionId);
    await logActivity(tx, {
      by: staff.id,
      kind: 'passwordChange',
      target: { kind: 'user', id: staff.id, label: staff.email },
    });
  });
}

/** The account of an email address, in any case; NOT_FOUND when there is none. */
export async function accountByEmail(db: Db, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError('NOT_FOUND', `There is no account for ${normalizeEmail(email)}`);
  return user;
}

/**
 * Activates or deactivates an account. Deactivating revokes every session of the account and
 * ends the calendar feeds it made and
 * releases the conversations assigned to it, so their customers' messages alert the whole team
 * again (docs/product.md § Chats); each release is in the activity log as `Toegewezen`
 * `#{id}: niemand`, by `byUserId` (or the system, from the command line).
 * Nobody deactivates their own account (`byUserId`, whose change is in the activity log), and
 * the last active account stays active: the active accounts are locked first, so two
 * deactivations at once are decided one after the other and cannot both pass.
 */
export async function setActive(
  db: Db,
  userId: number,
  active: boolean,
  byUserId?: number,
): Promise<StaffMember> {
  if (!active && userId === byUserId) {
    throw new ApiError('SELF_DEACTIVATION', 'You cannot deactivate your own account');
  }
  return db.transaction(async (tx) => {
    if (!active) {
      const stillActive = await lockActiveUsers(tx);
      if (stillActive.length === 1 && stillActive[0].id === userId) {
        throw new ApiError(
          'LAST_ACTIVE_ACCOUNT',
          'This is the last active account: at least one account must stay active',
        );
      }
      if (isLastAdmin(stillActive, userId)) throw lastAdmin();
    }
    const member = await updateUserActive(tx, userId, active);
    if (!member) throw notFound('Staff account', userId);
    if (byUserId !== undefined)
      await logActivity(tx, {
        by: byUserId,
        kind: member.active ? 'activate' : 'deactivate',
        target: { kind: 'user', id: member.id, label: `${member.firstName} ${member.lastName}` },
      });
    if (!active) {
      await revokeSessionsOf(tx, userId);
      // The calendar feeds it made end with it (docs/product.md § Agenda, Feed).
      await deleteFeedsMadeBy(tx, userId);
      for (const id of await releaseAssignmentsOf(tx, userId))
        await logActivity(tx, {
          by: byUserId ?? null,
          kind: 'assign',
          target: { kind: 'chat', id, label: `#${id}: niemand` },
        });
    }
    return member;
  });
}

/** Whether `userId` is the only active Beheerder among the (locked) active accounts. */
const isLastAdmin = (active: { id: number; role: Role }[], userId: number) => {
  const admins = active.filter((account) => account.role === ADMIN_ROLE);
  return admins.length === 1 && admins[0].id === userId;
};

const lastAdmin = () =>
  new ApiError(
    'LAST_ADMINISTRATOR',
    'This is the last active Beheerder: at least one active account keeps that role',
  );

/**
 * Gives an account a role (docs/product.md § Roles), in the activity log as `roleChange` by
 * `byUserId` (or the system, from the command line). The last active Beheerder keeps the role:
 * the active accounts are locked first, so two changes at once cannot both pass. The change
 * holds from the account's next request on every instance (the session lookup reads the role);
 * its open event streams end at once (migration 0025 announces it) and reopen under the new role.
 */
export async function setRole(
  db: Db,
  userId: number,
  role: Role,
  byUserId?: number,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (role !== ADMIN_ROLE && isLastAdmin(await lockActiveUsers(tx), userId)) throw lastAdmin();
    const member = await updateUserRole(tx, userId, role);
    if (!member) throw notFound('Staff account', userId);
    await logActivity(tx, {
      by: byUserId ?? null,
      kind: 'roleChange',
      target: {
        kind: 'user',
        id: member.id,
        label: `${member.firstName} ${member.lastName}: ${role}`,
      },
    });
    return member;
  });
}

/** setActive for the account of an email address. */
export async function setActiveByEmail(db: Db, email: string, active: boolean) {
  const user = await accountByEmail(db, email);
  return setActive(db, user.id, active);
}

/**
 * On a database without staff accounts, creates the first one: from ADMIN_EMAIL/ADMIN_PASSWORD
 * when set, otherwise admin@example.com with a random password that is returned to be shown once.
 */
export async function ensureFirstAccount(db: Db, adminEmail?: string, adminPassword?: string) {
  if ((await countUsers(db)) > 0) return undefined;
  const email = adminEmail ?? 'admin@example.com';
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(db, { email, password, firstName: 'Beheerder', lastName: 'Kantoor' });
  return { email, password: adminPassword ? undefined : password };
}

/**
 * The signed-in account as GET /api/user/me answers it: its role, the areas the role has
 * (docs/product.md § Roles) and the employee it signs in as, for the SPA's menu and routes.
 */
export async function signedInUser(
  db: Db,
  user: { id: number; email: string; firstName: string; lastName: string; role: Role },
) {
  const { id, email, firstName, lastName, role } = user;
  return {
    id,
    email,
    firstName,
    lastName,
    role,
    permissions: permissionsOf(role),
    ownGrants: [...ROLE_DEFINITIONS[role].own],
    employeeId: await employeeOfUser(db, id),
  };
}

/** The signed-in account's alerts on a new customer message (docs/product.md § Alerts). */
export async function readAlerts(db: Db, userId: number) {
  const alerts = await alertsOf(db, userId);
  if (!alerts) throw notFound('User', userId);
  return alerts;
}

export async function changeAlerts(
  db: Db,
  userId: number,
  alerts: { sound: boolean; desktop: boolean },
) {
  const stored = await setAlerts(db, userId, alerts);
  if (!stored) throw notFound('User', userId);
  return stored;
}
