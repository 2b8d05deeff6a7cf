import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { normalizeEmail } from '../domain/email';
import type { Role } from '../domain/roles';

export type UserRow = typeof users.$inferSelect;

const toStaffMember = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  active: row.active,
  role: row.role,
  lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});
export type StaffMember = ReturnType<typeof toStaffMember>;

/** Email addresses are kept normalized; the unique index on lower(email) guards the rest. */
const emailIs = (email: string) => eq(sql`lower(${users.email})`, normalizeEmail(email));

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Records a sign-in of an account whose password was just checked against `passwordHash`, but
 * only while the account is active and still has that hash; answers whether it did. The
 * update locks the account's row: a password change or deactivation that came first has
 * committed, and the changed row no longer matches; one that comes later waits for the
 * caller's transaction.
 */
export async function recordSignIn(db: Db, account: { id: number; passwordHash: string }) {
  const [signedIn] = await db
    .update(users)
    .set({ lastSignInAt: new Date() })
    .where(
      and(
        eq(users.id, account.id),
        eq(users.passwordHash, account.passwordHash),
        eq(users.active, true),
      ),
    )
    .returning({ id: users.id });
  return signedIn !== undefined;
}

export async function countUsers(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

/** Every account, by last name and first name. */
export async function listStaffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .orderBy(
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.firstName})`),
      asc(users.id),
    );
  return rows.map(toStaffMember);
}

/** Inserts an account; answers undefined when the email address is taken. */
export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role?: Role;
  },
) {
  try {
    const [row] = await db
      .insert(users)
      .values(values)
      .returning({ id: users.id, email: users.email });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Replaces an account's password hash; answers whether the account exists. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  const changed = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return changed.length > 0;
}

/**
 * The ids of the active accounts, locked until the transaction ends, in id order: two
 * deactivations at once (two staff members deactivating each other) are then decided one after
 * the other. Under READ COMMITTED, a row deactivated by a transaction this waited for is
 * re-checked against `active` and left out, so the list is the one after that transaction.
 */
export async function lockActiveUsers(tx: Db) {
  return tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.id))
    .for('update');
}

/** Activates or deactivates an account; answers it as the staff list shows it, or undefined. */
export async function updateUserActive(db: Db, userId: number, active: boolean) {
  const [row] = await db.update(users).set({ active }).where(eq(users.id, userId)).returning();
  return row && toStaffMember(row);
}

/** Gives an account a role; answers it as the staff list shows it, or undefined. */
export async function updateUserRole(db: Db, userId: number, role: Role) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row && toStaffMember(row);
}

/** Whether the account wants an e-mail for each new customer message; undefined: no account. */
export async function mailPreferenceOf(db: Db, userId: number) {
  const [row] = await db
    .select({ notifyByMail: users.notifyByMail })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setMailPreference(db: Db, userId: number, notifyByMail: boolean) {
  const [row] = await db
    .update(users)
    .set({ notifyByMail })
    .where(eq(users.id, userId))
    .returning({ notifyByMail: users.notifyByMail });
  return row;
}

/** The account's alerts on a new customer message; undefined: no account. */
export async function alertsOf(db: Db, userId: number) {
  const [row] = await db
    .select({ sound: users.alertSound, desktop: users.alertDesktop })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setAlerts(
  db: Db,
  userId: number,
  alerts: { sound: boolean; desktop: boolean },
) {
  const [row] = await db
    .update(users)
    .set({ alertSound: alerts.sound, alertDesktop: alerts.desktop })
    .where(eq(users.id, userId))
    .returning({ sound: users.alertSound, desktop: users.alertDesktop });
  return row;
}
