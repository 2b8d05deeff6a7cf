import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/errors';
import { ApiError } from '../domain/errors';
import { pingDatabase } from '../repositories/system';

/** The database as a whole: whether it answers (health), and the overview screen's counts. */

/** The overview's counts are one read with no rule beyond its query. */
export { loadOverview } from '../repositories/system';

/**
 * Answers when the database runs a query; otherwise 503 DATABASE_UNAVAILABLE with Retry-After,
 * whatever the failure (`onFailure` hears it first), so load balancers take the instance out.
 */
export async function requireDatabase(db: Db, onFailure: (error: unknown) => void) {
  try {
    await pingDatabase(db);
  } catch (error) {
    onFailure(error);
    throw new ApiError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}
