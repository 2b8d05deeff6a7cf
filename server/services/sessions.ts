import type { DataVersions } from '../db/data-versions';
import type { Db } from '../db/client';
import { findSession, revokeSession } from '../repositories/sessions';

export type { StaffUser } from '../repositories/sessions';

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
