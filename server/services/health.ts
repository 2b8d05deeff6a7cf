/** Whether the database answers: one trivial query, no rule beyond it. */
export { pingDatabase } from '../repositories/health';
/** What a request is told while the database does not answer. */
export { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/errors';
