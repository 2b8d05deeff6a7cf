import type { DataVersions } from '../db/data-versions';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../domain/tokens';
import { logActivity } from '../repositories/activity';
import {
  findSession as findSessionByHash,
  insertSession,
  revokeSession,
} from '../repositories/sessions';
import { recordSignIn } from '../repositories/users';

export type { StaffUser } from '../repositories/sessions';

/** The session of a bearer token, if it is valid (see findSessionByHash). */
export const findSession = (db: Db, token: string) => findSessionByHash(db, hashToken(token));

/**
 * A new session of an account, whatever the account's state: answers its token, which exists
 * only in this answer. Signing in goes through `openSession`, which checks the account first.
 */
export async function startSession(db: Db, userId: number, ttlSeconds: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await insertSession(db, { userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Signs an account in whose password was just checked against `passwordHash`: in one
 * transaction, records the sign-in, creates the session and its activity entry, but only while
 * the account is active and still has that hash. Answers undefined when it no longer does (the
 * password was changed, or the account deactivated, while the password was being checked); a
 * change that comes later waits for this transaction, and then revokes this session with the
 * others.
 */
export function openSession(
  db: Db,
  account: { id: number; passwordHash: string },
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await recordSignIn(tx, account))) return undefined;
    const session = await startSession(tx, account.id, ttlSeconds);
    await logActivity(tx, { by: account.id, kind: 'signIn' });
    return session;
  });
}

/** The session of a bearer token as the database holds it now (nothing remembered). */
export const currentSession = (db: Db, token: string) => findSession(db, token);

/** Signing out revokes the session of the token used. */
export const signOut = (db: Db, sessionId: number) => revokeSession(db, sessionId);

type Session = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Sessions remembered at most; beyond, all are forgotten (a sign-in flood costs queries only). */
const MAX_REMEMBERED = 1000;

/**
 * Finds the session of a bearer token, remembering valid ones where every write is seen (the
 * embedded database announces each commit, see server/db/data-versions.ts): any change of
 * sessions or staff accounts (sign-in, sign-out, revocation, password change, deactivation)
 * forgets them all, and each is remembered only until it expires. Elsewhere (PostgreSQL with
 * other instances) every request asks the database.
 */
export function sessionFinder(db: Db, versions: DataVersions) {
  if (!versions.watched) return (token: string) => findSession(db, token);
  const remembered = new Map<string, Session>();
  /** Raised by every change: a lookup that saw one begin meanwhile is not remembered. */
  let changes = 0;
  versions.onChange((scopes) => {
    if (!scopes.includes('sessions') && !scopes.includes('staff')) return;
    changes++;
    remembered.clear();
  });
  return async (token: string) => {
    const known = remembered.get(token);
    if (known && known.expiresAt.getTime() > Date.now()) return known;
    remembered.delete(token);
    const before = changes;
    const session = await findSession(db, token);
    if (session && changes === before) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(token, session);
    }
    return session;
  };
}
