import type { Db } from './client';

/**
 * Runs `statements` in a savepoint of the caller's transaction (a transaction of their own when
 * there is none), so a constraint they break, which a repository answers as an outcome
 * ('duplicate', 'in-use'), leaves the caller's transaction usable. Repositories never begin a
 * transaction: their callers (services) do.
 */
export const inSavepoint = <T>(tx: Db, statements: (savepoint: Db) => Promise<T>) =>
  tx.transaction(statements);
