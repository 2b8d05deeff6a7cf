import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export interface StaffUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new session of an account, whatever the account's state, and the account's dead sessions
 * cleared. Signing in goes through `signIn`, which checks the account first.
 */
export async function createSession(db: Db, userId: number, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  // A revoked or expired token can never be used again: its row is only clutter.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, new Date())),
      ),
    );
  return { token, expiresAt };
}

/**
 * Signs an account in whose password was just checked against `passwordHash`: in one
 * transaction, records the sign-in and creates the session, but only while the account is
 * active and still has that hash. Answers undefined when it no longer does (the password was
 * changed, or the account deactivated, while the password was being checked).
 *
 * The update locks the account's row: a password change or deactivation that came first has
 * committed, and the changed row no longer matches; one that comes later waits for this
 * transaction, and then revokes this session with the others.
 */
export async function signIn(
  db: Db,
  account: { id: number; passwordHash: string },
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const [signedIn] = await tx
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
    if (!signedIn) return undefined;
    return createSession(tx, account.id, ttlSeconds);
  });
}

/**
 * The signed-in user of a token that exists, is not revoked and has not expired, of an active
 * account (deactivating revokes the sessions too; this holds should one have survived).
 */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  if (!row) return undefined;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user: user as StaffUser };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
