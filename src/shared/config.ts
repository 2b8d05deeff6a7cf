// Build configuration: webpack's DefinePlugin replaces these `process.env` reads at build time.

/**
 * Where the API server lives; the generated endpoints already carry its `/api/…` paths.
 * Empty means the SPA's own origin, which serves both.
 */
export const API_BASE_URL = process.env.API_BASE_URL || '';

/** The company's public website, where the browser goes after signing out. */
export const PUBLIC_SITE_URL = process.env.PUBLIC_SITE_URL || 'https://www.example.be/';
