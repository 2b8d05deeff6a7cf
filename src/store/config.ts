// Build configuration: webpack's DefinePlugin replaces these `process.env` reads at build time.

/**
 * Where the API server lives; the generated endpoints already carry its `/api/…` paths.
 * Empty means the SPA's own origin, which serves both.
 */
export const API_BASE_URL = process.env.API_BASE_URL || '';

/**
 * Where signing out leads only when the server's runtime configuration (GET /api/config, which
 * names the public website) cannot be read: our own start page, which offers to sign in again.
 * The address itself is never built in: changing it takes a server restart, not a rebuild.
 */
export const SIGN_OUT_FALLBACK_URL = '/';
