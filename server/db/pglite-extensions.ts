import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, which PGlite must load to have them
 * (PostgreSQL has them from its contrib package): pg_trgm for the documents' search.
 */
export const pgliteExtensions = { pg_trgm };
