import type { SessionState } from './session';

/** localStorage holds exactly one key, `persist:session`: the token, its expiry and the user. */
export const SESSION_STORAGE_KEY = 'persist:session';

/** What is kept of the session; `check` is not (a restored session is checked again). */
const KEPT = ['token', 'expiresAt', 'user'] as const;
type Kept = Pick<SessionState, (typeof KEPT)[number]>;

/**
 * The session an earlier visit stored, if any. The format is redux-persist's, which earlier
 * releases wrote: a JSON object whose values are JSON themselves.
 */
export function storedSession(): Partial<Kept> {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return {};
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const session: Partial<Record<keyof Kept, unknown>> = {};
    for (const key of KEPT)
      if (typeof stored[key] === 'string') session[key] = JSON.parse(stored[key]);
    return session as Partial<Kept>;
  } catch {
    // Unreadable (another site's value, storage refused): as if nothing were stored.
    return {};
  }
}

function write(session: Kept) {
  try {
    if (session.token === null) {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      return;
    }
    const stored: Record<string, string> = {
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    };
    for (const key of KEPT) stored[key] = JSON.stringify(session[key]);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused (private browsing): the session lasts as long as the page.
  }
}

export interface SessionPersistence {
  /** Writes nothing more (a test's store, once its test is over). */
  pause(): void;
}

/**
 * Keeps the stored session in step with the store's: written when it changes, removed when it
 * ends (signed out, expired). Synchronous, so nothing is left queued when the page goes.
 */
export function persistSession(
  subscribe: (listener: () => void) => () => void,
  current: () => SessionState,
): SessionPersistence {
  let paused = false;
  let last = current();
  subscribe(() => {
    const session = current();
    if (paused || KEPT.every((key) => session[key] === last[key])) return;
    last = session;
    write(session);
  });
  return { pause: () => (paused = true) };
}
