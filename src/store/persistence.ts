import { persistReducer, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { sessionSlice, type SessionState } from './session';

/** localStorage holds exactly one key, `persist:session`: the token, its expiry and the user. */
export const SESSION_STORAGE_KEY = 'persist:session';

export const persistedSessionReducer = persistReducer<SessionState>(
  { key: 'session', storage, whitelist: ['token', 'expiresAt', 'user'] },
  sessionSlice.reducer,
);

/**
 * Removes the stored session. Flushing first matters: the reducer has just queued a write of the
 * emptied session, which would otherwise land after the purge and recreate the key.
 */
export async function purgeSession(persistor: Persistor): Promise<void> {
  await persistor.flush();
  await persistor.purge();
}
