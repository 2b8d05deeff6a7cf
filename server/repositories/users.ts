import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { normalizeEmail } from '../domain/email';

export type UserRow = typeof users.$inferSelect;

const toStaffMember = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  active: row.active,
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
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
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

/**
 * Replaces an account's password hash and revokes its sessions, all of them or all but
 * `keepSessionId`, in one transaction. Answers whether the account exists.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!changed.length) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      );
    return true;
  });
}

export type ActiveChangeOutcome = StaffMember | 'not-found' | 'last-active';

/**
 * Activates or deactivates an account; deactivating revokes all its sessions. The last active
 * account stays active: the active rows are locked first, so two deactivations at once (two
 * staff members deactivating each other) are decided one after the other and cannot both pass.
 */
export async function changeActive(
  db: Db,
  userId: number,
  active: boolean,
): Promise<ActiveChangeOutcome> {
  return db.transaction(async (tx) => {
    if (!active) {
      // Under READ COMMITTED, a row deactivated by a transaction we waited for is re-checked
      // against `active` and left out, so the count is the one after that transaction.
      const stillActive = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.active, true))
        .orderBy(asc(users.id))
        .for('update');
      const target = stillActive.some((row) => row.id === userId);
      if (target && stillActive.length === 1) return 'last-active';
    }
    const [row] = await tx.update(users).set({ active }).where(eq(users.id, userId)).returning();
    if (!row) return 'not-found';
    if (!active) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    return toStaffMember(row);
  });
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
