import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Role } from '../domain/roles';

export interface StaffUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * A new session of an account, by its token's hash, and the account's dead sessions cleared.
 * Signing in goes through services/sessions.ts, which checks the account first.
 */
export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
  // A revoked or expired token can never be used again: its row is only clutter.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, session.userId),
        or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, new Date())),
      ),
    );
}

/**
 * The signed-in user of a token (by its hash) that exists, is not revoked and has not expired,
 * of an active account (deactivating revokes the sessions too; this holds should one have
 * survived).
 */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  if (!row) return undefined;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user: user as StaffUser };
}

/** Revokes an account's sessions: every one, or every one but `keepSessionId`. */
export async function revokeSessionsOf(db: Db, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
