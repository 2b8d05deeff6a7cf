/**
 * PGlite's contrib extensions are exported by subpath (`exports` in its package.json), which the
 * project's `node10` module resolution does not read: their types, named by their files.
 */
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export * from '@electric-sql/pglite/dist/contrib/pg_trgm';
}
