import type { Db } from './client';

/**
 * Runs several reads on one snapshot of the database (a read-only REPEATABLE READ
 * transaction), so that a write committed between them cannot make them disagree: a chat read
 * before its removal and its messages after it would show a chat without messages, a service
 * read before an update and its language entries after the old one's removal would lack one.
 */
export const readSnapshot = <T>(db: Db, read: (tx: Db) => Promise<T>) =>
  db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
