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
 * The signed-in user of a token that exists, is not revoked and has not expired, of an active
 * account (deactivating revokes the sessions too; this holds should one have survived).
 */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
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
  const { sessionId, ...user } = row;
  return { sessionId, user: user as StaffUser };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
